import "server-only";
import { env } from "@/lib/env";
import { mediaUrl } from "@/lib/media";
import { upstreamFetchFile } from "@/lib/upstream/client";
import {
  createDocument,
  deleteDocument,
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
import type {
  PageRequest,
  Publication,
  PublicationDetails,
  UpstreamFile,
} from "@/lib/upstream/types";
import type { DocumentVM } from "@/lib/upstream/wire";

/** Reshapes a wire DocumentVM into a {@link Publication} (image as a `/media/…` URL). */
export function reshapePublication(vm: DocumentVM): Publication {
  return {
    id: vm.id,
    title: vm.title,
    description: vm.description ?? null,
    imageUrl: mediaUrl("publication", vm.id, vm.imageBytes),
  };
}

/**
 * One page of publications, optionally searched by title. Public, cached (`tags.publications`).
 * Calls GET /api/Documents/Publications?SearchTerm=&PageNumber=&PageSize=.
 * @returns the page; `[]` past the last page (the upstream sends no total).
 * @throws UpstreamError on failure.
 */
export async function listPublications(request: PageRequest): Promise<Publication[]> {
  const page = normalizedPage(request);
  return catalogueRead("GET /api/Documents/Publications", () => listPublicationsCached(page));
}

async function listPublicationsCached(request: PageRequest): Promise<Publication[]> {
  "use cache";
  catalogueEntry([tags.publications]);
  return (await readDocumentPage("publication", request)).map(reshapePublication);
}

const wholeReadsInFlight = new Map<number, Promise<DocumentVM | null>>();

/**
 * GET /api/Documents/Publications/{id}, whose answer inlines the whole file (27 MB of JSON for a
 * 20 MB PDF), read once for every concurrent caller in this process (the detail page's cache
 * misses and the legacy cover read share it). Given a download's timeout, not a page read's.
 */
function readWholePublication(publicationId: number): Promise<DocumentVM | null> {
  let read = wholeReadsInFlight.get(publicationId);
  if (!read) {
    read = readDocument("publication", publicationId, {
      next: catalogueFetchCache([tags.publications, tags.publication(publicationId)]),
      timeoutMs: env.UPSTREAM_TIMEOUT_MS * 6,
    }).finally(() => wholeReadsInFlight.delete(publicationId));
    wholeReadsInFlight.set(publicationId, read);
  }
  return read;
}

/**
 * One publication, and whether a file was uploaded. Public, cached (`tags.publications`,
 * `tags.publication(publicationId)`). Calls GET /api/Documents/Publications/{publicationId}, which
 * inlines the whole file as base64: only the reshaped result (no bytes) is cached, and concurrent
 * cache misses share one read.
 * @returns the publication, or null when unknown or the id is not a positive int.
 * @throws UpstreamError on any other failure.
 */
export async function getPublication(publicationId: number): Promise<PublicationDetails | null> {
  if (!isPositiveIntId(publicationId)) return null;
  return catalogueRead("GET /api/Documents/Publications/{id}", () => getPublicationCached(publicationId));
}

async function getPublicationCached(publicationId: number): Promise<PublicationDetails | null> {
  "use cache";
  catalogueEntry([tags.publications, tags.publication(publicationId)]);
  const vm = await readWholePublication(publicationId);
  return vm ? { ...reshapePublication(vm), hasFile: vm.hasFile ?? Boolean(vm.fileBytes) } : null;
}

/**
 * The raw base64 image of one publication. **For the `/media` route handler only**: nothing else
 * may pass base64 on. Calls GET /api/Documents/Publications/{publicationId}; fetch-cached
 * (`tags.publication(publicationId)`) when the answer is under Next's 2 MB entry limit (the answer
 * carries the whole file too; the versioned media URL is cached by browsers for a year anyway).
 * Timeout: the download's (`UPSTREAM_TIMEOUT_MS` × 6), since the answer carries the whole file.
 * @returns the base64 image, or null when the publication or its image is missing.
 * @throws UpstreamError on any other failure.
 */
export async function getPublicationImage(publicationId: number): Promise<string | null> {
  if (!isPositiveIntId(publicationId)) return null;
  const vm = await readWholePublication(publicationId);
  return vm?.imageBytes ?? null;
}

/** Input of {@link createPublication} and {@link updatePublication}. */
export interface PublicationInput {
  title: string;
  description: string;
}

/**
 * Creates a publication (then upload its image and file). Admin token.
 * Calls POST /api/Documents/Publications through {@link createDocument}. Invalidate
 * `tagsTouchedBy.publication(id)`.
 * @returns the new publication id.
 * @throws UpstreamError on failure.
 */
export function createPublication(input: PublicationInput, token: string): Promise<number> {
  return createDocument("publication", input, token);
}

/**
 * Replaces a publication's image. Admin token.
 * Calls POST /api/Documents/Publications/UploadImage/{publicationId} (multipart `File` + `Type`)
 * through {@link uploadDocumentImage}. Invalidate `tagsTouchedBy.publication(publicationId)`.
 * @throws UpstreamError (404 for an invalid id; the legacy answers 500 for an unknown publication).
 */
export function uploadPublicationImage(
  publicationId: number,
  file: Blob,
  token: string,
): Promise<void> {
  return uploadDocumentImage("publication", publicationId, file, token);
}

/**
 * Replaces a publication's file (served as PDF). Admin token.
 * Calls POST /api/Documents/Publications/UploadFile/{publicationId} (multipart `File` + `Type`)
 * through {@link uploadDocumentFile}. Invalidate `tagsTouchedBy.publication(publicationId)`.
 * @throws UpstreamError (404 for an invalid id; the legacy answers 500 for an unknown publication).
 */
export function uploadPublicationFile(
  publicationId: number,
  file: Blob,
  token: string,
): Promise<void> {
  return uploadDocumentFile("publication", publicationId, file, 0, token);
}

/**
 * Changes a publication's title and description. Admin token.
 * Calls PUT /api/Documents/Publication/{publicationId} (singular) through {@link updateDocument}.
 * Invalidate `tagsTouchedBy.publication(publicationId)`.
 * @throws UpstreamError (404 for an unknown publication or an invalid id).
 */
export function updatePublication(
  publicationId: number,
  input: PublicationInput,
  token: string,
): Promise<void> {
  return updateDocument("publication", publicationId, input, token);
}

/**
 * Deletes a publication. Admin token. Calls DELETE /api/Documents/Publication/{publicationId}
 * through {@link deleteDocument}. Invalidate `tagsTouchedBy.publication(publicationId)`.
 * @throws UpstreamError (404 for an unknown publication or an invalid id).
 */
export function deletePublication(publicationId: number, token: string): Promise<void> {
  return deleteDocument("publication", publicationId, token);
}

/**
 * Streams a publication's file (always `application/pdf`). Public: no token needed.
 * Calls GET /api/Documents/Publication/GetFile/{publicationId}. Never cached (a stream).
 * @throws UpstreamError: 404 for an unknown publication or an invalid id; 500 when no file was uploaded.
 */
export async function downloadPublicationFile(publicationId: number): Promise<UpstreamFile> {
  assertId("int", publicationId, "GET /api/Documents/Publication/GetFile/{publicationId}");
  return upstreamFetchFile({ path: `/api/Documents/Publication/GetFile/${publicationId}` });
}
