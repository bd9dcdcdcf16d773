import "server-only";
import * as z from "@/lib/zod";
import { checkIds, nullWhen, UpstreamError, upstreamFetch } from "@/lib/upstream/client";
import { versionDetection } from "@/lib/upstream/extension-detection";
import { catalogueEntry, catalogueRead, missingEntry } from "@/lib/upstream/catalogue-cache";
import { isGuid, isUserId } from "@/lib/ids";
import { parseVideoDuration } from "@/lib/video-duration";
import {
  certificateSchema,
  courseProgressSchema,
  progressSummarySchema,
  videoWatchSchema,
} from "@/lib/upstream/wire";

/*
 * The learning-progress extension of the reference upstream (upstream/EXTENSIONS.md
 * "## Learning progress"). The legacy API has none of it: every function here first asks
 * {@link isProgressSupported} (one probe, remembered) and the web app hides all progress UI when
 * the upstream lacks it. Progress is personal: every read takes the session's token and is never
 * cached. Certificates are public and never change, so their read is cached.
 */

/**
 * One student's progress in one course. `percent` is a whole number 0–100 (100 only when every
 * video is done). `sections` holds completed/total video counts per section id. `canRecord` is
 * true while the enrolment's access runs (start + package months). Dates are naive UTC
 * `YYYY-MM-DDTHH:mm:ss`; `lastActivityAt` is the latest completion. `watched` (watched-lessons
 * extension): a {@link VideoWatch} per video of the course that has a duration; absent or null
 * from an upstream without the extension, where every lesson completes on request.
 */
export type CourseProgress = z.infer<typeof courseProgressSchema>;

/**
 * How much of one lesson the student has watched, in whole seconds: `durationSeconds` the
 * lesson's length (0 when it has none), `playedSeconds` played so far, `remainingSeconds` still
 * to watch before "complete" is accepted (0 when it may complete).
 */
export type VideoWatch = z.infer<typeof videoWatchSchema>;

/** A row of a progress list: one (student, course) with percent, last activity and certificate code. */
export type ProgressSummary = z.infer<typeof progressSummarySchema>;

/**
 * A certificate of completion: the name printed (the student's certificate name, else full name), the course, the package and the
 * completion and issue dates (naive UTC). Public by its code; holds no e-mail or phone.
 * `liveAttendance`: for a live (online) course's certificate, the live sessions the student
 * attended of all the course's sessions when it was issued; null for an on-demand course's (and
 * on an upstream without the live-sessions extension).
 */
export type Certificate = Omit<
  z.infer<typeof certificateSchema>,
  "liveAttendance" | "courseHours" | "finalExamPercent"
> & {
  liveAttendance: { attended: number; total: number } | null;
  /** The course's hours as text (e.g. "30") when issued; null when the upstream does not say. */
  courseHours: string | null;
  /**
   * The passed final exam's score (whole percent 0–100) when the certificate required one; null
   * for a course without a final exam, a certificate issued before exams, or an older upstream.
   */
  finalExamPercent: number | null;
};

/**
 * The wire CertificateDto as a {@link Certificate}: an absent `liveAttendance`, `courseHours` or
 * `finalExamPercent` (legacy, older upstream) is null; blank hours are null too.
 */
function reshapeCertificate(dto: z.infer<typeof certificateSchema>): Certificate {
  const { liveAttendance, courseHours, finalExamPercent, ...rest } = dto;
  return {
    ...rest,
    liveAttendance: liveAttendance
      ? { attended: liveAttendance.attended, total: liveAttendance.total }
      : null,
    courseHours: courseHours?.trim() || null,
    finalExamPercent: finalExamPercent ?? null,
  };
}

/**
 * Whether the upstream has the learning-progress extension: GET /api/progress/version answers
 * `{ version ≥ 1 }`. Asked once and kept for 10 minutes in Next's data cache (a
 * transient failure counts as "no" and is asked again). Never throws.
 */
export const isProgressSupported: () => Promise<boolean> =
  versionDetection("/api/progress/version");

/**
 * Whether the upstream has the watched-lessons extension (videos with a duration complete only
 * once watched; `POST …/watch`; `durationSeconds` on video writes): GET /api/progress/version
 * answers `{ version ≥ 2 }`. Kept like {@link isProgressSupported}; never throws.
 */
export const isWatchedLessonsSupported: () => Promise<boolean> = versionDetection(
  "/api/progress/version",
  { minVersion: 2 },
);

/**
 * One student's progress in one on-demand course. The student's own token or an admin's.
 * Calls GET /api/progress/courses/{courseId}/students/{studentId}; never cached.
 * @returns the progress, or null when the upstream lacks the extension or the course or student is unknown.
 * @throws UpstreamError on any other failure (401: the token is no longer good; 403: not allowed).
 */
export async function getCourseProgress(
  courseId: string,
  studentId: string,
  token: string,
): Promise<CourseProgress | null> {
  if (!isGuid(courseId) || !isUserId(studentId)) return null;
  if (!(await isProgressSupported())) return null;
  try {
    return await upstreamFetch({
      path: `/api/progress/courses/${courseId}/students/${encodeURIComponent(studentId)}`,
      schema: courseProgressSchema,
      token,
    });
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 404) return null;
    throw error;
  }
}

/**
 * Records that the student completed a video of a course (idempotent) and returns the progress
 * after it; when the course's rule is met the upstream issues the certificate. The student's own
 * token only. Calls PUT /api/progress/courses/{courseId}/students/{studentId}/videos/{videoId}.
 * @throws UpstreamError: 400 a video of another course, 403 not enrolled / access ended / not
 *   this student, 404 unknown course or video (also for ids of the wrong form, nothing sent),
 *   404 when the upstream lacks the extension, 409 when a lesson with a duration is not watched
 *   enough yet (watched-lessons extension: {@link watchShortfallOf} reads the time left).
 */
export async function recordVideoCompletion(
  courseId: string,
  studentId: string,
  videoId: number,
  token: string,
): Promise<CourseProgress> {
  const endpoint = "PUT /api/progress/courses/{courseId}/students/{studentId}/videos/{videoId}";
  checkIds(endpoint, [
    ["guid", courseId],
    ["user", studentId],
    ["int", videoId],
  ]);
  if (!(await isProgressSupported())) {
    throw new UpstreamError({
      status: 404,
      endpoint,
      message: "The upstream does not record progress",
    });
  }
  return upstreamFetch({
    method: "PUT",
    path: `/api/progress/courses/${courseId}/students/${encodeURIComponent(studentId)}/videos/${videoId}`,
    schema: courseProgressSchema,
    token,
  });
}

/**
 * Reports how long the student played a lesson since their last report (`playedSeconds`, video
 * seconds, 0–600; the first report, 0 or not, opens the lesson). The upstream credits at most
 * what the wall clock since the last report allows. The student's own token only. Calls POST /api/progress/courses/{courseId}/students/{studentId}/videos/{videoId}/watch.
 * @returns the lesson's watching after the report ({@link VideoWatch}; zeros for a lesson without a duration).
 * @throws UpstreamError: 400 a video of another course or a bad number, 403 not enrolled / access
 *   ended / not this student, 404 unknown course or video (also for ids of the wrong form,
 *   nothing sent) and when the upstream lacks the extension.
 */
export async function recordVideoWatch(
  courseId: string,
  studentId: string,
  videoId: number,
  playedSeconds: number,
  token: string,
): Promise<VideoWatch> {
  const endpoint =
    "POST /api/progress/courses/{courseId}/students/{studentId}/videos/{videoId}/watch";
  checkIds(endpoint, [
    ["guid", courseId],
    ["user", studentId],
    ["int", videoId],
  ]);
  if (!(await isWatchedLessonsSupported())) {
    throw new UpstreamError({
      status: 404,
      endpoint,
      message: "The upstream does not record watching",
    });
  }
  return upstreamFetch({
    method: "POST",
    path: `/api/progress/courses/${courseId}/students/${encodeURIComponent(studentId)}/videos/${videoId}/watch`,
    body: { playedSeconds },
    schema: videoWatchSchema,
    token,
  });
}

/** A problem body's `remainingSeconds` and `detail`, as far as they are there. */
const watchRefusalSchema = z.object({
  remainingSeconds: z.number().nonnegative().finite().optional().catch(undefined),
  detail: z.string().optional().catch(undefined),
});

/**
 * The time still to watch that a refused completion names: the upstream's 409 ("Watch the lesson
 * first: 3:12 left.", `remainingSeconds` 192) of {@link recordVideoCompletion}.
 * @returns whole seconds (rounded up), from `remainingSeconds`, else the `m:ss` or `h:mm:ss` of
 *   `detail`; null for any other error, or a 409 that says neither.
 */
export function watchShortfallOf(error: unknown): number | null {
  if (!(error instanceof UpstreamError) || error.status !== 409) return null;
  let body: unknown;
  try {
    body = JSON.parse(error.body);
  } catch {
    return null;
  }
  const parsed = watchRefusalSchema.safeParse(body);
  if (!parsed.success) return null;
  const { remainingSeconds, detail } = parsed.data;
  if (remainingSeconds !== undefined) return Math.ceil(remainingSeconds);
  const clock = /(\d+(?::\d{2}){1,2}) left/.exec(detail ?? "")?.[1];
  return clock === undefined ? null : parseVideoDuration(clock);
}

/**
 * A student's progress in each enrolled course (one row per enrolment). The student's own token
 * or an admin's. Calls GET /api/progress/students/{studentId}; never cached.
 * @returns the rows, or null when the upstream lacks the extension.
 * @throws UpstreamError on failure (404 unknown student).
 */
export async function listStudentProgress(
  studentId: string,
  token: string,
): Promise<ProgressSummary[] | null> {
  checkIds("GET /api/progress/students/{studentId}", [["user", studentId]]);
  if (!(await isProgressSupported())) return null;
  return upstreamFetch({
    path: `/api/progress/students/${encodeURIComponent(studentId)}`,
    schema: z.array(progressSummarySchema),
    token,
  });
}

/**
 * Every enrolled student's progress in a course, for the admin's enrolment page: percent,
 * `lastActivityAt` (naive UTC) and `certificateCode` per student. Admin token.
 * Calls GET /api/progress/courses/{courseId}; never cached.
 * @returns the rows keyed by nothing (match on `studentId`), or null when the upstream lacks the
 *   extension or the course is unknown.
 * @throws UpstreamError on failure (403 for a non-admin token).
 */
export async function getCourseProgressForAdmin(
  courseId: string,
  token: string,
): Promise<ProgressSummary[] | null> {
  if (!isGuid(courseId)) return null;
  if (!(await isProgressSupported())) return null;
  try {
    return await upstreamFetch({
      path: `/api/progress/courses/${courseId}`,
      schema: z.array(progressSummarySchema),
      token,
    });
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 404) return null;
    throw error;
  }
}

const certificateCodePattern = /^[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}$/;

/** A certificate code as stored (lowercase), or null when `raw` cannot be one. */
function normaliseCertificateCode(raw: string): string | null {
  const code = raw.trim().toLowerCase();
  return certificateCodePattern.test(code) ? code : null;
}

/**
 * A certificate by its code (any case). Public, no token. A certificate never changes once
 * issued, so the read is cached (tag `certificate:{code}`). Calls GET /api/certificates/{code}.
 * @returns the certificate, or null for an unknown or malformed code or when the upstream lacks
 *   the extension.
 * @throws UpstreamError on other failures.
 */
export async function getCertificate(rawCode: string): Promise<Certificate | null> {
  const code = normaliseCertificateCode(rawCode);
  if (!code) return null;
  if (!(await isProgressSupported())) return null;
  return catalogueRead("GET /api/certificates/{code}", () => getCertificateCached(code));
}

async function getCertificateCached(code: string): Promise<Certificate | null> {
  "use cache";
  catalogueEntry([`certificate:${code}`]);
  const dto = await nullWhen([404], () =>
    upstreamFetch({ path: `/api/certificates/${code}`, schema: certificateSchema }),
  );
  if (!dto) missingEntry();
  return dto ? reshapeCertificate(dto) : null;
}

/**
 * Whether a certificate exists, read uncached: for `proxy.ts`'s item check, where `'use cache'`
 * is not compiled (lib/item-check.ts). An upstream without the extension answers 404: unknown,
 * as the page says too. Calls GET /api/certificates/{code}.
 * @throws UpstreamError on any failure but "not found".
 */
export async function certificateExistsUncached(rawCode: string): Promise<boolean> {
  const code = normaliseCertificateCode(rawCode);
  if (!code) return false;
  const dto = await nullWhen([404], () =>
    upstreamFetch({ path: `/api/certificates/${code}`, schema: certificateSchema }),
  );
  return dto !== null;
}
