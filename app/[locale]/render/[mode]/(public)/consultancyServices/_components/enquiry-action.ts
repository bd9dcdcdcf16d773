"use server";

import { hrefFor } from "@/lib/routes/manifest";
import { redirectLocalized } from "@/lib/i18n/redirect";
import { isProgressiveSubmission } from "@/lib/actions/form-flash";
import { fail, issuesToFieldErrors, ok, type ActionResult } from "@/lib/actions/result";
import { publicAction } from "@/lib/actions/safe-action";
import { requestClientAddress } from "@/lib/auth/client-address";
import { log } from "@/lib/log";
import { messages as englishMessages } from "@/lib/messages";
import * as z from "@/lib/zod";
import { UpstreamError } from "@/lib/upstream/client";
import { sendEnquiry } from "@/lib/upstream/enquiries";
import { enquirySchemaFor } from "./enquiry-schema";
import { getCatalogue } from "@/lib/i18n/server";
import { logUpstreamFailure } from "@/lib/upstream-failure";

/** Where a form posted without JavaScript lands: the page's own notice of the outcome (`:target`). */
const outcomeAnchors = {
  sent: "enquiry-sent",
  invalid: "enquiry-invalid",
  throttled: "enquiry-throttled",
  failed: "enquiry-failed",
} as const;

/**
 * The outcome for both kinds of post: with JavaScript the result itself (the form shows it);
 * without, a redirect to the consultancy page at the outcome's notice. Why not Next's own
 * re-render of the posted page: the page is a cached static document that reads nothing of the
 * request, so the notice is a fragment the browser shows with CSS (`:target`).
 */
async function answer(
  outcome: keyof typeof outcomeAnchors,
  result: ActionResult,
): Promise<ActionResult> {
  if (await isProgressiveSubmission())
    return redirectLocalized(
      hrefFor("/consultancyServices", {}, { hash: outcomeAnchors[outcome] }),
    );
  return result;
}

/**
 * Sends the consultancy page's enquiry to the upstream (which keeps it, throttles it per client
 * address and e-mail, and e-mails the admin). Anyone may send one; nothing of the session is
 * read. A filled honeypot field is answered as a success and sent nowhere (a robot learns
 * nothing). Refusals: the form's field errors; "throttled" for the upstream's 429; "unavailable"
 * on a legacy upstream (404/405: no enquiries there); otherwise "failed".
 */
export const sendEnquiryAction = publicAction(
  // Checked inside, so that a post without JavaScript gets the page's own notice, not a flash.
  z.record(z.string(), z.unknown()),
  async (raw) => {
    const messages = await getCatalogue();
    const parsed = enquirySchemaFor(messages.enquiry).safeParse(raw);
    if (!parsed.success) {
      const fieldErrors = issuesToFieldErrors(parsed.error.issues);
      return answer(
        "invalid",
        fail(Object.values(fieldErrors)[0]?.[0] ?? messages.enquiry.failed, fieldErrors),
      );
    }
    const { isRobot, ...input } = parsed.data;
    if (isRobot) {
      log.info({}, "consultancy enquiry: honeypot filled, dropped");
      return answer("sent", ok(undefined, messages.enquiry.sent));
    }
    try {
      await sendEnquiry(input, { clientAddress: await requestClientAddress() });
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      if (error.status === 429) return answer("throttled", fail(messages.enquiry.throttled));
      if (error.status === 404 || error.status === 405)
        return answer("failed", fail(messages.enquiry.unavailable));
      logUpstreamFailure(error, "consultancy enquiry: upstream refused");
      return answer("failed", fail(messages.enquiry.failed));
    }
    return answer("sent", ok(undefined, messages.enquiry.sent));
  },
  { failureMessage: englishMessages.enquiry.failed },
);
