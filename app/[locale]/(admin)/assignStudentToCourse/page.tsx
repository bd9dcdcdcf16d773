import type { Metadata } from "next";
import {
  AssignCoursePicker,
  type AssignableCourse,
} from "@/app/[locale]/(admin)/assignStudentToCourse/_components/assign-course-picker";
import { AssignStudentPage } from "@/app/[locale]/(admin)/_components/student-list";
import { messages } from "@/lib/messages";
import { formatDate } from "@/lib/dates";
import { listManagedCourses } from "@/app/[locale]/(admin)/_components/course-pages";
import { hasLiveSessions } from "@/lib/upstream/live-sessions";

export const metadata: Metadata = { title: "Add Student To Course", robots: { index: false } };

/**
 * The on-demand courses that can be sold (at least one package), trimmed to what the dialog
 * shows, then the online courses (one Assign each, no package) when the upstream can enrol in
 * them (the live-sessions extension; the legacy refuses online enrolments).
 */
async function readCourses(): Promise<AssignableCourse[]> {
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
      dates: `${formatDate(course.start)} to ${formatDate(course.end)}`,
    })),
  ];
}

/**
 * Spec §2 "Admin assignment screens", the admin's landing page: a searchable, paged student
 * table; a row opens the on-demand courses with their packages, each with 'Assign', and the online
 * courses (with live sessions), one 'Assign' each. Admin only
 * (checked here as well as in the layout and in the action).
 */
export default function AssignStudentToCoursePage({
  searchParams,
}: PageProps<"/[locale]/assignStudentToCourse">) {
  return (
    <AssignStudentPage
      searchParams={searchParams}
      basePath="/assignStudentToCourse"
      title="Add Student To Course"
      intro="Find the student, open their row and assign the package or online course they paid for. Access starts now."
      readCatalogue={readCourses}
      catalogueFailed={messages.public.onDemandCoursesFailed}
      Picker={AssignCoursePicker}
    />
  );
}
