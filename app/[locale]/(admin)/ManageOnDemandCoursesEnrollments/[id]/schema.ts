import * as z from "@/lib/zod";
import { messages } from "@/lib/messages";
import { guidFields, guidSchema } from "@/lib/validation/student";

/** Input of `updateEnrollmentAction`: the enrolment, its course and the package chosen. */
export const updateEnrollmentSchema = z.object({
  courseId: guidSchema(messages.admin.updateEnrollmentFailed),
  enrollmentId: guidSchema(messages.admin.updateEnrollmentFailed),
  packageId: guidSchema(messages.admin.choosePackage),
});

/** Input of `deleteEnrollmentAction`. */
export const deleteEnrollmentSchema = z.object(
  guidFields(messages.deleteFailed.enrollment, "courseId", "enrollmentId"),
);
