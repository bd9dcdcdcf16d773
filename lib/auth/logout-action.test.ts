import { setRequestLocale } from "next-intl/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Session } from "@/lib/auth/session";
import { UpstreamError } from "@/lib/upstream/client";
import { upstreamRefusal } from "@/test/upstream-support";

// A browser's cookie and a thief's copy of it: `readSession` keeps answering with the same
// session after the logout removed the browser's own cookie (the copy was taken before).
const state = vi.hoisted(() => ({
  session: null as Session | null,
  destroyed: 0,
  after: [] as (() => Promise<unknown>)[],
}));
const upstream = vi.hoisted(() => ({ logoutSession: vi.fn() }));
vi.mock("@/lib/auth/session", () => ({
  readSession: async () => state.session,
  destroySession: async () => {
    state.destroyed += 1;
  },
}));
vi.mock("@/lib/upstream/sessions", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/upstream/sessions")>()),
  logoutSession: upstream.logoutSession,
}));
vi.mock("next/server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/server")>()),
  after: (task: () => Promise<unknown>) => state.after.push(task),
}));

const { logoutAction } = await import("@/lib/auth/logout-action");
const { getSession } = await import("@/lib/auth/guards");

let serial = 0;
/** A student session with a token of its own (refusals are kept per process, across tests). */
const newSession = (): Session => ({
  userId: "s1",
  token: `student-token-${(serial += 1)}`,
  role: "Student",
  expiresAt: Date.now() + 3_600_000,
});

/** The target of the redirect `logoutAction` ends with. */
async function logoutTarget(): Promise<string> {
  try {
    await logoutAction();
  } catch (error) {
    const digest = String((error as { digest?: string }).digest);
    return digest.split(";")[2]!;
  }
  throw new Error("expected a redirect");
}

const failures = {
  "the breaker is open": new UpstreamError({
    status: 503,
    endpoint: "POST /api/Sessions/Logout",
    message: "open",
    failure: "circuit-open",
  }),
  "the logout timed out": new UpstreamError({
    status: 0,
    endpoint: "POST /api/Sessions/Logout",
    message: "timeout",
    failure: "timeout",
  }),
  "the upstream failed": upstreamRefusal(500, "boom", "POST /api/Sessions/Logout"),
};

beforeEach(() => {
  state.destroyed = 0;
  state.after = [];
  upstream.logoutSession.mockReset();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("logoutAction when the upstream cannot confirm the end of the session", () => {
  for (const [why, failure] of Object.entries(failures)) {
    it(`refuses a copy of the cookie when ${why}, and the login page says so`, async () => {
      state.session = newSession();
      upstream.logoutSession.mockRejectedValue(failure);
      const target = await logoutTarget();
      expect(await getSession()).toBeNull();
      expect(target).toBe("/login?signedOut=unconfirmed");
      expect(state.destroyed).toBe(1);
    });
  }

  it("asks the upstream again after the response until it confirms", async () => {
    state.session = newSession();
    upstream.logoutSession
      .mockRejectedValueOnce(failures["the logout timed out"])
      .mockRejectedValueOnce(failures["the breaker is open"]);
    upstream.logoutSession.mockResolvedValue(undefined);
    await logoutTarget();
    expect(state.after).toHaveLength(1);
    vi.useFakeTimers();
    const retried = state.after[0]!();
    await vi.runAllTimersAsync();
    expect(await retried).toBe(true);
    expect(upstream.logoutSession).toHaveBeenCalledTimes(3);
    expect(upstream.logoutSession).toHaveBeenLastCalledWith(state.session.token);
  });

  it("asks the upstream again when the refused cookie comes back", async () => {
    state.session = newSession();
    upstream.logoutSession.mockRejectedValue(failures["the breaker is open"]);
    await logoutTarget();
    upstream.logoutSession.mockClear();
    expect(await getSession()).toBeNull();
    expect(upstream.logoutSession).toHaveBeenCalledWith(state.session.token);
  });
});

describe("logoutAction when the upstream answers", () => {
  it("goes home and keeps no refusal of its own when the upstream ended the session (204) or had already (401)", async () => {
    for (const answer of [undefined, upstreamRefusal(401, "ended", "POST /api/Sessions/Logout")]) {
      state.session = newSession();
      if (answer) upstream.logoutSession.mockRejectedValueOnce(answer);
      else upstream.logoutSession.mockResolvedValueOnce(undefined);
      expect(await logoutTarget()).toBe("/");
      expect(state.destroyed).toBeGreaterThan(0);
      // The upstream refuses the token from now on; the web app needs no record.
      expect(await getSession()).toEqual(state.session);
    }
    expect(state.after).toHaveLength(0);
  });

  it("goes to the Arabic home from an Arabic page", async () => {
    setRequestLocale("ar");
    state.session = newSession();
    upstream.logoutSession.mockResolvedValueOnce(undefined);
    expect(await logoutTarget()).toBe("/ar");
  });

  it("goes home on a legacy upstream (404: no sessions to end), deleting the cookie as before", async () => {
    state.session = newSession();
    upstream.logoutSession.mockRejectedValue(
      upstreamRefusal(404, "Not Found", "POST /api/Sessions/Logout"),
    );
    expect(await logoutTarget()).toBe("/");
    expect(state.destroyed).toBe(1);
    expect(state.after).toHaveLength(0);
  });
});
