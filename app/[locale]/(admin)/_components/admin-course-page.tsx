import "server-only";
import { Link } from "@/components/ui/link";
import { notFound, unstable_rethrow } from "next/navigation";
import type { ReactElement } from "react";
import { InlineAlert } from "@/components/course/inline-alert";
import { withSessionToken, type Session } from "@/lib/auth/guards";
import {
  courseRoutes,
  manageAssessmentsPath,
  manageEnrollmentsPath,
  managePackagesPath,
} from "@/lib/course-kinds";
import { getCatalogue } from "@/lib/i18n/server";
import { isAssessmentsSupported } from "@/lib/upstream/assessments";
import { listCourseEnrollments } from "@/lib/upstream/enrollments";
import { getCourse } from "@/lib/upstream/courses";
import type { Enrollment, OnDemandCourse } from "@/lib/upstream/types";
import { logUpstreamFailure } from "@/lib/upstream-failure";

/*
 * What the two admin pages of an on-demand course (Manage Packages, Manage Enrollments) share:
 * reading the course and its enrolments, and the header that links each page to the other.
 */

const coursePages = {
  packages: { title: "packagesTitle", path: managePackagesPath, logName: "managePackages" },
  enrollments: {
    title: "title",
    path: manageEnrollmentsPath,
    logName: "enrolments page",
  },
} as const;

/** One of the admin pages of an on-demand course. */
export type AdminCoursePage = keyof typeof coursePages;

/** What {@link loadAdminCourse} read: the page to show instead, or the course and its enrolments. */
export type AdminCourseLoad<Extra> =
  | { status: "failed"; page: ReactElement }
  | {
      status: "found";
      course: OnDemandCourse;
      /** Everyone enrolled in the course; null when the enrolments could not be read. */
      enrollments: Enrollment[] | null;
      /** What `alongside` returned. */
      extra: Extra;
    };

/**
 * The on-demand course of an admin course page and its enrolments. The course is the cached
 * public read; when the upstream fails, the result is the page to render instead (the page's
 * title as its h1 and the spec's "course read failed" alert); an unknown id shows not-found. The
 * enrolments are read with the admin's token, never cached, and are null (logged) when the
 * upstream fails; `alongside` is another read with the admin's token run at the same time (its
 * failures are its own; a 401 from either ends the session). The caller has already checked the
 * Admin role (`requireAdmin(path)`).
 */
export async function loadAdminCourse<Extra = undefined>({
  id,
  path,
  session,
  page,
  alongside,
}: {
  id: string;
  path: string;
  session: Session;
  page: AdminCoursePage;
  alongside?: (courseId: string, token: string) => Promise<Extra>;
}): Promise<AdminCourseLoad<Extra>> {
  let course;
  try {
    // With the admin's token: a draft (extension "Publishing") is read too.
    course = await withSessionToken(session, (token) => getCourse("on-demand", id, token), path);
  } catch (error) {
    unstable_rethrow(error);
    logUpstreamFailure(error, `${coursePages[page].logName}: course read failed`);
    const messages = await getCatalogue();
    return {
      status: "failed",
      page: (
        <div className="space-y-4">
          <h1 className="text-2xl font-bold text-slate-900">
            {messages.adminForms.enrollments[coursePages[page].title]}
          </h1>
          <InlineAlert message={messages.course.singleCourseFailed} />
        </div>
      ),
    };
  }
  if (!course) notFound();

  const courseId = course.id;
  const [enrollments, extra] = await Promise.all([
    withSessionToken(session, (token) => listCourseEnrollments(courseId, token), path).catch(
      (error: unknown) => {
        logUpstreamFailure(error, `${coursePages[page].logName}: enrolments failed`);
        return null;
      },
    ),
    alongside
      ? withSessionToken(session, (token) => alongside(courseId, token), path)
      : (undefined as Extra),
  ]);
  return { status: "found", course, enrollments, extra };
}

/**
 * The header of an admin course page: the page's title above the course's name (the h1), and
 * links to the other admin page of the course, its assessments (with the extension) and its
 * public details page.
 */
export async function AdminCourseHeader({
  page,
  course,
}: {
  page: AdminCoursePage;
  course: { id: string; name: string };
}) {
  const other = coursePages[page === "packages" ? "enrollments" : "packages"];
  const messages = await getCatalogue();
  const t = messages.adminForms.enrollments;
  return (
    <header className="space-y-2">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
        {t[coursePages[page].title]}
      </p>
      <h1 className="text-2xl font-bold text-slate-900">{course.name}</h1>
      <nav aria-label={t.coursePages} className="flex flex-wrap gap-4 text-sm">
        <Link href={other.path(course.id)} className="text-brand-700 underline">
          {t[other.title]}
        </Link>
        {(await isAssessmentsSupported()) ? (
          <Link href={manageAssessmentsPath(course.id)} className="text-brand-700 underline">
            {messages.assessmentAdmin.pageTitle}
          </Link>
        ) : null}
        <Link
          href={courseRoutes["on-demand"].details(course.id)}
          className="text-brand-700 underline"
        >
          {t.viewDetails}
        </Link>
      </nav>
    </header>
  );
}
