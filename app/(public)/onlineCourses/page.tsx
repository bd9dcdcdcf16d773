import { resolveRenderMode } from "@/lib/render-mode";
import type { Metadata } from "next";
import { CourseGrid, CourseListFrame, EmptyCourses } from "@/components/course/course-grid";
import { loadCourseList } from "@/components/course/load-course";
import { messages } from "@/lib/messages";

const title = "Online Courses";
const intro =
  "Live, instructor-led structural engineering classes on set dates: model, analyse and design real buildings and ask questions as you go.";

export const metadata: Metadata = {
  title,
  description: intro,
  alternates: { canonical: "/onlineCourses" },
  openGraph: { title, description: intro, url: "/onlineCourses" },
};

/** Spec §2: the live online courses ("Enrolled" on a signed-in student's own). */
export default async function OnlineCoursesPage({ params }: PageProps<"/onlineCourses">) {
  await resolveRenderMode(params);
  const courses = await loadCourseList("online", "onlineCourses");
  return (
    <CourseListFrame title={title} intro={intro}>
      {courses.length === 0 ? (
        <EmptyCourses message={messages.public.noOnlineCourses} />
      ) : (
        <CourseGrid courses={courses} marksEnrollment />
      )}
    </CourseListFrame>
  );
}
