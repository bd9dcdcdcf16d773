import { manageCoursesRoute } from "@/app/(admin)/_components/course-routes";
import { deleteOnlineCourseAction } from "./actions";

const route = manageCoursesRoute("online", deleteOnlineCourseAction);

export const metadata = route.metadata;

/** Spec §2 "Manage online courses" (`?q=` name search, `?page=`). Admin only. */
export default route.Page;
