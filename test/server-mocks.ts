import { afterEach, beforeEach, expect, vi, type Mock } from "vitest";
import {
  adminSession,
  fakeGuards,
  fakeHeaders,
  studentSession,
  type GuardState,
} from "@/test/action-support";

/*
 * Test support only: what the tests of server actions and route handlers stand in for. Importing
 * this module, before the module under test is imported (`await import`), mocks the guards (the
 * session is `state.session`), `next/headers` (no request headers) and `next/cache` (`updateTag`
 * and `revalidateTag` recorded, 'use cache' declarations ignored). Before each test every mock is
 * reset and the admin is signed in (a test of a student's route signs its student in, in its own
 * `beforeEach`); after each, stubbed globals (`fetch`) are removed. `vi.mock` is hoisted to the top
 * of this module; its factories run on the first import of the mocked module, by when `state` and
 * the recorders are bound.
 */

/** What the fake guards read: set `state.session` to sign someone else in (or out, with null). */
export const state: GuardState = { session: null };

/** `next/cache`'s `updateTag` (server actions expire tags with it). */
export const updateTag = vi.fn();

/** The tags expired with `updateTag` so far in this test, in order. */
export const expiredTags = (): string[] => updateTag.mock.calls.map(([tag]) => tag as string);

/** `next/cache`'s `revalidateTag` (route handlers expire tags with it). */
export const revalidateTag = vi.fn();

vi.mock("@/lib/auth/guards", () => fakeGuards(state));
vi.mock("next/headers", () => fakeHeaders());
vi.mock("next/cache", () => ({
  updateTag,
  revalidateTag,
  cacheTag: () => undefined,
  cacheLife: () => undefined,
}));

beforeEach(() => {
  vi.resetAllMocks();
  state.session = adminSession;
});

afterEach(() => {
  vi.unstubAllGlobals();
});

type Fakes<M> = { [K in keyof M as M[K] extends (...args: never[]) => unknown ? K : never]: Mock };
type Merged<M extends object[]> = M extends [infer Head, ...infer Tail extends object[]]
  ? Head & Merged<Tail>
  : unknown;

/**
 * The functions of modules mocked by `vi.mock(path)` without a factory (each a `vi.fn()`), in one
 * object whose mocks the test sets up as it needs (reset before each test, above).
 */
export function fakesOf<M extends object[]>(...modules: M): Fakes<Merged<M>> {
  return Object.assign({}, ...modules) as Fakes<Merged<M>>;
}

/**
 * Checks that every one of `calls` (admin actions, each called as a forged request would call it)
 * refuses a student with the spec's refusal and sends a visitor to log in, and that none of them
 * reached any of the `fakes`.
 */
export async function expectAdminOnly(
  calls: (() => Promise<unknown>)[],
  fakes: Record<string, unknown>,
): Promise<void> {
  state.session = studentSession;
  for (const call of calls) {
    expect(await call()).toEqual({ ok: false, message: "You are not allowed to do that." });
  }
  state.session = null;
  for (const call of calls) await expect(call()).rejects.toThrow(/NEXT_REDIRECT/);
  for (const fake of Object.values(fakes)) {
    if (vi.isMockFunction(fake)) expect(fake).not.toHaveBeenCalled();
  }
}
