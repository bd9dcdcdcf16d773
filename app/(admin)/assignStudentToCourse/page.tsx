import { log } from "@/lib/log";
import type { Metadata } from "next";
import {
  AssignCoursePicker,
  type AssignableCourse,
} from "@/app/(admin)/assignStudentToCourse/_components/assign-course-picker";
import { loadStudentPage, StudentListFrame } from "@/app/(admin)/_components/student-list";
import { requireAdmin } from "@/lib/auth/guards";
import { messages } from "@/lib/messages";
import { UpstreamError } from "@/lib/upstream/client";
import { listCourses } from "@/lib/upstream/courses";
import type { SearchParamsProp } from "@/lib/search-params";

export const metadata: Metadata = { title: "Add Student To Course", robots: { index: false } };

type Props = { searchParams: SearchParamsProp };

const basePath = "/assignStudentToCourse";

/** The on-demand courses that can be sold (at least one package), trimmed to what the dialog shows. */
async function loadCourses(): Promise<{ courses: AssignableCourse[]; error?: string }> {
  try {
    const courses = await listCourses("on-demand");
    return {
      courses: courses
        .filter((course) => course.packages.length > 0)
        .map((course) => ({
          id: course.id,
          name: course.name,
          packages: course.packages
            .map(({ id, name, durationMonths, price }) => ({ id, name, durationMonths, price }))
            .sort((a, b) => a.durationMonths - b.durationMonths),
        })),
    };
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    log.error({ endpoint: error.endpoint, upstreamStatus: error.status }, "assign course: courses failed");
    return { courses: [], error: messages.public.onDemandCoursesFailed };
  }
}

/**
 * Spec §2 "Admin assignment screens", the admin's landing page: a searchable, paged student
 * table; a row opens the on-demand courses with their packages, each with 'Assign'. Admin only
 * (checked here as well as in the layout and in the action).
 */
export default async function AssignStudentToCoursePage({ searchParams }: Props) {
  const session = await requireAdmin(basePath);
  const [state, { courses, error }] = await Promise.all([
    loadStudentPage(session, await searchParams, basePath),
    loadCourses(),
  ]);
  return (
    <StudentListFrame
      title="Add Student To Course"
      intro="Find the student, open their row and assign the package they paid for. Access starts now."
      basePath={basePath}
      state={state}
    >
      {state.status === "ok" ? (
        <AssignCoursePicker students={state.students} courses={courses} coursesError={error} />
      ) : null}
    </StudentListFrame>
  );
}
