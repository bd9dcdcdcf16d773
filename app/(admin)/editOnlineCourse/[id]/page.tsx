import type { Metadata } from "next";
import { coursePageTitles, EditCoursePage } from "@/app/(admin)/_components/course-pages";
import { requireAdmin } from "@/lib/auth/guards";
import { updateOnlineCourseAction } from "./actions";
import type { SearchParamsProp } from "@/lib/search-params";

export const metadata: Metadata = {
  title: coursePageTitles("online").edit,
  robots: { index: false },
};

type Props = {
  params: Promise<{ id: string }>;
  searchParams: SearchParamsProp;
};

/** Spec §2 "Edit online course": the form prefilled, and the two images. Admin only. */
export default async function EditOnlineCoursePage({ params, searchParams }: Props) {
  const { id } = await params;
  await requireAdmin(`/editOnlineCourse/${encodeURIComponent(id)}`);
  return (
    <EditCoursePage
      kind="online"
      id={id}
      searchParams={await searchParams}
      updateAction={updateOnlineCourseAction}
    />
  );
}
