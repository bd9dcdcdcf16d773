import "server-only";
import * as z from "@/lib/zod";
import { env } from "@/lib/env";
import { mediaUrl } from "@/lib/media";
import { pageQuery } from "@/lib/paging";
import { isPositiveIntId } from "@/lib/ids";
import { nullWhen, upstreamFetch } from "@/lib/upstream/client";
import { tags } from "@/lib/upstream/tags";
import type {
  DocumentFile,
  DocumentKind,
  PageRequest,
  Product,
  ProductDetails,
  Publication,
  PublicationDetails,
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
 * descriptor here holds what differs, for the two modules that speak to the documents
 * controller: the public catalogue's cached reads (`documents.ts`) and the admin's reads, writes
 * and file transfers (`document-admin.ts`).
 */

/**
 * Timeout of an upload, and of a read whose answer inlines a whole file, in milliseconds: a 25 MB
 * document takes the upstream far longer to send or store than a JSON call, so these get six
 * times the usual limit (as downloads do).
 */
export function longTimeoutMs(): number {
  return env.UPSTREAM_TIMEOUT_MS * 6;
}

/** The public domain type of each kind, as listed by `listDocuments` (documents.ts). */
export interface DocumentOfKind {
  product: Product;
  publication: Publication;
}

/** The public domain type of each kind read on its own, as returned by `getDocument` (documents.ts). */
export interface DocumentDetailsOfKind {
  product: ProductDetails;
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

/** The number of bytes a base64 text decodes to (its padding left out). */
function base64ByteLength(base64: string): number {
  const padding = base64.endsWith("==") ? 2 : base64.endsWith("=") ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

/**
 * What a single read says of the document's file: the file facts extension's `fileType` and
 * `fileSize` when written; else, for a publication whose read inlines its file (the legacy, always
 * a PDF), "PDF" and the size of those bytes; else null (a legacy product: nothing is known, and
 * reading the file to find out would cost the whole download).
 */
function reshapeFile(vm: DocumentVM, inlinesFile: boolean): DocumentFile | null {
  if (vm.hasFile === false) return null;
  if (vm.fileType != null || vm.fileSize != null) {
    const type = vm.fileType ?? null;
    return {
      type: type === 0 || type === 1 || type === 2 || type === 3 ? type : null,
      sizeBytes: vm.fileSize ?? null,
    };
  }
  if (inlinesFile && vm.fileBytes) return { type: 0, sizeBytes: base64ByteLength(vm.fileBytes) };
  return null;
}

function reshapePublication(vm: DocumentVM): Publication {
  return {
    id: vm.id,
    title: vm.title,
    description: vm.description ?? null,
    imageUrl: mediaUrl("publication", vm.id, vm.imageBytes),
  };
}

/** What differs between the two kinds, by kind (see the top of this file). */
export const kindWire: { [K in DocumentKind]: DocumentKindWire<K> } = {
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
    reshapeDetails: (vm) => ({ ...reshapeProduct(vm), file: reshapeFile(vm, false) }),
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
      file: reshapeFile(vm, true),
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
export function documentPath(
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
