import type { Metadata } from "next";
import { coursePageTitles, CreateCoursePage } from "@/app/(admin)/_components/course-pages";
import { requireAdmin } from "@/lib/auth/guards";

export const metadata: Metadata = {
  title: coursePageTitles("online").create,
  robots: { index: false },
};

/** Spec §2 "Create online course". Admin only (checked here as well as in the layout). */
export default async function CreateOnlineCoursePage() {
  await requireAdmin("/createOnlineCourse");
  return <CreateCoursePage kind="online" />;
}
