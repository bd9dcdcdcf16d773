"use server";

import { hrefFor } from "@/lib/routes/manifest";
import type { Route } from "next";
import { log } from "@/lib/log";
import { cookies } from "next/headers";
import { redirectLocalized } from "@/lib/i18n/redirect";
import {
  ARRIVAL_NOTICE_COOKIE,
  ARRIVAL_NOTICE_SECONDS,
  type ArrivalNoticeKey,
} from "@/lib/arrival-notice";
import { env } from "@/lib/env";
import { isEmailConfirmationSupported } from "@/lib/upstream/email-confirmation";
import { isProgressiveSubmission } from "@/lib/actions/form-flash";
import { fail, ok } from "@/lib/actions/result";
import { publicAction } from "@/lib/actions/safe-action";
import { requestClientAddress, requestUserAgent } from "@/lib/auth/client-address";
import { ADMIN_HOME, isAdminPath } from "@/lib/auth/routes";
import { buildSession, saveSession, type Role } from "@/lib/auth/session";
import { authThrottle } from "@/lib/auth/throttle";
import { throttleMessage } from "@/lib/auth/throttle-message";
import { messages } from "@/lib/messages";
import { safeNext } from "@/lib/safe-next";
import { UpstreamError } from "@/lib/upstream/client";
import {
  adminLogin,
  hasSignupRules,
  requestPasswordReset,
  resetPassword,
  signup,
  signupRefusalsOf,
  studentLogin,
  type LoginResult,
  type SignupRefusal,
} from "@/lib/upstream/auth";
import {
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
  signupSchema,
} from "@/lib/validation/auth";
import { logUpstreamFailure } from "@/lib/upstream-failure";

/** `/login?reset=success`: the login page confirms a password reset. */
const RESET_DONE_URL = hrefFor("/login", {}, { query: { reset: "success" } });

/** `/login?reset=sent`: the login page says the reset e-mail was sent. */
const RESET_SENT_URL = hrefFor("/login", {}, { query: { reset: "sent" } });

/** Seals the session for a login that just succeeded. @returns false if the token is already expired. */
async function startSession(login: LoginResult, role: Role): Promise<boolean> {
  // The role comes from WHICH endpoint accepted the credentials, never from the browser or
  // from the token's claims, so no client can promote itself.
  const session = buildSession({ userId: login.userId, token: login.token, role });
  if (!session) return false;
  await saveSession(session);
  return true;
}

/**
 * Where a fresh session goes: `next` when it suits the role (an admin page for an Admin, any
 * other same-origin page for a Student, so a student is never sent into a not-found admin page),
 * else the role's home.
 */
function destinationAfterLogin(role: Role, next: string | undefined): Route {
  const target = safeNext(next, "");
  const isAdminTarget = target !== "" && isAdminPath(target.split(/[?#]/)[0] ?? "");
  // `target` is a same-origin path (safeNext): one of the app's routes or its not-found page.
  if (role === "Admin") return isAdminTarget ? (target as Route) : ADMIN_HOME;
  return target !== "" && !isAdminTarget ? (target as Route) : "/";
}

function logUnexpected(error: unknown): void {
  if (error instanceof UpstreamError) {
    if (error.status === 0 || error.status >= 500) {
      logUpstreamFailure(error, "[auth] upstream call failed");
    }
    return;
  }
  log.error({ err: error }, "[auth] unexpected error");
}

/**
 * An upstream refusal for too many attempts, or its "busy, try again in a moment": passed on as
 * is (publicAction says when to retry), never reported as the form's own failure.
 */
function isTryAgainLater(error: unknown): boolean {
  return error instanceof UpstreamError && (error.isThrottled || error.isBusy);
}

/**
 * Logs in (spec §4): the admin login is tried first and its failure is silent; then the student
 * login. Admin → `next` when it is an admin page, else `/assignStudentToCourse`; Student →
 * `next` (same-origin, not an admin page) or `/`. Failure: 'Wrong Email Or Password'.
 *
 * Throttled per (account, client address), per address and per account (`lib/auth/throttle.ts`;
 * the upstream may throttle too, and its 429 is shown the same way). The attempt is counted
 * BEFORE the upstream checks the password, so parallel guesses cannot outrun the count: over
 * the limit the form says when to try again, even for the right password; a success clears the
 * pair's count; an attempt the upstream did not judge (its failure or its 429) is given back.
 */
export const loginAction = publicAction(
  loginSchema,
  async ({ email, password, next }) => {
    const throttle = authThrottle().login;
    const clientAddress = await requestClientAddress();
    const userAgent = await requestUserAgent();
    const wait = await throttle.take(email, clientAddress);
    if (wait > 0) return fail(throttleMessage(wait));

    const credentials = { email, password };
    let login: LoginResult;
    let role: Role;
    try {
      try {
        login = await adminLogin(credentials, { clientAddress, userAgent });
        role = "Admin";
      } catch (error) {
        // Admin login failure falls back silently to the student login (404: valid credentials
        // of a student; anything else but a 401, a 429 or a busy 503: the legacy's errors), and only a
        // non-upstream bug is rethrown. A 401 means no account has this e-mail and password
        // (contract §3.1), so the student login would fail too: it is not asked.
        if (!(error instanceof UpstreamError) || isTryAgainLater(error)) throw error;
        if (error.isUnauthorized) return fail(messages.auth.wrongCredentials);
        try {
          login = await studentLogin(credentials, { clientAddress, userAgent });
        } catch (studentError) {
          if (studentError instanceof UpstreamError && studentError.isUnauthorized)
            return fail(messages.auth.wrongCredentials);
          throw studentError;
        }
        role = "Student";
      }
    } catch (error) {
      await throttle.giveBack(email, clientAddress);
      throw error;
    }
    // A wrong password keeps its point (returned above); a right one clears the pair's count.
    await throttle.succeed(email, clientAddress);
    if (!(await startSession(login, role))) return fail(messages.auth.wrongCredentials);

    return redirectLocalized(destinationAfterLogin(role, next));
  },
  // The e-mail survives a failed no-JS login; the password is never sent back.
  { failureMessage: messages.auth.wrongCredentials, keepValues: ["email"] },
);

/** The field and text of each signup refusal an upstream with the signup-rules extension names. */
const signupRefusalText: Record<SignupRefusal, { field: string; message: string }> = {
  userNameTaken: { field: "userName", message: messages.signup.userNameTaken },
  userNameInvalid: { field: "userName", message: messages.signup.userNameInvalid },
  emailTaken: { field: "email", message: messages.signup.emailExists },
  emailInvalid: { field: "email", message: messages.auth.invalidEmail },
  passwordTooShort: { field: "password", message: messages.signup.passwordLength },
  passwordNeedsDigit: { field: "password", message: messages.signup.passwordDigit },
};

/**
 * What a refused signup says: each rule that failed (as a field error too) when the upstream
 * names them (extension "User names in any script"), else the spec's catch-all 'Email already
 * exists' (spec §8), which is all a legacy upstream's refusal may be taken to mean.
 */
async function signupFailure(error: unknown) {
  const refusals = error instanceof UpstreamError ? signupRefusalsOf(error) : [];
  if (refusals.length === 0 || !(await hasSignupRules())) return fail(messages.signup.emailExists);
  const fieldErrors: Record<string, string[]> = {};
  for (const refusal of refusals) {
    const { field, message } = signupRefusalText[refusal];
    (fieldErrors[field] ??= []).push(message);
  }
  return fail(signupRefusalText[refusals[0]!].message, fieldErrors);
}

/**
 * Signs up a student, then logs them in and goes to `next` when it is a same-origin page that is
 * not an admin page (the payment page of the item they chose), else to `/` (spec §4). A refused
 * signup says which
 * rule failed where the upstream names it, else 'Email already exists' (spec §8); a failed
 * automatic login says 'Please Try To Login from Login Page'. Throttled per e-mail and per
 * client address.
 */
export const signupAction = publicAction(
  signupSchema,
  async ({ next, ...input }) => {
    const clientAddress = await requestClientAddress();
    const wait = await authThrottle().signup.take(input.email, clientAddress);
    if (wait > 0) return fail(throttleMessage(wait));
    try {
      await signup(input, { clientAddress });
    } catch (error) {
      if (isTryAgainLater(error)) throw error;
      logUnexpected(error);
      return signupFailure(error);
    }
    try {
      const login = await studentLogin(
        { email: input.email, password: input.password },
        { clientAddress, userAgent: await requestUserAgent() },
      );
      if (!(await startSession(login, "Student"))) return fail(messages.signup.autoLoginFailed);
    } catch (error) {
      if (isTryAgainLater(error)) throw error;
      logUnexpected(error);
      return fail(messages.signup.autoLoginFailed);
    }
    // On an upstream that confirms addresses, the page landed on says to open the e-mailed link.
    if (await isEmailConfirmationSupported()) {
      (await cookies()).set(ARRIVAL_NOTICE_COOKIE, "signed-up" satisfies ArrivalNoticeKey, {
        maxAge: ARRIVAL_NOTICE_SECONDS,
        path: "/",
        sameSite: "lax",
        secure: env.SITE_URL.startsWith("https://"),
      });
    }
    return redirectLocalized(destinationAfterLogin("Student", next));
  },
  {
    failureMessage: messages.signup.emailExists,
    // Everything but the two password fields survives a failed no-JS signup.
    keepValues: ["firstName", "lastName", "userName", "gender", "email", "phoneNumber"],
  },
);

/**
 * Sends the reset e-mail: 'Please Check Your Email' or 'Failed To Send Email'. Throttled per
 * e-mail and per client address. Posted without JavaScript, a success goes to `/login?reset=sent`.
 */
export const requestPasswordResetAction = publicAction(
  forgotPasswordSchema,
  async ({ email }) => {
    const clientAddress = await requestClientAddress();
    const wait = await authThrottle().resetMail.take(email, clientAddress);
    if (wait > 0) return fail(throttleMessage(wait));
    await requestPasswordReset(email, { clientAddress });
    // A plain post (no JavaScript) answers with a page, which would not carry this result: the
    // login page says it instead.
    if (await isProgressiveSubmission()) return redirectLocalized(RESET_SENT_URL);
    return ok(undefined, messages.auth.checkEmail);
  },
  // The address typed survives a failed plain post (lib/actions/form-flash.ts).
  { failureMessage: messages.auth.sendEmailFailed, keepValues: ["email"] },
);

/**
 * Sets the new password from the e-mailed link, then goes to `/login?reset=success` (where
 * 'Password reset successfully' is shown). An invalid or expired link shows
 * `messages.auth.resetLinkInvalid`. Attempts are counted first, per (account, address), per
 * address and per account, as logins are; a refused link keeps its count.
 */
export const resetPasswordAction = publicAction(
  resetPasswordSchema,
  async (input) => {
    const throttle = authThrottle().reset;
    const clientAddress = await requestClientAddress();
    // Counted first, as logins are.
    const wait = await throttle.take(input.email, clientAddress);
    if (wait > 0) return fail(throttleMessage(wait));
    try {
      await resetPassword(input, { clientAddress });
    } catch (error) {
      const isRefusedLink =
        error instanceof UpstreamError &&
        !error.isThrottled &&
        error.status < 500 &&
        error.status !== 0;
      // The upstream refused the link (400 wrong or expired token, 404 unknown e-mail): the point
      // stays. Its failure or its 429 judged nothing: the point is given back.
      if (!isRefusedLink) await throttle.giveBack(input.email, clientAddress);
      throw error;
    }
    await throttle.succeed(input.email, clientAddress);
    // The link proved the mailbox: the account's login count, which refuses new addresses once
    // a guesser spread over many has used it up, starts again, so the owner can log in here.
    await authThrottle().login.forgive(input.email);
    return redirectLocalized(RESET_DONE_URL);
  },
  { failureMessage: messages.auth.resetLinkInvalid },
);
