import "server-only";
import * as z from "@/lib/zod";
import { checkIds, deleteById, UpstreamError, upstreamFetch } from "@/lib/upstream/client";
import { catalogueEntry, catalogueRead } from "@/lib/upstream/catalogue-cache";
import { versionDetection } from "@/lib/upstream/extension-detection";
import { isGuid, isPositiveIntId } from "@/lib/ids";
import { tags } from "@/lib/upstream/tags";
import type { CourseSection, SectionVideo } from "@/lib/upstream/types";
import { videoVmSchema, type SectionDto, type VideoVM } from "@/lib/upstream/wire";

/** Reshapes a wire SectionDto into a {@link CourseSection} (`position` null when absent). */
export function reshapeSection(dto: SectionDto): CourseSection {
  return { id: dto.id, name: dto.name, courseId: dto.courseId, position: dto.position ?? null };
}

/**
 * Reshapes a wire VideoVM into a {@link SectionVideo} (`videoUrl`, `position`, `durationSeconds`
 * null when absent; `isPreview` true only when the upstream says so).
 */
function reshapeVideo(dto: VideoVM): SectionVideo {
  return {
    id: dto.id,
    title: dto.title,
    videoUrl: dto.videoUrl ?? null,
    sectionId: dto.sectionId,
    position: dto.position ?? null,
    isPreview: dto.isPreview === true,
    durationSeconds: dto.durationSeconds ?? null,
  };
}

/**
 * Video order: by `position` (the ordering extension) and then by id. Without the extension every
 * position is null and the order is by id: the legacy has no ORDER BY, and ids grow with
 * creation, so the spec's numbered list stays stable.
 */
function byPositionThenId(a: SectionVideo, b: SectionVideo): number {
  return (a.position ?? 0) - (b.position ?? 0) || a.id - b.id;
}

/**
 * The videos of a section, in order (see {@link byPositionThenId}).
 * Calls GET /api/Sections/GetVideosToSection/{sectionId}.
 *
 * `videoUrl` is filled only for an entitled caller (the reference upstream answers null otherwise),
 * so: without `token` the read is public and cached (`tags.sectionVideos(sectionId)`); with the
 * session's `token` it is never cached, because the answer depends on who asks.
 * @returns the videos; `[]` for an unknown section or an id that is not a Guid.
 * @throws UpstreamError on failure.
 */
export async function listSectionVideos(
  sectionId: string,
  token?: string,
): Promise<SectionVideo[]> {
  if (!isGuid(sectionId)) return [];
  if (token) return readSectionVideos(sectionId, token);
  const key = sectionId.toLowerCase();
  return catalogueRead("GET /api/Sections/GetVideosToSection/{id}", () =>
    listSectionVideosCached(key),
  );
}

async function listSectionVideosCached(sectionId: string): Promise<SectionVideo[]> {
  "use cache";
  catalogueEntry([tags.sectionVideos(sectionId)]);
  return readSectionVideos(sectionId);
}

async function readSectionVideos(sectionId: string, token?: string): Promise<SectionVideo[]> {
  const list = await upstreamFetch({
    path: `/api/Sections/GetVideosToSection/${sectionId}`,
    schema: z.array(videoVmSchema),
    token,
  });
  return list.map(reshapeVideo).sort(byPositionThenId);
}

/**
 * One video. Calls GET /api/Sections/GetSingleVideoToSecion/videoId?videoId={videoId} (the path
 * really ends with the word `videoId`; the id is a query parameter). Like
 * {@link listSectionVideos}: cached (`tags.video(videoId)`) without a token, never cached with one.
 * @returns the video, or null when unknown (the upstream answers 204) or the id is not a positive int.
 * @throws UpstreamError on failure.
 */
export async function getVideo(videoId: number, token?: string): Promise<SectionVideo | null> {
  if (!isPositiveIntId(videoId)) return null;
  if (token) return readVideo(videoId, token);
  return catalogueRead("GET /api/Sections/GetSingleVideoToSecion/videoId", () =>
    getVideoCached(videoId),
  );
}

async function getVideoCached(videoId: number): Promise<SectionVideo | null> {
  "use cache";
  catalogueEntry([tags.video(videoId)]);
  return readVideo(videoId);
}

async function readVideo(videoId: number, token?: string): Promise<SectionVideo | null> {
  const video = await upstreamFetch({
    path: "/api/Sections/GetSingleVideoToSecion/videoId",
    query: { videoId },
    // 204 (no body) for an unknown id: the wrapper reads an empty body as null.
    schema: videoVmSchema.nullable(),
    token,
  });
  return video ? reshapeVideo(video) : null;
}

/**
 * Adds a section to an on-demand course. Admin token. Calls POST /api/Sections.
 * The upstream answers 201 with no body: the new section id is not returned (re-read the course).
 * Invalidate `tagsTouchedBy.section(courseId)`.
 * @throws UpstreamError (404 when `courseId` is not a Guid; the legacy answers 500 for an unknown course).
 */
export async function createSection(courseId: string, name: string, token: string): Promise<void> {
  await upstreamFetch({
    endpoint: "POST /api/Sections",
    ids: [["guid", courseId]],
    body: { courseId, name },
    token,
  });
}

/**
 * Renames a section. Admin token. Calls PUT /api/Sections/UpdateSectionName/{sectionId} whose body
 * is a bare JSON string (`"New name"`, quotes included), not an object.
 * Invalidate `tagsTouchedBy.section(courseId, sectionId)`.
 * @throws UpstreamError: 400 for an empty name; the legacy answers 500 for an unknown section.
 */
export async function renameSection(sectionId: string, name: string, token: string): Promise<void> {
  await upstreamFetch({
    endpoint: "PUT /api/Sections/UpdateSectionName/{sectionId}",
    ids: [["guid", sectionId]],
    body: name,
    token,
  });
}

/**
 * Deletes a section and its videos. Admin token. Calls DELETE /api/Sections/{sectionId}.
 * Invalidate `tagsTouchedBy.section(courseId, sectionId)`.
 * @throws UpstreamError (404 for an unknown section or an id that is not a Guid).
 */
export const deleteSection = deleteById<string>("DELETE /api/Sections/{sectionId}", "guid");

/** Input of {@link addVideo}. */
export interface VideoInput {
  sectionId: string;
  title: string;
  /** The embed snippet (or URL) as the admin pasted it. */
  videoUrl: string;
  /**
   * Free preview mark (see {@link isVideoPreviewSupported}); left out of the body when undefined,
   * so a legacy upstream gets exactly the legacy body and an edit keeps the stored mark.
   */
  isPreview?: boolean;
  /**
   * The video's length in whole seconds (1–86,400), or null for none (watched-lessons extension:
   * only for an upstream that has it, see `isWatchedLessonsSupported`); left out of the body when
   * undefined, so a legacy upstream gets the legacy body and an edit keeps the stored length.
   */
  durationSeconds?: number | null;
}

/** The extensions' properties of a video write's body: those given, nothing for the others. */
const extensionFields = ({ isPreview, durationSeconds }: VideoInput) => ({
  ...(isPreview !== undefined && { isPreview }),
  ...(durationSeconds !== undefined && { durationSeconds }),
});

/**
 * Whether the upstream has the free preview extension (upstream/EXTENSIONS.md): GET
 * /api/VideoPreview/version answers `{ version: 1 }` (the legacy answers 404). Anonymous, its
 * answer kept in the data cache for 10 minutes; a failure reads as absent.
 */
export const isVideoPreviewSupported: () => Promise<boolean> = versionDetection(
  "/api/VideoPreview/version",
  {
    timeoutMs: 3000,
  },
);

/**
 * Adds a video to a section. Admin token. Calls POST /api/Sections/AddVideoToSection with `id: 0`
 * (ignored). The upstream answers 201 with no body: the new video id is not returned.
 * Invalidate `tagsTouchedBy.video([sectionId])`.
 * @throws UpstreamError (404 when `sectionId` is not a Guid; the legacy answers 500 for an unknown section).
 */
export async function addVideo(input: VideoInput, token: string): Promise<void> {
  await upstreamFetch({
    endpoint: "POST /api/Sections/AddVideoToSection",
    ids: [["guid", input.sectionId]],
    body: {
      id: 0,
      title: input.title,
      videoUrl: input.videoUrl,
      sectionId: input.sectionId,
      ...extensionFields(input),
    },
    token,
  });
}

/**
 * Changes a video's title, embed snippet, section and (when given) free preview mark and
 * duration. Admin token. Calls PUT /api/Sections/UpdateVideo.
 * An empty `videoUrl` keeps the stored one (spec §5): the upstream would overwrite it with the
 * empty value, so the current video is read first (GET …/GetSingleVideoToSecion, with the token).
 * Invalidate `tagsTouchedBy.video([oldSectionId, sectionId], id)`.
 * @throws UpstreamError (404 for an unknown video when the old URL must be kept or an invalid id;
 *   the legacy answers 500 for an unknown video).
 */
export async function updateVideo(
  input: VideoInput & { id: number },
  token: string,
): Promise<void> {
  const endpoint = "PUT /api/Sections/UpdateVideo";
  checkIds(endpoint, [
    ["int", input.id],
    ["guid", input.sectionId],
  ]);
  let videoUrl: string | null = input.videoUrl.trim() === "" ? null : input.videoUrl;
  if (videoUrl === null) {
    const current = await getVideo(input.id, token);
    if (!current) throw new UpstreamError({ status: 404, endpoint, message: "Video not found" });
    videoUrl = current.videoUrl;
  }
  await upstreamFetch({
    method: "PUT",
    path: "/api/Sections/UpdateVideo",
    body: {
      id: input.id,
      title: input.title,
      videoUrl,
      sectionId: input.sectionId,
      ...extensionFields(input),
    },
    token,
  });
}

/**
 * Deletes a video. Admin token. Calls DELETE /api/Sections/DeleteVideo/{videoId}.
 * Invalidate `tagsTouchedBy.video([sectionId], videoId)`.
 * @throws UpstreamError (404 for an id that is not a positive int; the legacy answers 500 for an unknown video).
 */
export const deleteVideo = deleteById<number>("DELETE /api/Sections/DeleteVideo/{videoId}", "int");

/*
 * Ordering extension (upstream/EXTENSIONS.md). The legacy API has no reorder endpoints; a PUT
 * there answers 405, or 404 with an empty body (no route), whereas the reference upstream's own
 * 404s carry a problem body. The drag handles show only where sections carry `position` (the
 * extension's mark), so a legacy upstream never offers reordering; an upstream with positions but
 * without the endpoints answers each try with "unsupported", which the admin is told.
 */

/** Whether an answer says the reorder endpoint does not exist (legacy upstream). */
function isMissingEndpoint(error: unknown): boolean {
  return (
    error instanceof UpstreamError &&
    (error.status === 405 || (error.status === 404 && error.body.trim() === ""))
  );
}

/** The outcome of a reorder call: done, or the upstream has no ordering extension. */
export type ReorderOutcome = "reordered" | "unsupported";

/**
 * The reorder call both orderings share: checks the parent Guid and each id (404 `UpstreamError`
 * before anything is sent), then PUTs the ids to `route` with `{…}` replaced by the parent id.
 */
async function reorder(
  route: string,
  parentId: string,
  ids: Array<string | number>,
  idKind: "guid" | "int",
  token: string,
): Promise<ReorderOutcome> {
  const endpoint = `PUT ${route}`;
  // Checked outside the try: a malformed id is a 404 too, which must not read as a missing endpoint.
  checkIds(endpoint, [["guid", parentId], ...ids.map((id) => [idKind, id] as const)]);
  try {
    await upstreamFetch({
      method: "PUT",
      path: route.replace(/\{\w+\}$/, parentId),
      body: ids,
      token,
    });
    return "reordered" as const;
  } catch (error) {
    if (!isMissingEndpoint(error)) throw error;
    return "unsupported" as const;
  }
}

/**
 * Puts a course's sections in the given order: `sectionIds` must be every section id of the
 * course, each once. Admin token. Calls PUT /api/Sections/Reorder/{courseId} (ordering extension).
 * Invalidate `tagsTouchedBy.section(courseId)`.
 * @returns "unsupported" when the upstream has no such endpoint.
 * @throws UpstreamError: 400 unless the list is exactly the course's sections; 404 for an unknown
 *   course or an id that is not a Guid.
 */
export async function reorderSections(
  courseId: string,
  sectionIds: string[],
  token: string,
): Promise<ReorderOutcome> {
  return reorder("/api/Sections/Reorder/{courseId}", courseId, sectionIds, "guid", token);
}

/**
 * Puts a section's videos in the given order: `videoIds` must be every video id of the section,
 * each once. Admin token. Calls PUT /api/Sections/ReorderVideos/{sectionId} (ordering extension).
 * Invalidate `tagsTouchedBy.video([sectionId])`.
 * @returns "unsupported" when the upstream has no such endpoint.
 * @throws UpstreamError: 400 unless the list is exactly the section's videos; 404 for an unknown
 *   section or malformed ids.
 */
export async function reorderVideos(
  sectionId: string,
  videoIds: number[],
  token: string,
): Promise<ReorderOutcome> {
  return reorder("/api/Sections/ReorderVideos/{sectionId}", sectionId, videoIds, "int", token);
}
