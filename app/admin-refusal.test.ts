/**
 * One test for every admin server action and admin upload route, present and future: each is
 * called as a visitor and as a student and must refuse before anything reaches the upstream.
 * Modules are found by file name, so a new admin route is covered the day it lands.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Session } from "@/lib/auth/session";

const state = vi.hoisted(() => ({ session: null as Session | null }));

vi.mock("@/lib/auth/guards", () => ({
  getSession: async () => state.session,
  endSession: async () => undefined,
  loginUrl: () => "/login",
  requireUser: async () => {
    throw new Error("pages are not under test");
  },
  requireStudent: async () => {
    throw new Error("pages are not under test");
  },
  requireAdmin: async () => {
    throw new Error("pages are not under test");
  },
  withSessionToken: async () => {
    throw new Error("no upstream call may happen");
  },
}));
vi.mock("next/headers", () => ({
  headers: async () => new Headers(),
  cookies: async () => ({ get: () => undefined, set: () => undefined, delete: () => undefined }),
}));
vi.mock("next/cache", () => ({ updateTag: vi.fn(), revalidateTag: vi.fn(), refresh: vi.fn() }));

// Every action module of the admin screens and the admin-only parts of the course pages.
const actionModules = import.meta.glob<Record<string, unknown>>("./**/actions.ts");
const routeModules = import.meta.glob<Record<string, unknown>>("./api/admin/**/route.ts");
const adminActionFiles = Object.keys(actionModules).filter(
  (file) =>
    file.startsWith("./[locale]/(admin)/") || file.startsWith("./[locale]/render/[mode]/(course)/"),
);

const student: Session = {
  userId: "student-a",
  token: "student-token",
  role: "Student",
  expiresAt: Date.now() + 60_000,
};

const fetchSpy = vi.fn(async () => {
  throw new Error("the upstream must not be called");
});

beforeEach(() => {
  vi.stubGlobal("fetch", fetchSpy);
  fetchSpy.mockClear();
});

function isRedirectToLogin(error: unknown): boolean {
  const digest = (error as { digest?: unknown } | null)?.digest;
  return (
    typeof digest === "string" && digest.startsWith("NEXT_REDIRECT") && digest.includes("/login")
  );
}

describe("every admin server action refuses visitors and students", () => {
  it("finds the admin action modules", () => {
    expect(adminActionFiles.length).toBeGreaterThanOrEqual(2);
  });

  for (const file of adminActionFiles) {
    it(file, async () => {
      const exports = await actionModules[file]!();
      const actions = Object.entries(exports).filter(([, value]) => typeof value === "function");
      expect(actions.length, `${file} exports no action`).toBeGreaterThan(0);
      for (const [name, action] of actions) {
        const call = action as (input: unknown) => Promise<unknown>;
        state.session = null;
        const asVisitor = await call({}).then(
          (result) => ({ result }),
          (error: unknown) => ({ error }),
        );
        if ("error" in asVisitor) {
          expect(isRedirectToLogin(asVisitor.error), `${name} as visitor`).toBe(true);
        } else {
          expect(asVisitor.result, `${name} as visitor`).toMatchObject({ ok: false });
        }
        state.session = student;
        expect(await call({}), `${name} as student`).toEqual({
          ok: false,
          message: "You are not allowed to do that.",
        });
      }
      expect(fetchSpy).not.toHaveBeenCalled();
    });
  }
});

describe("every admin upload route refuses visitors and students", () => {
  for (const file of Object.keys(routeModules)) {
    it(file, async () => {
      const exports = await routeModules[file]!();
      const handlers = Object.entries(exports).filter(
        ([name, value]) =>
          /^(GET|POST|PUT|PATCH|DELETE)$/.test(name) && typeof value === "function",
      );
      expect(handlers.length, `${file} exports no handler`).toBeGreaterThan(0);
      for (const [method, handler] of handlers) {
        const call = handler as (request: Request, context: unknown) => Promise<Response>;
        const request = () =>
          new Request("http://localhost:3000/api/admin/test", {
            method,
            headers: { "content-length": "10", host: "localhost:3000" },
            ...(method === "GET" ? {} : { body: new FormData() }),
          });
        const context = { params: Promise.resolve({ id: "1", kind: "product", slot: "course" }) };
        state.session = null;
        const asVisitor = await call(request(), context);
        if (method === "GET") {
          // A download opened in the browser sends a visitor to log in rather than answer JSON.
          const isLoginRedirect =
            asVisitor.status === 303 &&
            (asVisitor.headers.get("location") ?? "").startsWith("/login");
          expect(isLoginRedirect || asVisitor.status === 401, `${method} as visitor`).toBe(true);
        } else {
          expect(asVisitor.status, `${method} as visitor`).toBe(401);
        }
        state.session = student;
        expect((await call(request(), context)).status, `${method} as student`).toBe(403);
      }
      expect(fetchSpy).not.toHaveBeenCalled();
    });
  }
});
