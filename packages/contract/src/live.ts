import { z } from "zod";
import { count, guid, isoDateTime } from "./primitives";
import { array, extension, nullOr, object, type Exact } from "./shape";

export {
  BUSINESS_TIME_ZONE,
  JOIN_OPENS_MINUTES_BEFORE,
  joinWindow,
  type JoinWindow,
} from "./live-rules";

/*
 * The live-sessions extension (EXTENSIONS.md "Live sessions of an online course"): the legacy API
 * has none of it. Times are instants, ISO-8601 UTC with `Z`; the business shows them in
 * Africa/Cairo (`timeZone`).
 */

/** A session's length in minutes: 1 to 600 (ten hours). */
const durationMinutes = z.number().int().min(1).max(600);

/**
 * LiveSessionDto: one live session of an online course, in the course's order (`position`,
 * 0-based). `meetingLink` and `recordingUrl` (the stored embed address) are given only to an admin
 * or a student enrolled in the course; null for anyone else, while `hasRecording` says whether
 * there is one. `attended`: whether the calling student's Join was recorded (null for a visitor
 * or an admin).
 */
export const liveSessionDto = object({
  id: guid,
  courseId: guid,
  title: z.string(),
  startsAt: isoDateTime,
  durationMinutes,
  position: count,
  hasRecording: z.boolean(),
  meetingLink: nullOr(z.string()),
  recordingUrl: nullOr(z.string()),
  attended: nullOr(z.boolean()),
});

/**
 * LiveScheduleDto (`GET /api/LiveSessions/Course/{courseId}`): an online course's sessions in
 * order, with the upstream's clock (`now`: Join windows and countdowns are judged by it), the
 * business time zone, the attendance threshold for the certificate (percent, 1–100) and, for an
 * enrolled student, `viewer` (sessions attended of all, certificate code once issued).
 */
export const liveScheduleDto = object({
  courseId: guid,
  now: isoDateTime,
  timeZone: z.string(),
  attendanceThreshold: z.number().int().min(1).max(100),
  sessions: array(liveSessionDto),
  viewer: nullOr(
    object({
      isEnrolled: z.boolean(),
      enrolledAt: nullOr(isoDateTime),
      attended: count,
      total: count,
      certificateCode: nullOr(z.string()),
    }),
  ),
});

/**
 * Body of `POST /api/LiveSessions/Course/{courseId}` and `PUT /api/LiveSessions/{sessionId}`:
 * `startsAt` an instant (ISO-8601 with `Z` or an offset), `meetingLink` an https URL,
 * `recordingUrl` an embed address or null (none yet).
 */
export const liveSessionInput = z.object({
  title: z.string().trim().min(1).max(200),
  startsAt: z.iso.datetime({ offset: true }),
  durationMinutes,
  meetingLink: z.url({ protocol: /^https$/ }).max(2000),
  recordingUrl: z.string().trim().min(1).max(4000).nullable(),
});

/** The answer of `POST /api/LiveSessions/{sessionId}/Join`: where the meeting is. */
export const liveJoinDto = object({
  meetingLink: z.string(),
  sessionId: guid,
  joinedAt: isoDateTime,
});

/**
 * ClassListDto (`GET /api/LiveSessions/Course/{courseId}/ClassList`, Admin): every student
 * enrolled in the online course with their attendance, and the sessions in order.
 * `attendedSessionIds` are the sessions the student joined (or the admin marked); `attendance`
 * gives each with its time.
 */
export const classListDto = object({
  courseId: guid,
  courseName: z.string(),
  attendanceThreshold: z.number().int().min(1).max(100),
  sessions: array(object({ id: guid, title: z.string(), startsAt: isoDateTime, durationMinutes })),
  students: array(
    object({
      enrollmentId: guid,
      studentId: z.string(),
      name: z.string(),
      email: z.string(),
      phone: nullOr(z.string()),
      enrolledAt: isoDateTime,
      attendedSessionIds: z.array(z.string()),
      /**
       * The same attendance with its time: `joinedAt` the first Join (or the admin's marking),
       * `markedByAdmin` whether the admin recorded it rather than a Join. The CSV export needs
       * the time; an older upstream may leave it out.
       */
      attendance: extension(
        array(object({ sessionId: guid, joinedAt: isoDateTime, markedByAdmin: z.boolean() })),
      ),
      attended: count,
      certificateCode: nullOr(z.string()),
    }),
  ),
});

/**
 * MyLiveCourseDto (`GET /api/LiveSessions/Mine`, Student): one row per online course the student
 * is enrolled in, for the Enrolled Courses cards.
 */
export const myLiveCourseDto = object({
  courseId: guid,
  courseName: z.string(),
  courseStart: nullOr(isoDateTime),
  enrolledAt: isoDateTime,
  nextSession: nullOr(
    object({ id: guid, title: z.string(), startsAt: isoDateTime, durationMinutes }),
  ),
  attended: count,
  total: count,
  certificateCode: nullOr(z.string()),
});

/** `{ token }`: the student's private calendar subscription token (`GET/POST /api/LiveSessions/Calendar/Token…`). */
export const calendarTokenDto = object({ token: z.string() });

/** A live session in the business's week on the dashboard (`liveSessionsThisWeek`). */
export const dashboardLiveSession = object({
  id: guid,
  courseId: guid,
  courseName: z.string(),
  title: z.string(),
  startsAt: isoDateTime,
  durationMinutes,
  enrolled: count,
});

/** What the reference upstream writes as a LiveSessionDto. */
export type LiveSessionDto = Exact<typeof liveSessionDto>;
/** What the reference upstream writes as a LiveScheduleDto. */
export type LiveScheduleDto = Exact<typeof liveScheduleDto>;
/** A validated session body (`liveSessionInput`). */
export type LiveSessionInput = z.infer<typeof liveSessionInput>;
/** What the reference upstream writes as a LiveJoinDto. */
export type LiveJoinDto = Exact<typeof liveJoinDto>;
/** What the reference upstream writes as a ClassListDto. */
export type ClassListDto = Exact<typeof classListDto>;
/** What the reference upstream writes as a MyLiveCourseDto. */
export type MyLiveCourseDto = Exact<typeof myLiveCourseDto>;
/** What the reference upstream writes as a dashboard live session. */
export type DashboardLiveSession = Exact<typeof dashboardLiveSession>;
