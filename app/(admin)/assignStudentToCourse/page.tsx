import type { Metadata } from "next";
import { AssignCoursePicker } from "@/app/(admin)/assignStudentToCourse/_components/assign-course-picker";
import { AssignStudentPage } from "@/app/(admin)/_components/student-list";
import { messages } from "@/lib/messages";
import { listCourses } from "@/lib/upstream/courses";
import type { SearchParamsProp } from "@/lib/search-params";

export const metadata: Metadata = { title: "Add Student To Course", robots: { index: false } };

/** The on-demand courses that can be sold (at least one package), trimmed to what the dialog shows. */
async function readCourses() {
  const courses = await listCourses("on-demand");
  return courses
    .filter((course) => course.packages.length > 0)
    .map((course) => ({
      id: course.id,
      name: course.name,
      packages: course.packages
        .map(({ id, name, durationMonths, price }) => ({ id, name, durationMonths, price }))
        .sort((a, b) => a.durationMonths - b.durationMonths),
    }));
}

/**
 * Spec §2 "Admin assignment screens", the admin's landing page: a searchable, paged student
 * table; a row opens the on-demand courses with their packages, each with 'Assign'. Admin only
 * (checked here as well as in the layout and in the action).
 */
export default function AssignStudentToCoursePage({
  searchParams,
}: {
  searchParams: SearchParamsProp;
}) {
  return (
    <AssignStudentPage
      searchParams={searchParams}
      basePath="/assignStudentToCourse"
      title="Add Student To Course"
      intro="Find the student, open their row and assign the package they paid for. Access starts now."
      readCatalogue={readCourses}
      catalogueFailed={messages.public.onDemandCoursesFailed}
      Picker={AssignCoursePicker}
    />
  );
}
