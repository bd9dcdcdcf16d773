import { pageQuery, resolveRenderMode } from "@/lib/render-mode";
import type { Metadata } from "next";
import {
  CourseGrid,
  CourseListFrame,
  EmptyCourses,
  emptyCoursesText,
} from "@/components/course/course-grid";
import { loadCourseList } from "@/components/course/load-course";
import { businessToday } from "@/lib/business-today";
import { searchByName } from "@/lib/catalogue-search";
import { messages } from "@/lib/messages";
import { searchTermParam } from "@/lib/paging";
import { parseSearchParams } from "@/lib/search-params";

const title = "Online Courses";
const intro =
  "Live, instructor-led structural engineering classes on set dates: model, analyse and design real buildings and ask questions as you go.";

export const metadata: Metadata = {
  title,
  description: intro,
  alternates: { canonical: "/onlineCourses" },
  openGraph: { title, description: intro, url: "/onlineCourses" },
};

/**
 * Spec §2: the live online courses ("Enrolled" on a signed-in student's own, "In progress" on
 * those running), searched by name with `?q=` (the cached list filtered for this request).
 */
export default async function OnlineCoursesPage({
  params,
  searchParams,
}: PageProps<"/[locale]/onlineCourses">) {
  await resolveRenderMode(params);
  const [{ q: search }, all, today] = await Promise.all([
    pageQuery(searchParams).then((query) => parseSearchParams(query, { q: searchTermParam })),
    loadCourseList("online", "onlineCourses"),
    businessToday(),
  ]);
  const courses = searchByName(all, search);
  return (
    <CourseListFrame
      title={title}
      intro={intro}
      search={{
        action: "/onlineCourses",
        label: messages.catalogue.searchOnlineCourses,
        term: search,
      }}
    >
      {courses.length === 0 ? (
        <EmptyCourses message={emptyCoursesText(search, messages.public.noOnlineCourses)} />
      ) : (
        <CourseGrid courses={courses} marksEnrollment today={today} />
      )}
    </CourseListFrame>
  );
}
