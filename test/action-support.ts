import type { Session } from "@/lib/auth/session";

/*
 * Test support only (imported by the `*.test.ts` of server actions and admin route handlers):
 * sessions of each role and the fakes their `vi.mock` factories return (test/server-mocks.ts
 * registers the usual ones). A `vi.mock` factory runs on the first import of the mocked module, by
 * when this module's exports are bound. So this module must not import, at run time, any module a
 * test mocks (only types).
 */

const inAMinute = () => Date.now() + 60_000;

/** A logged-in Admin. */
export const adminSession: Session = {
  userId: "admin-1",
  token: "admin-token",
  role: "Admin",
  expiresAt: inAMinute(),
};

/** A logged-in Student (must be refused by every admin action and route). */
export const studentSession: Session = {
  userId: "student-a",
  token: "student-token",
  role: "Student",
  expiresAt: inAMinute(),
};

/** What the fake guards read and record: the session a test sets, and how often it was ended. */
export interface GuardState {
  session: Session | null;
  ended?: number;
}

/**
 * The module `vi.mock("@/lib/auth/guards", () => fakeGuards(state))` stands in: `getSession`
 * answers `state.session` (set it in `beforeEach`), `endSession` counts in `state.ended` (when the
 * test keeps that count), `loginUrl` is `/login` (with `?next=` the path given), and
 * `withSessionToken` calls on with the session's token.
 */
export function fakeGuards(state: GuardState) {
  return {
    getSession: async () => state.session,
    endSession: async () => {
      if (state.ended !== undefined) state.ended += 1;
    },
    loginUrl: (next?: string) => (next ? `/login?next=${encodeURIComponent(next)}` : "/login"),
    withSessionToken: <T>(session: Session, call: (token: string) => Promise<T>) =>
      call(session.token),
  };
}

/** The module `vi.mock("next/headers", () => fakeHeaders())` stands in: request headers `init`. */
export function fakeHeaders(init?: HeadersInit) {
  return { headers: async () => new Headers(init) };
}

/**
 * The path Next's `redirect()` was sent to while `promise` ran (read from the thrown error's
 * digest, `NEXT_REDIRECT;{type};{path};…`).
 * @throws what `promise` threw when it is not a redirect, or an Error when it did not throw.
 */
export async function redirectTarget(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    const digest = String((error as { digest?: string }).digest);
    if (digest.startsWith("NEXT_REDIRECT")) return digest.split(";")[2]!;
    throw error;
  }
  throw new Error("expected a redirect");
}
