import { describe, expect, it } from "vitest";
import {
  businessLocalToInstant,
  courseRun,
  formatBusinessClock,
  formatBusinessDate,
  formatBusinessDateTime,
  formatSessionTime,
  instantToBusinessLocal,
  joinWindow,
} from "./business-time";

describe("business time (Africa/Cairo)", () => {
  it("reads a wall-clock time in Cairo as an instant, in winter and in summer time", () => {
    expect(businessLocalToInstant("2026-12-18T19:00")).toBe("2026-12-18T17:00:00.000Z");
    expect(businessLocalToInstant("2026-07-01T19:00")).toBe("2026-07-01T16:00:00.000Z");
  });

  it("refuses text that is not a real date and time", () => {
    expect(businessLocalToInstant("2026-04-31T10:00")).toBeNull();
    expect(businessLocalToInstant("2026-12-18 19:00")).toBeNull();
    expect(businessLocalToInstant("2026-13-01T10:00")).toBeNull();
  });

  it("writes an instant back as the form's Cairo value", () => {
    expect(instantToBusinessLocal("2026-12-18T17:00:00.000Z")).toBe("2026-12-18T19:00");
  });

  it("formats an instant in Cairo or in another zone", () => {
    expect(formatSessionTime("2026-12-18T17:00:00Z")).toBe("Friday, 18 December 2026 at 19:00");
    expect(formatSessionTime("2026-12-18T17:00:00Z", "Europe/London")).toBe(
      "Friday, 18 December 2026 at 17:00",
    );
  });

  it("opens Join 15 minutes before the start and closes it at the end", () => {
    const session = { startsAt: "2026-12-18T17:00:00Z", durationMinutes: 90 };
    expect(joinWindow(session, "2026-12-18T16:44:59Z")).toBe("before");
    expect(joinWindow(session, "2026-12-18T16:45:00Z")).toBe("open");
    expect(joinWindow(session, "2026-12-18T18:29:59Z")).toBe("open");
    expect(joinWindow(session, "2026-12-18T18:30:00Z")).toBe("ended");
  });
});

describe("formatBusinessDateTime", () => {
  it("writes an instant in Cairo's clock, marked, through winter time (UTC+2) and summer time (UTC+3)", () => {
    expect(formatBusinessDateTime("2026-01-15T12:00:00Z")).toBe("15 Jan 2026, 14:00 Cairo time");
    expect(formatBusinessDateTime("2026-07-15T12:00:00.000Z")).toBe(
      "15 Jul 2026, 15:00 Cairo time",
    );
    expect(formatBusinessDateTime("2026-07-15T14:00:00+02:00")).toBe(
      "15 Jul 2026, 15:00 Cairo time",
    );
    expect(formatBusinessDateTime(new Date(Date.UTC(2026, 0, 15, 12)))).toBe(
      "15 Jan 2026, 14:00 Cairo time",
    );
  });

  it("reads the upstream's naive date-times as UTC, so a late evening in UTC is the next day in Cairo", () => {
    expect(formatBusinessDateTime("2026-01-15T23:30:00")).toBe("16 Jan 2026, 01:30 Cairo time");
    expect(formatBusinessDateTime("2026-01-15T23:30:00", { isMarked: false })).toBe(
      "16 Jan 2026, 01:30",
    );
    expect(formatBusinessDate("2026-01-15T23:30:00")).toBe("16 January 2026");
    expect(formatBusinessClock("2026-01-15T23:30:00Z")).toBe("01:30");
  });

  it("writes nothing for an unreadable value or the legacy's 'no date' (year 1)", () => {
    expect(formatBusinessDateTime("soon")).toBe("");
    expect(formatBusinessDateTime("0001-01-01T00:00:00")).toBe("");
    expect(formatBusinessDate("")).toBe("");
  });
});

describe("courseRun", () => {
  const course = { start: "2025-11-15T00:00:00", end: "2026-01-31T00:00:00" };

  it("is in progress from the start day to the end day, both included", () => {
    expect(courseRun(course, "2025-11-14")).toBe("upcoming");
    expect(courseRun(course, "2025-11-15")).toBe("in-progress");
    expect(courseRun(course, "2025-11-20")).toBe("in-progress");
    expect(courseRun(course, "2026-01-31")).toBe("in-progress");
    expect(courseRun(course, "2026-02-01")).toBe("ended");
  });

  it("says nothing for a course whose dates cannot be read", () => {
    expect(courseRun({ start: "", end: course.end }, "2025-11-20")).toBeNull();
    expect(courseRun({ start: course.start, end: "soon" }, "2025-11-20")).toBeNull();
  });
});

describe("business times in Arabic", () => {
  it("writes the day, the 24-hour clock and the Cairo mark in Arabic with Latin digits", () => {
    expect(formatBusinessDateTime("2025-05-12T14:03:00Z", { locale: "ar" })).toBe(
      "12 مايو 2025، 17:03 بتوقيت القاهرة",
    );
    expect(formatBusinessDate("2026-12-18T17:00:00Z", undefined, "ar")).toBe("18 ديسمبر 2026");
    expect(formatBusinessClock("2026-12-18T17:05:00Z", "ar")).toBe("19:05");
    expect(formatSessionTime("2026-12-18T17:00:00Z", undefined, "ar")).toBe(
      "الجمعة، 18 ديسمبر 2026 في 19:00",
    );
  });
});
