"use server";

import { redirect } from "next/navigation";
import { profileHref } from "@/components/student/profile-href";
import { studentAction } from "@/lib/actions/safe-action";
import { messages } from "@/lib/messages";
import { updateStudent } from "@/lib/upstream/students";
import { editProfileSchema } from "@/lib/validation/student";

/**
 * Saves the logged-in student's first name, second name, e-mail and phone (spec §2 "Edit
 * profile"), then goes back to the profile, which confirms 'Data Updated Successfully'.
 * Failure: 'Failed To Edit Data'.
 *
 * Security boundary: the account edited is the session's own id, never one from the form. Legacy
 * quirk: PUT /api/Students/{id} resets an omitted gender to male, so no gender is passed here and
 * `updateStudent` reads and sends the student's current one.
 */
export const editProfileAction = studentAction(
  editProfileSchema,
  async (input, { session }) => {
    await updateStudent(session.userId, input, session.token);
    redirect(profileHref(session.userId, { isUpdated: true }));
  },
  { failureMessage: messages.student.editFailed },
);
