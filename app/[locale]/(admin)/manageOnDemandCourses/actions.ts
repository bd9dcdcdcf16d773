"use server";

import { buildDeleteCourseAction } from "@/app/[locale]/(admin)/_components/course-actions";

/**
 * Deletes an on-demand course with its sections, videos, packages and enrolments (`{ id }`);
 * 'Failed to Delete Course' on failure. Admin only.
 */
export const deleteOnDemandCourseAction = buildDeleteCourseAction("on-demand");
