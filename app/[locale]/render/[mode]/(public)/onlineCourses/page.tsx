import { pageQuery, resolveRenderMode, viewerOf } from "@/lib/render-mode";
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
import { getCatalogue, getRequestLocale } from "@/lib/i18n/server";
import { localeAlternates } from "@/lib/page-metadata";
import { searchTermParam } from "@/lib/paging";
import { parseSearchParams } from "@/lib/search-params";

type Props = PageProps<"/[locale]/render/[mode]/onlineCourses">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await resolveRenderMode(params);
  const [messages, locale] = await Promise.all([getCatalogue(), getRequestLocale()]);
  const { title, intro } = messages.publicPages.lists.onlineCourses;
  const alternates = localeAlternates("/onlineCourses", locale);
  return {
    title,
    description: intro,
    alternates,
    openGraph: { title, description: intro, url: alternates.canonical },
  };
}

/**
 * Spec §2: the live online courses ("Enrolled" on a signed-in student's own, "In progress" on
 * those running), searched by name with `?q=` (the cached list filtered for this request).
 */
export default async function OnlineCoursesPage({ params, searchParams }: Props) {
  const mode = await resolveRenderMode(params);
  const messages = await getCatalogue();
  const { title, intro } = messages.publicPages.lists.onlineCourses;
  const [{ q: search }, all, today, session] = await Promise.all([
    pageQuery(mode, searchParams).then((query) => parseSearchParams(query, { q: searchTermParam })),
    loadCourseList("online", "onlineCourses"),
    businessToday(),
    viewerOf(mode),
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
        <EmptyCourses
          message={emptyCoursesText(search, messages.public.noOnlineCourses, messages)}
        />
      ) : (
        <CourseGrid courses={courses} session={session} marksEnrollment today={today} />
      )}
    </CourseListFrame>
  );
}
