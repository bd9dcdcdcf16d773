import { unstable_rethrow } from "next/navigation";
import { log } from "@/lib/log";
import { PageUnavailableError } from "@/lib/page-failure";
import type { Metadata } from "next";
import { CourseGrid, CourseListFrame, EmptyCourses } from "@/components/course/course-grid";
import { messages } from "@/lib/messages";
import { UpstreamError } from "@/lib/upstream/client";
import { listCourses } from "@/lib/upstream/courses";
import type { OnlineCourse } from "@/lib/upstream/types";

const title = "Online Courses";
const intro =
  "Live, instructor-led structural engineering classes on set dates: model, analyse and design real buildings and ask questions as you go.";

export const metadata: Metadata = {
  title,
  description: intro,
  alternates: { canonical: "/onlineCourses" },
  openGraph: { title, description: intro, url: "/onlineCourses" },
};

/** Spec §2: the live online courses. */
export default async function OnlineCoursesPage() {
  let courses: OnlineCourse[];
  try {
    courses = await listCourses("online");
  } catch (error) {
    // Next's own control flow (a request-time bail-out, not-found) is not a failure.
    unstable_rethrow(error);
    log.error(error instanceof UpstreamError ? { endpoint: error.endpoint, upstreamStatus: error.status } : { err: error }, "onlineCourses: list failed");
    throw new PageUnavailableError("onlineCourses");
  }
  return (
    <CourseListFrame title={title} intro={intro}>
      {courses.length === 0 ? <EmptyCourses message={messages.public.noOnlineCourses} /> : <CourseGrid courses={courses} />}
    </CourseListFrame>
  );
}
