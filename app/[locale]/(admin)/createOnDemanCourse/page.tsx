import {
  coursePageTitles,
  CreateCoursePage,
} from "@/app/[locale]/(admin)/_components/course-pages";
import { adminMetadata } from "@/app/[locale]/(admin)/_components/admin-metadata";
import { requireAdmin } from "@/lib/auth/guards";
import { getCatalogue } from "@/lib/i18n/server";

/** The tab's title in the page's language. */
export async function generateMetadata() {
  return adminMetadata(coursePageTitles("on-demand", await getCatalogue()).create);
}

/** Spec §2 "Create on-demand course" (the route's spelling is the spec's). Admin only. */
export default async function CreateOnDemandCoursePage() {
  await requireAdmin("/createOnDemanCourse");
  return <CreateCoursePage kind="on-demand" />;
}
