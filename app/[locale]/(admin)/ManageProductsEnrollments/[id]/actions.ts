"use server";

import { adminAction } from "@/lib/actions/safe-action";
import { messages } from "@/lib/messages";
import { removeProductAssignment } from "@/lib/upstream/enrollments";
import { removeProductEnrollmentSchema } from "@/lib/validation/document";

/**
 * Remove Enrollment (spec §2 "Manage product enrollments"), after confirmation: the student loses
 * the product (its download is refused again). Admin only: `adminAction` re-checks the role and
 * both ids are validated (the legacy pastes `studentId` into raw SQL, contract §7.12).
 * Calls DELETE /api/Students/DeleteAssignProduct?productId=&studentId=. No public page shows
 * assignments, so no cache tag is touched. Failure: 'Failed to Delete Enrollment'.
 */
export const removeProductEnrollmentAction = adminAction(
  removeProductEnrollmentSchema,
  ({ productId, studentId }, { session }) =>
    removeProductAssignment(productId, studentId, session.token),
  {
    successMessage: messages.documents.enrollmentRemoved,
    failureMessage: messages.deleteFailed.enrollment,
  },
);
