import { editCourseRoute } from "@/app/(admin)/_components/course-routes";
import { updateOnDemandCourseAction } from "./actions";

const route = editCourseRoute("on-demand", updateOnDemandCourseAction);

export const metadata = route.metadata;

/** Spec §2 "Edit on-demand course": the form prefilled, and the two images. Admin only. */
export default route.Page;
