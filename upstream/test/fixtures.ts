import { beforeEach } from "vitest";
import { type TestUser, freshCallers, insertOnDemandCourse } from "./helpers";

/*
 * The per-test setup many contract test files share: a file calls `freshCallersBeforeEach()` (or
 * `onDemandCourseBeforeEach()`) once, at its top, and reads `student`, `otherStudent`, `admin` (and
 * `courseId`) in its tests. They are live bindings (an ES module's `export let`), so every test
 * sees what its own `beforeEach` made, never a previous test's.
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

/** The id of the on-demand course {@link onDemandCourseBeforeEach} inserted for this test. */
export let courseId: string;

/**
 * {@link freshCallersBeforeEach}, then a `beforeEach` that inserts an on-demand course `name` of
 * `hours` (no package, no section): the setup of the course-content tests.
 */
export function onDemandCourseBeforeEach(name: string, hours: string): void {
  freshCallersBeforeEach();
  beforeEach(async () => {
    courseId = await insertOnDemandCourse(name, hours);
  });
}
