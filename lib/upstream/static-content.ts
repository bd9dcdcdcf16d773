import "server-only";
import { z } from "zod";
import { mediaUrl } from "@/lib/media";
import { upstreamFetch, upstreamFetchFile } from "@/lib/upstream/client";
import { cachedRead, catalogueFetchCache } from "@/lib/upstream/shared";
import { tags } from "@/lib/upstream/tags";
import type { UpstreamFile } from "@/lib/upstream/types";

// Wire shape (contract §2 HeaderVM): `imageBytes` is base64 or null (a header row whose image
// upload failed, or whose file is gone). Ids and order are ints.
const headerVmSchema = z.object({
  id: z.number().int(),
  imageBytes: z.string().nullish(),
  order: z.number().int().nullish(),
});

const headerVmListSchema = z.array(headerVmSchema);

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
 * The raw list with every image inlined. Fetch-cached under `tags.headers` for the media route;
 * a list over the data cache's 2 MB limit is simply re-read (the browser and the image
 * optimizer cache each served image, so that stays rare).
 */
function fetchHeaderVms(): Promise<HeaderVm[]> {
  return upstreamFetch({
    path: "/api/Static/GetHeaders",
    schema: headerVmListSchema,
    next: catalogueFetchCache([tags.headers]),
  });
}

/**
 * The landing header photos, sorted for the banner, each with a `/media/header/…` URL.
 * Public and cached for an hour under `tags.headers` (admin changes invalidate it); no token.
 *
 * Calls `GET /api/Static/GetHeaders`.
 * @throws UpstreamError when the upstream fails or answers an unexpected shape.
 */
export function listHeaderPhotos(): Promise<HeaderPhoto[]> {
  // The reshaped list (URLs, no bytes) is cached on its own: it stays far under 2 MB.
  return cachedRead(["header-photos"], [tags.headers], async () =>
    reshapeHeaderPhotos(await fetchHeaderVms()),
  );
}

/**
 * The base64 image of one header photo, for the `/media/header/{id}/…` route only; `null` when
 * no header has this id or it has no image. The upstream has no single-header endpoint, so this
 * reads the whole (fetch-cached) list.
 *
 * Calls `GET /api/Static/GetHeaders`.
 * @throws UpstreamError when the upstream fails.
 */
export async function getHeaderPhotoImage(id: number): Promise<string | null> {
  const rows = await fetchHeaderVms();
  return rows.find((row) => row.id === id)?.imageBytes ?? null;
}

/**
 * Streams the consultancy portfolio file. Public: no token needed. Never cached (a stream).
 * Calls `GET /api/Static/GetPortofilo` (spelling as the upstream's). The legacy always claims
 * `application/pdf` whatever was uploaded, so callers judge the format by the bytes.
 * @throws UpstreamError: 404 when no portfolio was uploaded (the legacy answers 500 then).
 */
export function downloadPortfolio(): Promise<UpstreamFile> {
  return upstreamFetchFile({ path: "/api/Static/GetPortofilo" });
}
