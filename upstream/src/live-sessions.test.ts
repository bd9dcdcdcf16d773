import { describe, expect, it } from "vitest";
import { HttpProblem } from "./http/problem";
import {
  assertWithinCourseDates,
  calendarToken,
  courseStartInstant,
  joinRefusal,
  readCalendarToken,
} from "./live-sessions";

const secret = new TextEncoder().encode("unit-test-secret-unit-test-secret-0123456789");

/** The problem `assertWithinCourseDates` throws, or null when the session is accepted. */
function refusal(
  course: { start: string | null; end: string | null },
  startsAt: string,
  minutes: number,
): string | null {
  try {
    assertWithinCourseDates(course, new Date(startsAt), minutes);
    return null;
  } catch (error) {
    if (error instanceof HttpProblem) return error.message;
    throw error;
  }
}

describe("the course's dates, read in Africa/Cairo", () => {
  it("follows Egypt's summer time: a July course starts at 21:00 UTC the day before", () => {
    const summer = { start: "2027-07-01T00:00:00", end: "2027-07-31T00:00:00" };
    expect(courseStartInstant(summer)?.toISOString()).toBe("2027-06-30T21:00:00.000Z");
    expect(refusal(summer, "2027-06-30T20:59:00Z", 30)).toBe(
      "The session must take place within the course's dates (1 July 2027 to 31 July 2027, Africa/Cairo).",
    );
    expect(refusal(summer, "2027-06-30T21:00:00Z", 30)).toBeNull();
    expect(refusal(summer, "2027-07-31T20:00:00Z", 60)).toBeNull();
    expect(refusal(summer, "2027-07-31T20:00:00Z", 61)).not.toBeNull();
  });

  it("keeps a course without dates open on that side, and takes the legacy 0001-01-01 as no date", () => {
    expect(refusal({ start: null, end: null }, "2001-01-01T00:00:00Z", 600)).toBeNull();
    expect(courseStartInstant({ start: "0001-01-01T00:00:00" })).toBeNull();
    expect(
      refusal({ start: null, end: "2026-12-31T00:00:00" }, "2027-01-01T10:00:00+02:00", 60),
    ).toBe(
      "The session must take place within the course's dates (no start date to 31 December 2026, Africa/Cairo).",
    );
  });
});

describe("joinRefusal", () => {
  const session = { startsAt: "2026-12-20T16:00:00", durationMinutes: 90 };
  it("opens 15 minutes before the start and closes at the end", () => {
    expect(joinRefusal(session, new Date("2026-12-20T15:44:59.999Z"))).toBe(
      "Join opens 15 minutes before the session starts.",
    );
    expect(joinRefusal(session, new Date("2026-12-20T15:45:00Z"))).toBeNull();
    expect(joinRefusal(session, new Date("2026-12-20T17:29:59.999Z"))).toBeNull();
    expect(joinRefusal(session, new Date("2026-12-20T17:30:00Z"))).toBe("This session has ended.");
  });
});

describe("calendar feed tokens", () => {
  it("round-trip the user and version, and refuse a forged, re-versioned or case-changed token", () => {
    const token = calendarToken(secret, "5f0c6a2e-1111-4222-8333-944455556666", 3);
    expect(readCalendarToken(secret, token)).toEqual({
      userId: "5f0c6a2e-1111-4222-8333-944455556666",
      version: 3,
    });
    const [id, , mac] = token.split(".") as [string, string, string];
    expect(readCalendarToken(secret, `${id}.4.${mac}`)).toBeNull();
    expect(readCalendarToken(secret, token.toUpperCase())).toBeNull();
    expect(
      readCalendarToken(
        new TextEncoder().encode("another-secret-another-secret-0123456789"),
        token,
      ),
    ).toBeNull();
    expect(readCalendarToken(secret, "")).toBeNull();
  });
});
