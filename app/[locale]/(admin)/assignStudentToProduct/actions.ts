"use server";

import { adminAction } from "@/lib/actions/safe-action";
import { messages } from "@/lib/messages";
import { assignProductToStudent } from "@/lib/upstream/enrollments";
import { assignProductSchema } from "@/lib/validation/student";

/**
 * Assigns a product to a student (spec §2 "Admin assignment screens"). Admin only.
 * Success: 'Product Assigned To Student Successfully'; failure: 'Failed to Assign Product To
 * Student'. The legacy upstream answers 201 even when the assignment failed; the client turns a
 * 201 with a body into an error, so that failure is reported, not hidden.
 *
 * Security boundary: the role is re-checked by `adminAction` on every call and both ids are
 * validated. Calls PUT /api/Documents/AddProductToStudent. No cache tag is touched: assignments
 * are private reads, never cached.
 */
export const assignProductAction = adminAction(
  assignProductSchema,
  ({ studentId, productId }, { session }) =>
    assignProductToStudent(productId, studentId, session.token),
  {
    successMessage: messages.admin.productAssigned,
    failureMessage: messages.admin.assignProductFailed,
  },
);
