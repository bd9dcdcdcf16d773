import "server-only";
import { normalizedPage } from "@/lib/paging";
import { isPositiveIntId } from "@/lib/ids";
import { catalogueEntry, catalogueRead, missingEntry } from "@/lib/upstream/catalogue-cache";
import {
  documentPath,
  kindWire,
  longTimeoutMs,
  readDocument,
  readDocumentPage,
  type DocumentDetailsOfKind,
  type DocumentOfKind,
} from "@/lib/upstream/document-wire";
import type { DocumentKind, PageRequest } from "@/lib/upstream/types";
import type { DocumentVM } from "@/lib/upstream/wire";

/*
 * The public catalogue of products and publications: anonymous reads, each a 'use cache' entry
 * under the kind's tags (`lib/upstream/catalogue-cache.ts`). The admin's reads, writes and file
 * transfers are in `document-admin.ts`; what both share on the wire in `document-wire.ts`.
 */

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
 * One page of documents of a kind, optionally searched by title. Public. The first page without a
 * search is cached (`tags.products` / `tags.publications`); a search or a later page is read
 * afresh for its one request (a page with a query is rendered per request): an outsider who
 * varies them cannot fill the cache. Calls GET /api/Documents/Products or
 * /api/Documents/Publications?SearchTerm=&PageNumber=&PageSize=.
 * @returns the page (product prices in USD); `[]` past the last page (the upstream sends no total).
 * @throws UpstreamError on failure.
 */
export async function listDocuments<K extends DocumentKind>(
  kind: K,
  request: PageRequest,
): Promise<DocumentOfKind[K][]> {
  const page = normalizedPage(request);
  if (page.search !== undefined || page.page !== 1) return readListPage(kind, page);
  return catalogueRead(`GET ${documentPath(kind, "list")}`, () => listDocumentsCached(kind, page));
}

async function listDocumentsCached<K extends DocumentKind>(
  kind: K,
  request: PageRequest,
): Promise<DocumentOfKind[K][]> {
  "use cache";
  catalogueEntry([kindWire[kind].collectionTag]);
  return readListPage(kind, request);
}

/** One page of the list as the site shows it, read from the upstream (no cache of its own). */
async function readListPage<K extends DocumentKind>(
  kind: K,
  request: PageRequest,
): Promise<DocumentOfKind[K][]> {
  return (await readDocumentPage(kind, request)).map((vm) => kindWire[kind].reshape(vm));
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
 * One document of a kind. Public, cached (the kind's collection tag and item tag). With an
 * admin's `token` the read is never cached and also finds a draft (extension "Publishing"), which
 * an anonymous read answers as unknown: the preview of a draft's page passes it.
 * Calls GET /api/Documents/Products/{id} or GET /api/Documents/Publications/{id}; the latter
 * inlines the whole file as base64: only the reshaped result (no bytes) is cached.
 * @returns the product (price in USD) or the publication and whether a file was uploaded; null
 *   when unknown or the id is not a positive int.
 * @throws UpstreamError on any other failure (401 for a refused token).
 */
export async function getDocument<K extends DocumentKind>(
  kind: K,
  id: number,
  token?: string,
): Promise<DocumentDetailsOfKind[K] | null> {
  if (!isPositiveIntId(id)) return null;
  if (token) {
    const options = kindWire[kind].inlinesFile ? { timeoutMs: longTimeoutMs(), token } : { token };
    const vm = await readDocument(kind, id, options);
    return vm ? kindWire[kind].reshapeDetails(vm) : null;
  }
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
 * Whether a product exists for `token`'s reader (an admin's also finds a draft), read uncached:
 * for `proxy.ts`'s item check, where `'use cache'` is not compiled (lib/item-check.ts). Products
 * only: a publication's single read inlines its whole file.
 * Calls GET /api/Documents/Products/{id}.
 * @throws UpstreamError on any failure but "not found".
 */
export async function productExistsUncached(id: number, token?: string): Promise<boolean> {
  return isPositiveIntId(id) && (await readDocument("product", id, { token })) !== null;
}
