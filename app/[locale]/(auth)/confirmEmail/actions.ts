"use server";

import { hrefFor } from "@/lib/routes/manifest";
import { redirectLocalized } from "@/lib/i18n/redirect";
import { fail } from "@/lib/actions/result";
import { publicAction } from "@/lib/actions/safe-action";
import { endSession } from "@/lib/auth/guards";
import { messages } from "@/lib/messages";
import { UpstreamError } from "@/lib/upstream/client";
import { confirmEmailChange } from "@/lib/upstream/email-change";
import { confirmSignupEmail } from "@/lib/upstream/email-confirmation";
import { confirmEmailSchema } from "@/lib/validation/student";

/** `/confirmEmail?confirmed=1`: the page says the change is done. */
const CONFIRMED_URL = hrefFor("/confirmEmail", {}, { query: { confirmed: 1 } });

/** `/confirmEmail?confirmed=1&purpose=signup`: the page says the new address is confirmed. */
const SIGNUP_CONFIRMED_URL = hrefFor(
  "/confirmEmail",
  {},
  { query: { confirmed: 1, purpose: "signup" } },
);

/**
 * A new student's address, confirmed with the token of the link e-mailed at signup (extension
 * "E-mail confirmation"; the upstream then sends the welcome). The session, if any, stays: nothing
 * about the login changed. An upstream failure other than a 429 says the signup's own text.
 */
async function confirmSignup(token: string) {
  let outcome: Awaited<ReturnType<typeof confirmSignupEmail>>;
  try {
    outcome = await confirmSignupEmail(token);
  } catch (error) {
    if (error instanceof UpstreamError && error.status !== 429)
      return fail(messages.emailConfirmation.confirmFailed);
    throw error;
  }
  switch (outcome.status) {
    case "confirmed":
      return redirectLocalized(SIGNUP_CONFIRMED_URL);
    case "expired":
      return fail(messages.emailConfirmation.linkExpired);
    case "used":
      return fail(messages.emailConfirmation.linkUsed);
    default:
      return fail(messages.emailConfirmation.linkInvalid);
  }
}

/**
 * Confirms the link of `/confirmEmail`: a new student's address (`purpose` "signup"), or a login
 * e-mail change with the token of the link e-mailed to the new address (so that nobody can move
 * an account to an address they do not read). Anyone holding
 * the link may (the token is the proof; no session needed). A change's success ends the browser's
 * own session when it is the changed account's (the upstream ends every session of the account;
 * the user logs in again with the new address) and the page says so. Failures: an expired, used,
 * unknown or replaced link, or (a change) an address taken meanwhile, each with its text.
 */
export const confirmEmailAction = publicAction(
  confirmEmailSchema,
  async ({ token, purpose }, { session }) => {
    if (purpose === "signup") return confirmSignup(token);
    const outcome = await confirmEmailChange(token);
    switch (outcome.status) {
      case "confirmed":
        if (session?.userId === outcome.userId) await endSession();
        return redirectLocalized(CONFIRMED_URL);
      case "expired":
        return fail(messages.emailChange.linkExpired);
      case "used":
        return fail(messages.emailChange.linkUsed);
      case "taken":
        return fail(messages.emailChange.addressTaken);
      default:
        return fail(messages.emailChange.linkInvalid);
    }
  },
  { failureMessage: messages.emailChange.confirmFailed },
);
