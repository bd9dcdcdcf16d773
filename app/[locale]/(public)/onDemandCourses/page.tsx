import { pageQuery, resolveRenderMode } from "@/lib/render-mode";
import type { Metadata } from "next";
import {
  CourseGrid,
  CourseListFrame,
  EmptyCourses,
  emptyCoursesText,
} from "@/components/course/course-grid";
import { loadCourseList } from "@/components/course/load-course";
import { searchByName } from "@/lib/catalogue-search";
import { messages } from "@/lib/messages";
import { searchTermParam } from "@/lib/paging";
import { parseSearchParams } from "@/lib/search-params";

const title = "On-Demand Courses";
const intro =
  "Recorded structural engineering courses organised in sections. Choose a package of months and learn at your own pace.";

export const metadata: Metadata = {
  title,
  description: intro,
  alternates: { canonical: "/onDemandCourses" },
  openGraph: { title, description: intro, url: "/onDemandCourses" },
};

/**
 * Spec §2: the on-demand catalogue, only courses that have at least one package, searched by name
 * with `?q=` (the cached list filtered for this request: a query renders per request).
 */
export default async function OnDemandCoursesPage({
  params,
  searchParams,
}: PageProps<"/[locale]/onDemandCourses">) {
  await resolveRenderMode(params);
  const { q: search } = parseSearchParams(await pageQuery(searchParams), { q: searchTermParam });
  // The upstream lists courses without packages too; the spec shows only sellable ones.
  const onSale = (await loadCourseList("on-demand", "onDemandCourses")).filter(
    (course) => course.packages.length > 0,
  );
  const courses = searchByName(onSale, search);
  return (
    <CourseListFrame
      title={title}
      intro={intro}
      search={{
        action: "/onDemandCourses",
        label: messages.catalogue.searchOnDemandCourses,
        term: search,
      }}
    >
      {courses.length === 0 ? (
        <EmptyCourses message={emptyCoursesText(search, messages.public.noOnDemandCourses)} />
      ) : (
        <CourseGrid courses={courses} />
      )}
    </CourseListFrame>
  );
}
