import type { Metadata } from "next";
import { EnrolledCourses } from "@/components/student/enrolled-courses";
import { EnrolledPage } from "@/components/student/enrolled-page";

export const metadata: Metadata = { title: "Enrolled Courses", robots: { index: false } };

/** Spec §2 "Enrolled courses": the logged-in student's own on-demand enrolments. Students only. */
export default function EnrolledCoursesPage() {
  return <EnrolledPage path="/enrolledCourses" title="Enrolled Courses" List={EnrolledCourses} />;
}
