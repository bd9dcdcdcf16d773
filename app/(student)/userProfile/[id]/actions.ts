"use server";

import { redirect } from "next/navigation";
import { studentAction } from "@/lib/actions/safe-action";
import { endSession } from "@/lib/auth/guards";
import { messages } from "@/lib/messages";
import { deleteStudent } from "@/lib/upstream/students";
import { deleteProfileSchema } from "@/lib/validation/student";

/**
 * Deletes the logged-in student's own account (spec §4): DELETE /api/Students/{id} with the
 * session's token, then ends the session and goes home. Failure: 'Failed to Delete user'.
 *
 * Security boundary: the id deleted is always the session's own; the action takes no id, so no
 * request can name another account.
 */
export const deleteProfileAction = studentAction(
  deleteProfileSchema,
  async (_input, { session }) => {
    await deleteStudent(session.userId, session.token);
    await endSession();
    redirect("/");
  },
  { failureMessage: messages.student.deleteUserFailed },
);
