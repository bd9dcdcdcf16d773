import type { Metadata } from "next";
import { coursePageTitles, CreateCoursePage } from "@/app/(admin)/_components/course-pages";
import { requireAdmin } from "@/lib/auth/guards";

export const metadata: Metadata = {
  title: coursePageTitles("on-demand").create,
  robots: { index: false },
};

/**
 * Spec §2 "Create on-demand course" (the route's spelling is the spec's). Admin only (checked here
 * as well as in the layout).
 */
export default async function CreateOnDemandCoursePage() {
  await requireAdmin("/createOnDemanCourse");
  return <CreateCoursePage kind="on-demand" />;
}
