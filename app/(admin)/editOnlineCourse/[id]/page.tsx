import { editCourseRoute } from "@/app/(admin)/_components/course-routes";
import { updateOnlineCourseAction } from "./actions";

const route = editCourseRoute("online", updateOnlineCourseAction);

export const metadata = route.metadata;

/** Spec §2 "Edit online course": the form prefilled, and the two images. Admin only. */
export default route.Page;
