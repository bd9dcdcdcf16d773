import { createHmac, timingSafeEqual } from "node:crypto";
import { TZDate } from "@date-fns/tz";
import { BUSINESS_TIME_ZONE, joinWindow, type LiveSessionDto } from "@brightway/contract";
import { and, count, eq, inArray } from "drizzle-orm";
import { createEvents, type EventAttributes } from "ics";
import type { Executor } from "./db/client";
import { liveAttendance, liveSessions } from "./db/schema";
import { badRequest } from "./http/problem";
import { toIsoUtc, toNaive } from "./orders";

/*
 * The live sessions of an online course (upstream/EXTENSIONS.md, "Live sessions of an online
 * course"): the rules the routes share. Instants are stored naive UTC; the business reads the
 * course's dates and shows times in Africa/Cairo.
 */

/** A stored live session row. */
export type LiveSessionRow = typeof liveSessions.$inferSelect;

const MINUTE_MS = 60_000;

/** The legacy's "no date" (`0001-01-01`) and a null both mean the course has no such date. */
function datePart(naive: string | null): [number, number, number] | null {
  const match = naive ? /^(\d{4})-(\d{2})-(\d{2})/.exec(naive) : null;
  if (!match || match[1] === "0001") return null;
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** Midnight at the start of the calendar day `[year, month (1-12), day]` (+ `plusDays`) in Africa/Cairo, as an instant. */
function cairoMidnight([year, month, day]: [number, number, number], plusDays = 0): Date {
  return new Date(new TZDate(year, month - 1, day + plusDays, BUSINESS_TIME_ZONE).getTime());
}

/** `[year, month, day]` as "18 December 2026". */
function formatDay([year, month, day]: [number, number, number]): string {
  return new Date(Date.UTC(year, month - 1, day)).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}

/**
 * The instant an online course starts: midnight of its start date in Africa/Cairo (the admin
 * enters the course's dates as days of the business); null when it has no start date.
 */
export function courseStartInstant(course: { start: string | null }): Date | null {
  const start = datePart(course.start);
  return start ? cairoMidnight(start) : null;
}

/**
 * Refuses a session outside its course's dates: it must start on or after the course's start
 * date and end by the end of its end date, both days read in Africa/Cairo. A course without a
 * date is open on that side.
 * @throws HttpProblem 400 "The session must take place within the course's dates ({start} to {end}, Africa/Cairo)."
 */
export function assertWithinCourseDates(
  course: { start: string | null; end: string | null },
  startsAt: Date,
  durationMinutes: number,
): void {
  const start = datePart(course.start);
  const end = datePart(course.end);
  const endsAt = startsAt.getTime() + durationMinutes * MINUTE_MS;
  const tooEarly = start !== null && startsAt.getTime() < cairoMidnight(start).getTime();
  const tooLate = end !== null && endsAt > cairoMidnight(end, 1).getTime();
  if (!tooEarly && !tooLate) return;
  const message =
    `The session must take place within the course's dates ` +
    `(${start ? formatDay(start) : "no start date"} to ${end ? formatDay(end) : "no end date"}, ${BUSINESS_TIME_ZONE}).`;
  throw badRequest(message, { startsAt: [message] });
}

/**
 * Why a Join at `now` is refused, or null inside the window: from 15 (the contract's `joinWindow`)
 * minutes before the start until the session ends (start + duration, exclusive).
 */
export function joinRefusal(
  session: Pick<LiveSessionRow, "startsAt" | "durationMinutes">,
  now: Date,
): string | null {
  const window = joinWindow(
    { startsAt: isoOf(session.startsAt), durationMinutes: session.durationMinutes },
    now,
  );
  if (window === "before") return "Join opens 15 minutes before the session starts.";
  if (window === "ended") return "This session has ended.";
  return null;
}

/** When a session ends (start + duration), as an instant. */
export function sessionEnd(session: Pick<LiveSessionRow, "startsAt" | "durationMinutes">): Date {
  return new Date(
    new Date(`${session.startsAt.replace(" ", "T")}Z`).getTime() +
      session.durationMinutes * MINUTE_MS,
  );
}

/** A stored instant (naive UTC) as the wire's ISO-8601 with `Z`. */
export function isoOf(naive: string): string {
  return toIsoUtc(naive)!;
}

/** An instant as the stored naive UTC text. */
export function naiveOf(date: Date): string {
  return toNaive(date);
}

/**
 * `LiveSessionDto` of a row. Security boundary: `showLinks` must be true only for an admin or a
 * student enrolled in the course (the meeting link and the recording are what the course sells);
 * `attended` is the calling student's attendance, null for a visitor or an admin.
 */
export function toLiveSessionDto(
  row: LiveSessionRow,
  showLinks: boolean,
  attended: boolean | null,
): LiveSessionDto {
  return {
    id: row.id,
    courseId: row.courseId,
    title: row.title,
    startsAt: isoOf(row.startsAt),
    durationMinutes: row.durationMinutes,
    position: row.position,
    hasRecording: row.recordingUrl !== null,
    meetingLink: showLinks ? row.meetingLink : null,
    recordingUrl: showLinks ? row.recordingUrl : null,
    attended,
  };
}

/** Sessions a student must attend for the certificate: ceil(total × threshold %), at least one. */
function attendanceNeeded(total: number, thresholdPercent: number): number {
  return Math.max(1, Math.ceil((total * thresholdPercent) / 100));
}

/**
 * The live half of the certificate rule (`issueCertificateIfEarned` in certificate-rule.ts): the
 * course's last session has started at `now` (so the number of sessions is final: a course whose
 * later sessions are not scheduled yet cannot give "attended 1 of 1") and the student's attended
 * sessions reach {@link attendanceNeeded} of them at `thresholdPercent`.
 * @returns the attendance to print on the certificate, or null when it is not met (no sessions,
 *   the last one not started, too few attended).
 */
export async function liveAttendanceMet(
  db: Executor,
  studentId: string,
  courseId: string,
  thresholdPercent: number,
  now: Date,
): Promise<{ attended: number; total: number } | null> {
  const sessionRows = await db
    .select({ id: liveSessions.id, startsAt: liveSessions.startsAt })
    .from(liveSessions)
    .where(eq(liveSessions.courseId, courseId));
  if (sessionRows.length === 0) return null;
  const lastStart = sessionRows.reduce(
    (latest, row) => (row.startsAt > latest ? row.startsAt : latest),
    sessionRows[0]!.startsAt,
  );
  if (now.getTime() < new Date(isoOf(lastStart)).getTime()) return null;
  const sessionIds = sessionRows.map((row) => row.id);
  const [{ attended } = { attended: 0 }] = await db
    .select({ attended: count() })
    .from(liveAttendance)
    .where(
      and(eq(liveAttendance.studentId, studentId), inArray(liveAttendance.sessionId, sessionIds)),
    );
  if (attended < attendanceNeeded(sessionIds.length, thresholdPercent)) return null;
  return { attended, total: sessionIds.length };
}

function calendarKey(secret: Uint8Array): Buffer {
  // A key of its own, so a feed token can never be taken for an access or unsubscribe token.
  return createHmac("sha256", secret).update("brightway live calendar feed v1").digest();
}

function calendarMac(secret: Uint8Array, encodedId: string, version: number): Buffer {
  return createHmac("sha256", calendarKey(secret)).update(`${encodedId}.${version}`).digest();
}

/**
 * The private calendar subscription token of `userId` at `version`:
 * `base64url(userId).version.base64url(HMAC-SHA256)` under a key derived from the upstream's
 * HS256 key. It does not expire; bumping the stored version revokes it.
 */
export function calendarToken(secret: Uint8Array, userId: string, version: number): string {
  const id = Buffer.from(userId, "utf8").toString("base64url");
  return `${id}.${version}.${calendarMac(secret, id, version).toString("base64url")}`;
}

/**
 * The user id and version a {@link calendarToken} was signed for, or null when it is malformed
 * or forged (compared in constant time). The caller still checks the version is current.
 */
export function readCalendarToken(
  secret: Uint8Array,
  token: string,
): { userId: string; version: number } | null {
  const match = /^([A-Za-z0-9_-]{1,200})\.([1-9]\d{0,8})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, id, versionText, mac] = match as unknown as [string, string, string, string];
  const version = Number(versionText);
  const expected = calendarMac(secret, id, version);
  const given = Buffer.from(mac, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId: Buffer.from(id, "base64url").toString("utf8"), version };
}

/** A session of a calendar, with its course's name. */
export interface CalendarSession {
  id: string;
  courseName: string;
  title: string;
  startsAt: string;
  durationMinutes: number;
  meetingLink: string;
}

/**
 * An RFC 5545 calendar (built by the `ics` package) with one VEVENT per session: `DTSTART` and
 * `DTEND` in UTC, `UID` `{sessionId}@brightway`, the meeting link as `URL` and in the description.
 * Only for callers allowed to see the links (an admin, the enrolled student, a feed token's owner).
 * @throws Error when `ics` refuses an event (a stored value it cannot write).
 */
export function buildCalendar(calendarName: string, sessions: CalendarSession[]): string {
  const events: EventAttributes[] = sessions.map((session) => {
    const start = new Date(`${session.startsAt.replace(" ", "T")}Z`).getTime();
    return {
      uid: `${session.id}@brightway`,
      title: `${session.courseName}: ${session.title}`,
      start,
      startInputType: "utc",
      startOutputType: "utc",
      end: start + session.durationMinutes * MINUTE_MS,
      endInputType: "utc",
      endOutputType: "utc",
      url: session.meetingLink,
      description: `Join the live session: ${session.meetingLink}`,
      location: session.meetingLink,
    };
  });
  const { error, value } = createEvents(events, {
    productId: "-//BrightWay//Live sessions//EN",
    calName: calendarName,
  });
  if (error || value === null) throw error ?? new Error("The calendar could not be written");
  return value;
}
