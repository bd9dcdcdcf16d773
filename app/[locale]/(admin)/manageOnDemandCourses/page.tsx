import { coursePageTitles, ManageCoursesPage } from "@/app/[locale]/(admin)/_components/course-pages";
import { adminMetadata } from "@/app/[locale]/(admin)/_components/admin-metadata";
import { requireAdmin } from "@/lib/auth/guards";
import { deleteOnDemandCourseAction } from "./actions";

export const metadata = adminMetadata(coursePageTitles("on-demand").manage);

/**
 * Spec §2 "Manage on-demand courses" (`?q=` name search, `?page=`; `?created={id}` after a create
 * reminds that a package must be added). Admin only.
 */
export default async function ManageOnDemandCoursesPage({
  searchParams,
}: PageProps<"/[locale]/manageOnDemandCourses">) {
  await requireAdmin("/manageOnDemandCourses");
  return (
    <ManageCoursesPage
      kind="on-demand"
      searchParams={await searchParams}
      deleteAction={deleteOnDemandCourseAction}
    />
  );
}
