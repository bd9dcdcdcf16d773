import { createCourseRoute } from "@/app/(admin)/_components/course-routes";

const route = createCourseRoute("online");

export const metadata = route.metadata;

/** Spec §2 "Create online course". Admin only. */
export default route.Page;
