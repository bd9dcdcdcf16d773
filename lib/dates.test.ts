import { describe, expect, it } from "vitest";
import {
  addCalendarMonths,
  datePart,
  formatDate,
  formatDayMonth,
  formatMonth,
  parseNaiveDateTime,
} from "@/lib/dates";

describe("parseNaiveDateTime", () => {
  it("reads a zone-less upstream date-time as UTC", () => {
    expect(parseNaiveDateTime("2025-05-12T09:30:00")?.toISOString()).toBe(
      "2025-05-12T09:30:00.000Z",
    );
    expect(parseNaiveDateTime("2025-05-12")?.toISOString()).toBe("2025-05-12T00:00:00.000Z");
  });

  it("rejects text and impossible days", () => {
    expect(parseNaiveDateTime("soon")).toBeNull();
    expect(parseNaiveDateTime("2024-02-30T00:00:00")).toBeNull();
  });

  it("keeps the legacy's missing-date marker in year 1", () => {
    expect(parseNaiveDateTime("0001-01-01T00:00:00")?.getUTCFullYear()).toBe(1);
  });
});

describe("datePart and formatDate", () => {
  it("show the date only", () => {
    expect(datePart("2025-05-12T23:59:59")).toBe("2025-05-12");
    expect(formatDate("2025-05-12T23:59:59")).toBe("12 May 2025");
    expect(datePart("nonsense")).toBeNull();
    expect(formatDate("nonsense")).toBe("");
  });
});

describe("addCalendarMonths", () => {
  const add = (iso: string, months: number) =>
    addCalendarMonths(new Date(iso), months).toISOString();

  it("adds calendar months keeping day and time", () => {
    expect(add("2025-01-15T10:00:00Z", 1)).toBe("2025-02-15T10:00:00.000Z");
    expect(add("2025-03-10T00:00:00Z", 6)).toBe("2025-09-10T00:00:00.000Z");
  });

  it("clamps to the last day of a shorter month", () => {
    expect(add("2025-01-31T08:00:00Z", 1)).toBe("2025-02-28T08:00:00.000Z");
    expect(add("2025-03-31T00:00:00Z", 1)).toBe("2025-04-30T00:00:00.000Z");
    expect(add("2025-08-31T00:00:00Z", 6)).toBe("2026-02-28T00:00:00.000Z");
  });

  it("lands on 29 February in a leap year", () => {
    expect(add("2024-01-31T00:00:00Z", 1)).toBe("2024-02-29T00:00:00.000Z");
    expect(add("2024-02-29T00:00:00Z", 12)).toBe("2025-02-28T00:00:00.000Z");
    expect(add("2023-11-29T00:00:00Z", 3)).toBe("2024-02-29T00:00:00.000Z");
  });

  it("crosses year ends", () => {
    expect(add("2025-11-30T00:00:00Z", 3)).toBe("2026-02-28T00:00:00.000Z");
    expect(add("2025-12-15T00:00:00Z", 1)).toBe("2026-01-15T00:00:00.000Z");
  });
});

describe("formatMonth and formatDayMonth (Dashboard labels)", () => {
  it("names a month long or short, and nothing for a bad one", () => {
    expect(formatMonth("2026-02")).toBe("February 2026");
    expect(formatMonth("2026-02", "short")).toBe("Feb 2026");
    expect(formatMonth("2026-13")).toBe("");
    expect(formatMonth("Feb")).toBe("");
  });

  it("names a day with its short month", () => {
    expect(formatDayMonth("2026-02-23")).toBe("23 Feb");
    expect(formatDayMonth("nope")).toBe("");
  });
});

describe("dates in Arabic", () => {
  it("writes Egyptian month names with Latin digits", () => {
    expect(formatDate("2025-05-12T10:00:00", "ar")).toBe("12 مايو 2025");
    expect(formatMonth("2026-02", "long", "ar")).toBe("فبراير 2026");
    expect(formatDayMonth("2026-02-23", "ar")).toBe("23 فبراير");
  });
});
