"use server";

import { redirectLocalized } from "@/lib/i18n/redirect";
import { getCatalogue } from "@/lib/i18n/server";
import { profileHref } from "@/components/student/profile-href";
import { fail, ok } from "@/lib/actions/result";
import { studentAction } from "@/lib/actions/safe-action";
import { requestClientAddress } from "@/lib/auth/client-address";
import { messages } from "@/lib/messages";
import { UpstreamError } from "@/lib/upstream/client";
import {
  emailChangeRefusal,
  isEmailChangeSupported,
  requestEmailChange,
} from "@/lib/upstream/email-change";
import {
  changePassword,
  isPasswordChangeSupported,
  passwordChangeRefusal,
} from "@/lib/upstream/passwords";
import { getStudent, isLanguageSupported, updateStudent } from "@/lib/upstream/students";
import { changePasswordSchema, editProfileSchema } from "@/lib/validation/student";

/**
 * Saves the logged-in student's first name, second name, phone and, when the upstream keeps them,
 * the name printed on certificates (blank or equal to the names: first + last name) and the
 * language of their e-mails ("en" or "ar", checked here) (spec §2 "Edit profile"), then
 * goes back to the profile, which confirms 'Data Updated Successfully'. Failure: 'Failed To Edit
 * Data'.
 *
 * The e-mail is the login e-mail: when it differs from the current one, the current
 * password is required and the upstream only e-mails a confirmation link to the new address
 * (the change counts once it is opened); the action then stays on the page and says so. On a
 * legacy upstream (no extension) a different e-mail is refused: nothing there can check the
 * password. Security boundary: the account edited is the session's own id, never one from the
 * form; the profile update always sends the stored e-mail, never the form's.
 */
export const editProfileAction = studentAction(
  editProfileSchema,
  async (input, { session }) => {
    const current = await getStudent(session.userId, session.token);
    if (!current) return fail(messages.student.editFailed);
    const isEmailChanged = input.email.toLowerCase() !== current.email.toLowerCase();

    if (isEmailChanged) {
      if (!(await isEmailChangeSupported())) {
        return fail(messages.emailChange.unavailable, {
          email: [messages.emailChange.unavailable],
        });
      }
      if (!input.currentPassword) {
        const text = messages.emailChange.passwordRequired;
        return fail(text, { currentPassword: [text] });
      }
      try {
        await requestEmailChange(
          session.userId,
          { newEmail: input.email, currentPassword: input.currentPassword },
          session.token,
          { clientAddress: await requestClientAddress() },
        );
      } catch (error) {
        if (!(error instanceof UpstreamError)) throw error;
        const refusal = emailChangeRefusal(error);
        if (refusal === "wrongPassword") {
          return fail(messages.emailChange.wrongPassword, {
            currentPassword: [messages.emailChange.wrongPassword],
          });
        }
        if (refusal === "emailTaken")
          return fail(messages.signup.emailExists, { email: [messages.signup.emailExists] });
        if (refusal === "invalidEmail")
          return fail(messages.auth.invalidEmail, { email: [messages.auth.invalidEmail] });
        // "sameEmail" cannot happen (compared above); anything else is mapped by the wrapper.
        throw error;
      }
    }

    await updateStudent(
      session.userId,
      {
        firstName: input.firstName,
        lastName: input.lastName,
        email: current.email,
        phoneNumber: input.phoneNumber,
        gender: current.gender,
        // Sent only to an upstream that keeps a certificate name (it said so in the student read).
        ...(current.certificateName === undefined
          ? {}
          : { certificateName: input.certificateName }),
        // Checked by the schema ("en" or "ar"); sent only to an upstream that keeps it.
        ...(input.language !== undefined && (await isLanguageSupported())
          ? { language: input.language }
          : {}),
      },
      session.token,
    );
    if (isEmailChanged)
      return ok(
        undefined,
        // Built here with the address, so in the page's language from the start.
        (await getCatalogue()).emailChange.linkSent.replace("{email}", input.email),
      );
    return redirectLocalized(profileHref(session.userId, { isUpdated: true }));
  },
  { failureMessage: messages.student.editFailed },
);

/**
 * Changes the logged-in student's password with the current one (Edit Profile's Change
 * Password), then goes to the profile, which confirms it once. The upstream counts the current
 * password with the account's logins, keeps this session signed in, signs the other devices out
 * and e-mails "Your password was changed". Refusals: the current password wrong (on its field),
 * the new one refused by the upstream's rules (on its field), too many attempts; anything else
 * 'Failed to change the password'. Security boundary: the account is the session's own id, never
 * one from the form; on a legacy upstream (no extension) nothing is sent.
 */
export const changePasswordAction = studentAction(
  changePasswordSchema,
  async (input, { session }) => {
    if (!(await isPasswordChangeSupported())) return fail(messages.passwordChange.failed);
    try {
      await changePassword(session.userId, input, session.token, {
        clientAddress: await requestClientAddress(),
      });
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      const refusal = passwordChangeRefusal(error);
      if (refusal === "wrongPassword") {
        const text = messages.passwordChange.wrongPassword;
        return fail(text, { currentPassword: [text] });
      }
      if (refusal === "weakPassword") {
        // The upstream's rules are the form's (10 characters, a digit): said in the form's words.
        const text = messages.signup.passwordLength;
        return fail(text, { password: [text] });
      }
      throw error;
    }
    return redirectLocalized(profileHref(session.userId, { isPasswordChanged: true }));
  },
  { failureMessage: messages.passwordChange.failed },
);
