import type { Route } from "next";
import { redirect } from "next/navigation";
import { beforeEach, describe, expect, it, vi } from "vitest";
import * as z from "@/lib/zod";
import type { Session } from "@/lib/auth/session";
import { log as logger } from "@/lib/log";
import { adminSession, studentSession } from "@/test/action-support";
import type { UpstreamError } from "@/lib/upstream/client";
import { failsUpstream } from "@/test/upstream-support";
import { setRequestLocale } from "next-intl/server";
import { messages } from "@/lib/messages";
import { throttleMessage } from "@/lib/auth/throttle-message";

const state = vi.hoisted(() => ({
  session: null as Session | null,
  ended: 0,
  referer: null as string | null,
}));
vi.mock("@/lib/auth/guards", async () => {
  const { safeNext } = await import("@/lib/safe-next");
  return {
    getSession: async () => state.session,
    endSession: async () => {
      state.ended += 1;
    },
    loginUrl: (next?: string) =>
      safeNext(next, "") ? `/login?next=${encodeURIComponent(safeNext(next))}` : "/login",
    sessionEndedLoginUrl: async (token: string, reason: string | null) =>
      `/login?sessionEnded=${token}:${reason}`,
  };
});
vi.mock("next/headers", () => ({
  headers: async () => new Headers(state.referer ? { referer: state.referer } : {}),
}));

const { adminAction, publicAction, studentAction } = await import("@/lib/actions/safe-action");
const { formDataToObject } = await import("@/lib/actions/mutation");
const { fail, ok } = await import("@/lib/actions/result");

const schema = z.object({ name: z.string().min(1, "Please provide a name") });

async function digestOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return String((error as { digest?: string }).digest);
  }
  throw new Error("expected Next control flow");
}

beforeEach(() => {
  state.session = null;
  state.ended = 0;
  state.referer = null;
  vi.restoreAllMocks();
});

describe("input handling", () => {
  it("accepts a plain object", async () => {
    const action = publicAction(schema, async ({ name }) => ok(name.toUpperCase()), {
      failureMessage: "x",
    });
    expect(await action({ name: "beam" })).toEqual({ ok: true, data: "BEAM" });
  });

  it("accepts (previousState, formData) as useActionState calls it", async () => {
    const action = publicAction(schema, async ({ name }) => ok(name), { failureMessage: "x" });
    const formData = new FormData();
    formData.set("name", "slab");
    formData.set("$ACTION_ID_abc", "");
    expect(await action(null, formData)).toEqual({ ok: true, data: "slab" });
    expect(await action(formData)).toEqual({ ok: true, data: "slab" });
  });

  it("returns every field error and the first message, without running the handler", async () => {
    const handler = vi.fn(async () => undefined);
    const action = publicAction(schema, handler, { failureMessage: "x" });
    expect(await action({ name: "" })).toEqual({
      ok: false,
      message: "Please provide a name",
      fieldErrors: { name: ["Please provide a name"] },
    });
    expect(handler).not.toHaveBeenCalled();
  });

  it("echoes only the keepValues fields (strings) in every failed result, never in a success", async () => {
    const wide = z.object({ name: z.string().min(1, "Please provide a name"), secret: z.string() });
    const options = { failureMessage: "x", keepValues: ["name", "missing"] };
    const formData = new FormData();
    formData.set("name", "");
    formData.set("secret", "hunter2");
    expect(await publicAction(wide, async () => undefined, options)(null, formData)).toEqual({
      ok: false,
      message: "Please provide a name",
      fieldErrors: { name: ["Please provide a name"] },
      values: { name: "" },
    });
    const refused = publicAction(wide, async () => fail("refused"), options);
    expect(await refused({ name: "beam", secret: "hunter2" })).toEqual({
      ok: false,
      message: "refused",
      values: { name: "beam" },
    });
    const throwing = publicAction(
      wide,
      failsUpstream({ status: 500, endpoint: "POST /api/x", message: "down" }),
      options,
    );
    vi.spyOn(logger, "error").mockImplementation(() => undefined);
    expect(await throwing({ name: "beam", secret: "hunter2" })).toEqual({
      ok: false,
      message: "x",
      values: { name: "beam" },
    });
    expect(
      await publicAction(wide, async () => ok("done"), options)({ name: "beam", secret: "s" }),
    ).toEqual({
      ok: true,
      data: "done",
    });
  });

  it("treats a handler returning nothing as success", async () => {
    const action = publicAction(schema, async () => undefined, { failureMessage: "x" });
    expect(await action({ name: "a" })).toEqual({ ok: true });
  });

  it("formDataToObject keeps repeated keys as arrays and drops empty file inputs", () => {
    const formData = new FormData();
    formData.append("tag", "a");
    formData.append("tag", "b");
    formData.append("photo", new File([], ""));
    formData.append("file", new File(["x"], "a.pdf"));
    const object = formDataToObject(formData);
    expect(object.tag).toEqual(["a", "b"]);
    expect(object.photo).toBeUndefined();
    expect(object.file).toBeInstanceOf(File);
  });
});

describe("access checks", () => {
  const run = vi.fn(async () => ok("done"));
  const asStudent = studentAction(schema, run, { failureMessage: "x" });
  const asAdmin = adminAction(schema, run, { failureMessage: "x" });
  const refusal = { ok: false, message: "You are not allowed to do that." };

  it("redirects a visitor calling a student or admin action to login, with the page as next", async () => {
    state.referer = "http://localhost:3000/editProfile?x=1";
    expect(await digestOf(asStudent({ name: "a" }))).toContain(
      ";/login?next=%2FeditProfile%3Fx%3D1;",
    );
    expect(await digestOf(asAdmin({ name: "a" }))).toContain(";/login");
    expect(run).not.toHaveBeenCalled();
  });

  it("on an Arabic page, sends a visitor to the Arabic login with the page's path (no language) as next", async () => {
    setRequestLocale("ar");
    state.referer = "http://localhost:3000/ar/editProfile";
    expect(await digestOf(asStudent({ name: "a" }))).toContain(";/ar/login?next=%2FeditProfile;");
  });

  it("answers in the page's language: the catalogue's fixed texts and the throttle's minutes", async () => {
    setRequestLocale("ar");
    const refuse = publicAction(schema, async () => fail(messages.auth.wrongCredentials), {
      failureMessage: messages.auth.sendEmailFailed,
    });
    expect(await refuse({ name: "a" })).toEqual({
      ok: false,
      message: "البريد الإلكتروني أو كلمة المرور غير صحيحة",
    });
    const throttled = publicAction(schema, async () => fail(throttleMessage(900)), {
      failureMessage: "x",
    });
    const result = await throttled({ name: "a" });
    expect(result.ok ? "" : result.message).toContain("15 دقيقة");
    // A text with someone's data (not a fixed text of the catalogue) is left as it is.
    const own = publicAction(schema, async () => fail("Beam 12 is full"), { failureMessage: "x" });
    expect(await own({ name: "a" })).toEqual({ ok: false, message: "Beam 12 is full" });
  });

  it("refuses the wrong role", async () => {
    state.session = studentSession;
    expect(await asAdmin({ name: "a" })).toEqual(refusal);
    state.session = adminSession;
    expect(await asStudent({ name: "a" })).toEqual(refusal);
    expect(run).not.toHaveBeenCalled();
  });

  it("checks the role before validating (no field hints for outsiders)", async () => {
    state.session = studentSession;
    expect(await asAdmin({ name: "" })).toEqual(refusal);
  });

  it("runs the handler with the session for the right role", async () => {
    state.session = adminSession;
    const handler = vi.fn(async (_input: { name: string }, { session }: { session: Session }) =>
      ok(session.userId),
    );
    expect(await adminAction(schema, handler, { failureMessage: "x" })({ name: "a" })).toEqual({
      ok: true,
      data: "admin-1",
    });
    state.session = studentSession;
    expect(await studentAction(schema, handler, { failureMessage: "x" })({ name: "a" })).toEqual({
      ok: true,
      data: "student-a",
    });
  });
});

describe("failures", () => {
  const options = {
    failureMessage: "Failed to Delete Product",
    mapError: (error: UpstreamError) =>
      error.status === 400 ? "Student Already Assigned To This Course" : undefined,
  };

  it.each([
    [
      "maps an upstream failure to the operation's spec text, never the upstream body",
      { status: 404, endpoint: "DELETE /api/x", message: "secret detail", body: "stack" },
      "Failed to Delete Product",
    ],
    [
      "says the service is briefly unavailable while the upstream's breaker is open",
      {
        status: 503,
        endpoint: "POST /api/x",
        message: "open",
        failure: "circuit-open" as const,
        retryAfterSeconds: 7,
      },
      "The service is briefly unavailable. Please try again in a moment.",
    ],
    [
      "uses mapError for specific statuses",
      { status: 400, endpoint: "POST /api/x", message: "dup" },
      "Student Already Assigned To This Course",
    ],
  ])("%s", async (_answer, error, message) => {
    state.session = adminSession;
    const action = adminAction(schema, failsUpstream(error), options);
    expect(await action({ name: "a" })).toEqual({ ok: false, message });
  });

  it("logs unexpected errors and returns the failure text", async () => {
    const log = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    const action = publicAction(
      schema,
      async () => {
        throw new TypeError("boom");
      },
      options,
    );
    expect(await action({ name: "a" })).toEqual({
      ok: false,
      message: "Failed to Delete Product",
    });
    expect(log).toHaveBeenCalled();
  });

  it("rethrows Next's redirect from a handler", async () => {
    const action = publicAction(
      schema,
      async () => {
        redirect("/done" as Route);
      },
      options,
    );
    expect(await digestOf(action({ name: "a" }))).toContain(";/done;");
  });

  it("ends the session on an upstream 401 in a protected action", async () => {
    state.session = studentSession;
    const action = studentAction(
      schema,
      failsUpstream({
        status: 401,
        endpoint: "PUT /api/Students/s1",
        message: "Unauthorized",
        body: JSON.stringify({ status: 401, reason: "idle" }),
      }),
      options,
    );
    // The login page is told which token ended and why.
    expect(await digestOf(action({ name: "a" }))).toContain(
      ";/login?sessionEnded=student-token:idle;",
    );
    expect(state.ended).toBe(1);
  });

  it("does not end any session on a 401 in a public action (e.g. a wrong password)", async () => {
    state.session = studentSession;
    const action = publicAction(
      schema,
      failsUpstream({
        status: 401,
        endpoint: "POST /api/Authentication/login",
        message: "Unauthorized",
      }),
      options,
    );
    expect(await action({ name: "a" })).toEqual({
      ok: false,
      message: "Failed to Delete Product",
    });
    expect(state.ended).toBe(0);
  });
});
