import {
  coursePageTitles,
  CreateCoursePage,
} from "@/app/[locale]/(admin)/_components/course-pages";
import { adminMetadata } from "@/app/[locale]/(admin)/_components/admin-metadata";
import { requireAdmin } from "@/lib/auth/guards";
import { getCatalogue } from "@/lib/i18n/server";

/** The tab's title in the page's language. */
export async function generateMetadata() {
  return adminMetadata(coursePageTitles("online", await getCatalogue()).create);
}

/** Spec §2 "Create online course". Admin only. */
export default async function CreateOnlineCoursePage() {
  await requireAdmin("/createOnlineCourse");
  return <CreateCoursePage kind="online" />;
}
