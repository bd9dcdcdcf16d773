import "server-only";
import * as z from "@/lib/zod";
import type { PaymentMethod } from "@/lib/orders";
import { nullWhen, UpstreamError, upstreamFetch } from "@/lib/upstream/client";
import { endpointDetection } from "@/lib/upstream/extension-detection";
import { isGuid } from "@/lib/ids";
import { orderDtoSchema, pendingOrderCountSchema } from "@/lib/upstream/wire";

/*
 * The orders extension of the reference upstream (`upstream/EXTENSIONS.md`, "Orders"). The legacy
 * API has no orders: `hasOrders()` tells the pages whether to show any orders UI.
 */

/**
 * An order (the upstream's `OrderDto`): `amount` in `currency` (EGP for packages, USD otherwise),
 * copied from the catalogue when the order was made and re-quoted by the upstream when the buyer
 * comes back after 72 hours or a price change (`previousAmount`: the amount before that, or
 * null); times are ISO-8601 UTC strings;
 * `hasAccess` = the student already has the item (enrolled or assigned).
 */
export type Order = z.infer<typeof orderDtoSchema>;

/** What a buyer asks to order: ids and the method only (the upstream prices it). */
export type OrderRequest =
  | { kind: "package"; courseId: string; packageId: string; paymentMethod: PaymentMethod }
  | { kind: "onlineCourse"; courseId: string; paymentMethod: PaymentMethod }
  | { kind: "product"; productId: number; paymentMethod: PaymentMethod };

/**
 * Whether the upstream has the orders extension. One anonymous probe of
 * GET /api/Orders/PendingCount, remembered for 10 minutes: a 404 means the legacy API (no
 * orders); 401/403/200 mean the extension answers. A failed probe (network,
 * timeout, 5xx) is not remembered and reads as "no orders", so the payment page falls back to
 * the spec's WhatsApp steps rather than failing.
 * @returns true when the orders UI may be shown.
 */
export const hasOrders: () => Promise<boolean> = endpointDetection("/api/Orders/PendingCount");

/**
 * Creates an order for the session's student, or reopens their open order for the same item
 * (with the newly chosen method). Student token. Calls POST /api/Orders.
 * @returns the order.
 * @throws UpstreamError: 400 unknown item / package of another course / free item, 409 already
 *   owned (online course, product).
 */
export async function createOrder(request: OrderRequest, token: string): Promise<Order> {
  return upstreamFetch({
    method: "POST",
    path: "/api/Orders",
    body: request,
    schema: orderDtoSchema,
    token,
  });
}

/** The session student's orders, newest first. Student token. Calls GET /api/Orders/Mine. @throws UpstreamError. */
export async function listMyOrders(token: string): Promise<Order[]> {
  return upstreamFetch({ path: "/api/Orders/Mine", schema: z.array(orderDtoSchema), token });
}

/**
 * One order: the buyer's token or an admin's. Calls GET /api/Orders/{id}.
 * @returns the order, or null when unknown, not the caller's (403), or the id is not a Guid.
 * @throws UpstreamError on other failures.
 */
export async function getOrder(orderId: string, token: string): Promise<Order | null> {
  if (!isGuid(orderId)) return null;
  return nullWhen([403, 404], () =>
    upstreamFetch({ path: `/api/Orders/${orderId}`, schema: orderDtoSchema, token }),
  );
}

/**
 * Sends the payment proof (an image already checked and normalised by `checkImage`). Buyer's
 * token. Calls POST /api/Orders/{id}/Proof (multipart `File`).
 * @returns the order, now `proof_submitted`.
 * @throws UpstreamError: 409 approved/cancelled/expired, 415 not an image, 403 not the buyer.
 */
export async function uploadOrderProof(
  orderId: string,
  image: Blob,
  token: string,
): Promise<Order> {
  const form = new FormData();
  form.set("File", image, "proof.jpg");
  return upstreamFetch({
    endpoint: "POST /api/Orders/{id}/Proof",
    ids: [["guid", orderId]],
    body: form,
    schema: orderDtoSchema,
    token,
    timeoutMs: 60_000,
  });
}

/** Cancels the buyer's open order. Buyer's token. Calls POST /api/Orders/{id}/Cancel. @throws UpstreamError (409 not open). */
export async function cancelOrder(orderId: string, token: string): Promise<Order> {
  return transitionOrder(orderId, "Cancel", token);
}

/** POSTs one of an order's transitions (an invalid id is refused before any call); the order it leaves. */
function transitionOrder(
  orderId: string,
  transition: "Cancel" | "Approve" | "Reject",
  token: string,
  body?: { reason: string },
): Promise<Order> {
  return upstreamFetch({
    endpoint: `POST /api/Orders/{id}/${transition}`,
    ids: [["guid", orderId]],
    body,
    schema: orderDtoSchema,
    token,
  });
}

/** Statuses the admin queue can filter by. */
export const queueStatuses = [
  "proof_submitted",
  "awaiting_proof",
  "approved",
  "rejected",
  "cancelled",
  "expired",
  "all",
] as const;

/** One of {@link queueStatuses}. */
export type QueueStatus = (typeof queueStatuses)[number];

/**
 * The admin queue, oldest first, 50 a page. Admin token. Calls GET /api/Orders?status=&PageNumber=&PageSize=50.
 * @throws UpstreamError.
 */
export async function listOrderQueue(
  request: { status: QueueStatus; page: number },
  token: string,
): Promise<Order[]> {
  return upstreamFetch({
    path: "/api/Orders",
    query: { status: request.status, PageNumber: request.page, PageSize: 50 },
    schema: z.array(orderDtoSchema),
    token,
  });
}

/**
 * How many orders wait for a decision (the sidebar badge). Admin token.
 * Calls GET /api/Orders/PendingCount.
 * @returns the count; 0 on the legacy API or when the call fails (a badge is no reason to fail a page).
 */
export async function countPendingOrders(token: string): Promise<number> {
  if (!(await hasOrders())) return 0;
  try {
    const { count } = await upstreamFetch({
      path: "/api/Orders/PendingCount",
      schema: pendingOrderCountSchema,
      token,
      timeoutMs: 3000,
    });
    return count;
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    return 0;
  }
}

/**
 * Approves an order with proof; the upstream enrols the student (or assigns the product) in the
 * same transaction. Admin token. Calls POST /api/Orders/{id}/Approve.
 * @throws UpstreamError: 409 approved twice, cancelled, rejected, no proof, item deleted.
 */
export async function approveOrder(orderId: string, token: string): Promise<Order> {
  return transitionOrder(orderId, "Approve", token);
}

/**
 * Rejects an order with proof, with a reason the buyer reads (1–500 characters). Admin token.
 * Calls POST /api/Orders/{id}/Reject.
 * @throws UpstreamError: 400 no reason, 409 not waiting for a decision.
 */
export async function rejectOrder(orderId: string, reason: string, token: string): Promise<Order> {
  return transitionOrder(orderId, "Reject", token, { reason });
}

/**
 * The proof image as a stream (JPEG). The buyer's or an admin's token.
 * Calls GET /api/Orders/{id}/Proof.
 * @throws UpstreamError (404 no proof or malformed id).
 */
export async function fetchOrderProof(orderId: string, token: string) {
  return upstreamFetch({
    endpoint: "GET /api/Orders/{id}/Proof",
    ids: [["guid", orderId]],
    file: true,
    token,
  });
}

/**
 * What the admin sidebar shows about orders: whether the upstream has them (Manage Orders
 * appears) and how many wait for approval (the badge). Admin token; never cached.
 * Calls the detection probe and GET /api/Orders/PendingCount; never throws for upstream failures.
 */
export async function adminOrdersNav(
  token: string,
): Promise<{ hasOrders: boolean; pendingOrders: number }> {
  if (!(await hasOrders())) return { hasOrders: false, pendingOrders: 0 };
  return { hasOrders: true, pendingOrders: await countPendingOrders(token) };
}
