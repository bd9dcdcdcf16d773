import { coursePageTitles, CreateCoursePage } from "@/app/[locale]/(admin)/_components/course-pages";
import { adminMetadata } from "@/app/[locale]/(admin)/_components/admin-metadata";
import { requireAdmin } from "@/lib/auth/guards";

export const metadata = adminMetadata(coursePageTitles("online").create);

/** Spec §2 "Create online course". Admin only. */
export default async function CreateOnlineCoursePage() {
  await requireAdmin("/createOnlineCourse");
  return <CreateCoursePage kind="online" />;
}
