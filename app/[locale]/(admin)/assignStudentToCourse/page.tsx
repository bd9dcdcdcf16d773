import type { Metadata } from "next";
import {
  AssignCoursePicker,
  type AssignableCourse,
} from "@/app/[locale]/(admin)/assignStudentToCourse/_components/assign-course-picker";
import { AssignStudentPage } from "@/app/[locale]/(admin)/_components/student-list";
import { getCatalogue, getRequestLocale } from "@/lib/i18n/server";
import { formatDate } from "@/lib/dates";
import { listManagedCourses } from "@/app/[locale]/(admin)/_components/course-pages";
import { hasLiveSessions } from "@/lib/upstream/live-sessions";

/** The tab's title in the page's language; never indexed. */
export async function generateMetadata(): Promise<Metadata> {
  const { adminForms } = await getCatalogue();
  return { title: adminForms.assign.courseTitle, robots: { index: false } };
}

/**
 * The on-demand courses that can be sold (at least one package), trimmed to what the dialog
 * shows, then the online courses (one Assign each, no package) when the upstream can enrol in
 * them (the live-sessions extension; the legacy refuses online enrolments).
 */
async function readCourses(): Promise<AssignableCourse[]> {
  const [locale, { adminForms }] = await Promise.all([getRequestLocale(), getCatalogue()]);
  // Drafts too (extension "Publishing"): the owner may enrol a student to test one.
  const [{ courses: onDemand }, online] = await Promise.all([
    listManagedCourses("on-demand"),
    hasLiveSessions().then(async (isPresent) =>
      isPresent ? (await listManagedCourses("online")).courses : [],
    ),
  ]);
  return [
    ...onDemand
      .filter((course) => course.packages.length > 0)
      .map((course) => ({
        kind: "on-demand" as const,
        id: course.id,
        name: course.name,
        packages: course.packages
          .map(({ id, name, durationMonths, price }) => ({ id, name, durationMonths, price }))
          .sort((a, b) => a.durationMonths - b.durationMonths),
      })),
    ...online.map((course) => ({
      kind: "online" as const,
      id: course.id,
      name: course.name,
      dates: adminForms.assign.dates(
        formatDate(course.start, locale),
        formatDate(course.end, locale),
      ),
    })),
  ];
}

/**
 * Spec §2 "Admin assignment screens", the admin's landing page: a searchable, paged student
 * table; a row opens the on-demand courses with their packages, each with 'Assign', and the online
 * courses (with live sessions), one 'Assign' each. Admin only
 * (checked here as well as in the layout and in the action).
 */
export default async function AssignStudentToCoursePage({
  searchParams,
}: PageProps<"/[locale]/assignStudentToCourse">) {
  const messages = await getCatalogue();
  const t = messages.adminForms.assign;
  return (
    <AssignStudentPage
      searchParams={searchParams}
      basePath="/assignStudentToCourse"
      title={t.courseTitle}
      intro={t.courseIntro}
      readCatalogue={readCourses}
      catalogueFailed={messages.public.onDemandCoursesFailed}
      Picker={AssignCoursePicker}
    />
  );
}
