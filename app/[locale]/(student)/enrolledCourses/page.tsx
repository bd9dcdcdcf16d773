import type { Metadata } from "next";
import { EnrolledCourses } from "@/components/student/enrolled-courses";
import { EnrolledPage } from "@/components/student/enrolled-page";
import { getCatalogue } from "@/lib/i18n/server";

export async function generateMetadata(): Promise<Metadata> {
  return {
    title: (await getCatalogue()).accountPages.enrolled.coursesTitle,
    robots: { index: false },
  };
}

/** Spec §2 "Enrolled courses": the logged-in student's own on-demand enrolments. Students only. */
export default async function EnrolledCoursesPage() {
  const { enrolled } = (await getCatalogue()).accountPages;
  return (
    <EnrolledPage path="/enrolledCourses" title={enrolled.coursesTitle} List={EnrolledCourses} />
  );
}
