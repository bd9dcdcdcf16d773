"use server";

import { redirectLocalized } from "@/lib/i18n/redirect";
import { getCatalogue } from "@/lib/i18n/server";
import { fail, ok } from "@/lib/actions/result";
import { adminAction, studentAction } from "@/lib/actions/safe-action";
import { requestClientAddress } from "@/lib/auth/client-address";
import { UpstreamError } from "@/lib/upstream/client";
import { endSession } from "@/lib/auth/guards";
import { messages } from "@/lib/messages";
import {
  deleteStudent,
  isDeletionPasswordChecked,
  isWrongDeletionPassword,
} from "@/lib/upstream/students";
import {
  deleteProfileSchema,
  resendConfirmationSchema,
  revokeCalendarSchema,
} from "@/lib/validation/student";
import { resendEmailConfirmation } from "@/lib/upstream/email-confirmation";
import { revokeCalendarToken } from "@/lib/upstream/live-sessions";
import {
  endAllStudentSessions,
  endMyOtherSessions,
  endMySession,
  endStudentSession,
} from "@/lib/upstream/sessions";
import {
  endAllStudentDevicesSchema,
  endMyDeviceSchema,
  endMyOtherDevicesSchema,
  endStudentDeviceSchema,
} from "@/lib/validation/sessions";

/**
 * Deletes the logged-in student's own account (spec §4): DELETE /api/Students/{id} with the
 * session's token and the account's password, which the upstream checks (counted like a login),
 * then ends the session and goes home. Failure: 'Failed to Delete user'; a missing or wrong
 * password is a field error. On a legacy upstream (no "Account deletion" extension) nothing can
 * check a password, so none is asked and the session alone deletes, as before.
 *
 * Security boundary: the id deleted is always the session's own; the action takes no id, so no
 * request can name another account.
 */
export const deleteProfileAction = studentAction(
  deleteProfileSchema,
  async ({ password }, { session }) => {
    const isChecked = await isDeletionPasswordChecked();
    if (isChecked && !password) {
      return fail(messages.student.deletePasswordRequired, {
        password: [messages.student.deletePasswordRequired],
      });
    }
    try {
      await deleteStudent(session.userId, session.token, {
        password: isChecked ? password : undefined,
        clientAddress: await requestClientAddress(),
      });
    } catch (error) {
      if (error instanceof UpstreamError && isWrongDeletionPassword(error)) {
        return fail(messages.student.deleteWrongPassword, {
          password: [messages.student.deleteWrongPassword],
        });
      }
      throw error;
    }
    await endSession();
    return redirectLocalized("/");
  },
  { failureMessage: messages.student.deleteUserFailed },
);

/** Every device sign-out, the student's own or the admin's, fails with one text. */
const signOutTexts = (successMessage: string) => ({
  successMessage,
  failureMessage: messages.sessions.signOutFailed,
});

/**
 * Signs one of the student's own devices out (Devices tab). The session id is checked by the
 * upstream against the caller's own sessions (404 otherwise).
 */
export const endMyDeviceAction = studentAction(
  endMyDeviceSchema,
  ({ sessionId }, { session }) => endMySession(sessionId, session.token),
  signOutTexts(messages.sessions.signedOutDevice),
);

/** Signs every other device of the student out, keeping this one (Devices tab). */
export const endMyOtherDevicesAction = studentAction(
  endMyOtherDevicesSchema,
  async (_input, { session }) => {
    await endMyOtherSessions(session.token);
  },
  signOutTexts(messages.sessions.signedOutOthers),
);

/** Admin: signs one device of a student out (the student's profile, Devices tab). */
export const endStudentDeviceAction = adminAction(
  endStudentDeviceSchema,
  ({ studentId, sessionId }, { session }) => endStudentSession(studentId, sessionId, session.token),
  signOutTexts(messages.sessions.signedOutDevice),
);

/** Admin: signs every device of a student out. */
export const endAllStudentDevicesAction = adminAction(
  endAllStudentDevicesSchema,
  async ({ studentId }, { session }) => {
    await endAllStudentSessions(studentId, session.token);
  },
  signOutTexts(messages.sessions.signedOutAll),
);

/**
 * "Resend confirmation e-mail" (extension "E-mail confirmation"): the upstream e-mails a new link
 * to the session's own login e-mail (POST /api/EmailConfirmation/Resend) and the profile says
 * where it went. At most once a minute and 5 times a day (a 429 says when to try again); an
 * address confirmed meanwhile says so.
 *
 * Security boundary: the account is always the session's own; the action takes no input.
 */
export const resendConfirmationAction = studentAction(
  resendConfirmationSchema,
  async (_input, { session }) => {
    const { email } = await resendEmailConfirmation(session.token);
    // Built here with the address, so in the page's language from the start.
    const { emailConfirmation } = await getCatalogue();
    return ok(undefined, emailConfirmation.resent.replace("{email}", email));
  },
  {
    failureMessage: messages.emailConfirmation.resendFailed,
    mapError: (error) =>
      error.status === 409 ? messages.emailConfirmation.alreadyConfirmed : undefined,
  },
);

/**
 * Revokes the student's own calendar subscription (Calendar tab): POST
 * /api/LiveSessions/Calendar/Token/Revoke with the session's token; every earlier address stops
 * working and the refreshed page shows the new one. Takes no input: always the session's own.
 */
export const revokeCalendarTokenAction = studentAction(
  revokeCalendarSchema,
  async (_input, { session }) => {
    await revokeCalendarToken(session.token);
  },
  {
    successMessage: messages.liveCalendar.revoked,
    failureMessage: messages.liveCalendar.revokeFailed,
  },
);
