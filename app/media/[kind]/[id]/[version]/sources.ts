import "server-only";
import { z } from "zod";
import type { MediaKind } from "@/lib/media";
import { getHeaderPhotoImage } from "@/lib/upstream/static-content";

/** Loads the base64 image of one item from the upstream; `null` when it has none. */
type ImageLoader = (id: string) => Promise<string | null>;

// Ids come from the URL, so each loader validates its id type before any upstream call.
const intId = z.coerce.number().int().positive();

function withIntId(load: (id: number) => Promise<string | null>): ImageLoader {
  return async (raw) => {
    const parsed = intId.safeParse(raw);
    return parsed.success ? load(parsed.data) : null;
  };
}

/**
 * The upstream read behind each `/media/{kind}/…` kind. A kind missing here answers 404 until
 * its upstream module provides a loader.
 */
export const imageLoaders: Partial<Record<MediaKind, ImageLoader>> = {
  header: withIntId(getHeaderPhotoImage),
};
