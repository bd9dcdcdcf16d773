import { manageCoursesRoute } from "@/app/(admin)/_components/course-routes";
import { deleteOnDemandCourseAction } from "./actions";

const route = manageCoursesRoute("on-demand", deleteOnDemandCourseAction);

export const metadata = route.metadata;

/**
 * Spec §2 "Manage on-demand courses" (`?q=` name search, `?page=`; `?created={id}` after a create
 * reminds that a package must be added). Admin only.
 */
export default route.Page;
