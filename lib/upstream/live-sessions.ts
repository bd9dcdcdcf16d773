import "server-only";
import * as z from "@/lib/zod";
import { catalogueEntry, catalogueRead } from "@/lib/upstream/catalogue-cache";
import { deleteById, nullWhen, upstreamFetch } from "@/lib/upstream/client";
import { endpointDetection } from "@/lib/upstream/extension-detection";
import { isGuid } from "@/lib/ids";
import { tags } from "@/lib/upstream/tags";
import {
  calendarTokenSchema,
  classListSchema,
  liveJoinSchema,
  liveScheduleSchema,
  liveSessionSchema,
  myLiveCourseSchema,
} from "@/lib/upstream/wire";

/*
 * The live-sessions extension of the reference upstream (`upstream/EXTENSIONS.md` §13): the
 * sessions of an online course, joining them, attendance, the class list and calendars. The
 * legacy API has none of it: `hasLiveSessions()` tells the pages whether to show any of it.
 * Times are ISO-8601 UTC strings; the business shows them in Africa/Cairo.
 */

/**
 * One live session: `startsAt` an ISO-8601 UTC instant, `durationMinutes` minutes, `position`
 * its 0-based place in the course. `meetingLink`/`recordingUrl` (the recording's embed address)
 * are null unless the reader was an admin or an enrolled student; `hasRecording` says whether a
 * recording exists; `attended` whether the reading student's Join was recorded (null otherwise).
 */
export type LiveSession = z.infer<typeof liveSessionSchema>;

/**
 * An online course's schedule: its sessions in order, the upstream's clock (`now`, ISO UTC: Join
 * windows and countdowns are judged by it), the business time zone, the attendance threshold
 * (percent) and, for a student's read, `viewer` (enrolment, sessions attended of all,
 * certificate code).
 */
export type LiveSchedule = z.infer<typeof liveScheduleSchema>;

/** What Join answers: the meeting's address (to send the browser to) and when the Join was recorded. */
export type LiveJoin = z.infer<typeof liveJoinSchema>;

/** The admin's class list of an online course: its sessions and every enrolled student's attendance. */
export type ClassList = z.infer<typeof classListSchema>;

/** One online course a student is enrolled in, for the Enrolled Courses cards (next session, attended of all). */
export type MyLiveCourse = z.infer<typeof myLiveCourseSchema>;

/**
 * A session as the admin enters it: `startsAt` an instant (ISO-8601 with `Z` or an offset),
 * `durationMinutes` 1–600, `meetingLink` an https URL, `recordingUrl` an embed address or null.
 */
export interface LiveSessionInput {
  title: string;
  startsAt: string;
  durationMinutes: number;
  meetingLink: string;
  recordingUrl: string | null;
}

/**
 * Whether the upstream has the live-sessions extension: one anonymous probe of
 * GET /api/LiveSessions/Mine (401 here, 404 on the legacy API), remembered for 10 minutes. A
 * failed probe reads as "no", so pages fall back to the legacy online course page.
 */
export const hasLiveSessions: () => Promise<boolean> = endpointDetection("/api/LiveSessions/Mine");

const schedulePath = (courseId: string) => `/api/LiveSessions/Course/${courseId}`;

/**
 * A visitor's view of an online course's schedule: no meeting links, no recordings. Public,
 * cached (`tags.liveSessions(courseId)`, the course's tags). Calls
 * GET /api/LiveSessions/Course/{courseId} without a token.
 * @returns the schedule; null when the upstream has no live sessions, the id is not a Guid or
 *   names no online course.
 * @throws UpstreamError on any other failure.
 */
export async function getPublicSchedule(courseId: string): Promise<LiveSchedule | null> {
  if (!isGuid(courseId) || !(await hasLiveSessions())) return null;
  const key = courseId.toLowerCase();
  return catalogueRead(`GET ${schedulePath("{courseId}")}`, () => publicScheduleCached(key));
}

async function publicScheduleCached(courseId: string): Promise<LiveSchedule | null> {
  "use cache";
  catalogueEntry([tags.liveSessions(courseId), tags.onlineCourse(courseId)]);
  return nullWhen([404], () =>
    upstreamFetch({ path: schedulePath(courseId), schema: liveScheduleSchema }),
  );
}

/**
 * The schedule as the session's user may see it: with meeting links and recordings for an admin
 * or an enrolled student, and `viewer` for a student. Never cached. Calls
 * GET /api/LiveSessions/Course/{courseId} with the token.
 * @returns the schedule, or null when the id names no online course (or is not a Guid).
 * @throws UpstreamError on any other failure.
 */
export async function getScheduleForViewer(
  courseId: string,
  token: string,
): Promise<LiveSchedule | null> {
  if (!isGuid(courseId)) return null;
  return nullWhen([404], () =>
    upstreamFetch({ path: schedulePath(courseId), schema: liveScheduleSchema, token }),
  );
}

/**
 * Joins a live session: records the student's attendance (first Join) and returns the meeting's
 * address. An enrolled student's or an admin's token. Calls POST /api/LiveSessions/{sessionId}/Join.
 * @throws UpstreamError: 409 outside the Join window (opens 15 minutes before the start, closes
 *   at the end; the upstream's sentence in `message`), 403 not enrolled, 404 unknown session.
 */
export async function joinLiveSession(sessionId: string, token: string): Promise<LiveJoin> {
  const endpoint = "POST /api/LiveSessions/{sessionId}/Join";
  return upstreamFetch({
    endpoint,
    ids: [["guid", sessionId]],
    method: "POST",
    path: `/api/LiveSessions/${sessionId}/Join`,
    schema: liveJoinSchema,
    token,
  });
}

/** The session student's online courses with their next session and attendance. Student token. Calls GET /api/LiveSessions/Mine. @throws UpstreamError. */
export async function listMyLiveCourses(token: string): Promise<MyLiveCourse[]> {
  return upstreamFetch({
    path: "/api/LiveSessions/Mine",
    schema: z.array(myLiveCourseSchema),
    token,
  });
}

/**
 * An online course's sessions as an iCalendar file (RFC 5545, with meeting links). An enrolled
 * student's or an admin's token. Calls GET /api/LiveSessions/Course/{courseId}/Calendar.
 * @returns the body stream and its content type.
 * @throws UpstreamError: 403 not enrolled, 404 unknown course.
 */
export async function getCourseCalendar(courseId: string, token: string) {
  return upstreamFetch({
    endpoint: "GET /api/LiveSessions/Course/{courseId}/Calendar",
    ids: [["guid", courseId]],
    file: true,
    path: `${schedulePath(courseId)}/Calendar`,
    token,
  });
}

/**
 * The session student's private calendar subscription token (created on first ask). Student
 * token. Calls GET /api/LiveSessions/Calendar/Token. @throws UpstreamError.
 */
export async function getCalendarToken(token: string): Promise<string> {
  const answer = await upstreamFetch({
    path: "/api/LiveSessions/Calendar/Token",
    schema: calendarTokenSchema,
    token,
  });
  return answer.token;
}

/**
 * Revokes the student's calendar subscription: every earlier feed address stops working.
 * Student token. Calls POST /api/LiveSessions/Calendar/Token/Revoke.
 * @returns the new token. @throws UpstreamError.
 */
export async function revokeCalendarToken(token: string): Promise<string> {
  const answer = await upstreamFetch({
    method: "POST",
    path: "/api/LiveSessions/Calendar/Token/Revoke",
    schema: calendarTokenSchema,
    token,
  });
  return answer.token;
}

/** The characters of a feed token (base64url parts joined by dots); anything else names no feed. */
const feedTokenPattern = /^[A-Za-z0-9_.-]{1,400}$/;

/**
 * The calendar feed of a subscription token (no session: the token is the proof). Never cached.
 * Calls GET /api/LiveSessions/Calendar/Feed/{token}.
 * @returns the body stream and content type, or null for a malformed, wrong or revoked token.
 * @throws UpstreamError on any other failure.
 */
export async function getCalendarFeed(feedToken: string) {
  if (!feedTokenPattern.test(feedToken)) return null;
  return nullWhen([404], () =>
    upstreamFetch({
      file: true,
      path: `/api/LiveSessions/Calendar/Feed/${encodeURIComponent(feedToken)}`,
    }),
  );
}

/**
 * Adds a session to an online course (it goes last). Admin token. Calls
 * POST /api/LiveSessions/Course/{courseId}.
 * @throws UpstreamError: 400 a bad field or a session outside the course's dates (the upstream's
 *   sentence in `message`), 404 unknown course.
 */
export async function createLiveSession(
  courseId: string,
  input: LiveSessionInput,
  token: string,
): Promise<LiveSession> {
  return upstreamFetch({
    endpoint: "POST /api/LiveSessions/Course/{courseId}",
    ids: [["guid", courseId]],
    method: "POST",
    path: schedulePath(courseId),
    body: input,
    schema: liveSessionSchema,
    token,
  });
}

/**
 * Changes a session. Admin token. Calls PUT /api/LiveSessions/{sessionId}.
 * @throws UpstreamError: 400 as {@link createLiveSession}, 404 unknown session.
 */
export async function updateLiveSession(
  sessionId: string,
  input: LiveSessionInput,
  token: string,
): Promise<LiveSession> {
  return upstreamFetch({
    endpoint: "PUT /api/LiveSessions/{sessionId}",
    ids: [["guid", sessionId]],
    body: input,
    schema: liveSessionSchema,
    token,
  });
}

/** Deletes a session (its attendance goes with it). Admin token. Calls DELETE /api/LiveSessions/{sessionId}. @throws UpstreamError (404 unknown). */
export const deleteLiveSession = deleteById<string>("DELETE /api/LiveSessions/{sessionId}", "guid");

/**
 * Puts a course's sessions in the given order (every session id once). Admin token. Calls
 * PUT /api/LiveSessions/Reorder/{courseId}.
 * @throws UpstreamError: 400 the list does not name every session exactly once, 404.
 */
export async function reorderLiveSessions(
  courseId: string,
  sessionIds: string[],
  token: string,
): Promise<void> {
  await upstreamFetch({
    endpoint: "PUT /api/LiveSessions/Reorder/{courseId}",
    ids: [["guid", courseId], ...sessionIds.map((id) => ["guid", id] as const)],
    method: "PUT",
    path: `/api/LiveSessions/Reorder/${courseId}`,
    body: sessionIds,
    token,
  });
}

/**
 * Sets the share of sessions (percent, 1–100) a student must attend for the course's
 * certificate. Admin token. Calls PUT /api/LiveSessions/Course/{courseId}/Threshold.
 * @throws UpstreamError: 400 out of range, 404.
 */
export async function setAttendanceThreshold(
  courseId: string,
  percent: number,
  token: string,
): Promise<void> {
  await upstreamFetch({
    endpoint: "PUT /api/LiveSessions/Course/{courseId}/Threshold",
    ids: [["guid", courseId]],
    method: "PUT",
    path: `${schedulePath(courseId)}/Threshold`,
    body: { attendanceThreshold: percent },
    token,
  });
}

/**
 * The class list of an online course: every enrolled student (name, e-mail, phone, enrolled on)
 * with the sessions attended. Admin token. Calls GET /api/LiveSessions/Course/{courseId}/ClassList.
 * @returns the list, or null when the id names no online course.
 * @throws UpstreamError on any other failure.
 */
export async function getClassList(courseId: string, token: string): Promise<ClassList | null> {
  if (!isGuid(courseId)) return null;
  return nullWhen([404], () =>
    upstreamFetch({ path: `${schedulePath(courseId)}/ClassList`, schema: classListSchema, token }),
  );
}

/**
 * Corrects a student's attendance of a session (true: attended, marked by the admin; false:
 * not). Admin token. Calls PUT /api/LiveSessions/{sessionId}/Attendance/{studentId}.
 * @throws UpstreamError: 400 the student is not enrolled, 404 unknown session.
 */
export async function setAttendance(
  sessionId: string,
  studentId: string,
  attended: boolean,
  token: string,
): Promise<void> {
  await upstreamFetch({
    endpoint: "PUT /api/LiveSessions/{sessionId}/Attendance/{studentId}",
    ids: [
      ["guid", sessionId],
      ["user", studentId],
    ],
    method: "PUT",
    path: `/api/LiveSessions/${sessionId}/Attendance/${studentId}`,
    body: { attended },
    token,
  });
}
