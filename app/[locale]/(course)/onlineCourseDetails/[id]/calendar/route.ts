import { hrefFor } from "@/lib/routes/manifest";
import { downloadErrorResponse, loginRedirectResponse } from "@/app/download/file-response";
import { getSession, withSessionToken } from "@/lib/auth/guards";
import { contentDisposition, sanitizeFileName } from "@/lib/file-types";
import { isGuid } from "@/lib/ids";
import { UpstreamError } from "@/lib/upstream/client";
import { getCourse } from "@/lib/upstream/courses";
import { getCourseCalendar, hasLiveSessions } from "@/lib/upstream/live-sessions";
import { logUpstreamFailure } from "@/lib/upstream-failure";

type Params = RouteContext<"/[locale]/onlineCourseDetails/[id]/calendar">;

const back = { href: "/onlineCourses", label: "Back to Online Courses" };

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
  if (!isGuid(id) || !(await hasLiveSessions()))
    return downloadErrorResponse(404, "Course not found", back);
  const session = await getSession();
  if (!session) return loginRedirectResponse(url);
  const courseBack = {
    href: hrefFor("/onlineCourseDetails/[id]", { id }),
    label: "Back to the course",
  };
  try {
    const course = await getCourse("online", id);
    if (!course) return downloadErrorResponse(404, "Course not found", back);
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
      return downloadErrorResponse(
        403,
        "Only students enrolled in this course can add it to a calendar",
        courseBack,
      );
    }
    if (error.isNotFound) return downloadErrorResponse(404, "Course not found", back);
    logUpstreamFailure(error, "course calendar: failed");
    return downloadErrorResponse(
      502,
      "The calendar could not be made. Please try again.",
      courseBack,
    );
  }
}
