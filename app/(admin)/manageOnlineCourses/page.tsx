import type { Metadata } from "next";
import { coursePageTitles, ManageCoursesPage } from "@/app/(admin)/_components/course-pages";
import { requireAdmin } from "@/lib/auth/guards";
import { deleteOnlineCourseAction } from "./actions";
import type { SearchParamsProp } from "@/lib/search-params";

export const metadata: Metadata = {
  title: coursePageTitles("online").manage,
  robots: { index: false },
};

type Props = { searchParams: SearchParamsProp };

/** Spec §2 "Manage online courses" (`?q=` name search, `?page=`). Admin only. */
export default async function ManageOnlineCoursesPage({ searchParams }: Props) {
  await requireAdmin("/manageOnlineCourses");
  return (
    <ManageCoursesPage
      kind="online"
      searchParams={await searchParams}
      deleteAction={deleteOnlineCourseAction}
    />
  );
}
