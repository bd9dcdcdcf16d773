import { getSession } from "@/lib/auth/guards";
import { UpstreamError } from "@/lib/upstream/client";
import { fetchOrderProof } from "@/lib/upstream/orders";
import { isGuid } from "@/lib/guid";

/**
 * An order's payment proof image for the admin queue (`/manageOrders`), served as a URL so it is
 * never inlined as base64 in HTML (architecture rule 5). Security boundary: the Admin role is
 * re-checked here on every request (401 visitor, 403 student); nothing is cached by browsers or
 * proxies (`private, no-store`): a proof shows a person's payment.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const session = await getSession();
  if (!session) return new Response("Unauthorized", { status: 401 });
  if (session.role !== "Admin") return new Response("Forbidden", { status: 403 });
  const { id } = await params;
  if (!isGuid(id)) return new Response("Not found", { status: 404 });
  try {
    const file = await fetchOrderProof(id, session.token);
    return new Response(file.body, {
      headers: {
        "Content-Type": file.contentType.startsWith("image/") ? file.contentType : "application/octet-stream",
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    return new Response("Not found", { status: error.status === 404 || error.status === 403 ? 404 : 502 });
  }
}
