import type { Metadata } from "next";
import {
  coursePageTitles,
  ManageCoursesPage,
} from "@/app/[locale]/(admin)/_components/course-pages";
import { adminMetadata } from "@/app/[locale]/(admin)/_components/admin-metadata";
import { requireAdmin } from "@/lib/auth/guards";
import { getCatalogue } from "@/lib/i18n/server";
import { deleteOnlineCourseAction } from "./actions";

/** The page's title in the page's language; never indexed. */
export async function generateMetadata(): Promise<Metadata> {
  const messages = await getCatalogue();
  return adminMetadata(coursePageTitles("online", messages).manage);
}

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
