import * as z from "@/lib/zod";
import { fail, ok } from "@/lib/actions/result";
import { TooManyAttempts } from "@/lib/actions/mutation";
import { studentRoute } from "@/lib/actions/student-route";
import { authThrottle } from "@/lib/auth/throttle";
import { checkImage } from "@/lib/files/check";
import { checkedFile } from "@/lib/files/upload-schemas";
import { IMAGE_MAX_BYTES } from "@/lib/files/limits";
import { messages } from "@/lib/messages";
import { canSendProof, type OrderStatus } from "@/lib/orders";
import { getOrder, uploadOrderProof } from "@/lib/upstream/orders";
import { isGuid } from "@/lib/ids";
import type { RouteHandler } from "@/lib/routes/route-handler";

/**
 * The buyer's payment proof (multipart field `file`, an image), sent with XHR so the page shows
 * progress. Security boundary, in this order and all before the body is read: `studentRoute`
 * re-checks the session and the Student role; the order must be the session student's own (read
 * with their token, and its `studentId` compared) and still open; the student's proof uploads
 * are counted (`PROOF_UPLOADS_PER_STUDENT` an hour: 429 with `Retry-After` beyond). Only then are
 * the bytes read
 * and checked: an image of at most 50 megapixels (sniffed, the size read from the header, then
 * normalised to JPEG by `checkImage` in the process's decode line: 503 with `Retry-After` when it
 * is full) before anything reaches the upstream. The upstream limits proofs per order (429: said
 * as every throttled form says it). Answers `ActionResult<{ status }>`.
 */
export const POST: RouteHandler<"/api/orders/[id]/proof"> = studentRoute(
  z
    .object({
      id: z.custom<string>((id) => typeof id === "string" && isGuid(id), {
        message: messages.orders.proofFailed,
      }),
      file: z.unknown().optional(),
    })
    // The proof is one file, not a form: its refusal is the message alone.
    .transform(async ({ id, file }, ctx) => ({
      id,
      file: checkedFile(
        await checkImage(file, { requiredMessage: messages.orders.proofRequired }),
        ctx,
      ),
    })),
  async ({ id, file }, { session }) => {
    const updated = await uploadOrderProof(id, file, session.token);
    return ok<{ status: OrderStatus }>({ status: updated.status }, messages.orders.proofUploaded);
  },
  {
    // Why before the body: decoding a 50-megapixel proof costs an instance seconds of work, and a
    // student must not be able to make it for an order that is not theirs or no longer open.
    before: async ({ id }, { session }) => {
      if (typeof id !== "string" || !isGuid(id)) return fail(messages.orders.proofFailed);
      const order = await getOrder(id, session.token);
      if (!order || order.studentId !== session.userId) return fail(messages.auth.forbidden);
      if (!canSendProof(order.status)) return fail(messages.orders.orderClosed);
      const wait = await authThrottle().proofUploads.take(session.userId);
      if (wait > 0) throw new TooManyAttempts(wait);
      return undefined;
    },
    failureMessage: messages.orders.proofFailed,
    maxBodyBytes: IMAGE_MAX_BYTES + 1024 * 1024,
    // 413 from the upstream is its pixel limit (bytes over 10 MB never leave this route).
    mapError: (error) =>
      error.status === 409
        ? messages.orders.orderClosed
        : error.status === 413
          ? messages.upload.imageTooLarge
          : undefined,
  },
);
