import { setRequestLocale } from "next-intl/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Session } from "@/lib/auth/session";
import { UpstreamError } from "@/lib/upstream/client";
import { upstreamRefusal } from "@/test/upstream-support";

const state = vi.hoisted(() => ({
  session: null as Session | null,
  destroyThrows: false,
  destroyed: 0,
}));
vi.mock("@/lib/auth/session", () => ({
  readSession: async () => state.session,
  destroySession: async () => {
    if (state.destroyThrows) throw new Error("Cookies can only be modified in a Server Action");
    state.destroyed += 1;
  },
}));

const { readSessionEndedMarker, tokenDigest } = await import("@/lib/auth/session-end");
const {
  getSession,
  loginUrl,
  requireAdmin,
  requireStudent,
  requireUser,
  signupUrl,
  withSessionToken,
} = await import("@/lib/auth/guards");

const student: Session = {
  userId: "s1",
  token: "ts",
  role: "Student",
  expiresAt: Date.now() + 60_000,
};
const admin: Session = { userId: "a1", token: "ta", role: "Admin", expiresAt: Date.now() + 60_000 };

/** The digest of Next's control-flow error thrown by `fn` (redirect or not-found). */
async function controlFlow(fn: () => Promise<unknown>): Promise<string> {
  try {
    await fn();
  } catch (error) {
    return String((error as { digest?: string }).digest);
  }
  throw new Error("expected a redirect or notFound");
}

beforeEach(() => {
  state.session = null;
  state.destroyThrows = false;
  state.destroyed = 0;
});

describe("loginUrl", () => {
  it("carries a same-origin next and drops anything else", () => {
    expect(loginUrl("/enrolledCourses")).toBe("/login?next=%2FenrolledCourses");
    expect(loginUrl("//evil.example")).toBe("/login");
    expect(loginUrl()).toBe("/login");
  });
});

describe("signupUrl", () => {
  it("carries a same-origin next (the payment page of an item, with its query) and drops anything else", () => {
    expect(signupUrl("/payment?course=c&package=p&tab=wallet")).toBe(
      "/signup?next=%2Fpayment%3Fcourse%3Dc%26package%3Dp%26tab%3Dwallet",
    );
    expect(signupUrl("https://evil.example/payment")).toBe("/signup");
    expect(signupUrl("//evil.example")).toBe("/signup");
    expect(signupUrl("/\\evil.example")).toBe("/signup");
    expect(signupUrl("/")).toBe("/signup");
    expect(signupUrl()).toBe("/signup");
  });
});

describe("guards", () => {
  it("getSession returns the session or null", async () => {
    expect(await getSession()).toBeNull();
    state.session = student;
    expect(await getSession()).toEqual(student);
  });

  it("redirects a visitor to login with next", async () => {
    expect(await controlFlow(() => requireStudent("/enrolledCourses"))).toMatch(
      /^NEXT_REDIRECT;replace;\/login\?next=%2FenrolledCourses;307;/,
    );
    expect(await controlFlow(() => requireAdmin("/manageProducts"))).toMatch(
      /\/login\?next=%2FmanageProducts;/,
    );
    expect(await controlFlow(() => requireUser())).toMatch(/;\/login;/);
  });

  it("on an Arabic page, redirects a visitor to the Arabic login, next without the language", async () => {
    setRequestLocale("ar");
    expect(await controlFlow(() => requireStudent("/enrolledCourses"))).toMatch(
      /;\/ar\/login\?next=%2FenrolledCourses;/,
    );
  });

  it("requireStudent admits a student and shows not-found to an admin", async () => {
    state.session = student;
    expect(await requireStudent()).toEqual(student);
    state.session = admin;
    expect(await controlFlow(() => requireStudent())).toMatch(/NEXT_HTTP_ERROR_FALLBACK;404/);
  });

  it("requireAdmin admits an admin and shows not-found to a student", async () => {
    state.session = admin;
    expect(await requireAdmin()).toEqual(admin);
    state.session = student;
    expect(await controlFlow(() => requireAdmin())).toMatch(/NEXT_HTTP_ERROR_FALLBACK;404/);
  });

  it("requireUser admits both roles", async () => {
    state.session = admin;
    expect(await requireUser()).toEqual(admin);
    state.session = student;
    expect(await requireUser()).toEqual(student);
  });
});

describe("withSessionToken", () => {
  it("passes the session's token and returns the result", async () => {
    const call = vi.fn(async (token: string) => `data for ${token}`);
    expect(await withSessionToken(student, call)).toBe("data for ts");
  });

  it("ends the session on an upstream 401 and sends the user to login with a sealed marker of the token and the reason", async () => {
    const unauthorized = new UpstreamError({
      status: 401,
      endpoint: "GET /api/Students/s1",
      message: "Unauthorized",
      body: JSON.stringify({ status: 401, reason: "replaced" }),
    });
    const digest = await controlFlow(() =>
      withSessionToken(student, async () => Promise.reject(unauthorized), "/editProfile"),
    );
    expect(state.destroyed).toBe(1);
    const location = new URL(digest.split(";")[2]!, "http://web.test");
    expect(location.pathname).toBe("/login");
    expect(location.searchParams.get("next")).toBe("/editProfile");
    const marker = await readSessionEndedMarker(location.searchParams.get("sessionEnded"));
    expect(marker).toEqual({ tokenDigest: await tokenDigest("ts"), reason: "replaced" });
    // A bare flag is no marker.
    expect(await readSessionEndedMarker("1")).toBeNull();
  });

  it("still redirects while rendering, when the cookie cannot be removed (the proxy removes it)", async () => {
    state.destroyThrows = true;
    const unauthorized = upstreamRefusal(401, "Unauthorized", "GET /x");
    expect(
      await controlFlow(() => withSessionToken(student, async () => Promise.reject(unauthorized))),
    ).toContain("/login?sessionEnded=Fe26.2");
  });

  it("rethrows other failures untouched", async () => {
    const notFound = upstreamRefusal(404, "Not Found", "GET /x");
    await expect(withSessionToken(student, async () => Promise.reject(notFound))).rejects.toBe(
      notFound,
    );
    expect(state.destroyed).toBe(0);
  });
});
