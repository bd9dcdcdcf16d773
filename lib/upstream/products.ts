import "server-only";
import * as z from "@/lib/zod";
import { mediaUrl } from "@/lib/media";
import { UpstreamError, upstreamFetch, upstreamFetchFile } from "@/lib/upstream/client";
import {
  createDocument,
  deleteDocument,
  downloadDocumentFileAsAdmin,
  readDocument,
  readDocumentPage,
  updateDocument,
  uploadDocumentFile,
  uploadDocumentImage,
} from "@/lib/upstream/documents";
import {
  assertId,
  catalogueFetchCache,
  isPositiveIntId,
  normalizedPage,
} from "@/lib/upstream/shared";
import { catalogueEntry, catalogueRead } from "@/lib/upstream/catalogue-cache";
import { tags } from "@/lib/upstream/tags";
import type { DocumentFileType, PageRequest, Product, UpstreamFile } from "@/lib/upstream/types";
import type { DocumentVM } from "@/lib/upstream/wire";

/** Reshapes a wire DocumentVM into a {@link Product} (price in USD, image as a `/media/…` URL). */
export function reshapeProduct(vm: DocumentVM): Product {
  const price = vm.price ?? 0;
  return {
    id: vm.id,
    title: vm.title,
    description: vm.description ?? null,
    price,
    isFree: price === 0,
    imageUrl: mediaUrl("product", vm.id, vm.imageBytes),
  };
}

/**
 * One page of products, optionally searched by title. Public, cached (`tags.products`).
 * Calls GET /api/Documents/Products?SearchTerm=&PageNumber=&PageSize=.
 * @returns the page (prices in USD); `[]` past the last page (the upstream sends no total).
 * @throws UpstreamError on failure.
 */
export async function listProducts(request: PageRequest): Promise<Product[]> {
  const page = normalizedPage(request);
  return catalogueRead("GET /api/Documents/Products", () => listProductsCached(page));
}

async function listProductsCached(request: PageRequest): Promise<Product[]> {
  "use cache";
  catalogueEntry([tags.products]);
  return (await readDocumentPage("product", request)).map(reshapeProduct);
}

/**
 * One product. Public, cached (`tags.products`, `tags.product(productId)`).
 * Calls GET /api/Documents/Products/{productId}.
 * @returns the product (price in USD), or null when unknown or the id is not a positive int.
 * @throws UpstreamError on any other failure.
 */
export async function getProduct(productId: number): Promise<Product | null> {
  if (!isPositiveIntId(productId)) return null;
  return catalogueRead("GET /api/Documents/Products/{id}", () => getProductCached(productId));
}

async function getProductCached(productId: number): Promise<Product | null> {
  "use cache";
  catalogueEntry([tags.products, tags.product(productId)]);
  const vm = await readDocument("product", productId);
  return vm ? reshapeProduct(vm) : null;
}

/**
 * The raw base64 image of one product. **For the `/media` route handler only**: nothing else may
 * pass base64 on. Public, fetch-cached (`tags.product(productId)`).
 * Calls GET /api/Documents/Products/{productId}.
 * @returns the base64 image, or null when the product or its image is missing.
 * @throws UpstreamError on any other failure.
 */
export async function getProductImage(productId: number): Promise<string | null> {
  if (!isPositiveIntId(productId)) return null;
  const vm = await readDocument("product", productId, {
    next: catalogueFetchCache([tags.products, tags.product(productId)]),
  });
  return vm?.imageBytes ?? null;
}

/** Input of {@link createProduct} and {@link updateProduct}. */
export interface ProductInput {
  title: string;
  description: string;
  /** Price in USD; 0 makes the product free. */
  price: number;
}

/**
 * Creates a product (then upload its image and file). Admin token. Calls POST /api/Documents/Product
 * through {@link createDocument}. Invalidate `tagsTouchedBy.product(id)`.
 * @returns the new product id.
 * @throws UpstreamError on failure.
 */
export function createProduct(input: ProductInput, token: string): Promise<number> {
  return createDocument("product", input, token);
}

/**
 * Replaces a product's image. Admin token. Calls POST /api/Documents/Product/UploadImage/{productId}
 * (multipart `File` + `Type`) through {@link uploadDocumentImage}. Invalidate
 * `tagsTouchedBy.product(productId)`.
 * @throws UpstreamError (404 for an invalid id; the legacy answers 500 for an unknown product).
 */
export function uploadProductImage(productId: number, file: Blob, token: string): Promise<void> {
  return uploadDocumentImage("product", productId, file, token);
}

/**
 * Replaces a product's file and records its type (0 PDF, 1 Excel, 2 Word, 3 PowerPoint), which
 * decides the download's content type. Admin token.
 * Calls POST /api/Documents/Product/UploadFile/{productId} (multipart `File` + `Type`) through
 * {@link uploadDocumentFile}.
 * @throws UpstreamError (404 for an invalid id; the legacy answers 500 for an unknown product).
 */
export function uploadProductFile(
  productId: number,
  file: Blob,
  fileType: DocumentFileType,
  token: string,
): Promise<void> {
  return uploadDocumentFile("product", productId, file, fileType, token);
}

/**
 * Changes a product's title, description and price (USD). Admin token.
 * Calls PUT /api/Documents/Product/{productId} through {@link updateDocument}. Invalidate
 * `tagsTouchedBy.product(productId)`.
 * @throws UpstreamError (404 for an unknown product or an invalid id).
 */
export function updateProduct(
  productId: number,
  input: ProductInput,
  token: string,
): Promise<void> {
  return updateDocument("product", productId, input, token);
}

/**
 * Deletes a product and its assignments to students. Admin token.
 * Calls DELETE /api/Documents/Product/{productId} through {@link deleteDocument}. Invalidate
 * `tagsTouchedBy.product(productId)`.
 * @throws UpstreamError (404 for an unknown product or an invalid id).
 */
export function deleteProduct(productId: number, token: string): Promise<void> {
  return deleteDocument("product", productId, token);
}

/**
 * Streams a product's file for a student it is assigned to. Student token; `studentId` must be the
 * session's own user id, never a value from the request (the legacy trusts this query value).
 * Calls GET /api/Documents/Product/GetFile/{productId}?studentId={studentId}. Never cached.
 * @throws UpstreamError: 404 unknown product; 400 "you don't have the access to this file" when the
 *   product is not assigned to the student; 500 when no file was uploaded.
 */
export async function downloadProductFile(
  productId: number,
  studentId: string,
  token: string,
): Promise<UpstreamFile> {
  const endpoint = "GET /api/Documents/Product/GetFile/{productId}";
  assertId("int", productId, endpoint);
  assertId("user", studentId, endpoint);
  return upstreamFetchFile({
    path: `/api/Documents/Product/GetFile/${productId}`,
    query: { studentId },
    token,
  });
}

/**
 * Streams a product's file without a purchase check (admin preview/download). Admin token; the
 * caller must have checked the admin role (the legacy checks nothing here).
 * Calls GET /api/Documents/Product/GetFileBiProductId/{productId} through
 * {@link downloadDocumentFileAsAdmin}. Never cached.
 * @throws UpstreamError: 404 unknown product; 500 when no file was uploaded.
 */
export function downloadProductFileAsAdmin(
  productId: number,
  token: string,
): Promise<UpstreamFile> {
  return downloadDocumentFileAsAdmin("product", productId, token);
}

/**
 * Assigns a product to a student (idempotent). Admin token.
 * Calls PUT /api/Documents/AddProductToStudent?productId={productId}&studentId={studentId}.
 * Invalidate nothing public (assignments are never cached).
 * @throws UpstreamError: status 400 when the upstream answered 201 with an error text (see below),
 *   404 for an invalid id, others on failure.
 */
export async function assignProductToStudent(
  productId: number,
  studentId: string,
  token: string,
): Promise<void> {
  const endpoint = "PUT /api/Documents/AddProductToStudent";
  assertId("int", productId, endpoint);
  assertId("user", studentId, endpoint);
  let answer: unknown;
  try {
    answer = await upstreamFetch({
      method: "PUT",
      path: "/api/Documents/AddProductToStudent",
      query: { productId, studentId },
      schema: z.unknown(),
      token,
    });
  } catch (error) {
    // A 2xx body that is not JSON (the wrapper's "malformed JSON" error, not an HTTP 502) is the
    // legacy's plain-text failure (see below).
    if (isMalformedBody(error)) answer = error.body;
    else throw error;
  }
  // Legacy quirk: the answer is always 201; success has an empty body, while an unknown student
  // or product still gives 201 with the exception message as the body.
  const text =
    typeof answer === "string" ? answer.trim() : answer == null ? "" : JSON.stringify(answer);
  if (text !== "") {
    throw new UpstreamError({ status: 400, endpoint, message: text.slice(0, 300), body: text });
  }
}

/** True for the wrapper's "2xx with a body that is not JSON" error. */
function isMalformedBody(error: unknown): error is UpstreamError {
  return (
    error instanceof UpstreamError &&
    error.status === 502 &&
    error.message.includes("malformed JSON")
  );
}
