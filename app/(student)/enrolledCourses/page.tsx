import type { Metadata } from "next";
import { Suspense } from "react";
import { LoadingSpinner } from "@/components/course/loading-spinner";
import { EnrolledCourses } from "@/components/student/enrolled-courses";
import { requireStudent } from "@/lib/auth/guards";

export const metadata: Metadata = { title: "Enrolled Courses", robots: { index: false } };

/** Spec §2 "Enrolled courses": the logged-in student's own on-demand enrolments. Students only. */
export default async function EnrolledCoursesPage() {
  const session = await requireStudent("/enrolledCourses");
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Enrolled Courses</h1>
      <div className="mt-8">
        <Suspense fallback={<LoadingSpinner />}>
          <EnrolledCourses session={session} studentId={session.userId} />
        </Suspense>
      </div>
    </div>
  );
}
