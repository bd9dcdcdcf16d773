import { coursePageTitles, ManageCoursesPage } from "@/app/[locale]/(admin)/_components/course-pages";
import { adminMetadata } from "@/app/[locale]/(admin)/_components/admin-metadata";
import { requireAdmin } from "@/lib/auth/guards";
import { deleteOnlineCourseAction } from "./actions";

export const metadata = adminMetadata(coursePageTitles("online").manage);

/** Spec §2 "Manage online courses" (`?q=` name search, `?page=`). Admin only. */
export default async function ManageOnlineCoursesPage({
  searchParams,
}: PageProps<"/[locale]/manageOnlineCourses">) {
  await requireAdmin("/manageOnlineCourses");
  return (
    <ManageCoursesPage
      kind="online"
      searchParams={await searchParams}
      deleteAction={deleteOnlineCourseAction}
    />
  );
}
