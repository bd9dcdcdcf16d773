"use server";

import { buildUpdateCourseAction } from "@/app/[locale]/(admin)/_components/course-actions";

/**
 * Saves the Edit Online Course form (`{ id, ...fields }`): 'Data Updated Successfully' or 'Failed
 * to Update Course'. Admin only; see `buildUpdateCourseAction`.
 */
export const updateOnlineCourseAction = buildUpdateCourseAction("online");
