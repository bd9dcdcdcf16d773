import "server-only";
import { ok } from "@/lib/actions/result";
import { adminAction } from "@/lib/actions/safe-action";
import { getCatalogue } from "@/lib/i18n/server";
import { messages } from "@/lib/messages";
import { sendClassMessage } from "@/lib/upstream/class-messages";
import { sendClassMessageSchema } from "@/lib/validation/class-message";

/*
 * "Message the class", built once for the two pages that offer it: each route's `actions.ts`
 * ("use server") exports it as `sendClassMessageAction`. Security boundary: `adminAction`
 * re-checks the Admin role on every call and validates the fields and the course id (a Guid)
 * before anything reaches the upstream, which checks the course and the fields again.
 */

/**
 * Sends a message (subject, text) to every student of the course `courseId`: the upstream stores
 * it, shows it on the course page to the enrolled and e-mails each student through its job
 * queue. Admin only. Calls POST /api/ClassMessages/Course/{courseId}. Nothing cached changes:
 * messages are read per request. 'Message sent to {n} students' / 'Failed to send the message'.
 */
export function buildSendClassMessageAction() {
  return adminAction(
    sendClassMessageSchema,
    async ({ courseId, subject, body }, { session }) => {
      const message = await sendClassMessage(courseId, { subject, body }, session.token);
      const recipients = message.recipients ?? 0;
      // The count is in the sentence: written in the page's language here.
      return ok({ recipients }, (await getCatalogue()).classMessages.sent(recipients));
    },
    { failureMessage: messages.classMessages.sendFailed, keepValues: ["subject", "body"] },
  );
}
