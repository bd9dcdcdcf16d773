import { coursePageTitles, editCourseRoute } from "@/app/(admin)/_components/course-pages";
import { adminMetadata } from "@/app/(admin)/_components/admin-metadata";
import { updateOnDemandCourseAction } from "./actions";

export const metadata = adminMetadata(coursePageTitles("on-demand").edit);

/** Spec §2 "Edit on-demand course": the form prefilled, and the two images. Admin only. */
export default editCourseRoute("on-demand", updateOnDemandCourseAction);
