import { coursePageTitles, EditCoursePage } from "@/app/[locale]/(admin)/_components/course-pages";
import { adminMetadata } from "@/app/[locale]/(admin)/_components/admin-metadata";
import { requireAdmin } from "@/lib/auth/guards";
import { getCatalogue } from "@/lib/i18n/server";
import { hrefFor } from "@/lib/routes/manifest";
import { updateOnDemandCourseAction } from "./actions";

/** The tab's title in the page's language. */
export async function generateMetadata() {
  return adminMetadata(coursePageTitles("on-demand", await getCatalogue()).edit);
}

/** Spec §2 "Edit on-demand course": the form prefilled, and the two images. Admin only. */
export default async function EditOnDemandCoursePage({
  params,
  searchParams,
}: PageProps<"/[locale]/editOnDemandCourse/[id]">) {
  const { id } = await params;
  await requireAdmin(hrefFor("/editOnDemandCourse/[id]", { id }));
  return (
    <EditCoursePage
      kind="on-demand"
      id={id}
      searchParams={await searchParams}
      updateAction={updateOnDemandCourseAction}
    />
  );
}
