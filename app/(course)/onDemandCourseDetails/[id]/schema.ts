import * as z from "@/lib/zod";
import { messages } from "@/lib/messages";
import { guidSchema } from "@/lib/validation/student";
import { parseVideoEmbed } from "@/lib/video-embed";

/*
 * Validation of the admin's course-content forms and actions on the on-demand course page
 * (spec §5 "Add Video", "Add section"). Ids from the browser are untrusted: Guids for courses
 * and sections, positive ints for videos.
 */

const MAX_TEXT = 200;
/** An embed snippet can be long (iframe with attributes); anything longer is not one. */
const MAX_VIDEO_SOURCE = 4000;

/** A positive int video id (the upstream's ints start at 1); `message` when it is not. */
function videoIdSchema(message: string) {
  return z.coerce
    .number({ message })
    .int(message)
    .min(1, message)
    .max(Number.MAX_SAFE_INTEGER, message);
}

/** Section Name: required ('Please provide a name'). */
export const sectionNameSchema = z
  .string({ message: messages.course.sectionNameRequired })
  .trim()
  .min(1, messages.course.sectionNameRequired)
  .max(MAX_TEXT, messages.course.sectionNameTooLong);

/** The section dialog's fields. */
export const sectionFieldsSchema = z.object({ name: sectionNameSchema });

/** Video name: required ('Please Enter a name'). */
const videoTitleSchema = z
  .string({ message: messages.course.videoNameRequired })
  .trim()
  .min(1, messages.course.videoNameRequired)
  .max(MAX_TEXT, messages.course.sectionNameTooLong);

/**
 * True when the player accepts the pasted URL or embed snippet (`lib/video-embed.ts`); an empty
 * value is left to the required rule (or, on Edit, means "keep the stored one").
 */
const isPlayable = (value: string) => value === "" || parseVideoEmbed(value) !== null;

/** Add Video: name and URL/embed snippet required; the player must accept the source. */
export const videoFieldsSchema = z.object({
  title: videoTitleSchema,
  videoUrl: z
    .string({ message: messages.course.videoUrlRequired })
    .trim()
    .min(1, messages.course.videoUrlRequired)
    .max(MAX_VIDEO_SOURCE, messages.course.videoUrlUnplayable)
    .refine(isPlayable, messages.course.videoUrlUnplayable),
});

/** Edit Video: as Add Video, but an empty URL keeps the stored one (spec §5). */
export const videoEditFieldsSchema = z.object({
  title: videoTitleSchema,
  videoUrl: z
    .string()
    .trim()
    .max(MAX_VIDEO_SOURCE, messages.course.videoUrlUnplayable)
    .refine(isPlayable, messages.course.videoUrlUnplayable),
});

/** What the section dialog's field holds. */
export type SectionFields = z.input<typeof sectionFieldsSchema>;
/** What the video dialogs' fields hold. */
export type VideoFields = z.input<typeof videoFieldsSchema>;

export const addSectionSchema = sectionFieldsSchema.extend({
  courseId: guidSchema(messages.course.addSectionFailed),
});

export const renameSectionSchema = sectionFieldsSchema.extend({
  courseId: guidSchema(messages.course.sectionNameFailed),
  sectionId: guidSchema(messages.course.sectionNameFailed),
});

export const deleteSectionSchema = z.object({
  courseId: guidSchema(messages.course.deleteSectionFailed),
  sectionId: guidSchema(messages.course.deleteSectionFailed),
});

export const addVideoSchema = videoFieldsSchema.extend({
  courseId: guidSchema(messages.course.addVideoFailed),
  sectionId: guidSchema(messages.course.addVideoFailed),
});

export const updateVideoSchema = videoEditFieldsSchema.extend({
  courseId: guidSchema(messages.course.updateVideoFailed),
  sectionId: guidSchema(messages.course.updateVideoFailed),
  videoId: videoIdSchema(messages.course.updateVideoFailed),
});

export const deleteVideoSchema = z.object({
  courseId: guidSchema(messages.course.deleteVideoFailed),
  sectionId: guidSchema(messages.course.deleteVideoFailed),
  videoId: videoIdSchema(messages.course.deleteVideoFailed),
});

export const reorderSectionsSchema = z.object({
  courseId: guidSchema(messages.course.reorderFailed),
  sectionIds: z.array(guidSchema(messages.course.reorderFailed)).min(1).max(1000),
});

export const reorderVideosSchema = z.object({
  courseId: guidSchema(messages.course.reorderFailed),
  sectionId: guidSchema(messages.course.reorderFailed),
  videoIds: z.array(videoIdSchema(messages.course.reorderFailed)).min(1).max(5000),
});
