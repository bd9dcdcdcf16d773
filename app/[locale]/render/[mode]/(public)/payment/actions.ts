"use server";

import { hrefFor } from "@/lib/routes/manifest";
import { getCatalogue } from "@/lib/i18n/server";
import { redirectLocalized } from "@/lib/i18n/redirect";
import * as z from "@/lib/zod";
import { fail, ok } from "@/lib/actions/result";
import { studentAction } from "@/lib/actions/safe-action";
import { messages } from "@/lib/messages";
import { isGuid, parseIntId } from "@/lib/ids";
import { cancelOrder, createOrder, hasOrders, type OrderRequest } from "@/lib/upstream/orders";
import { paymentMethodSchema } from "@/lib/payment-methods";
import { UpstreamError } from "@/lib/upstream/client";
import { holds, type HeldItem } from "@/lib/holdings";

const guid = z.string().trim().refine(isGuid, messages.orders.orderFailed);

// Only ids and the method are read: a price, amount or currency sent by the browser is dropped by
// the schema (the upstream copies the amount from the catalogue).
const createOrderSchema = z
  .object({
    product: z.string().trim().optional(),
    course: guid.optional(),
    package: guid.optional(),
    method: paymentMethodSchema(messages.orders.orderFailed),
  })
  .transform((input, context): OrderRequest => {
    if (input.product) {
      const productId = parseIntId(input.product);
      if (productId !== null) return { kind: "product", productId, paymentMethod: input.method };
    } else if (input.course && input.package) {
      return {
        kind: "package",
        courseId: input.course,
        packageId: input.package,
        paymentMethod: input.method,
      };
    } else if (input.course) {
      return { kind: "onlineCourse", courseId: input.course, paymentMethod: input.method };
    }
    context.addIssue({ code: "custom", message: messages.orders.orderFailed });
    return z.NEVER;
  });

/** Texts for the upstream's refusals of a new order (ids the catalogue does not have as asked). */
function createError(error: UpstreamError): string | undefined {
  if (error.status === 400 && /package does not belong/i.test(error.message))
    return messages.orders.packageNotInCourse;
  return undefined;
}

/** The held kind and id an order asks for, or null for a package (sold again: packages run out). */
function heldItem(request: OrderRequest): HeldItem | null {
  if (request.kind === "product") return { kind: "product", id: request.productId };
  if (request.kind === "onlineCourse") return { kind: "onlineCourse", id: request.courseId };
  return null;
}

/**
 * Creates the session student's order for the item on the payment page, or reopens their open
 * order for it, then opens it (`/payment?order={id}`). Student only (a visitor is sent to log in).
 *
 * Security boundary: the buyer is the session's student (the upstream takes it from the token),
 * the amount is the catalogue's (never the browser's), and the upstream refuses a package of
 * another course. An online course or product the student already holds is refused with
 * "You are already enrolled in this course." / "You already have this product." and no order is
 * made. Calls GET /api/Students/CheckEnrollment/… or /api/Students/Products/…, then POST /api/Orders.
 */
export const createOrderAction = studentAction(
  createOrderSchema,
  async (request, { session }) => {
    // The refusals in the page's language (the schema's and the fallback stay English).
    const { orders } = await getCatalogue();
    const heldText = (kind: HeldItem["kind"]) =>
      kind === "product" ? orders.alreadyHaveProduct : orders.alreadyEnrolled;
    if (!(await hasOrders())) return fail(orders.orderFailed);
    // Nothing is sold twice: an online course or product the student already holds is refused
    // here, before any order exists (the page hides the form, but a stale tab or a hand-made
    // post still reaches this action).
    const held = heldItem(request);
    if (held && (await holds(session, held))) return fail(heldText(held.kind));
    let order;
    try {
      order = await createOrder(request, session.token);
    } catch (error) {
      // The upstream's own refusal of the same (409: already the student's), e.g. enrolled by an
      // admin between the check above and this call.
      if (held && error instanceof UpstreamError && error.status === 409)
        return fail(heldText(held.kind));
      throw error;
    }
    return redirectLocalized(hrefFor("/payment", {}, { query: { order: order.id } }));
  },
  { failureMessage: messages.orders.orderFailed, mapError: createError },
);

const cancelSchema = z.object({ orderId: guid });

/**
 * Cancels the session student's open order. Student only; the upstream refuses another
 * student's order (403) and a closed one (409). Calls POST /api/Orders/{id}/Cancel.
 */
export const cancelOrderAction = studentAction(
  cancelSchema,
  async ({ orderId }, { session }) => {
    await cancelOrder(orderId, session.token);
    return ok(undefined, (await getCatalogue()).orders.cancelled);
  },
  { failureMessage: messages.orders.cancelFailed },
);
