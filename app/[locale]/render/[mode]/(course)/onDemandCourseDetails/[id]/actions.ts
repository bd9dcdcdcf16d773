"use server";

import { fail, ok } from "@/lib/actions/result";
import { adminAction } from "@/lib/actions/safe-action";
import { messages } from "@/lib/messages";
import { getCourse } from "@/lib/upstream/courses";
import { isWatchedLessonsSupported } from "@/lib/upstream/progress";
import {
  addVideo,
  createSection,
  deleteSection,
  deleteVideo,
  isVideoPreviewSupported,
  listSectionVideos,
  renameSection,
  reorderSections,
  reorderVideos,
  updateVideo,
} from "@/lib/upstream/sections";
import { tagsTouchedBy } from "@/lib/upstream/tags";
import type { CourseSection } from "@/lib/upstream/types";
import { parseVideoDuration } from "@/lib/video-duration";
import { toStoredEmbed } from "@/lib/video-embed";
import {
  addVideoSchema,
  deleteVideoSchema,
  reorderSectionsSchema,
  reorderVideosSchema,
  sectionSchemas,
  updateVideoSchema,
} from "./schema";

/*
 * The admin's course-content actions on /onDemandCourseDetails/{id} (spec §2 "On-demand course
 * details": sections and videos). Security boundary: `adminAction` re-checks the Admin role on
 * every call; every id is validated by the schemas and then checked against the course's own
 * sections and videos (never trusted from the browser), because the legacy upstream checks
 * nothing. Each success invalidates the tags of the public course page it changed.
 */

const sameId = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The course's section `sectionId` (upstream casing), or null when it is not one of its sections. */
async function courseSection(courseId: string, sectionId: string): Promise<CourseSection | null> {
  const course = await getCourse("on-demand", courseId);
  return course?.sections.find((section) => sameId(section.id, sectionId)) ?? null;
}

/** Whether `videoId` is a video of the section (the public, cached list of ids and titles). */
async function isSectionVideo(sectionId: string, videoId: number): Promise<boolean> {
  return (await listSectionVideos(sectionId)).some((video) => video.id === videoId);
}

/**
 * The free preview mark to send: only to an upstream that stores it (a legacy upstream gets the
 * legacy body, as before).
 */
async function previewMark(isPreview: boolean | undefined): Promise<boolean | undefined> {
  return isPreview !== undefined && (await isVideoPreviewSupported()) ? isPreview : undefined;
}

/**
 * The duration to send, in seconds (null: none, an empty field), only to an upstream that stores
 * it (the watched-lessons extension): otherwise nothing, so a legacy upstream gets the legacy
 * body and an edit keeps what is stored. `duration` is the field's text as the schema checked it.
 */
async function durationToSend(duration: string | undefined): Promise<number | null | undefined> {
  if (duration === undefined || !(await isWatchedLessonsSupported())) return undefined;
  return duration === "" ? null : parseVideoDuration(duration);
}

/** Add New Section. Calls POST /api/Sections. 'Successfully Added Section' / 'Failed to add Section'. */
export const addSectionAction = adminAction(
  sectionSchemas.add,
  async ({ courseId, name }, { session, expire }) => {
    const course = await getCourse("on-demand", courseId);
    if (!course) return fail(messages.course.addSectionFailed);
    await createSection(course.id, name, session.token);
    expire(tagsTouchedBy.section(course.id));
    return ok(undefined, messages.course.sectionAdded);
  },
  { failureMessage: messages.course.addSectionFailed },
);

/**
 * Edit Section (rename). Calls PUT /api/Sections/UpdateSectionName/{id}.
 * 'Updated section Successfully' / 'Error updating section name'.
 */
export const renameSectionAction = adminAction(
  sectionSchemas.update,
  async ({ courseId, sectionId, name }, { session, expire }) => {
    const section = await courseSection(courseId, sectionId);
    if (!section) return fail(messages.course.sectionNameFailed);
    await renameSection(section.id, name, session.token);
    expire(tagsTouchedBy.section(section.courseId, section.id));
    return ok(undefined, messages.course.updatedSection);
  },
  { failureMessage: messages.course.sectionNameFailed },
);

/**
 * Deletes a section and its videos. Calls DELETE /api/Sections/{id}.
 * 'Section Deleted successfully' / 'Failed to Delete Section'.
 */
export const deleteSectionAction = adminAction(
  sectionSchemas.delete,
  async ({ courseId, sectionId }, { session, expire }) => {
    const section = await courseSection(courseId, sectionId);
    if (!section) return fail(messages.course.deleteSectionFailed);
    await deleteSection(section.id, session.token);
    expire(tagsTouchedBy.section(section.courseId, section.id));
    return ok(undefined, messages.course.sectionDeleted);
  },
  { failureMessage: messages.course.deleteSectionFailed },
);

/**
 * Add Video to a section: stored only when the player accepts the link or embed snippet (checked
 * by the schema), as its embed address (a pasted watch link is stored as its embed URL), as a
 * free preview when asked, and with its duration when given (mm:ss or h:mm:ss).
 * Calls POST /api/Sections/AddVideoToSection.
 * 'Video Added Successfully' / 'Error Adding Video'.
 */
export const addVideoAction = adminAction(
  addVideoSchema,
  async ({ courseId, sectionId, title, videoUrl, isPreview, duration }, { session, expire }) => {
    const section = await courseSection(courseId, sectionId);
    if (!section) return fail(messages.course.addVideoFailed);
    await addVideo(
      {
        sectionId: section.id,
        title,
        videoUrl: toStoredEmbed(videoUrl) ?? videoUrl,
        isPreview: await previewMark(isPreview),
        durationSeconds: await durationToSend(duration),
      },
      session.token,
    );
    expire(tagsTouchedBy.video([section.id]));
    return ok(undefined, messages.course.videoAdded);
  },
  { failureMessage: messages.course.addVideoFailed },
);

/**
 * Edit Video: new name, and a new source when one is given (an empty URL keeps the stored one,
 * spec §5; `updateVideo` reads it back with the admin's token), the free preview mark when
 * given, and the duration when given (an empty field clears it).
 * Calls PUT /api/Sections/UpdateVideo.
 * 'Updated Video Successfully' / 'Error updating Video name'.
 */
export const updateVideoAction = adminAction(
  updateVideoSchema,
  async (
    { courseId, sectionId, videoId, title, videoUrl, isPreview, duration },
    { session, expire },
  ) => {
    const section = await courseSection(courseId, sectionId);
    if (!section || !(await isSectionVideo(section.id, videoId))) {
      return fail(messages.course.updateVideoFailed);
    }
    const source = videoUrl === "" ? "" : (toStoredEmbed(videoUrl) ?? videoUrl);
    await updateVideo(
      {
        id: videoId,
        sectionId: section.id,
        title,
        videoUrl: source,
        isPreview: await previewMark(isPreview),
        durationSeconds: await durationToSend(duration),
      },
      session.token,
    );
    expire(tagsTouchedBy.video([section.id], videoId));
    return ok(undefined, messages.course.videoUpdated);
  },
  { failureMessage: messages.course.updateVideoFailed },
);

/**
 * Deletes a video. Calls DELETE /api/Sections/DeleteVideo/{id}.
 * 'Video Deleted successfully' / 'Failed to Delete Video'.
 */
export const deleteVideoAction = adminAction(
  deleteVideoSchema,
  async ({ courseId, sectionId, videoId }, { session, expire }) => {
    const section = await courseSection(courseId, sectionId);
    if (!section || !(await isSectionVideo(section.id, videoId))) {
      return fail(messages.course.deleteVideoFailed);
    }
    await deleteVideo(videoId, session.token);
    expire(tagsTouchedBy.video([section.id], videoId));
    return ok(undefined, messages.course.videoDeleted);
  },
  { failureMessage: messages.course.deleteVideoFailed },
);

/** Exactly the same ids, each once (Guids compared case-insensitively). */
function isSameSet(sent: Array<string | number>, current: Array<string | number>): boolean {
  const key = (id: string | number) => String(id).toLowerCase();
  const wanted = new Set(current.map(key));
  const seen = new Set(sent.map(key));
  return (
    sent.length === current.length &&
    seen.size === wanted.size &&
    [...seen].every((id) => wanted.has(id))
  );
}

/** 400 from the upstream: the list no longer matches what is stored (someone changed it). */
const reorderOptions = {
  failureMessage: messages.course.reorderFailed,
  mapError: (error: { status: number }) =>
    error.status === 400 ? messages.course.orderOutdated : undefined,
};

/**
 * Puts the course's sections in a new order (ordering extension, upstream/EXTENSIONS.md): the
 * list must be exactly the course's sections. Calls PUT /api/Sections/Reorder/{courseId}.
 * On a legacy upstream (no such endpoint) says so; the page then stops offering reordering.
 */
export const reorderSectionsAction = adminAction(
  reorderSectionsSchema,
  async ({ courseId, sectionIds }, { session, expire }) => {
    const course = await getCourse("on-demand", courseId);
    if (!course) return fail(messages.course.reorderFailed);
    if (
      !isSameSet(
        sectionIds,
        course.sections.map((section) => section.id),
      )
    ) {
      return fail(messages.course.orderOutdated);
    }
    const outcome = await reorderSections(course.id, sectionIds, session.token);
    if (outcome === "unsupported") return fail(messages.course.reorderUnsupported);
    expire(tagsTouchedBy.section(course.id));
    return ok(undefined, messages.course.orderSaved);
  },
  reorderOptions,
);

/**
 * Puts a section's videos in a new order (ordering extension): the list must be exactly the
 * section's videos. Calls PUT /api/Sections/ReorderVideos/{sectionId}.
 */
export const reorderVideosAction = adminAction(
  reorderVideosSchema,
  async ({ courseId, sectionId, videoIds }, { session, expire }) => {
    const section = await courseSection(courseId, sectionId);
    if (!section) return fail(messages.course.reorderFailed);
    const current = await listSectionVideos(section.id);
    if (
      !isSameSet(
        videoIds,
        current.map((video) => video.id),
      )
    ) {
      return fail(messages.course.orderOutdated);
    }
    const outcome = await reorderVideos(section.id, videoIds, session.token);
    if (outcome === "unsupported") return fail(messages.course.reorderUnsupported);
    expire(tagsTouchedBy.video([section.id]));
    return ok(undefined, messages.course.orderSaved);
  },
  reorderOptions,
);
