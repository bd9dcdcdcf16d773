import { beforeEach } from "vitest";
import {
  type TestUser,
  appOnClock,
  freshCallers,
  insertOnDemandCourse,
  insertOrderables,
} from "./helpers";

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

/** The `POST /api/Orders` body that buys the product {@link orderablesOnClockBeforeEach} inserted. */
export let productBody: Record<string, unknown>;
/** The `POST /api/Orders` body that buys the course package it inserted. */
export let packageBody: Record<string, unknown>;

/**
 * {@link freshCallersBeforeEach}, then a `beforeEach` that sets a new app's clock back to `start`
 * and inserts one of each thing a student orders, paid by `paymentMethod`: the setup of the tests
 * of what happens around an order (exchange rate, sales e-mails).
 * @returns the clock ({@link appOnClock} with `env`); send requests with its `send`.
 */
export function orderablesOnClockBeforeEach(
  start: string,
  paymentMethod: string,
  env?: Record<string, string | undefined>,
) {
  const clock = appOnClock(start, env);
  freshCallersBeforeEach();
  beforeEach(async () => {
    await clock.reset();
    ({ productBody, packageBody } = await insertOrderables(paymentMethod));
  });
  return clock;
}
