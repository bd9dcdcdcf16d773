import { downloadErrorResponse, fileDownloadResponse } from "@/app/download/file-response";
import { getSession, loginUrl, withSessionToken } from "@/lib/auth/guards";
import { parseDocumentId } from "@/lib/document-id";
import { messages } from "@/lib/messages";
import { UpstreamError } from "@/lib/upstream/client";
import {
  downloadProductFile,
  downloadProductFileAsAdmin,
  getProduct,
} from "@/lib/upstream/products";

const back = { href: "/products", label: "Back to Products" };

// A paid file is personal: never stored by the browser or any shared cache.
const PRIVATE = "private, no-store";

/**
 * GET /download/product/{id}: a paid product's file, for an admin or a student it is assigned to
 * (spec §6, architecture rule 7). Saved under the product's title with the extension of its file
 * type (`?inline=1` opens it in the browser instead).
 *
 * Security boundary: the legacy upstream trusts whatever `studentId` it is sent (contract §7.4–5),
 * so the id sent is always the session's own user id, never one from the request. A visitor is
 * sent to log in and comes back here; a student without the product gets 403.
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const productId = parseDocumentId(id);
  if (productId === null) return downloadErrorResponse(404, "Product not found", back);
  const url = new URL(request.url);
  const session = await getSession();
  if (!session) {
    // A relative Location: the browser resolves it against the address it used.
    return new Response(null, {
      status: 303,
      headers: { Location: loginUrl(`${url.pathname}${url.search}`), "Cache-Control": PRIVATE },
    });
  }
  try {
    const product = await getProduct(productId);
    if (!product) return downloadErrorResponse(404, "Product not found", back);
    const file = await withSessionToken(
      session,
      (token) =>
        session.role === "Admin"
          ? downloadProductFileAsAdmin(productId, token)
          : downloadProductFile(productId, session.userId, token),
      url.pathname,
    );
    return await fileDownloadResponse(file, {
      name: product.title,
      disposition: url.searchParams.get("inline") === "1" ? "inline" : "attachment",
      cacheControl: PRIVATE,
    });
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    // The upstream answers 400 "you don't have the access to this file" when the product is not
    // assigned to the student (contract §3.7); the reference upstream may answer 403.
    if (error.status === 400 || error.status === 403) {
      return downloadErrorResponse(403, "You don't have access to this file", back);
    }
    if (error.isNotFound) return downloadErrorResponse(404, "Product not found", back);
    console.error("download/product: failed", `${error.endpoint} → ${error.status}`);
    return downloadErrorResponse(502, messages.public.documentFailed, back);
  }
}
