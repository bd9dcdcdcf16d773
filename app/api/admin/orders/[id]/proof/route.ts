import { adminReadRoute } from "@/app/api/admin/admin-read";
import { UpstreamError } from "@/lib/upstream/client";
import { fetchOrderProof } from "@/lib/upstream/orders";
import { isGuid } from "@/lib/ids";
import type { RouteHandler } from "@/lib/routes/route-handler";

/**
 * An order's payment proof image for the admin queue (`/manageOrders`), served as a URL so it is
 * never inlined as base64 in HTML (architecture rule 5). Security boundary: the Admin role is
 * re-checked here on every request (401 visitor, 403 student); nothing is cached by browsers or
 * proxies (`private, no-store`): a proof shows a person's payment.
 */
export const GET: RouteHandler<"/api/admin/orders/[id]/proof"> = adminReadRoute(
  ({ id }) => (isGuid(id) ? id : null),
  async (id, token) => {
    try {
      const file = await fetchOrderProof(id, token);
      return new Response(file.body, {
        headers: {
          "Content-Type": file.contentType.startsWith("image/")
            ? file.contentType
            : "application/octet-stream",
          "Cache-Control": "private, no-store",
          "X-Content-Type-Options": "nosniff",
        },
      });
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      return new Response("Not found", {
        status: error.status === 404 || error.status === 403 ? 404 : 502,
      });
    }
  },
);
