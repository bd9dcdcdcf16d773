import "server-only";
import { log } from "@/lib/log";
import { notFound } from "next/navigation";
import type { ReactElement } from "react";
import { InlineAlert } from "@/components/course/inline-alert";
import { withSessionToken, type Session } from "@/lib/auth/guards";
import { messages } from "@/lib/messages";
import { UpstreamError } from "@/lib/upstream/client";
import { listCourseEnrollments } from "@/lib/upstream/enrollments";
import { getOnDemandCourse } from "@/lib/upstream/on-demand-courses";
import type { Enrollment, OnDemandCourse } from "@/lib/upstream/types";

/** What {@link loadAdminCourse} read: the page to show instead, or the course and its enrolments. */
export type AdminCourseLoad<Extra> =
  | { status: "failed"; page: ReactElement }
  | {
      status: "found";
      course: OnDemandCourse;
      /** Everyone enrolled in the course; null when the enrolments could not be read. */
      enrolments: Enrollment[] | null;
      /** What `alongside` returned. */
      extra: Extra;
    };

/**
 * The on-demand course of an admin course page (`/managePackages/{id}`,
 * `/ManageOnDemandCoursesEnrollments/{id}`) and its enrolments. The course is the cached public
 * read; when the upstream fails, the result is the page to render instead (`heading` as its h1 and
 * the spec's "course read failed" alert); an unknown id shows not-found. The enrolments are read
 * with the admin's token, never cached, and are null (logged) when the upstream fails; `alongside`
 * is another read with the admin's token run at the same time (its failures are its own; a 401
 * from either ends the session). `page` names the page in the logs. The caller has
 * already checked the Admin role (`requireAdmin(path)`).
 */
export async function loadAdminCourse<Extra = undefined>({
  id,
  path,
  session,
  page,
  heading,
  alongside,
}: {
  id: string;
  path: string;
  session: Session;
  page: string;
  heading: string;
  alongside?: (courseId: string, token: string) => Promise<Extra>;
}): Promise<AdminCourseLoad<Extra>> {
  let course;
  try {
    course = await getOnDemandCourse(id);
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    log.error({ endpoint: error.endpoint, upstreamStatus: error.status }, `${page}: course read failed`);
    return {
      status: "failed",
      page: (
        <div className="space-y-4">
          <h1 className="text-2xl font-bold text-slate-900">{heading}</h1>
          <InlineAlert message={messages.course.singleCourseFailed} />
        </div>
      ),
    };
  }
  if (!course) notFound();

  const courseId = course.id;
  const [enrolments, extra] = await Promise.all([
    withSessionToken(session, (token) => listCourseEnrollments(courseId, token), path).catch(
      (error: unknown) => {
        if (!(error instanceof UpstreamError)) throw error;
        log.error({ endpoint: error.endpoint, upstreamStatus: error.status }, `${page}: enrolments failed`);
        return null;
      },
    ),
    alongside
      ? withSessionToken(session, (token) => alongside(courseId, token), path)
      : (undefined as Extra),
  ]);
  return { status: "found", course, enrolments, extra };
}
