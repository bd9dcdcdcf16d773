import "server-only";
import { Link } from "@/components/ui/link";
import { notFound, unstable_rethrow } from "next/navigation";
import type { ReactElement, ReactNode } from "react";
import { InlineAlert } from "@/components/course/inline-alert";
import { withSessionToken, type Session } from "@/lib/auth/guards";
import {
  courseRoutes,
  manageAssessmentsPath,
  manageClassListPath,
  manageLiveSessionsPath,
} from "@/lib/course-kinds";
import { isGuid } from "@/lib/ids";
import { getCatalogue } from "@/lib/i18n/server";
import type { Catalogue } from "@/lib/i18n/catalogue";
import { isAssessmentsSupported } from "@/lib/upstream/assessments";
import { getCourse } from "@/lib/upstream/courses";
import { hasLiveSessions } from "@/lib/upstream/live-sessions";
import type { OnlineCourse } from "@/lib/upstream/types";
import { logUpstreamFailure } from "@/lib/upstream-failure";

/*
 * What the two admin pages of an online course (its live sessions, its class list) share:
 * reading the course and one admin read of the live-sessions extension, and the header that links
 * each page to the other.
 */

const onlineCoursePages = {
  sessions: {
    title: (messages: Catalogue) => messages.adminForms.onlineCourse.sessionsTitle,
    path: manageLiveSessionsPath,
    failure: (messages: Catalogue) => messages.liveSessions.scheduleFailed,
  },
  classList: {
    title: (messages: Catalogue) => messages.adminForms.onlineCourse.classListTitle,
    path: manageClassListPath,
    failure: (messages: Catalogue) => messages.liveSessions.classListFailed,
  },
} as const;

/** One of the admin pages of an online course. */
type OnlineCoursePage = keyof typeof onlineCoursePages;

function Frame({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-8">{children}</div>;
}

function Failed({ title, message }: { title: string; message: string }) {
  return (
    <Frame>
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <InlineAlert message={message} />
    </Frame>
  );
}

/**
 * The header of an online course's admin page: the page's title above the course's name (the
 * h1), and links to the other admin page, its assessments (with the extension), the course's
 * edit page and its public details page.
 */
export async function OnlineCourseHeader({
  page,
  course,
}: {
  page: OnlineCoursePage;
  course: { id: string; name: string };
}) {
  const other = onlineCoursePages[page === "sessions" ? "classList" : "sessions"];
  const messages = await getCatalogue();
  const t = messages.adminForms.onlineCourse;
  return (
    <header className="space-y-2">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
        {onlineCoursePages[page].title(messages)}
      </p>
      <h1 className="text-2xl font-bold break-words text-slate-900">{course.name}</h1>
      <nav aria-label={t.coursePages} className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <Link href={other.path(course.id)} className="text-brand-700 underline">
          {other.title(messages)}
        </Link>
        {(await isAssessmentsSupported()) ? (
          <Link href={manageAssessmentsPath(course.id)} className="text-brand-700 underline">
            {messages.assessmentAdmin.pageTitle}
          </Link>
        ) : null}
        <Link href={courseRoutes.online.edit(course.id)} className="text-brand-700 underline">
          {t.editCourse}
        </Link>
        <Link href={courseRoutes.online.details(course.id)} className="text-brand-700 underline">
          {t.viewDetails}
        </Link>
      </nav>
    </header>
  );
}

/** What {@link loadOnlineCourseAdmin} read: the page to show instead, or the course and the read. */
type OnlineCourseLoad<T> =
  { status: "failed"; page: ReactElement } | { status: "found"; course: OnlineCourse; data: T };

/**
 * The online course of an admin page and one read of the live-sessions extension with the
 * admin's token (never cached). Unknown or malformed ids, or a read answering null (not an
 * online course), show not-found. Otherwise, instead of the page: on an upstream without the
 * extension, a page saying so; when a read fails, the page's title and its failure text (logged;
 * a 401 ends the session). The caller has already checked the Admin role (`requireAdmin(path)`).
 */
export async function loadOnlineCourseAdmin<T>({
  id,
  session,
  page,
  read,
}: {
  id: string;
  session: Session;
  page: OnlineCoursePage;
  read: (courseId: string, token: string) => Promise<T | null>;
}): Promise<OnlineCourseLoad<T>> {
  if (!isGuid(id)) notFound();
  const { title, path, failure } = onlineCoursePages[page];
  const messages = await getCatalogue();
  let course: OnlineCourse | null;
  let data: T | null;
  try {
    // With the admin's token: a draft (extension "Publishing") is read too.
    course = await withSessionToken(session, (token) => getCourse("online", id, token), path(id));
    if (!course) notFound();
    if (!(await hasLiveSessions())) {
      return {
        status: "failed",
        page: (
          <Frame>
            <OnlineCourseHeader page={page} course={course} />
            <p
              role="status"
              className="rounded-md border border-slate-300 bg-white px-4 py-3 text-sm text-slate-700"
            >
              {messages.liveSessions.noExtension}
            </p>
          </Frame>
        ),
      };
    }
    const courseId = course.id;
    data = await withSessionToken(session, (token) => read(courseId, token), path(courseId));
  } catch (error) {
    // notFound() and the session's end are Next's control flow: let them through.
    unstable_rethrow(error);
    logUpstreamFailure(error, `${page}: online course admin read failed`);
    return {
      status: "failed",
      page: <Failed title={title(messages)} message={failure(messages)} />,
    };
  }
  if (data === null) notFound();
  return { status: "found", course, data };
}

/** The frame of an online course admin page (width and spacing of the other admin pages). */
export function OnlineCourseFrame({ children }: { children: ReactNode }) {
  return <Frame>{children}</Frame>;
}
