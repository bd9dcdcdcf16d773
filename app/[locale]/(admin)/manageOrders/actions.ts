"use server";

import * as z from "@/lib/zod";
import { ok } from "@/lib/actions/result";
import { adminAction } from "@/lib/actions/safe-action";
import { messages } from "@/lib/messages";
import type { UpstreamError } from "@/lib/upstream/client";
import { approveOrder, rejectOrder, type Order } from "@/lib/upstream/orders";
import { isGuid } from "@/lib/ids";
import { tagsTouchedBy } from "@/lib/upstream/tags";

const orderIdSchema = z.string().trim().refine(isGuid, messages.orders.notDecidable);

/** The upstream's 409 sentences (upstream/EXTENSIONS.md) as the admin should read them. */
function decisionError(error: UpstreamError): string | undefined {
  if (error.status === 404) return messages.orders.notDecidable;
  if (error.status !== 409) return undefined;
  if (/already approved/i.test(error.message)) return messages.orders.alreadyApproved;
  if (/cancelled/i.test(error.message)) return messages.orders.orderWasCancelled;
  if (/no longer exists/i.test(error.message)) return messages.orders.itemGone;
  return messages.orders.notDecidable;
}

/** The public tags an approval touches: the course's enrolment counter, or the product. */
function tagsTouchedByApproval(order: Order): string[] {
  if (order.kind === "product") return tagsTouchedBy.product(order.productId ?? undefined);
  if (!order.courseId) return [];
  return order.kind === "package"
    ? tagsTouchedBy.onDemandCourse(order.courseId)
    : tagsTouchedBy.onlineCourse(order.courseId);
}

/**
 * Approves an order with proof: the upstream enrols the student (start now) or assigns the
 * product in the same transaction, so a failure leaves no half-made enrolment. Admin only
 * (re-checked by `adminAction`); the id is validated. Approving twice or a cancelled order gets
 * its own message. Calls POST /api/Orders/{id}/Approve; invalidates the item's tags.
 */
export const approveOrderAction = adminAction(
  z.object({ orderId: orderIdSchema }),
  async ({ orderId }, { session, expire }) => {
    const order = await approveOrder(orderId, session.token);
    expire(tagsTouchedByApproval(order));
    return ok(
      undefined,
      order.kind === "onlineCourse" ? messages.orders.approvedLiveCourse : messages.orders.approved,
    );
  },
  { failureMessage: messages.orders.approveFailed, mapError: decisionError },
);

const rejectSchema = z.object({
  orderId: orderIdSchema,
  reason: z
    .string({ message: messages.orders.rejectReasonRequired })
    .trim()
    .min(1, messages.orders.rejectReasonRequired)
    .max(500, messages.orders.rejectReasonTooLong),
});

/**
 * Rejects an order with proof, with a reason the buyer reads in My Orders (and by e-mail).
 * Admin only; nothing is enrolled. Calls POST /api/Orders/{id}/Reject.
 */
export const rejectOrderAction = adminAction(
  rejectSchema,
  async ({ orderId, reason }, { session }) => {
    await rejectOrder(orderId, reason, session.token);
  },
  {
    successMessage: messages.orders.rejected,
    failureMessage: messages.orders.rejectFailed,
    mapError: decisionError,
  },
);
