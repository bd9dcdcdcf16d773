import { resolveRenderMode } from "@/lib/render-mode";
import type { Metadata } from "next";
import { CourseGrid, CourseListFrame, EmptyCourses } from "@/components/course/course-grid";
import { loadCourseList } from "@/components/course/load-course";
import { messages } from "@/lib/messages";

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
export default async function OnDemandCoursesPage({ params }: PageProps<"/onDemandCourses">) {
  await resolveRenderMode(params);
  // The upstream lists courses without packages too; the spec shows only sellable ones.
  const courses = (await loadCourseList("on-demand", "onDemandCourses")).filter(
    (course) => course.packages.length > 0,
  );
  return (
    <CourseListFrame title={title} intro={intro}>
      {courses.length === 0 ? (
        <EmptyCourses message={messages.public.noOnDemandCourses} />
      ) : (
        <CourseGrid courses={courses} />
      )}
    </CourseListFrame>
  );
}
