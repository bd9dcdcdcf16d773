import "server-only";
import * as z from "@/lib/zod";
import { env } from "@/lib/env";
import { mediaUrl } from "@/lib/media";
import { upstreamFetch, upstreamFetchFile } from "@/lib/upstream/client";
import { assertId, isPositiveIntId, nullWhen, pageQuery, uploadForm } from "@/lib/upstream/shared";
import type {
  AdminDocument,
  DocumentFileType,
  DocumentKind,
  PageRequest,
  UpstreamFile,
} from "@/lib/upstream/types";
import {
  createdProductSchema,
  createdPublicationSchema,
  documentVmSchema,
  type DocumentVM,
} from "@/lib/upstream/wire";

/*
 * Products (paid files) and publications (free PDFs) are one resource on the wire: the same
 * DocumentVM, the same create → image → file sequence, the same update and delete. They differ in
 * their paths (contract §3.7–3.8, typos and the singular/plural split included), the price
 * (publications have none) and the file type (publications are always PDF). Everything both kinds
 * do lives here, taking the kind; `products.ts` and `publications.ts` keep their names as thin
 * wrappers and hold only what is theirs (public cached reads, purchase-checked download,
 * assignments).
 */

/** The `Type` sent with image uploads (the upstream ignores it for images). */
const IMAGE_UPLOAD_TYPE = 0;

/**
 * Timeout of an upload, in milliseconds: a 25 MB document takes the upstream far longer to
 * receive and store than a JSON call, so uploads get six times the usual limit (as downloads do).
 */
function uploadTimeoutMs(): number {
  return env.UPSTREAM_TIMEOUT_MS * 6;
}

/** The upstream paths of one document kind (contract §3.7 products, §3.8 publications). */
interface KindPaths {
  /** GET (paged list): plural. */
  list: string;
  /** GET one: plural (`Products/{id}`, `Publications/{id}`). */
  item: (id: number) => string;
  /** POST create. Products singular, publications plural. */
  create: string;
  /** POST multipart image. */
  uploadImage: (id: number) => string;
  /** POST multipart file (+ `Type`, meaningful for products only). */
  uploadFile: (id: number) => string;
  /** PUT / DELETE: singular for both. */
  record: (id: number) => string;
  /** GET file without a purchase check: products GetFileBiProductId, publications GetFile. */
  adminFile: (id: number) => string;
  /** The create answer (`{ productId }` / `{ publicationId }`), read as the new id. */
  createdId: z.ZodType<number>;
}

const paths: Record<DocumentKind, KindPaths> = {
  product: {
    list: "/api/Documents/Products",
    item: (id) => `/api/Documents/Products/${id}`,
    create: "/api/Documents/Product",
    uploadImage: (id) => `/api/Documents/Product/UploadImage/${id}`,
    uploadFile: (id) => `/api/Documents/Product/UploadFile/${id}`,
    record: (id) => `/api/Documents/Product/${id}`,
    adminFile: (id) => `/api/Documents/Product/GetFileBiProductId/${id}`,
    createdId: createdProductSchema.transform((created) => created.productId),
  },
  publication: {
    list: "/api/Documents/Publications",
    item: (id) => `/api/Documents/Publications/${id}`,
    create: "/api/Documents/Publications",
    uploadImage: (id) => `/api/Documents/Publications/UploadImage/${id}`,
    uploadFile: (id) => `/api/Documents/Publications/UploadFile/${id}`,
    record: (id) => `/api/Documents/Publication/${id}`,
    adminFile: (id) => `/api/Documents/Publication/GetFile/${id}`,
    createdId: createdPublicationSchema.transform((created) => created.publicationId),
  },
};

/** The endpoint name of a path template for errors and logs, e.g. "POST /api/Documents/Product/{id}". */
function endpointOf(method: string, path: (id: number) => string): string {
  return `${method} ${path(0).replace(/\/0$/, "/{id}")}`;
}

/**
 * Reads a page of wire DocumentVMs of a kind. With a token the read is never cached (admin
 * tables); without one the caller caches the reshaped result (see `lib/upstream/catalogue-cache.ts`).
 * Calls GET /api/Documents/Products or /api/Documents/Publications?SearchTerm=&PageNumber=&PageSize=.
 * @throws UpstreamError on failure.
 */
export async function readDocumentPage(
  kind: DocumentKind,
  request: PageRequest,
  token?: string,
): Promise<DocumentVM[]> {
  return upstreamFetch({
    path: paths[kind].list,
    query: pageQuery(request),
    schema: z.array(documentVmSchema),
    token,
  });
}

/**
 * Reads one wire DocumentVM of a kind (publications carry their whole file as base64 here).
 * Calls GET /api/Documents/Products/{id} or /api/Documents/Publications/{id}.
 * @returns the DocumentVM, or null when unknown (404) or the id is not a positive int.
 * @throws UpstreamError on any other failure.
 */
export async function readDocument(
  kind: DocumentKind,
  id: number,
  options: { token?: string; next?: { tags: string[]; revalidate: number }; timeoutMs?: number } = {},
): Promise<DocumentVM | null> {
  if (!isPositiveIntId(id)) return null;
  return nullWhen([404], () =>
    upstreamFetch({
      path: paths[kind].item(id),
      schema: documentVmSchema,
      token: options.token,
      next: options.next,
      timeoutMs: options.timeoutMs,
    }),
  );
}

/**
 * Reshapes a wire DocumentVM for the admin tables: price in USD (publications 0), image as a
 * `/media/…` URL, and whether a file was uploaded.
 *
 * `hasFile` comes from the reference upstream's `hasFile` extension of DocumentVM; the legacy
 * does not send it, so there it is known only where the file itself is inlined (a single
 * publication's `fileBytes`), else null ("unknown").
 */
export function reshapeAdminDocument(kind: DocumentKind, vm: DocumentVM): AdminDocument {
  const inlinesFile = kind === "publication" && vm.fileBytes !== undefined && vm.fileBytes !== null;
  return {
    kind,
    id: vm.id,
    title: vm.title,
    description: vm.description ?? null,
    price: kind === "product" ? (vm.price ?? 0) : 0,
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
  return kind === "product"
    ? { title: input.title, description: input.description, price: input.price ?? 0 }
    : { title: input.title, description: input.description };
}

/**
 * Creates a document of a kind (then upload its image and file). Admin token.
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
    path: paths[kind].create,
    body: documentBody(kind, input),
    schema: paths[kind].createdId,
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
  assertId("int", id, endpointOf("PUT", paths[kind].record));
  await upstreamFetch({
    method: "PUT",
    path: paths[kind].record(id),
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
  assertId("int", id, endpointOf("DELETE", paths[kind].record));
  await upstreamFetch({ method: "DELETE", path: paths[kind].record(id), token });
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
  assertId("int", id, endpointOf("POST", paths[kind].uploadImage));
  await upstreamFetch({
    method: "POST",
    path: paths[kind].uploadImage(id),
    body: uploadForm(file, IMAGE_UPLOAD_TYPE),
    token,
    timeoutMs: uploadTimeoutMs(),
  });
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
  fileType: DocumentFileType,
  token: string,
): Promise<void> {
  assertId("int", id, endpointOf("POST", paths[kind].uploadFile));
  await upstreamFetch({
    method: "POST",
    path: paths[kind].uploadFile(id),
    body: uploadForm(file, kind === "product" ? fileType : 0),
    token,
    timeoutMs: uploadTimeoutMs(),
  });
}

/**
 * Streams a document's file without a purchase check, for an admin's Download File and Preview
 * File. Admin token; the caller must have checked the Admin role (the legacy checks nothing).
 * Calls GET /api/Documents/Product/GetFileBiProductId/{id} (content type by stored type) or
 * GET /api/Documents/Publication/GetFile/{id} (always application/pdf). Never cached.
 * @throws UpstreamError: 404 unknown document or invalid id (reference upstream also: no file);
 *   500 when no file was uploaded (legacy).
 */
export async function downloadDocumentFileAsAdmin(
  kind: DocumentKind,
  id: number,
  token: string,
): Promise<UpstreamFile> {
  assertId("int", id, endpointOf("GET", paths[kind].adminFile));
  return upstreamFetchFile({ path: paths[kind].adminFile(id), token });
}
