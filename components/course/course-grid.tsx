import type { Route } from "next";
import { CourseCard, type CardCourse } from "@/components/course-card";
import { SearchBox } from "@/components/search-box";
import { CheckIcon } from "@/components/ui/icons";
import type { Session } from "@/lib/auth/guards";
import { heldIds } from "@/lib/holdings";
import { getCatalogue } from "@/lib/i18n/server";
import type { Catalogue } from "@/lib/i18n/catalogue";
import { messages as englishMessages } from "@/lib/messages";

/**
 * "Enrolled" on the card of an online course the signed-in student is enrolled in (their own
 * enrolments, read once per request with their token, lib/holdings.ts): it is not sold to them
 * again. A visitor or an admin causes no read and sees nothing here.
 */
async function EnrolledMark({ session, courseId }: { session: Session | null; courseId: string }) {
  if (!(await heldIds(session, "onlineCourse")).has(courseId.toLowerCase())) return null;
  const messages = await getCatalogue();
  return (
    <p className="mx-4 mb-4 inline-flex items-center gap-1.5 self-start rounded-full bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-800">
      <CheckIcon className="size-4" />
      {messages.coursePages.packages.enrolledMark}
    </p>
  );
}

/**
 * A list page's grid of course cards (each with its price line); the first card's image is the
 * page's LCP element. With `marksEnrollment` (online courses: bought once, for good), each card
 * says "Enrolled" for the own courses of the page's reader `session` (`viewerOf(mode)`; null for
 * a visitor and in the shared document, which read nothing). With `today` (Cairo, `YYYY-MM-DD`), an
 * online course running that day says "In progress".
 */
export function CourseGrid({
  courses,
  session = null,
  marksEnrollment = false,
  today = null,
}: {
  courses: CardCourse[];
  /** The page's reader, needed only with `marksEnrollment`. */
  session?: Session | null;
  marksEnrollment?: boolean;
  today?: string | null;
}) {
  return (
    <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {courses.map((course, index) => (
        <li key={course.id}>
          <CourseCard
            course={course}
            preload={index === 0}
            today={today}
            status={
              marksEnrollment ? <EnrolledMark session={session} courseId={course.id} /> : null
            }
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * The frame of a course list page: one h1, an intro line, the search box (a GET form of `?q=` to
 * the list's own path, as the product list's), then the list or its message.
 */
export function CourseListFrame({
  title,
  intro,
  search,
  children,
}: {
  title: string;
  intro: string;
  /** The list's path, the search box's label and the term searched ("" for none). */
  search: { action: Route; label: string; term: string };
  children: React.ReactNode;
}) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-3 max-w-3xl text-slate-700">{intro}</p>
      <div className="mt-8">
        <SearchBox action={search.action} defaultValue={search.term} label={search.label} />
      </div>
      {children}
    </div>
  );
}

/**
 * The text of a course list with no card: "No results for “{term}”" after a search, else the
 * spec's empty text of the kind (`emptyText`), in the language of `messages` (the page's
 * catalogue; English by default).
 */
export function emptyCoursesText(
  term: string,
  emptyText: string,
  messages: Catalogue = englishMessages,
): string {
  return term === "" ? emptyText : messages.catalogue.noResults(term);
}

/** The empty-list text of a course list (spec §2), or of a search that matched nothing. */
export function EmptyCourses({ message }: { message: string }) {
  return (
    <p className="mt-10 rounded-lg bg-slate-50 px-4 py-10 text-center text-lg text-slate-700">
      {message}
    </p>
  );
}
