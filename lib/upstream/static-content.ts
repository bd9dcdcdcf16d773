import "server-only";
import * as z from "@/lib/zod";
import { detectFileFormat, type FileFormat, type FileTypeCode } from "@/lib/file-types";
import { mediaUrl } from "@/lib/media";
import { deleteById, UpstreamError, upstreamFetch } from "@/lib/upstream/client";
import { catalogueEntry, catalogueRead } from "@/lib/upstream/catalogue-cache";
import { postUpload } from "@/lib/upstream/multipart";
import { tags } from "@/lib/upstream/tags";
import type { UpstreamFile } from "@/lib/upstream/types";
import { createdHeaderSchema, headerVmSchema } from "@/lib/upstream/wire";

/** A wire HeaderVM as read from the upstream, base64 included. Server-only. */
export type HeaderVm = z.infer<typeof headerVmSchema>;

/**
 * A landing header photo as components see it: `src` is the same-origin, versioned
 * `/media/header/{id}/{version}` URL (never base64); `order` sorts the banner ascending.
 */
export interface HeaderPhoto {
  id: number;
  order: number;
  src: string;
}

/**
 * Reshapes the upstream's header list: drops rows without an image (they cannot be shown),
 * replaces the bytes by their media URL and sorts by `order`, then `id` (the upstream leaves
 * the order of ties unspecified, so `id` keeps the banner stable between renders).
 */
export function reshapeHeaderPhotos(rows: HeaderVm[]): HeaderPhoto[] {
  const photos: HeaderPhoto[] = [];
  for (const row of rows) {
    const src = mediaUrl("header", row.id, row.imageBytes);
    if (src) photos.push({ id: row.id, order: row.order ?? 0, src });
  }
  return photos.sort((a, b) => a.order - b.order || a.id - b.id);
}

/**
 * The landing header photos, sorted for the banner, each with a `/media/header/…` URL.
 * Public and cached for an hour under `tags.headers` (admin changes invalidate it); no token.
 *
 * Calls `GET /api/Static/GetHeaders`.
 * @throws UpstreamError when the upstream fails or answers an unexpected shape.
 */
export function listHeaderPhotos(): Promise<HeaderPhoto[]> {
  return catalogueRead("GET /api/Static/GetHeaders", listHeaderPhotosCached);
}

// The reshaped list (URLs, no bytes) is cached on its own: it stays small.
async function listHeaderPhotosCached(): Promise<HeaderPhoto[]> {
  "use cache";
  catalogueEntry([tags.headers]);
  return reshapeHeaderPhotos(
    await upstreamFetch({ path: "/api/Static/GetHeaders", schema: z.array(headerVmSchema) }),
  );
}

/**
 * The base64 image of one header photo, for the `/media/header/{id}/…` route only; `null` when
 * no header has this id or it has no image. The upstream has no single-header endpoint, so this
 * reads the whole list. Not cached here: the media route's `'use cache'` entry of the image
 * (`lib/upstream/media.ts`, tagged `tags.headers`) is what is kept, so the bytes are stored once.
 *
 * Calls `GET /api/Static/GetHeaders`.
 * @throws UpstreamError when the upstream fails.
 */
export async function getHeaderPhotoImage(id: number): Promise<string | null> {
  const rows = await upstreamFetch({
    path: "/api/Static/GetHeaders",
    schema: z.array(headerVmSchema),
  });
  return rows.find((row) => row.id === id)?.imageBytes ?? null;
}

/**
 * Streams the consultancy portfolio file. Public: no token needed. Never cached (a stream).
 * Calls `GET /api/Static/GetPortofilo` (spelling as the upstream's). The legacy always claims
 * `application/pdf` whatever was uploaded, so callers judge the format by the bytes.
 * @throws UpstreamError: 404 when no portfolio was uploaded (the legacy answers 500 then).
 */
export function downloadPortfolio(): Promise<UpstreamFile> {
  return upstreamFetch({ file: true, path: "/api/Static/GetPortofilo" });
}

/**
 * A header row as the admin page sees it: every row, in banner order, with its image URL or
 * `null` when the row has no image (so a broken row can still be found and deleted).
 */
export interface HeaderRecord {
  id: number;
  order: number;
  src: string | null;
}

/**
 * Every header row, sorted like the banner (order, then id), images as `/media/header/…` URLs.
 * Admin token; never cached (the admin must see rows the public list drops).
 * Calls `GET /api/Static/GetHeaders`.
 * @throws UpstreamError on failure.
 */
export async function listHeaderRecords(token: string): Promise<HeaderRecord[]> {
  const rows = await upstreamFetch({
    path: "/api/Static/GetHeaders",
    schema: z.array(headerVmSchema),
    token,
  });
  return rows
    .map((row) => ({
      id: row.id,
      order: row.order ?? 0,
      src: mediaUrl("header", row.id, row.imageBytes),
    }))
    .sort((a, b) => a.order - b.order || a.id - b.id);
}

/** The `order` of a header added after `records`: the last order plus one (1 for the first). */
export function nextHeaderOrder(records: readonly { order: number }[]): number {
  return records.reduce((last, record) => Math.max(last, record.order), 0) + 1;
}

/**
 * Creates a header row without an image, at position `order`. Admin token.
 * Calls `POST /api/Static/CreateHeader` with `imageUrl` "" (contract §3.2: the legacy later uses
 * this text as a file path, so no name is ever sent) and `id` 0. Upload the image next with
 * {@link uploadHeaderImage}; invalidate `tags.headers`.
 * @returns the new header's id (the upstream echoes the stored row).
 * @throws UpstreamError on failure.
 */
export async function createHeader(order: number, token: string): Promise<number> {
  const created = await upstreamFetch({
    method: "POST",
    path: "/api/Static/CreateHeader",
    body: { id: 0, imageUrl: "", order },
    schema: createdHeaderSchema,
    token,
  });
  return created.id;
}

/**
 * Uploads the image of a header row (image type 0, spec §9; the name sent is generated). The
 * image must already be checked and normalised (`checkImage`). Admin token.
 * Calls `POST /api/Static/UploadHeaderImage/{headerId}`. Invalidate `tags.headers`.
 * @throws UpstreamError (404 for an invalid id; the legacy answers 500 for an unknown one).
 */
export async function uploadHeaderImage(
  headerId: number,
  image: Blob,
  token: string,
): Promise<void> {
  await postUpload({
    endpoint: "POST /api/Static/UploadHeaderImage/{headerId}",
    ids: [["int", headerId]],
    path: `/api/Static/UploadHeaderImage/${headerId}`,
    file: image,
    type: 0,
    token,
  });
}

/**
 * Deletes a header row and its image. Admin token. Calls `DELETE /api/Static/DeleteHeader/{headerId}`.
 * Invalidate `tags.headers`.
 * @throws UpstreamError (404 for an invalid id; the legacy answers 500 for an unknown one).
 */
export const deleteHeader = deleteById<number>("DELETE /api/Static/DeleteHeader/{headerId}", "int");

/**
 * Replaces the single consultancy portfolio file. The file must already be checked against its
 * type (`checkDocument`). Admin token. Calls `POST /api/Static/UploadPorotfolio` (spelling as the
 * upstream's; the `Type` part is sent but ignored by the upstream, contract §5.7).
 * Invalidate `tags.portfolio`.
 * @throws UpstreamError on failure.
 */
export async function uploadPortfolio(
  file: Blob,
  type: FileTypeCode,
  token: string,
): Promise<void> {
  await postUpload({
    path: "/api/Static/UploadPorotfolio",
    file,
    type,
    token,
    // A portfolio may be tens of megabytes: allow it longer than a JSON call.
    timeoutMs: 120_000,
  });
}

/** Whether a portfolio is published, and its format judged from its first bytes. */
export type PortfolioStatus = { isPublished: true; format: FileFormat } | { isPublished: false };

/**
 * Whether a portfolio file exists, read from the first bytes of `GET /api/Static/GetPortofilo`
 * (the rest of the stream is cancelled; the upstream has no cheaper check). Public, never cached.
 * @returns `{ isPublished: false }` when the upstream answers 404 (the reference upstream).
 * @throws UpstreamError for any other failure (the legacy answers 500 when there is none, which
 *   cannot be told apart from a real failure).
 */
export async function getPortfolioStatus(): Promise<PortfolioStatus> {
  let file: UpstreamFile;
  try {
    file = await downloadPortfolio();
  } catch (error) {
    if (error instanceof UpstreamError && error.isNotFound) return { isPublished: false };
    throw error;
  }
  const reader = file.body.getReader();
  try {
    const first = await reader.read();
    return {
      isPublished: true,
      format: await detectFileFormat(file.contentType, first.value ?? new Uint8Array()),
    };
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}
