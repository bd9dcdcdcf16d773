import { redirect } from "next/navigation";
import { beforeEach, describe, expect, it, vi } from "vitest";
import * as z from "@/lib/zod";
import type { Session } from "@/lib/auth/session";
import { fail, type ActionResult } from "@/lib/actions/result";
import { adminSession, fakeHeaders, redirectTarget, studentSession } from "@/test/action-support";
import { log as logger } from "@/lib/log";
import type { RouteHandler } from "@/lib/routes/route-handler";
import { UpstreamError } from "@/lib/upstream/client";
import { failsUpstream } from "@/test/upstream-support";

/*
 * One table of failures, run through both adapters of the mutation core: a server action
 * (`adminAction`) and a route handler (`adminRoute`) must give the same text, and the route the
 * status that goes with it.
 */

const state = vi.hoisted(() => ({
  session: null as Session | null,
  ended: 0,
  updated: [] as string[],
  revalidated: [] as string[],
}));
vi.mock("@/lib/auth/guards", () => ({
  getSession: async () => state.session,
  endSession: async () => {
    state.ended += 1;
  },
  loginUrl: () => "/login",
  sessionEndedLoginUrl: async (token: string, reason: string | null) =>
    `/login?sessionEnded=${token}:${reason}`,
}));
vi.mock("next/headers", () => fakeHeaders());
vi.mock("next/cache", () => ({
  revalidateTag: (tag: string, profile: { expire: number }) =>
    state.revalidated.push(`${tag} expire=${profile.expire}`),
  updateTag: (tag: string) => state.updated.push(tag),
}));

const { adminAction } = await import("@/lib/actions/safe-action");
const { adminRoute } = await import("@/lib/actions/admin-route");

/** A route with one dynamic segment, `id` (the routes of the tests below have none, or this one). */
type ProjectRoute = RouteHandler<"/api/admin/projects/[id]">;

const options = {
  failureMessage: "Failed to Delete Product",
  mapError: (error: UpstreamError) =>
    error.status === 400 ? "Student Already Assigned To This Course" : undefined,
};

/** The same handler behind both adapters. */
function adapters(handler: () => Promise<ActionResult<undefined> | void>) {
  const action = adminAction(z.object({}), handler, options);
  const route: RouteHandler<"/api/admin/portfolio"> = adminRoute(
    z.object({}),
    async () => (await handler()) ?? { ok: true },
    options,
  );
  const request = () =>
    new Request("http://localhost:3000/api/admin/x", {
      method: "POST",
      body: new FormData(),
      headers: { host: "localhost:3000", "content-length": "100" },
    });
  return {
    action: () => action({}),
    route: () => route(request(), { params: Promise.resolve({}) }),
  };
}

const failures: {
  case: string;
  session: Session;
  run: () => Promise<ActionResult<undefined> | void>;
  status: number;
  message: string;
}[] = [
  {
    case: "a Student calling an admin mutation",
    session: studentSession,
    run: async () => undefined,
    status: 403,
    message: "You are not allowed to do that.",
  },
  {
    case: "the upstream throttles (429, Retry-After 600 s)",
    session: adminSession,
    run: failsUpstream({
      status: 429,
      endpoint: "POST /api/x",
      message: "slow down",
      retryAfterSeconds: 600,
    }),
    status: 429,
    message: "Too many attempts. Please try again in 10 minutes.",
  },
  {
    case: "the upstream's breaker is open",
    session: adminSession,
    run: failsUpstream({
      status: 503,
      endpoint: "POST /api/x",
      message: "open",
      failure: "circuit-open",
      retryAfterSeconds: 7,
    }),
    status: 503,
    message: "The service is briefly unavailable. Please try again in a moment.",
  },
  {
    case: "the upstream refuses the input (400, mapped)",
    session: adminSession,
    run: failsUpstream({ status: 400, endpoint: "POST /api/x", message: "dup", body: "stack" }),
    status: 502,
    message: "Student Already Assigned To This Course",
  },
  {
    case: "the upstream forbids (403)",
    session: adminSession,
    run: failsUpstream({ status: 403, endpoint: "POST /api/x", message: "secret detail" }),
    status: 502,
    message: "Failed to Delete Product",
  },
  {
    case: "the upstream fails (500)",
    session: adminSession,
    run: failsUpstream({ status: 500, endpoint: "POST /api/x", message: "boom" }),
    status: 502,
    message: "Failed to Delete Product",
  },
  {
    case: "an unexpected error",
    session: adminSession,
    run: async () => {
      throw new TypeError("boom");
    },
    status: 500,
    message: "Failed to Delete Product",
  },
  {
    case: "the handler refuses",
    session: adminSession,
    run: async () => fail("Failed To Create Package"),
    status: 400,
    message: "Failed To Create Package",
  },
];

beforeEach(() => {
  state.session = null;
  state.ended = 0;
  state.updated = [];
  state.revalidated = [];
  vi.spyOn(logger, "error").mockImplementation(() => undefined);
});

describe("the same failures through both adapters", () => {
  it.each(failures)("$case: $status $message", async ({ session, run, status, message }) => {
    state.session = session;
    const { action, route } = adapters(run);
    expect(await action()).toEqual({ ok: false, message });
    const response = await route();
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ ok: false, message });
    expect(state.ended).toBe(0);
  });

  it("a 429 from the route carries the upstream's Retry-After", async () => {
    state.session = adminSession;
    const { route } = adapters(
      failsUpstream({ status: 429, endpoint: "POST /x", message: "", retryAfterSeconds: 90 }),
    );
    expect((await route()).headers.get("retry-after")).toBe("90");
  });

  it.each([
    {
      case: "a visitor (nothing to end)",
      session: null,
      run: async () => undefined,
      login: "/login",
      ended: 0,
    },
    {
      case: "an upstream 401 (ends the session through both)",
      session: adminSession,
      run: failsUpstream({
        status: 401,
        endpoint: "POST /api/x",
        message: "Unauthorized",
        body: JSON.stringify({ status: 401, reason: "idle" }),
      }),
      login: "/login?sessionEnded=admin-token:idle",
      ended: 2,
    },
  ])(
    "$case: the action sends to $login, the route answers 401",
    async ({ session, run, login, ended }) => {
      state.session = session;
      const { action, route } = adapters(run);
      expect(await redirectTarget(action())).toBe(login);
      const response = await route();
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        ok: false,
        message: "Your session has ended. Please log in again.",
      });
      expect(state.ended).toBe(ended);
    },
  );
});

describe("server action options", () => {
  it("says successMessage and expires the tags of the input after a success only", async () => {
    state.session = adminSession;
    const schema = z.object({ id: z.number() });
    const expire = ({ id }: { id: number }) => [`product:${id}`];
    const saved = adminAction(schema, async () => undefined, {
      ...options,
      successMessage: "Data Updated Successfully",
      expire,
    });
    expect(await saved({ id: 7 })).toEqual({ ok: true, message: "Data Updated Successfully" });
    expect(state.updated).toEqual(["product:7"]);

    const refused = adminAction(schema, async () => fail("failed to update product"), {
      ...options,
      expire,
    });
    expect(await refused({ id: 8 })).toEqual({ ok: false, message: "failed to update product" });
    expect(state.updated).toEqual(["product:7"]);
  });
});

describe("the one exit: the core expires the tags a change touched", () => {
  const request = (fields: Record<string, string> = {}) => {
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) body.set(key, value);
    return new Request("http://localhost:3000/api/admin/x", {
      method: "POST",
      body,
      headers: { host: "localhost:3000", "content-length": "100" },
    });
  };

  it("a route handler expires the input's tags at once after a success only, never with updateTag", async () => {
    state.session = adminSession;
    const schema = z.object({ id: z.string() });
    const expire = ({ id }: { id: string }) => [`product:${id}`];
    const saved: ProjectRoute = adminRoute(schema, async () => undefined, { ...options, expire });
    expect((await saved(request(), { params: Promise.resolve({ id: "7" }) })).status).toBe(200);
    expect(state.revalidated).toEqual(["product:7 expire=0"]);

    const refused: ProjectRoute = adminRoute(
      schema,
      async () => fail("Failed To Add File To Product"),
      {
        ...options,
        expire,
      },
    );
    expect((await refused(request(), { params: Promise.resolve({ id: "8" }) })).status).toBe(400);
    expect(state.revalidated).toEqual(["product:7 expire=0"]);
    expect(state.updated).toEqual([]);
  });

  it("expires what the handler named however it ends: a later failure, an upstream error, a redirect", async () => {
    state.session = adminSession;
    const partly: RouteHandler<"/api/admin/portfolio"> = adminRoute(
      z.object({}),
      async (_input, { expire }) => {
        expire(["products", "product:41"]);
        return fail("Failed To Add File To Product");
      },
      { ...options, expire: () => ["never"] },
    );
    expect((await partly(request(), { params: Promise.resolve({}) })).status).toBe(400);
    expect(state.revalidated).toEqual(["products expire=0", "product:41 expire=0"]);

    const thrown = adminAction(
      z.object({}),
      async (_input, { expire }) => {
        expire(["headers"]);
        throw new UpstreamError({ status: 500, endpoint: "POST /api/x", message: "boom" });
      },
      options,
    );
    expect(await thrown({})).toEqual({ ok: false, message: "Failed to Delete Product" });
    expect(state.updated).toEqual(["headers"]);

    const moved = adminAction(
      z.object({}),
      async (_input, { expire }) => {
        expire(["courses"]);
        redirect("/manageOnDemandCourses");
      },
      options,
    );
    expect(await redirectTarget(moved({}))).toBe("/manageOnDemandCourses");
    expect(state.updated).toEqual(["headers", "courses"]);
    expect(state.revalidated).toHaveLength(2);
  });

  it("a route handler validates the form and the path's segments by its schema, the segment's text alone", async () => {
    state.session = adminSession;
    const handler = vi.fn(async () => undefined);
    const route: ProjectRoute = adminRoute(
      z.object({
        id: z.string().regex(/^[1-9]\d*$/, "Failed to edit project"),
        name: z
          .string({ message: "Please Enter Project Name" })
          .min(1, "Please Enter Project Name"),
      }),
      handler,
      options,
    );
    const badSegment = await route(request({ name: "Tower", id: "5" }), {
      params: Promise.resolve({ id: "x" }),
    });
    expect(badSegment.status).toBe(400);
    // The path wins over a form field of the same name, and is no field of the form.
    expect(await badSegment.json()).toEqual({ ok: false, message: "Failed to edit project" });

    const badField = await route(request(), { params: Promise.resolve({ id: "5" }) });
    expect(await badField.json()).toEqual({
      ok: false,
      message: "Please Enter Project Name",
      fieldErrors: { name: ["Please Enter Project Name"] },
    });
    expect(handler).not.toHaveBeenCalled();
  });
});
