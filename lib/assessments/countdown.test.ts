import { describe, expect, it } from "vitest";
import {
  deviceDeadline,
  formatCountdown,
  isUrgent,
  millisecondsLeft,
} from "@/lib/assessments/countdown";

describe("millisecondsLeft", () => {
  it("counts from the upstream's clock, not the device's, minus the time elapsed since", () => {
    expect(millisecondsLeft("2026-11-20T10:30:00Z", "2026-11-20T10:05:00Z", 0)).toBe(25 * 60_000);
    expect(millisecondsLeft("2026-11-20T10:30:00Z", "2026-11-20T10:05:00Z", 60_000)).toBe(
      24 * 60_000,
    );
  });

  it("stops at 0 after the deadline, and is null without a time limit", () => {
    expect(millisecondsLeft("2026-11-20T10:30:00Z", "2026-11-20T10:29:00Z", 90_000)).toBe(0);
    expect(millisecondsLeft(null, "2026-11-20T10:05:00Z", 0)).toBeNull();
    expect(millisecondsLeft("soon", "2026-11-20T10:05:00Z", 0)).toBeNull();
  });
});

describe("deviceDeadline", () => {
  it("puts the deadline on the page's monotonic clock", () => {
    expect(deviceDeadline("2026-11-20T10:30:00Z", "2026-11-20T10:29:00Z", 5000)).toBe(65_000);
  });

  it("a later reading of the upstream's clock only brings it earlier", () => {
    const first = deviceDeadline("2026-11-20T10:30:00Z", "2026-11-20T10:29:00Z", 5000);
    // 10 s later on the page, the upstream said 10:29:20 (its clock ran ahead of the page's).
    expect(deviceDeadline("2026-11-20T10:30:00Z", "2026-11-20T10:29:20Z", 15_000, first)).toBe(
      55_000,
    );
    // A reading that would give more time is ignored.
    expect(deviceDeadline("2026-11-20T10:30:00Z", "2026-11-20T10:29:00Z", 15_000, first)).toBe(
      first,
    );
  });
});

describe("formatCountdown and isUrgent", () => {
  it.each([
    [0, "0:00"],
    [999, "0:01"],
    [65_000, "1:05"],
    [3_725_000, "1:02:05"],
  ])("%i ms reads %s", (ms, text) => {
    expect(formatCountdown(ms)).toBe(text);
  });

  it("is urgent under a minute, never without a limit", () => {
    expect(isUrgent(59_999)).toBe(true);
    expect(isUrgent(60_000)).toBe(false);
    expect(isUrgent(null)).toBe(false);
  });
});
