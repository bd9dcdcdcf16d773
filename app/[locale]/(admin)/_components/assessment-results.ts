import "server-only";
import { formatBusinessDate } from "@/lib/business-time";
import { getRequestLocale } from "@/lib/i18n/server";
import { listCourseResults } from "@/lib/upstream/assessment-admin";
import { listAssessments } from "@/lib/upstream/assessments";
import { UpstreamError } from "@/lib/upstream/client";
import { logUpstreamFailure } from "@/lib/upstream-failure";
import type { StudentAssessmentResult } from "./assessment-results-cell";

/*
 * The assessment results of a course's students, for the admin's enrolment tables (Manage
 * Enrollments of an on-demand course, the Class List of an online one): per assessment of the
 * course, each student's best score, attempts and when they passed.
 */

/** A course's results by student: each student's line per assessment, in the course's order. */
export interface CourseAssessmentResults {
  /** One student's results (every assessment of the course, "No attempt" ones included). */
  of: (studentId: string) => StudentAssessmentResult[];
}

/**
 * Reads a course's assessments (the cached public list) and its students' results (the admin's
 * `token`, never cached), at once.
 * @returns the results; null when the upstream has no assessments, the course has none, or a
 *   read failed (logged: the enrolment list is still worth showing).
 * @throws UpstreamError 401 (the caller ends the session: `withSessionToken`), and anything
 *   that is not an upstream failure.
 */
export async function readCourseAssessmentResults(
  courseId: string,
  token: string,
): Promise<CourseAssessmentResults | null> {
  try {
    const [assessments, results] = await Promise.all([
      listAssessments(courseId),
      listCourseResults(courseId, token),
    ]);
    if (results === null || assessments.length === 0) return null;
    const locale = await getRequestLocale();
    const byStudent = new Map<string, typeof results>();
    for (const result of results) {
      const key = result.studentId.toLowerCase();
      byStudent.set(key, [...(byStudent.get(key) ?? []), result]);
    }
    return {
      of: (studentId) => {
        const own = byStudent.get(studentId.toLowerCase()) ?? [];
        return assessments.map((assessment) => {
          const result = own.find(
            (row) => row.assessmentId.toLowerCase() === assessment.id.toLowerCase(),
          );
          return {
            assessmentId: assessment.id,
            title: assessment.title,
            bestPercent: result?.bestPercent ?? null,
            attempts: result?.attempts ?? 0,
            passedOn: result?.passedAt
              ? formatBusinessDate(result.passedAt, undefined, locale)
              : null,
          };
        });
      },
    };
  } catch (error) {
    // The session's end and bugs go on; any other upstream failure leaves the column out.
    if (!(error instanceof UpstreamError) || error.isUnauthorized) throw error;
    logUpstreamFailure(error, "enrolments: assessment results failed");
    return null;
  }
}
