"use server";

import { hrefFor } from "@/lib/routes/manifest";
import { redirect } from "next/navigation";
import { fail } from "@/lib/actions/result";
import { publicAction } from "@/lib/actions/safe-action";
import { endSession } from "@/lib/auth/guards";
import { messages } from "@/lib/messages";
import { confirmEmailChange } from "@/lib/upstream/email-change";
import { confirmEmailSchema } from "@/lib/validation/student";

/** `/confirmEmail?confirmed=1`: the page says the change is done. */
const CONFIRMED_URL = hrefFor("/confirmEmail", {}, { query: { confirmed: 1 } });

/**
 * Confirms a login e-mail change with the token of the link e-mailed to the new address (issue
 * 21). Anyone holding the link may (the token is the proof; no session needed). On success the
 * browser's own session ends when it is the changed account's (the upstream ends every session
 * of the account; the user logs in again with the new address) and the page says so. Failures:
 * an expired, used, unknown or replaced link, or an address taken meanwhile, each with its text.
 */
export const confirmEmailAction = publicAction(
  confirmEmailSchema,
  async ({ token }, { session }) => {
    const outcome = await confirmEmailChange(token);
    switch (outcome.status) {
      case "confirmed":
        if (session?.userId === outcome.userId) await endSession();
        redirect(CONFIRMED_URL);
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
