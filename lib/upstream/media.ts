import "server-only";
import { mediaVersion, type MediaKind } from "@/lib/media";
import { rasterImageType, type RasterImageType } from "@/lib/file-types";
import { cacheLife, cacheTag } from "next/cache";
import { CATALOGUE_CACHE_PROFILE, catalogueRead } from "@/lib/upstream/catalogue-cache";
import { UpstreamError, upstreamFetch } from "@/lib/upstream/client";
import { endpointDetection } from "@/lib/upstream/extension-detection";
import { getCourseImages } from "@/lib/upstream/courses";
import { getDocumentImage } from "@/lib/upstream/documents";
import { getProjectSubImage } from "@/lib/upstream/projects";
import { isGuid, parseIntId } from "@/lib/ids";
import { getHeaderPhotoImage } from "@/lib/upstream/static-content";
import { tags } from "@/lib/upstream/tags";

/*
 * How `/media/{kind}/{id}/{version}` gets its bytes: {@link getMediaImage} is one 'use cache'
 * entry per (kind, id) holding the bytes (a Uint8Array, which React's serialisation of cached
 * results carries as binary), their sniffed type and their version, tagged like the item it comes
 * from, so an admin's change (which expires those tags) drops it. It lives in the data cache's
 * store: Next's in-memory LRU (50 MB in all), or Redis when REDIS_URL is set. Next shares one fill
 * of an entry between the concurrent requests that miss it, so a burst costs one upstream read.
 * Every image is kept whole: images uploaded through this app are re-encoded to at most 1,600 px
 * wide (`lib/files/check.ts`), so only legacy data can be large, and the store's size bound (the
 * LRU's, Redis's `maxmemory`) evicts such an entry like any other.
 *
 * The bytes come from the reference upstream's media extension (one binary, nothing else;
 * upstream/EXTENSIONS.md) when the upstream has it, else from the legacy reads (base64 inside the
 * item's JSON; a publication's answer carries its whole file, a project sub-image its whole
 * project), which are not cached by themselves: this entry is what is kept.
 */

/** The `cacheLife` profile of a miss (no such item or image): Next's "minutes" (refreshed after a minute). */
const MEDIA_MISS_CACHE_PROFILE = "minutes";

// GET /api/Media/version is public: only a 200 means the extension answers.
const isMediaExtensionPresent = endpointDetection("/api/Media/version", []);

/**
 * Whether the upstream has the media extension. One anonymous probe of GET /api/Media/version,
 * remembered for 10 minutes: 200 means the extension answers, 404/405 the legacy API. A failed
 * probe (network, timeout, 5xx) is not remembered and reads as "legacy", so the caller falls back
 * on the legacy reads rather than failing.
 */
export function hasMediaExtension(): Promise<boolean> {
  return isMediaExtensionPresent();
}

const courseKinds = new Set<MediaKind>([
  "on-demand-course",
  "on-demand-instructor",
  "online-course",
  "online-instructor",
]);

/**
 * Whether `id` is a well-formed id of `kind`: a Guid for course kinds, a positive decimal int
 * (`parseIntId`) otherwise. Checked before any upstream call, since the id comes from the URL.
 */
export function isMediaId(kind: MediaKind, id: string): boolean {
  return courseKinds.has(kind) ? isGuid(id) : parseIntId(id) !== null;
}

/** The extension's path of one image (upstream/EXTENSIONS.md, "Images and files by themselves"). */
function extensionPath(kind: MediaKind, id: string): string {
  switch (kind) {
    case "header":
      return `/api/Static/Headers/${id}/Image`;
    case "on-demand-course":
      return `/api/OnDemandCourses/${id}/Image`;
    case "on-demand-instructor":
      return `/api/OnDemandCourses/${id}/InstructorImage`;
    case "online-course":
      return `/api/OnlineCourses/${id}/Image`;
    case "online-instructor":
      return `/api/OnlineCourses/${id}/InstructorImage`;
    case "product":
      return `/api/Documents/Products/${id}/Image`;
    case "publication":
      return `/api/Documents/Publications/${id}/Image`;
    case "project-image":
      return `/api/Projects/Images/${id}`;
  }
}

/** The legacy read behind each kind: base64 inside the item's JSON, `null` when it has none. */
const legacyLoaders: Record<MediaKind, (id: string) => Promise<string | null>> = {
  header: (id) => getHeaderPhotoImage(Number(id)),
  "on-demand-course": async (id) => (await getCourseImages("on-demand", id))?.image ?? null,
  "on-demand-instructor": async (id) =>
    (await getCourseImages("on-demand", id))?.instructorImage ?? null,
  "online-course": async (id) => (await getCourseImages("online", id))?.image ?? null,
  "online-instructor": async (id) => (await getCourseImages("online", id))?.instructorImage ?? null,
  product: (id) => getDocumentImage("product", Number(id)),
  publication: (id) => getDocumentImage("publication", Number(id)),
  "project-image": (id) => getProjectSubImage(Number(id)),
};

/** The cache tags of one image: those of the item it belongs to (lib/upstream/tags.ts). */
export function mediaTags(kind: MediaKind, id: string): string[] {
  switch (kind) {
    case "header":
      return [tags.headers];
    case "on-demand-course":
    case "on-demand-instructor":
      return [tags.onDemandCourses, tags.onDemandCourse(id)];
    case "online-course":
    case "online-instructor":
      return [tags.onlineCourses, tags.onlineCourse(id)];
    case "product":
      return [tags.products, tags.product(Number(id))];
    case "publication":
      return [tags.publications, tags.publication(Number(id))];
    case "project-image":
      // A project update gives every sub-image a new id; the collection tag covers them all.
      return [tags.projects];
  }
}

/** Course Guids are lower-cased so `ABC…` and `abc…` share one read, one entry and one path. */
const normalId = (kind: MediaKind, id: string) => (courseKinds.has(kind) ? id.toLowerCase() : id);

/**
 * The raw bytes of one upstream image, read afresh. Calls the media extension's GET (e.g.
 * /api/Documents/Publications/{id}/Image) when the upstream has it, else the legacy read of the
 * item (GET /api/Documents/Publications/{id}, /api/Projects, …). Requires `isMediaId(kind, id)`.
 * @returns the bytes, or null when the item or its image is missing.
 * @throws UpstreamError on any other failure.
 */
async function readMediaBytes(kind: MediaKind, id: string): Promise<Uint8Array | null> {
  if (await hasMediaExtension()) {
    try {
      const file = await upstreamFetch({ file: true, path: extensionPath(kind, id) });
      return new Uint8Array(await new Response(file.body).arrayBuffer());
    } catch (error) {
      if (error instanceof UpstreamError && error.isNotFound) return null;
      throw error;
    }
  }
  const base64 = await legacyLoaders[kind](id);
  return base64 ? new Uint8Array(Buffer.from(base64, "base64")) : null;
}

/** One image as the `/media` route serves it. */
export interface MediaImage {
  /** 12 hex characters of SHA-256 over the image's base64 text: the `{version}` of its URL (`mediaVersion`). */
  version: string;
  /** The type judged from the bytes (raster only). */
  contentType: RasterImageType;
  /** Size in bytes. */
  size: number;
  /** The bytes. */
  bytes: Uint8Array;
}

async function getMediaImageCached(kind: MediaKind, id: string): Promise<MediaImage | null> {
  "use cache";
  cacheTag(...mediaTags(kind, id));
  const bytes = await readMediaBytes(kind, id);
  // Why refuse: the upstream accepts any upload (contract §7); an SVG or HTML "image" served
  // from our origin could run script, so only raster formats recognised by their bytes go out.
  const contentType = bytes && (await rasterImageType(bytes));
  if (!bytes || !contentType) {
    // A miss is kept a minute only: on a legacy upstream a project sub-image just added may be
    // missing from a shared list read moments before (lib/upstream/projects.ts).
    cacheLife(MEDIA_MISS_CACHE_PROFILE);
    return null;
  }
  cacheLife(CATALOGUE_CACHE_PROFILE);
  const version = mediaVersion(
    Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("base64"),
  );
  return { version, contentType, size: bytes.byteLength, bytes };
}

/**
 * One image, its type, its current version and its bytes, from the shared cache (see the top of
 * this file) or else from one upstream read shared by every concurrent miss. Public.
 * Requires `isMediaId(kind, id)`.
 * @returns the image, or null when the item or its image is missing or the bytes are not a
 *   JPEG, PNG, GIF, WebP or AVIF image.
 * @throws UpstreamError (502, or 503 while the circuit breaker is open) when the read failed.
 */
export function getMediaImage(kind: MediaKind, id: string): Promise<MediaImage | null> {
  return catalogueRead(`GET /media/${kind}`, () => getMediaImageCached(kind, normalId(kind, id)));
}
