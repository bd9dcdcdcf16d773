import { describe, expect, it } from "vitest";
import {
  formatVideoDuration,
  formatVideoTime,
  isoVideoDuration,
  parseVideoDuration,
  totalVideoSeconds,
} from "@/lib/video-duration";

describe("parseVideoDuration", () => {
  it.each([
    ["12:30", 750],
    ["1:02:03", 3723],
    ["0:45", 45],
    ["07:05", 425],
    ["90:00", 5400],
    [" 25:10 ", 1510],
    ["0:00", 0],
    ["24:00:00", 86_400],
  ])("reads %j as %i seconds", (text, seconds) => {
    expect(parseVideoDuration(text)).toBe(seconds);
  });

  it.each(["7:5", "abc", "", "12", "1:60", "1:2:03", "1:02:60", "-1:00", "1:00.5", "1,30", "::"])(
    "refuses %j",
    (text) => {
      expect(parseVideoDuration(text)).toBeNull();
    },
  );
});

describe("formatVideoDuration", () => {
  it.each([
    [750, "12:30"],
    [3723, "1:02:03"],
    [45, "0:45"],
    [3600, "1:00:00"],
    [0, "0:00"],
    [191.2, "3:12"],
    [-5, "0:00"],
  ])("writes %d seconds as %j", (seconds, text) => {
    expect(formatVideoDuration(seconds)).toBe(text);
  });

  it("reads back what it writes", () => {
    for (const seconds of [1, 59, 60, 750, 3599, 3723, 86_400]) {
      expect(parseVideoDuration(formatVideoDuration(seconds))).toBe(seconds);
    }
  });
});

describe("formatVideoTime", () => {
  it.each([
    [12_300, "3 h 25 min"],
    [3723, "1 h 02 min"],
    [750, "13 min"],
    [20, "1 min"],
    [2700, "45 min"],
  ])("says %d seconds as %j", (seconds, text) => {
    expect(formatVideoTime(seconds)).toBe(text);
  });
});

describe("isoVideoDuration", () => {
  it("writes ISO 8601 durations", () => {
    expect(isoVideoDuration(750)).toBe("PT12M30S");
    expect(isoVideoDuration(3723)).toBe("PT1H2M3S");
    expect(isoVideoDuration(3600)).toBe("PT1H");
    expect(isoVideoDuration(0)).toBe("PT0S");
  });
});

describe("totalVideoSeconds", () => {
  it("adds the known durations, and is null when none is known", () => {
    expect(
      totalVideoSeconds([
        { durationSeconds: 750 },
        { durationSeconds: null },
        { durationSeconds: 3723 },
      ]),
    ).toBe(4473);
    expect(totalVideoSeconds([{ durationSeconds: null }])).toBeNull();
    expect(totalVideoSeconds([])).toBeNull();
  });
});
