import { coursePageTitles, EditCoursePage } from "@/app/[locale]/(admin)/_components/course-pages";
import { adminMetadata } from "@/app/[locale]/(admin)/_components/admin-metadata";
import { requireAdmin } from "@/lib/auth/guards";
import { getCatalogue } from "@/lib/i18n/server";
import { hrefFor } from "@/lib/routes/manifest";
import { updateOnlineCourseAction } from "./actions";

/** The tab's title in the page's language. */
export async function generateMetadata() {
  return adminMetadata(coursePageTitles("online", await getCatalogue()).edit);
}

/** Spec §2 "Edit online course": the form prefilled, and the two images. Admin only. */
export default async function EditOnlineCoursePage({
  params,
  searchParams,
}: PageProps<"/[locale]/editOnlineCourse/[id]">) {
  const { id } = await params;
  await requireAdmin(hrefFor("/editOnlineCourse/[id]", { id }));
  return (
    <EditCoursePage
      kind="online"
      id={id}
      searchParams={await searchParams}
      updateAction={updateOnlineCourseAction}
    />
  );
}
