import { hrefFor } from "@/lib/routes/manifest";
import { downloadErrorResponse, loginRedirectResponse } from "@/app/download/file-response";
import { getSession, withSessionToken } from "@/lib/auth/guards";
import { contentDisposition, sanitizeFileName } from "@/lib/file-types";
import { catalogueFor } from "@/lib/i18n/catalogue";
import { localizedPath } from "@/lib/i18n/locale-path";
import { getRequestLocale } from "@/lib/i18n/server";
import { isGuid } from "@/lib/ids";
import { UpstreamError } from "@/lib/upstream/client";
import { getCourse } from "@/lib/upstream/courses";
import { getCourseCalendar, hasLiveSessions } from "@/lib/upstream/live-sessions";
import { logUpstreamFailure } from "@/lib/upstream-failure";

type Params = RouteContext<"/[locale]/render/[mode]/onlineCourseDetails/[id]/calendar">;

/**
 * GET /onlineCourseDetails/{id}/calendar: "Add to calendar", the course's sessions as an
 * iCalendar file (`{course}.ics`) with their meeting links, so only for an admin or a student
 * enrolled in the course: read with the session's token (GET
 * /api/LiveSessions/Course/{courseId}/Calendar), which the upstream refuses (403) to anyone else.
 * A visitor is sent to log in and comes back here. Never stored by a cache (`private, no-store`).
 */
export async function GET(request: Request, { params }: Params) {
  const { id } = await params;
  const url = new URL(request.url);
  // The refusals are said in the language of the page the link was on.
  const locale = await getRequestLocale();
  const texts = catalogueFor(locale).coursePages.calendar;
  const back = { href: localizedPath(locale, "/onlineCourses"), label: texts.backToList };
  if (!isGuid(id) || !(await hasLiveSessions()))
    return downloadErrorResponse(404, texts.notFound, back, locale);
  const session = await getSession();
  if (!session) return loginRedirectResponse(url);
  const courseBack = {
    href: localizedPath(locale, hrefFor("/onlineCourseDetails/[id]", { id })),
    label: texts.backToCourse,
  };
  try {
    const course = await getCourse("online", id);
    if (!course) return downloadErrorResponse(404, texts.notFound, back, locale);
    const file = await withSessionToken(
      session,
      (token) => getCourseCalendar(course.id, token),
      url.pathname,
    );
    const fileName = `${sanitizeFileName(course.name, "course")}.ics`;
    return new Response(file.body, {
      status: 200,
      headers: {
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": contentDisposition("attachment", fileName),
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    if (error.status === 403) {
      return downloadErrorResponse(403, texts.notEnrolled, courseBack, locale);
    }
    if (error.isNotFound) return downloadErrorResponse(404, texts.notFound, back, locale);
    logUpstreamFailure(error, "course calendar: failed");
    return downloadErrorResponse(502, texts.failed, courseBack, locale);
  }
}
