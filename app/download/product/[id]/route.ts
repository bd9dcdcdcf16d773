import {
  downloadErrorResponse,
  downloadFailureResponse,
  fileDownloadResponse,
  loginRedirectResponse,
} from "@/app/download/file-response";
import { getSession, withSessionToken } from "@/lib/auth/guards";
import { parseIntId } from "@/lib/ids";
import { UpstreamError } from "@/lib/upstream/client";
import { getDocument } from "@/lib/upstream/documents";
import { downloadAssignedProductFile, downloadDocumentFile } from "@/lib/upstream/document-admin";
import { readDocument } from "@/lib/upstream/document-wire";
import type { UpstreamFile } from "@/lib/upstream/types";

const back = { href: "/products", label: "Back to Products" };

/**
 * A student's download. A paid product needs its assignment: GetFile with the session's own id.
 * A free product (price 0) is for any logged-in student: the reference upstream's GetFile serves
 * it without an assignment; the legacy refuses (400, "you don't have the access to this file"),
 * so then, and only after a fresh, uncached read of the product confirms its price is 0 on the
 * upstream (never a price from the browser or an old cache entry), the file is read through the
 * check-free GetFileBiProductId, which the legacy serves to anyone anyway (contract §7.5).
 */
async function downloadAsStudent(
  productId: number,
  isFree: boolean,
  studentId: string,
  token: string,
): Promise<UpstreamFile> {
  try {
    return await downloadAssignedProductFile(productId, studentId, token);
  } catch (error) {
    if (!isFree || !(error instanceof UpstreamError) || error.status !== 400) throw error;
    const fresh = await readDocument("product", productId, { token });
    if (!fresh || (fresh.price ?? 0) !== 0) throw error;
    return downloadDocumentFile("product", productId, token);
  }
}

// A paid file is personal: never stored by the browser or any shared cache.
const PRIVATE = "private, no-store";

/**
 * GET /download/product/{id}: a product's file, for an admin, a student it is assigned to (spec §6,
 * architecture rule 7), or, when the product is free (price 0 on the upstream), any logged-in
 * student. Saved under the product's title with the extension of its file
 * type (`?inline=1` opens it in the browser instead).
 *
 * Security boundary: the legacy upstream trusts whatever `studentId` it is sent (contract §7.4–5),
 * so the id sent is always the session's own user id, never one from the request. A visitor is
 * sent to log in and comes back here; a student without the product gets 403.
 */
export async function GET(request: Request, { params }: RouteContext<"/download/product/[id]">) {
  const { id } = await params;
  const productId = parseIntId(id);
  if (productId === null) return downloadErrorResponse(404, "Product not found", back);
  const url = new URL(request.url);
  const session = await getSession();
  if (!session) return loginRedirectResponse(url);
  try {
    const product = await getDocument("product", productId);
    if (!product) return downloadErrorResponse(404, "Product not found", back);
    const file = await withSessionToken(
      session,
      (token) =>
        session.role === "Admin"
          ? downloadDocumentFile("product", productId, token)
          : downloadAsStudent(productId, product.isFree, session.userId, token),
      url.pathname,
    );
    return await fileDownloadResponse(file, {
      name: product.title,
      disposition: url.searchParams.get("inline") === "1" ? "inline" : "attachment",
      cacheControl: PRIVATE,
    });
  } catch (error) {
    // The upstream answers 400 "you don't have the access to this file" when the product is not
    // assigned to the student (contract §3.7); the reference upstream may answer 403.
    if (error instanceof UpstreamError && (error.status === 400 || error.status === 403)) {
      return downloadErrorResponse(403, "You don't have access to this file", back);
    }
    return downloadFailureResponse(error, {
      missing: "Product not found",
      back,
      logAs: "download/product: failed",
    });
  }
}
