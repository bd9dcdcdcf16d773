import { coursePageTitles, editCourseRoute } from "@/app/(admin)/_components/course-pages";
import { adminMetadata } from "@/app/(admin)/_components/admin-metadata";
import { updateOnlineCourseAction } from "./actions";

export const metadata = adminMetadata(coursePageTitles("online").edit);

/** Spec §2 "Edit online course": the form prefilled, and the two images. Admin only. */
export default editCourseRoute("online", updateOnlineCourseAction);
