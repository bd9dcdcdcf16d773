import "server-only";
import * as z from "@/lib/zod";
import { checkIds, nullWhen, UpstreamError, upstreamFetch } from "@/lib/upstream/client";
import { versionDetection } from "@/lib/upstream/extension-detection";
import { catalogueEntry, catalogueRead, missingEntry } from "@/lib/upstream/catalogue-cache";
import { isGuid, isUserId } from "@/lib/ids";
import {
  certificateSchema,
  courseProgressSchema,
  progressSummarySchema,
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
 * `YYYY-MM-DDTHH:mm:ss`; `lastActivityAt` is the latest completion.
 */
export type CourseProgress = z.infer<typeof courseProgressSchema>;

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
  "liveAttendance" | "courseHours"
> & {
  liveAttendance: { attended: number; total: number } | null;
  /** The course's hours as text (e.g. "30") when issued; null when the upstream does not say. */
  courseHours: string | null;
};

/**
 * The wire CertificateDto as a {@link Certificate}: an absent `liveAttendance` or `courseHours`
 * (legacy, older upstream) is null; blank hours are null too.
 */
function reshapeCertificate(dto: z.infer<typeof certificateSchema>): Certificate {
  const { liveAttendance, courseHours, ...rest } = dto;
  return {
    ...rest,
    liveAttendance: liveAttendance
      ? { attended: liveAttendance.attended, total: liveAttendance.total }
      : null,
    courseHours: courseHours?.trim() || null,
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
 * after it; at 100% the upstream issues the certificate. The student's own token only.
 * Calls PUT /api/progress/courses/{courseId}/students/{studentId}/videos/{videoId}.
 * @throws UpstreamError: 400 a video of another course, 403 not enrolled / access ended / not
 *   this student, 404 unknown course or video (also for ids of the wrong form, nothing sent),
 *   404 when the upstream lacks the extension.
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
