import type { Metadata } from "next";
import { coursePageTitles, EditCoursePage } from "@/app/(admin)/_components/course-pages";
import { requireAdmin } from "@/lib/auth/guards";
import { updateOnDemandCourseAction } from "./actions";
import type { SearchParamsProp } from "@/lib/search-params";

export const metadata: Metadata = {
  title: coursePageTitles("on-demand").edit,
  robots: { index: false },
};

type Props = {
  params: Promise<{ id: string }>;
  searchParams: SearchParamsProp;
};

/** Spec §2 "Edit on-demand course": the form prefilled, and the two images. Admin only. */
export default async function EditOnDemandCoursePage({ params, searchParams }: Props) {
  const { id } = await params;
  await requireAdmin(`/editOnDemandCourse/${encodeURIComponent(id)}`);
  return (
    <EditCoursePage
      kind="on-demand"
      id={id}
      searchParams={await searchParams}
      updateAction={updateOnDemandCourseAction}
    />
  );
}
