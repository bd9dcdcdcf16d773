import "server-only";
import { z } from "zod";
import { mediaUrl } from "@/lib/media";
import { upstreamFetch, upstreamFetchFile } from "@/lib/upstream/client";
import {
  assertId,
  cachedRead,
  catalogueFetchCache,
  isPositiveIntId,
  nullWhen,
  pageQuery,
  uploadForm,
} from "@/lib/upstream/shared";
import { tags } from "@/lib/upstream/tags";
import type {
  PageRequest,
  Publication,
  PublicationDetails,
  UpstreamFile,
} from "@/lib/upstream/types";
import { createdPublicationSchema, documentVmSchema, type DocumentVM } from "@/lib/upstream/wire";

/** The `Type` sent with publication uploads (the upstream ignores it: publications are PDFs). */
const PUBLICATION_UPLOAD_TYPE = 0;

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
  const query = pageQuery(request);
  return cachedRead(["listPublications", JSON.stringify(query)], [tags.publications], async () => {
    const list = await upstreamFetch({
      path: "/api/Documents/Publications",
      query,
      schema: z.array(documentVmSchema),
    });
    return list.map(reshapePublication);
  });
}

/**
 * One publication, and whether a file was uploaded. Public, cached (`tags.publications`,
 * `tags.publication(publicationId)`). Calls GET /api/Documents/Publications/{publicationId}, which
 * inlines the whole file as base64: only the reshaped result (no bytes) is cached.
 * @returns the publication, or null when unknown or the id is not a positive int.
 * @throws UpstreamError on any other failure.
 */
export async function getPublication(publicationId: number): Promise<PublicationDetails | null> {
  if (!isPositiveIntId(publicationId)) return null;
  return cachedRead(
    ["getPublication", String(publicationId)],
    [tags.publications, tags.publication(publicationId)],
    () =>
      nullWhen([404], async () => {
        const vm = await upstreamFetch({
          path: `/api/Documents/Publications/${publicationId}`,
          schema: documentVmSchema,
        });
        return { ...reshapePublication(vm), hasFile: Boolean(vm.fileBytes) };
      }),
  );
}

/**
 * The raw base64 image of one publication. **For the `/media` route handler only**: nothing else
 * may pass base64 on. Calls GET /api/Documents/Publications/{publicationId}; fetch-cached
 * (`tags.publication(publicationId)`) when the answer is under Next's 2 MB entry limit (the answer
 * carries the whole file too; the versioned media URL is cached by browsers for a year anyway).
 * @returns the base64 image, or null when the publication or its image is missing.
 * @throws UpstreamError on any other failure.
 */
export async function getPublicationImage(publicationId: number): Promise<string | null> {
  if (!isPositiveIntId(publicationId)) return null;
  const vm = await nullWhen([404], () =>
    upstreamFetch({
      path: `/api/Documents/Publications/${publicationId}`,
      schema: documentVmSchema,
      next: catalogueFetchCache([tags.publications, tags.publication(publicationId)]),
    }),
  );
  return vm?.imageBytes ?? null;
}

/** Input of {@link createPublication} and {@link updatePublication}. */
export interface PublicationInput {
  title: string;
  description: string;
}

/**
 * Creates a publication (then upload its image and file). Admin token.
 * Calls POST /api/Documents/Publications. Invalidate `tagsTouchedBy.publication(id)`.
 * @returns the new publication id.
 * @throws UpstreamError on failure.
 */
export async function createPublication(input: PublicationInput, token: string): Promise<number> {
  const created = await upstreamFetch({
    method: "POST",
    path: "/api/Documents/Publications",
    body: { title: input.title, description: input.description },
    schema: createdPublicationSchema,
    token,
  });
  return created.publicationId;
}

/**
 * Replaces a publication's image. Admin token.
 * Calls POST /api/Documents/Publications/UploadImage/{publicationId} (multipart `File` + `Type`).
 * Invalidate `tagsTouchedBy.publication(publicationId)`.
 * @throws UpstreamError (404 for an invalid id; the legacy answers 500 for an unknown publication).
 */
export async function uploadPublicationImage(
  publicationId: number,
  file: Blob,
  token: string,
): Promise<void> {
  assertId("int", publicationId, "POST /api/Documents/Publications/UploadImage/{publicationId}");
  await upstreamFetch({
    method: "POST",
    path: `/api/Documents/Publications/UploadImage/${publicationId}`,
    body: uploadForm(file, PUBLICATION_UPLOAD_TYPE),
    token,
  });
}

/**
 * Replaces a publication's file (served as PDF). Admin token.
 * Calls POST /api/Documents/Publications/UploadFile/{publicationId} (multipart `File` + `Type`).
 * Invalidate `tagsTouchedBy.publication(publicationId)`.
 * @throws UpstreamError (404 for an invalid id; the legacy answers 500 for an unknown publication).
 */
export async function uploadPublicationFile(
  publicationId: number,
  file: Blob,
  token: string,
): Promise<void> {
  assertId("int", publicationId, "POST /api/Documents/Publications/UploadFile/{publicationId}");
  await upstreamFetch({
    method: "POST",
    path: `/api/Documents/Publications/UploadFile/${publicationId}`,
    body: uploadForm(file, PUBLICATION_UPLOAD_TYPE),
    token,
  });
}

/**
 * Changes a publication's title and description. Admin token.
 * Calls PUT /api/Documents/Publication/{publicationId} (singular). Invalidate
 * `tagsTouchedBy.publication(publicationId)`.
 * @throws UpstreamError (404 for an unknown publication or an invalid id).
 */
export async function updatePublication(
  publicationId: number,
  input: PublicationInput,
  token: string,
): Promise<void> {
  assertId("int", publicationId, "PUT /api/Documents/Publication/{publicationId}");
  await upstreamFetch({
    method: "PUT",
    path: `/api/Documents/Publication/${publicationId}`,
    body: { title: input.title, description: input.description },
    token,
  });
}

/**
 * Deletes a publication. Admin token. Calls DELETE /api/Documents/Publication/{publicationId}.
 * Invalidate `tagsTouchedBy.publication(publicationId)`.
 * @throws UpstreamError (404 for an unknown publication or an invalid id).
 */
export async function deletePublication(publicationId: number, token: string): Promise<void> {
  assertId("int", publicationId, "DELETE /api/Documents/Publication/{publicationId}");
  await upstreamFetch({
    method: "DELETE",
    path: `/api/Documents/Publication/${publicationId}`,
    token,
  });
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
