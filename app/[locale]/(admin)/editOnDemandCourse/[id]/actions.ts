"use server";

import { buildUpdateCourseAction } from "@/app/[locale]/(admin)/_components/course-actions";

/**
 * Saves the Edit On-Demand Course form (`{ id, ...fields }`): 'Data Updated Successfully' or
 * 'Failed to Update Course'; the stored enrolment counter is kept. Admin only; see
 * `buildUpdateCourseAction`.
 */
export const updateOnDemandCourseAction = buildUpdateCourseAction("on-demand");
