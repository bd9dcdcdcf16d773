import "server-only";
import { mediaUrl } from "@/lib/media";
import { upstreamFetch } from "@/lib/upstream/client";
import {
  documentPath,
  kindWire,
  longTimeoutMs,
  readDocument,
  readDocumentPage,
} from "@/lib/upstream/document-wire";
import { postUpload } from "@/lib/upstream/multipart";
import type { FileTypeCode } from "@/lib/file-types";
import type { AdminDocument, DocumentKind, PageRequest, UpstreamFile } from "@/lib/upstream/types";
import type { DocumentVM } from "@/lib/upstream/wire";

/*
 * The admin's side of products and publications (never cached): the tables' reads, create,
 * update, delete, the image and file uploads, and the file downloads (the admin's, a free
 * publication's, and a student's assigned product). The public catalogue's cached reads are in
 * `documents.ts`; assigning a product to a student is with the enrollments (`enrollments.ts`).
 */

/** The `Type` sent with image uploads (the upstream ignores it for images). */
const IMAGE_UPLOAD_TYPE = 0;

/**
 * Reshapes a wire DocumentVM for the admin tables: price in USD (publications 0), image as a
 * `/media/…` URL, and whether a file was uploaded.
 *
 * `hasFile` comes from the reference upstream's `hasFile` extension of DocumentVM; the legacy
 * does not send it, so there it is known only where the file itself is inlined (a single
 * publication's `fileBytes`), else null ("unknown").
 */
function reshapeAdminDocument(kind: DocumentKind, vm: DocumentVM): AdminDocument {
  const inlinesFile =
    kindWire[kind].inlinesFile && vm.fileBytes !== undefined && vm.fileBytes !== null;
  return {
    kind,
    id: vm.id,
    title: vm.title,
    description: vm.description ?? null,
    price: kindWire[kind].isPriced ? (vm.price ?? 0) : 0,
    imageUrl: mediaUrl(kind, vm.id, vm.imageBytes),
    hasFile: typeof vm.hasFile === "boolean" ? vm.hasFile : inlinesFile ? true : null,
  };
}

/**
 * One page of documents of a kind for an admin table, searched by title. Admin token; never
 * cached (admin tables are not shared). Calls GET /api/Documents/Products or
 * /api/Documents/Publications?SearchTerm=&PageNumber=&PageSize=.
 * @returns the page; `[]` past the last page (the upstream sends no total).
 * @throws UpstreamError on failure.
 */
export async function listDocumentsForAdmin(
  kind: DocumentKind,
  request: PageRequest,
  token: string,
): Promise<AdminDocument[]> {
  const list = await readDocumentPage(kind, request, token);
  return list.map((vm) => reshapeAdminDocument(kind, vm));
}

/**
 * One document of a kind for an admin page or check. Admin token; never cached.
 * Calls GET /api/Documents/Products/{id} or /api/Documents/Publications/{id}.
 * @returns the document, or null when unknown or the id is not a positive int.
 * @throws UpstreamError on any other failure.
 */
export async function getDocumentForAdmin(
  kind: DocumentKind,
  id: number,
  token: string,
): Promise<AdminDocument | null> {
  const vm = await readDocument(kind, id, { token });
  return vm ? reshapeAdminDocument(kind, vm) : null;
}

/** Input of {@link createDocument} and {@link updateDocument}. */
export interface DocumentInput {
  title: string;
  description: string;
  /** Price in USD, products only (0 makes a product free); ignored for publications. */
  price?: number;
}

/** The JSON body of create/update: publications have no price on the wire. */
function documentBody(kind: DocumentKind, input: DocumentInput): Record<string, unknown> {
  return kindWire[kind].isPriced
    ? { title: input.title, description: input.description, price: input.price ?? 0 }
    : { title: input.title, description: input.description };
}

/**
 * Creates a document of a kind (then upload its image and file), as a draft where the upstream
 * has the publishing extension (`"published": false`; an upstream without it ignores the field
 * and publishes it at once, as before). Admin token.
 * Calls POST /api/Documents/Product (201 `{ productId }`) or POST /api/Documents/Publications
 * (201 `{ publicationId }`). Invalidate `tagsTouchedBy[kind](id)`.
 * @returns the new id.
 * @throws UpstreamError on failure (502 when the answer has no id).
 */
export async function createDocument(
  kind: DocumentKind,
  input: DocumentInput,
  token: string,
): Promise<number> {
  return upstreamFetch({
    method: "POST",
    path: documentPath(kind, "create"),
    body: { ...documentBody(kind, input), published: false },
    schema: kindWire[kind].createdId,
    token,
  });
}

/**
 * Changes a document's title and description (and a product's price in USD). Admin token.
 * Calls PUT /api/Documents/Product/{id} or PUT /api/Documents/Publication/{id} (singular).
 * Invalidate `tagsTouchedBy[kind](id)`.
 * @throws UpstreamError (404 for an unknown document or an invalid id).
 */
export async function updateDocument(
  kind: DocumentKind,
  id: number,
  input: DocumentInput,
  token: string,
): Promise<void> {
  await upstreamFetch({
    method: "PUT",
    endpoint: `PUT ${documentPath(kind, "record")}`,
    ids: [["int", id]],
    path: documentPath(kind, "record", id),
    body: documentBody(kind, input),
    token,
  });
}

/**
 * Deletes a document (a product's assignments to students go with it). Admin token.
 * Calls DELETE /api/Documents/Product/{id} or DELETE /api/Documents/Publication/{id}.
 * Invalidate `tagsTouchedBy[kind](id)`.
 * @throws UpstreamError (404 for an unknown document or an invalid id).
 */
export async function deleteDocument(kind: DocumentKind, id: number, token: string): Promise<void> {
  await upstreamFetch({
    method: "DELETE",
    endpoint: `DELETE ${documentPath(kind, "record")}`,
    ids: [["int", id]],
    path: documentPath(kind, "record", id),
    token,
  });
}

/** An image or file upload of one document: its id checked, with an upload's long timeout. */
async function postDocumentUpload(
  kind: DocumentKind,
  operation: "uploadImage" | "uploadFile",
  id: number,
  upload: { file: Blob; type: number; token: string },
): Promise<void> {
  await postUpload({
    endpoint: `POST ${documentPath(kind, operation)}`,
    ids: [["int", id]],
    path: documentPath(kind, operation, id),
    ...upload,
    timeoutMs: longTimeoutMs(),
  });
}

/**
 * Replaces a document's image (the caller has checked and normalised it). Admin token.
 * Calls POST /api/Documents/Product/UploadImage/{id} or /api/Documents/Publications/UploadImage/{id}
 * (multipart `File` + `Type`). Invalidate `tagsTouchedBy[kind](id)`.
 * @throws UpstreamError (404 for an invalid id; the legacy answers 500 for an unknown document).
 */
export async function uploadDocumentImage(
  kind: DocumentKind,
  id: number,
  file: Blob,
  token: string,
): Promise<void> {
  await postDocumentUpload(kind, "uploadImage", id, { file, type: IMAGE_UPLOAD_TYPE, token });
}

/**
 * Replaces a document's file (the caller has checked its bytes against the type). Admin token.
 * Products record `fileType` (0 PDF, 1 Excel, 2 Word, 3 PowerPoint), which decides the download's
 * content type; publications are always served as PDF and the upstream ignores their `Type`.
 * Calls POST /api/Documents/Product/UploadFile/{id} or /api/Documents/Publications/UploadFile/{id}
 * (multipart `File` + `Type`). Invalidate `tagsTouchedBy[kind](id)`.
 * @throws UpstreamError (404 for an invalid id; the legacy answers 500 for an unknown document;
 *   the reference upstream 415 for bytes that are not of the type).
 */
export async function uploadDocumentFile(
  kind: DocumentKind,
  id: number,
  file: Blob,
  fileType: FileTypeCode,
  token: string,
): Promise<void> {
  const type = kindWire[kind].hasFileTypes ? fileType : 0;
  await postDocumentUpload(kind, "uploadFile", id, { file, type, token });
}

/**
 * Streams a document's file without a purchase check. A product's: for an admin's Download File
 * and Preview File (admin token; the caller must have checked the Admin role, the legacy checks
 * nothing), or for a free product once its price is confirmed 0 (see `app/download/product`).
 * A publication's: public (free), no token needed. Never cached (a stream).
 * Calls GET /api/Documents/Product/GetFileBiProductId/{id} (content type by stored type) or
 * GET /api/Documents/Publication/GetFile/{id} (always application/pdf).
 * @throws UpstreamError: 404 unknown document or invalid id (reference upstream also: no file);
 *   500 when no file was uploaded (legacy).
 */
export async function downloadDocumentFile(
  kind: DocumentKind,
  id: number,
  token?: string,
): Promise<UpstreamFile> {
  return upstreamFetch({
    endpoint: `GET ${documentPath(kind, "uncheckedFile")}`,
    ids: [["int", id]],
    file: true,
    path: documentPath(kind, "uncheckedFile", id),
    token,
  });
}

/**
 * Streams a product's file for a student it is assigned to. Student token; `studentId` must be the
 * session's own user id, never a value from the request (the legacy trusts this query value).
 * Calls GET /api/Documents/Product/GetFile/{productId}?studentId={studentId}. Never cached.
 * @throws UpstreamError: 404 unknown product; 400 "you don't have the access to this file" when the
 *   product is not assigned to the student; 500 when no file was uploaded.
 */
export async function downloadAssignedProductFile(
  productId: number,
  studentId: string,
  token: string,
): Promise<UpstreamFile> {
  const endpoint = "GET /api/Documents/Product/GetFile/{productId}";
  return upstreamFetch({
    file: true,
    endpoint,
    ids: [
      ["int", productId],
      ["user", studentId],
    ],
    path: `/api/Documents/Product/GetFile/${productId}`,
    query: { studentId },
    token,
  });
}
