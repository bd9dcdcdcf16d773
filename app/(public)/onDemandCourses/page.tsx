import { unstable_rethrow } from "next/navigation";
import { log } from "@/lib/log";
import { PageUnavailableError } from "@/lib/page-failure";
import type { Metadata } from "next";
import { CourseGrid, CourseListFrame, EmptyCourses } from "@/components/course/course-grid";
import { messages } from "@/lib/messages";
import { UpstreamError } from "@/lib/upstream/client";
import { listCourses } from "@/lib/upstream/courses";
import type { OnDemandCourse } from "@/lib/upstream/types";

const title = "On-Demand Courses";
const intro =
  "Recorded structural engineering courses organised in sections. Choose a package of months and learn at your own pace.";

export const metadata: Metadata = {
  title,
  description: intro,
  alternates: { canonical: "/onDemandCourses" },
  openGraph: { title, description: intro, url: "/onDemandCourses" },
};

/** Spec §2: the on-demand catalogue, only courses that have at least one package. */
export default async function OnDemandCoursesPage() {
  let courses: OnDemandCourse[];
  try {
    // The upstream lists courses without packages too; the spec shows only sellable ones.
    courses = (await listCourses("on-demand")).filter((course) => course.packages.length > 0);
  } catch (error) {
    // Next's own control flow (a request-time bail-out, not-found) is not a failure.
    unstable_rethrow(error);
    log.error(error instanceof UpstreamError ? { endpoint: error.endpoint, upstreamStatus: error.status } : { err: error }, "onDemandCourses: list failed");
    throw new PageUnavailableError("onDemandCourses");
  }
  return (
    <CourseListFrame title={title} intro={intro}>
      {courses.length === 0 ? <EmptyCourses message={messages.public.noOnDemandCourses} /> : <CourseGrid courses={courses} />}
    </CourseListFrame>
  );
}
