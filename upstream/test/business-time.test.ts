import { describe, expect, it } from "vitest";
import { businessWeek, formatBusinessTime } from "../src/business-time";

// The business's clock is Africa/Cairo, with summer time (UTC+3) from the last Friday of April
// to the last Thursday of October, whatever zone the server runs in.

describe("businessWeek", () => {
  it("runs from Monday 00:00 to the next Monday 00:00 in Cairo", () => {
    // Sunday 22 February 2026, 22:30 UTC is already Monday 00:30 in Cairo.
    expect(businessWeek(new Date("2026-02-22T22:30:00Z"))).toEqual({
      start: new Date("2026-02-22T22:00:00Z"),
      end: new Date("2026-03-01T22:00:00Z"),
    });
    expect(businessWeek(new Date("2026-02-22T21:30:00Z")).start).toEqual(
      new Date("2026-02-15T22:00:00Z"),
    );
  });

  it("is an hour shorter in the week summer time starts", () => {
    // Summer time starts on Friday 24 April 2026 at 00:00 in Cairo.
    const { start, end } = businessWeek(new Date("2026-04-22T10:00:00Z"));
    expect(start).toEqual(new Date("2026-04-19T22:00:00Z"));
    expect(end).toEqual(new Date("2026-04-26T21:00:00Z"));
  });
});

describe("formatBusinessTime", () => {
  it("names the day, the Cairo time and the zone, in winter and in summer", () => {
    expect(formatBusinessTime(new Date("2026-02-25T16:00:00Z"))).toBe(
      "Wednesday 25 February 2026 at 18:00 (Africa/Cairo)",
    );
    expect(formatBusinessTime(new Date("2026-06-16T15:00:00Z"))).toBe(
      "Tuesday 16 June 2026 at 18:00 (Africa/Cairo)",
    );
  });
});
