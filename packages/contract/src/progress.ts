import { z } from "zod";
import { count, guid, naiveDateTime } from "./primitives";
import { array, extension, field, nullOr, object, type Exact } from "./shape";

/*
 * The learning-progress extension (EXTENSIONS.md "Learning progress"): the legacy API has none of
 * it. Dates are naive UTC `YYYY-MM-DDTHH:mm:ss`, which the web reads as text.
 */

/** A progress date: exactly `YYYY-MM-DDTHH:mm:ss` (UTC without a zone); any text for the web. */
const progressDate = field(naiveDateTime.exact, z.string());

/** A whole percent 0–100, rounded down (100 only when every video is done). */
const percent = field(z.number().int().min(0).max(100), z.number().min(0).max(100));

/** Completed and total videos of one section of a course. */
export const sectionProgressDto = object({
  sectionId: guid,
  totalVideos: count,
  completedVideos: count,
});

/**
 * VideoWatchDto (watched-lessons extension): one lesson's watching by the calling student
 * (`POST /api/progress/courses/{courseId}/students/{studentId}/videos/{videoId}/watch`, and in
 * `CourseProgressDto.watched`). Seconds: `durationSeconds` the lesson's length, `playedSeconds`
 * played so far (capped by the wall clock), `remainingSeconds` still needed before "complete" is
 * accepted (0 when it may complete: 80 % played and the wall clock since opening allows it).
 */
export const videoWatchDto = object({
  videoId: z.number().int(),
  durationSeconds: count,
  playedSeconds: count,
  remainingSeconds: count,
});

/**
 * CourseProgressDto: one student's progress in one on-demand course
 * (`GET /api/progress/courses/{courseId}/students/{studentId}`, and the answer of recording a
 * completion). Only videos still in the course count; `canRecord` while the enrolment's access
 * runs; `lastActivityAt` the latest completion; `certificate` once the course is complete.
 */
export const courseProgressDto = object({
  courseId: guid,
  studentId: z.string(),
  totalVideos: count,
  completedVideos: count,
  percent,
  completedVideoIds: z.array(z.number().int()),
  sections: array(sectionProgressDto),
  lastActivityAt: nullOr(progressDate),
  canRecord: z.boolean(),
  certificate: nullOr(object({ code: z.string(), issuedAt: progressDate })),
  /**
   * Watched-lessons extension: per video of the course with a duration that the student has
   * opened or not, how much is played and how much is still needed before "complete" is accepted.
   */
  watched: extension(array(videoWatchDto)),
});

/**
 * ProgressSummaryDto: a row of the progress lists (a student's courses, a course's students):
 * `GET /api/progress/students/{studentId}`, `GET /api/progress/courses/{courseId}`.
 */
export const progressSummaryDto = object({
  studentId: z.string(),
  studentName: z.string(),
  courseId: guid,
  courseName: z.string(),
  totalVideos: count,
  completedVideos: count,
  percent,
  lastActivityAt: nullOr(progressDate),
  certificateCode: z.string().nullable(),
});

/**
 * CertificateDto: a certificate of completion, public by its code (`GET /api/certificates/{code}`,
 * code `xxxx-xxxx-xxxx` of `a-z2-9`): the name printed when issued (the student's certificate name, else first + last name),
 * the course, the package; nothing else of the student.
 */
export const certificateDto = object({
  code: field(z.string().regex(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/), z.string()),
  studentName: z.string(),
  courseId: guid,
  courseName: z.string(),
  packageName: z.string().nullable(),
  completedAt: progressDate,
  issuedAt: progressDate,
  /**
   * A live course's certificate (live-sessions extension): the live sessions attended of all the
   * course's sessions when issued; null for an on-demand course's.
   */
  liveAttendance: extension(nullOr(object({ attended: count, total: count }))),
  /** Extension (certificate name): the course's `hours` as text when issued; null when unknown. */
  courseHours: extension(z.string().nullable()),
  /** Extension (assessments): the passed final exam's best score (0–100) when issued; null without one. */
  finalExamPercent: extension(nullOr(z.number().int().min(0).max(100))),
});

/** What the reference upstream writes as a SectionProgressDto. */
export type SectionProgressDto = Exact<typeof sectionProgressDto>;
/** What the reference upstream writes as a VideoWatchDto. */
export type VideoWatchDto = Exact<typeof videoWatchDto>;
/** What the reference upstream writes as a CourseProgressDto. */
export type CourseProgressDto = Exact<typeof courseProgressDto>;
/** What the reference upstream writes as a ProgressSummaryDto. */
export type ProgressSummaryDto = Exact<typeof progressSummaryDto>;
/** What the reference upstream writes as a CertificateDto. */
export type CertificateDto = Exact<typeof certificateDto>;
