import { resolveRenderMode } from "@/lib/render-mode";
import type { Metadata } from "next";
import { CourseGrid, CourseListFrame, EmptyCourses } from "@/components/course/course-grid";
import { loadCourseList } from "@/components/course/load-course";
import { businessToday } from "@/lib/business-today";
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

/** Spec §2: the live online courses ("Enrolled" on a signed-in student's own, "In progress" on those running). */
export default async function OnlineCoursesPage({ params }: PageProps<"/onlineCourses">) {
  await resolveRenderMode(params);
  const [courses, today] = await Promise.all([
    loadCourseList("online", "onlineCourses"),
    businessToday(),
  ]);
  return (
    <CourseListFrame title={title} intro={intro}>
      {courses.length === 0 ? (
        <EmptyCourses message={messages.public.noOnlineCourses} />
      ) : (
        <CourseGrid courses={courses} marksEnrollment today={today} />
      )}
    </CourseListFrame>
  );
}
