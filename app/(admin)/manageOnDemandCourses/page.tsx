import type { Metadata } from "next";
import { coursePageTitles, ManageCoursesPage } from "@/app/(admin)/_components/course-pages";
import { requireAdmin } from "@/lib/auth/guards";
import { deleteOnDemandCourseAction } from "./actions";
import type { SearchParamsProp } from "@/lib/search-params";

export const metadata: Metadata = {
  title: coursePageTitles("on-demand").manage,
  robots: { index: false },
};

type Props = { searchParams: SearchParamsProp };

/**
 * Spec §2 "Manage on-demand courses" (`?q=` name search, `?page=`; `?created={id}` after a create
 * reminds that a package must be added). Admin only.
 */
export default async function ManageOnDemandCoursesPage({ searchParams }: Props) {
  await requireAdmin("/manageOnDemandCourses");
  return (
    <ManageCoursesPage
      kind="on-demand"
      searchParams={await searchParams}
      deleteAction={deleteOnDemandCourseAction}
    />
  );
}
