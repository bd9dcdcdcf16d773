import "server-only";
import * as z from "@/lib/zod";
import { env } from "@/lib/env";
import { mediaUrl } from "@/lib/media";
import { pageQuery, normalizedPage } from "@/lib/paging";
import { catalogueEntry, catalogueRead, missingEntry } from "@/lib/upstream/catalogue-cache";
import { isPositiveIntId } from "@/lib/ids";
import { nullWhen, UpstreamError, upstreamFetch } from "@/lib/upstream/client";
import { postUpload } from "@/lib/upstream/multipart";
import type { FileTypeCode } from "@/lib/file-types";
import { tags } from "@/lib/upstream/tags";
import type {
  AdminDocument,
  DocumentKind,
  PageRequest,
  Product,
  Publication,
  PublicationDetails,
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
 * (publications have none), the file type (publications are always PDF) and the single read
 * (a publication's inlines its whole file). Every operation takes the kind; the per-kind
 * descriptor below holds what differs. What only one kind has is named for it:
 * {@link downloadAssignedProductFile} and {@link assignProductToStudent}.
 */

/** The `Type` sent with image uploads (the upstream ignores it for images). */
const IMAGE_UPLOAD_TYPE = 0;

/**
 * Timeout of an upload, and of a read whose answer inlines a whole file, in milliseconds: a 25 MB
 * document takes the upstream far longer to send or store than a JSON call, so these get six
 * times the usual limit (as downloads do).
 */
function longTimeoutMs(): number {
  return env.UPSTREAM_TIMEOUT_MS * 6;
}

/** The public domain type of each kind, as listed by {@link listDocuments}. */
export interface DocumentOfKind {
  product: Product;
  publication: Publication;
}

/** The public domain type of each kind read on its own, as returned by {@link getDocument}. */
export interface DocumentDetailsOfKind {
  product: Product;
  publication: PublicationDetails;
}

/** What differs between the two document kinds (contract §3.7 products, §3.8 publications). */
interface DocumentKindWire<K extends DocumentKind> {
  /** The plural base: GET list and GET one (`/api/Documents/Products`). */
  plural: string;
  /** The singular base: PUT, DELETE and file reads (`/api/Documents/Product`). */
  singular: string;
  /** The base of POST create and the uploads: products singular, publications plural. */
  create: string;
  /** The file read without a purchase check: products GetFileBiProductId, publications GetFile. */
  uncheckedFileAction: string;
  /** The create answer (`{ productId }` / `{ publicationId }`), read as the new id. */
  createdId: z.ZodType<number>;
  collectionTag: string;
  itemTag: (id: number) => string;
  /** Products carry a price in USD; publications are free and send none. */
  isPriced: boolean;
  /** Products record the type of their file (0 PDF … 3 PowerPoint); publications are PDFs. */
  hasFileTypes: boolean;
  /** The single read inlines the whole file as base64 (publications). */
  inlinesFile: boolean;
  /** A wire DocumentVM as the kind's public type. */
  reshape: (vm: DocumentVM) => DocumentOfKind[K];
  /** A single read's DocumentVM as the kind's public type read on its own. */
  reshapeDetails: (vm: DocumentVM) => DocumentDetailsOfKind[K];
}

function reshapeProduct(vm: DocumentVM): Product {
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

function reshapePublication(vm: DocumentVM): Publication {
  return {
    id: vm.id,
    title: vm.title,
    description: vm.description ?? null,
    imageUrl: mediaUrl("publication", vm.id, vm.imageBytes),
  };
}

const kindWire: { [K in DocumentKind]: DocumentKindWire<K> } = {
  product: {
    plural: "/api/Documents/Products",
    singular: "/api/Documents/Product",
    create: "/api/Documents/Product",
    uncheckedFileAction: "GetFileBiProductId",
    createdId: createdProductSchema.transform((created) => created.productId),
    collectionTag: tags.products,
    itemTag: tags.product,
    isPriced: true,
    hasFileTypes: true,
    inlinesFile: false,
    reshape: reshapeProduct,
    reshapeDetails: reshapeProduct,
  },
  publication: {
    plural: "/api/Documents/Publications",
    singular: "/api/Documents/Publication",
    create: "/api/Documents/Publications",
    uncheckedFileAction: "GetFile",
    createdId: createdPublicationSchema.transform((created) => created.publicationId),
    collectionTag: tags.publications,
    itemTag: tags.publication,
    isPriced: false,
    hasFileTypes: false,
    inlinesFile: true,
    reshape: reshapePublication,
    reshapeDetails: (vm) => ({
      ...reshapePublication(vm),
      hasFile: vm.hasFile ?? Boolean(vm.fileBytes),
    }),
  },
};

/** The document operations, each at its kind's path (see {@link documentPath}). */
type DocumentOperation =
  "list" | "item" | "create" | "uploadImage" | "uploadFile" | "record" | "uncheckedFile";

/**
 * The upstream path of an operation on a document of a kind, e.g. `/api/Documents/Product/3`;
 * with no id, the path names the endpoint for errors and logs (`/api/Documents/Product/{id}`).
 */
function documentPath(
  kind: DocumentKind,
  operation: DocumentOperation,
  id: number | "{id}" = "{id}",
): string {
  const wire = kindWire[kind];
  switch (operation) {
    case "list":
      return wire.plural;
    case "item":
      return `${wire.plural}/${id}`;
    case "create":
      return wire.create;
    case "uploadImage":
      return `${wire.create}/UploadImage/${id}`;
    case "uploadFile":
      return `${wire.create}/UploadFile/${id}`;
    case "record":
      return `${wire.singular}/${id}`;
    case "uncheckedFile":
      return `${wire.singular}/${wire.uncheckedFileAction}/${id}`;
  }
}

/** The cache tags of one document (collection and item). */
function documentCacheTags(kind: DocumentKind, id: number): string[] {
  return [kindWire[kind].collectionTag, kindWire[kind].itemTag(id)];
}

/**
 * Reshapes a wire DocumentVM of a kind into its public type: a {@link Product} (price in USD,
 * `isFree` when 0) or a {@link Publication}; the image as a `/media/…` URL.
 */
export function reshapeDocument<K extends DocumentKind>(
  kind: K,
  vm: DocumentVM,
): DocumentOfKind[K] {
  return kindWire[kind].reshape(vm);
}

/**
 * Reads a page of wire DocumentVMs of a kind. With a token the read is never cached (admin
 * tables); without one the caller caches the reshaped result (see `lib/upstream/catalogue-cache.ts`).
 * Calls GET /api/Documents/Products or /api/Documents/Publications?SearchTerm=&PageNumber=&PageSize=.
 * @throws UpstreamError on failure.
 */
async function readDocumentPage(
  kind: DocumentKind,
  request: PageRequest,
  token?: string,
): Promise<DocumentVM[]> {
  return upstreamFetch({
    path: documentPath(kind, "list"),
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
  options: { token?: string; timeoutMs?: number } = {},
): Promise<DocumentVM | null> {
  if (!isPositiveIntId(id)) return null;
  return nullWhen([404], () =>
    upstreamFetch({
      path: documentPath(kind, "item", id),
      schema: documentVmSchema,
      token: options.token,
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
    path: documentPath(kind, "create"),
    body: documentBody(kind, input),
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
  await postUpload({ endpoint: `POST ${documentPath(kind, operation)}`, ids: [["int", id]],
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
  return upstreamFetch({ endpoint: `GET ${documentPath(kind, "uncheckedFile")}`, ids: [["int", id]], file: true, path: documentPath(kind, "uncheckedFile", id), token });
}

/**
 * One page of documents of a kind, optionally searched by title. Public, cached (`tags.products`
 * / `tags.publications`). Calls GET /api/Documents/Products or
 * /api/Documents/Publications?SearchTerm=&PageNumber=&PageSize=.
 * @returns the page (product prices in USD); `[]` past the last page (the upstream sends no total).
 * @throws UpstreamError on failure.
 */
export async function listDocuments<K extends DocumentKind>(
  kind: K,
  request: PageRequest,
): Promise<DocumentOfKind[K][]> {
  const page = normalizedPage(request);
  return catalogueRead(`GET ${documentPath(kind, "list")}`, () => listDocumentsCached(kind, page));
}

async function listDocumentsCached<K extends DocumentKind>(
  kind: K,
  request: PageRequest,
): Promise<DocumentOfKind[K][]> {
  "use cache";
  const wire = kindWire[kind];
  catalogueEntry([wire.collectionTag]);
  return (await readDocumentPage(kind, request)).map((vm) => wire.reshape(vm));
}

/**
 * The anonymous single read behind a public detail or its image. A publication's answer inlines
 * its whole file (27 MB of JSON for a 20 MB PDF), so it gets a download's timeout, not a page
 * read's. Not cached here: its callers are `'use cache'` functions (the detail below, the media
 * route's image entry), which keep only what they return and share one read between concurrent
 * misses of the same entry.
 */
function readPublicDocument(kind: DocumentKind, id: number): Promise<DocumentVM | null> {
  return readDocument(kind, id, kindWire[kind].inlinesFile ? { timeoutMs: longTimeoutMs() } : {});
}

/**
 * One document of a kind. Public, cached (the kind's collection tag and item tag). Calls
 * GET /api/Documents/Products/{id} or GET /api/Documents/Publications/{id}; the latter inlines the
 * whole file as base64: only the reshaped result (no bytes) is cached.
 * @returns the product (price in USD) or the publication and whether a file was uploaded; null
 *   when unknown or the id is not a positive int.
 * @throws UpstreamError on any other failure.
 */
export async function getDocument<K extends DocumentKind>(
  kind: K,
  id: number,
): Promise<DocumentDetailsOfKind[K] | null> {
  if (!isPositiveIntId(id)) return null;
  return catalogueRead(`GET ${documentPath(kind, "item")}`, () => getDocumentCached(kind, id));
}

async function getDocumentCached<K extends DocumentKind>(
  kind: K,
  id: number,
): Promise<DocumentDetailsOfKind[K] | null> {
  "use cache";
  catalogueEntry(documentCacheTags(kind, id));
  const vm = await readPublicDocument(kind, id);
  if (!vm) missingEntry();
  return vm ? kindWire[kind].reshapeDetails(vm) : null;
}

/**
 * The raw base64 image of one document. **For the `/media` route handler only**: nothing else
 * may pass base64 on. Public; not cached here: the media route's `'use cache'` entry of the image
 * (`lib/upstream/media.ts`, the kind's collection and item tags) is what is kept. A publication's
 * read has the download's timeout (`UPSTREAM_TIMEOUT_MS` × 6).
 * Calls GET /api/Documents/Products/{id} or GET /api/Documents/Publications/{id}.
 * @returns the base64 image, or null when the document or its image is missing.
 * @throws UpstreamError on any other failure.
 */
export async function getDocumentImage(kind: DocumentKind, id: number): Promise<string | null> {
  if (!isPositiveIntId(id)) return null;
  const vm = await readPublicDocument(kind, id);
  return vm?.imageBytes ?? null;
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
  const ids = [
    ["int", productId],
    ["user", studentId],
  ] as const;
  let answer: unknown;
  try {
    answer = await upstreamFetch({
      method: "PUT",
      endpoint,
      ids: ids,
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
