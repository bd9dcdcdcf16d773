import { createCourseRoute } from "@/app/(admin)/_components/course-routes";

const route = createCourseRoute("on-demand");

export const metadata = route.metadata;

/** Spec §2 "Create on-demand course" (the route's spelling is the spec's). Admin only. */
export default route.Page;
