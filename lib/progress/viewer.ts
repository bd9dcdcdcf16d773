import "server-only";
import { hrefFor } from "@/lib/routes/manifest";
import { cache } from "react";
import { withSessionToken, type Session } from "@/lib/auth/guards";
import {
  getCourseProgress,
  listStudentProgress,
  type CourseProgress,
  type ProgressSummary,
} from "@/lib/upstream/progress";
import { logUpstreamFailure } from "@/lib/upstream-failure";

/**
 * What the course page shows of the current viewer's progress: nothing ("hidden": a visitor, an
 * admin, or an upstream without the progress extension), a failure, or the progress.
 */
export type ViewerProgress =
  { status: "hidden" } | { status: "failed" } | { status: "shown"; progress: CourseProgress };

/**
 * The `session`'s student's own progress in a course (hidden for null: a visitor, or the shared
 * document), read with their token (never cached, once per request and session). The student id
 * is the session's, never one from the request.
 * @throws Next's redirect to /login when the upstream rejects the session's token (401).
 */
export const getViewerCourseProgress = cache(
  async (session: Session | null, courseId: string): Promise<ViewerProgress> => {
    if (!session || session.role !== "Student") return { status: "hidden" };
    try {
      const progress = await withSessionToken(
        session,
        (token) => getCourseProgress(courseId, session.userId, token),
        hrefFor("/onDemandCourseDetails/[id]", { id: courseId }),
      );
      return progress ? { status: "shown", progress } : { status: "hidden" };
    } catch (error) {
      logUpstreamFailure(error, "progress: read failed");
      return { status: "failed" };
    }
  },
);

/**
 * A student's progress per enrolled course, by course id (lower-case), read with `token` (the
 * student's own or an admin's); never cached. Empty when the upstream lacks the extension or
 * the read fails (the list then shows no percent rather than an error).
 */
export async function readStudentProgressByCourse(
  studentId: string,
  read: (
    call: (token: string) => Promise<ProgressSummary[] | null>,
  ) => Promise<ProgressSummary[] | null>,
): Promise<Map<string, ProgressSummary>> {
  try {
    const rows = (await read((token) => listStudentProgress(studentId, token))) ?? [];
    return new Map(rows.map((row) => [row.courseId.toLowerCase(), row]));
  } catch (error) {
    logUpstreamFailure(error, "progress: list failed");
    return new Map();
  }
}
