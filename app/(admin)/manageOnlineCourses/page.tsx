import { coursePageTitles, manageCoursesRoute } from "@/app/(admin)/_components/course-pages";
import { adminMetadata } from "@/app/(admin)/_components/admin-metadata";
import { deleteOnlineCourseAction } from "./actions";

export const metadata = adminMetadata(coursePageTitles("online").manage);

/** Spec §2 "Manage online courses" (`?q=` name search, `?page=`). Admin only. */
export default manageCoursesRoute("online", deleteOnlineCourseAction);
