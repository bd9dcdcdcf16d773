import type { Metadata } from "next";
import {
  coursePageTitles,
  ManageCoursesPage,
} from "@/app/[locale]/(admin)/_components/course-pages";
import { adminMetadata } from "@/app/[locale]/(admin)/_components/admin-metadata";
import { requireAdmin } from "@/lib/auth/guards";
import { getCatalogue } from "@/lib/i18n/server";
import { deleteOnDemandCourseAction } from "./actions";

/** The page's title in the page's language; never indexed. */
export async function generateMetadata(): Promise<Metadata> {
  const messages = await getCatalogue();
  return adminMetadata(coursePageTitles("on-demand", messages).manage);
}

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
