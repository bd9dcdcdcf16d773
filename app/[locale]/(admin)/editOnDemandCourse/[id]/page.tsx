import { coursePageTitles, EditCoursePage } from "@/app/[locale]/(admin)/_components/course-pages";
import { adminMetadata } from "@/app/[locale]/(admin)/_components/admin-metadata";
import { requireAdmin } from "@/lib/auth/guards";
import { hrefFor } from "@/lib/routes/manifest";
import { updateOnDemandCourseAction } from "./actions";

export const metadata = adminMetadata(coursePageTitles("on-demand").edit);

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
