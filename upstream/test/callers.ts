import { beforeEach } from "vitest";
import { type TestUser, freshCallers } from "./helpers";

/*
 * The callers of the auth matrix as most contract tests use them: a file calls
 * `freshCallersBeforeEach()` once, at its top, and reads `student`, `otherStudent` and `admin` in its
 * tests. They are live bindings (an ES module's `export let`), so every test sees the callers its
 * own `beforeEach` made, never a previous test's.
 */

/** A student with a session, new before each test of a file that calls {@link freshCallersBeforeEach}. */
export let student: TestUser;
/** A second student (not `student`): the "someone else's" row of the auth matrix. */
export let otherStudent: TestUser;
/** An admin with a session. */
export let admin: TestUser;

/**
 * Registers the usual `beforeEach`: empties every table and signs in fresh callers. Call it before
 * the file's own `beforeEach`, which then runs on the empty database with the new callers.
 */
export function freshCallersBeforeEach(): void {
  beforeEach(async () => {
    ({ student, otherStudent, admin } = await freshCallers());
  });
}
