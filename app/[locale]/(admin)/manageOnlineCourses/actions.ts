"use server";

import { buildDeleteCourseAction } from "@/app/[locale]/(admin)/_components/course-actions";

/** Deletes an online course (`{ id }`); 'Failed to Delete Course' on failure. Admin only. */
export const deleteOnlineCourseAction = buildDeleteCourseAction("online");
