import "server-only";
import { requireAdmin } from "@/lib/auth/guards";
import type { Route } from "next";
import { Link } from "@/components/ui/link";
import { notFound, unstable_rethrow } from "next/navigation";
import type { ReactElement, ReactNode } from "react";
import { InlineAlert } from "@/components/course/inline-alert";
import {
  courseRoutes,
  manageAssessmentsPath,
  manageClassListPath,
  manageEnrollmentsPath,
  manageLiveSessionsPath,
  managePackagesPath,
} from "@/lib/course-kinds";
import { isGuid } from "@/lib/ids";
import type { Catalogue } from "@/lib/i18n/catalogue";
import { getCatalogue } from "@/lib/i18n/server";
import {
  isAssessmentsSupported,
  listAssessments,
  type Assessment,
} from "@/lib/upstream/assessments";
import { logUpstreamFailure } from "@/lib/upstream-failure";
import { findAssessmentCourse, type AssessmentCourse } from "./course";

/*
 * What the two assessment pages share: the frame, the header with the course's other admin
 * pages, and reading the course with its assessments (or the page to show instead).
 */

/** The frame of an assessment page (width and spacing of the other admin pages). */
export function AssessmentFrame({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-8">{children}</div>;
}

/** The admin pages of a course of `kind` that the header links to, beside its assessments. */
function coursePageLinks(
  course: AssessmentCourse,
  { enrollments, onlineCourse, assessments }: Catalogue["adminForms"],
): { href: Route; label: string }[] {
  const common = [
    { href: courseRoutes[course.kind].details(course.id), label: enrollments.viewDetails },
  ];
  return course.kind === "on-demand"
    ? [
        { href: managePackagesPath(course.id), label: enrollments.packagesTitle },
        { href: manageEnrollmentsPath(course.id), label: enrollments.title },
        ...common,
      ]
    : [
        { href: manageLiveSessionsPath(course.id), label: onlineCourse.sessionsTitle },
        { href: manageClassListPath(course.id), label: assessments.classList },
        { href: courseRoutes.online.edit(course.id), label: onlineCourse.editCourse },
        ...common,
      ];
}

/**
 * The header of an assessment page: `eyebrow` above the page's h1 (`title`), and links: the
 * course's other admin pages (`links` absent), or the ones given.
 */
export function AssessmentHeader({
  course,
  eyebrow,
  title,
  links,
  adminForms,
}: {
  course: AssessmentCourse;
  eyebrow: string;
  title: string;
  links?: { href: Route; label: string }[];
  /** The page's `adminForms` texts (`getCatalogue()`): the links' words. */
  adminForms: Catalogue["adminForms"];
}) {
  return (
    <header className="space-y-2">
      <p className="text-sm font-semibold tracking-wide break-words text-brand-700 uppercase">
        {eyebrow}
      </p>
      <h1 className="text-2xl font-bold break-words text-slate-900">{title}</h1>
      <nav
        aria-label={adminForms.enrollments.coursePages}
        className="flex flex-wrap gap-x-4 gap-y-1 text-sm"
      >
        {(links ?? coursePageLinks(course, adminForms)).map((link) => (
          <Link key={link.label} href={link.href} className="text-brand-700 underline">
            {link.label}
          </Link>
        ))}
      </nav>
    </header>
  );
}

/** What {@link loadAssessmentCourse} read: the page to show instead, or the course and its assessments. */
export type AssessmentCourseLoad =
  | { status: "failed"; page: ReactElement }
  | { status: "found"; course: AssessmentCourse; assessments: Assessment[] };

/**
 * The course of an assessment page (either kind) and its assessments (the cached public read,
 * expired by every change of the builder). Unknown or malformed ids show not-found. Instead of
 * the page: on an upstream without assessments, the header and a note saying so; when a read
 * fails, the title and the failure text (logged). The caller has checked the Admin role.
 */
export async function loadAssessmentCourse(courseId: string): Promise<AssessmentCourseLoad> {
  if (!isGuid(courseId)) notFound();
  // The admin's token: a draft's assessments are prepared before it is published.
  const session = await requireAdmin();
  const { assessmentAdmin: text, adminForms } = await getCatalogue();
  let course: AssessmentCourse | null;
  try {
    course = await findAssessmentCourse(courseId, session.token);
    if (!course) notFound();
    if (!(await isAssessmentsSupported())) {
      return {
        status: "failed",
        page: (
          <AssessmentFrame>
            <AssessmentHeader
              course={course}
              eyebrow={text.pageTitle}
              title={course.name}
              adminForms={adminForms}
            />
            <p
              role="status"
              className="rounded-md border border-slate-300 bg-white px-4 py-3 text-sm text-slate-700"
            >
              {text.noExtension}
            </p>
          </AssessmentFrame>
        ),
      };
    }
    return { status: "found", course, assessments: await listAssessments(course.id) };
  } catch (error) {
    // notFound() is Next's control flow: let it through.
    unstable_rethrow(error);
    logUpstreamFailure(error, "assessments: course or list read failed");
    return {
      status: "failed",
      page: (
        <AssessmentFrame>
          <h1 className="text-2xl font-bold text-slate-900">{text.pageTitle}</h1>
          <InlineAlert message={text.listFailed} />
        </AssessmentFrame>
      ),
    };
  }
}

/** The list page of a course's assessments, as a header link. */
export function assessmentsListLink(
  course: AssessmentCourse,
  text: Catalogue["assessmentAdmin"],
): { href: Route; label: string } {
  return { href: manageAssessmentsPath(course.id), label: text.backToList };
}
