import "server-only";
import type { MediaKind } from "@/lib/media";
import { getOnDemandCourseImages } from "@/lib/upstream/on-demand-courses";
import { getOnlineCourseImages } from "@/lib/upstream/online-courses";
import { getProductImage } from "@/lib/upstream/products";
import { getProjectSubImage } from "@/lib/upstream/projects";
import { getPublicationImage } from "@/lib/upstream/publications";
import { getHeaderPhotoImage } from "@/lib/upstream/static-content";

/** Loads the base64 image of one item from the upstream; `null` when it has none. */
type ImageLoader = (id: string) => Promise<string | null>;

// Ids come from the URL: int ids must be plain decimal (no "0x10", "1e3" or signs) before any
// upstream call; Guid ids are checked by the course modules themselves.
const intIdPattern = /^[1-9][0-9]{0,9}$/;

function withIntId(load: (id: number) => Promise<string | null>): ImageLoader {
  return async (raw) => (intIdPattern.test(raw) ? load(Number(raw)) : null);
}

/** The upstream read behind each `/media/{kind}/…` kind (every kind of `mediaKinds`). */
export const imageLoaders: Record<MediaKind, ImageLoader> = {
  header: withIntId(getHeaderPhotoImage),
  "on-demand-course": async (id) => (await getOnDemandCourseImages(id))?.image ?? null,
  "on-demand-instructor": async (id) => (await getOnDemandCourseImages(id))?.instructorImage ?? null,
  "online-course": async (id) => (await getOnlineCourseImages(id))?.image ?? null,
  "online-instructor": async (id) => (await getOnlineCourseImages(id))?.instructorImage ?? null,
  product: withIntId(getProductImage),
  publication: withIntId(getPublicationImage),
  "project-image": withIntId(getProjectSubImage),
};
