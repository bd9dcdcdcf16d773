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
import { getCatalogue, getRequestLocale } from "@/lib/i18n/server";
import { localeAlternates } from "@/lib/page-metadata";
import { searchTermParam } from "@/lib/paging";
import { parseSearchParams } from "@/lib/search-params";

type Props = PageProps<"/[locale]/render/[mode]/onDemandCourses">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await resolveRenderMode(params);
  const [messages, locale] = await Promise.all([getCatalogue(), getRequestLocale()]);
  const { title, intro } = messages.publicPages.lists.onDemandCourses;
  const alternates = localeAlternates("/onDemandCourses", locale);
  return {
    title,
    description: intro,
    alternates,
    openGraph: { title, description: intro, url: alternates.canonical },
  };
}

/**
 * Spec §2: the on-demand catalogue, only courses that have at least one package, searched by name
 * with `?q=` (the cached list filtered for this request: a query renders per request).
 */
export default async function OnDemandCoursesPage({ params, searchParams }: Props) {
  const mode = await resolveRenderMode(params);
  const messages = await getCatalogue();
  const { title, intro } = messages.publicPages.lists.onDemandCourses;
  const { q: search } = parseSearchParams(await pageQuery(mode, searchParams), {
    q: searchTermParam,
  });
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
        <EmptyCourses
          message={emptyCoursesText(search, messages.public.noOnDemandCourses, messages)}
        />
      ) : (
        <CourseGrid courses={courses} />
      )}
    </CourseListFrame>
  );
}
