/**
 * A movable clock for end-to-end tests (`UPSTREAM_TEST_CLOCK=true`, never in a deployment): the
 * suite moves time forward through `POST /__test/clock` instead of waiting, e.g. to see a
 * throttle window end. It shifts the whole process's `Date` (both `Date.now()` and `new Date()`),
 * so every part of the server (limits, tokens, enrolment dates) sees the same later time.
 */

/** Moves the clock of this process. */
export interface TestClock {
  /** Adds `ms` to the process clock. @returns the total offset in ms. */
  advance(ms: number): number;
}

/** Replaces the global `Date` with one that runs `offset` ms ahead (0 at first). */
export function installTestClock(): TestClock {
  const RealDate = Date;
  let offset = 0;
  class ShiftedDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...(args as [number]));
    }

    static override now(): number {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = ShiftedDate as DateConstructor;
  return {
    advance(ms) {
      offset += ms;
      return offset;
    },
  };
}
