import * as z from "@/lib/zod";
import { messages } from "@/lib/messages";
import { courseItemSchemas, courseOrderSchema, guidFields } from "@/lib/validation/student";
import { boundedNumberSchema, requiredTextSchema } from "@/lib/validation/fields";
import { optionalVideoSourceSchema, videoSourceSchema } from "@/lib/validation/video-source";
import { MAX_VIDEO_SECONDS, parseVideoDuration } from "@/lib/video-duration";

/*
 * Validation of the admin's course-content forms and actions on the on-demand course page
 * (spec §5 "Add Video", "Add section"). Ids from the browser are untrusted: Guids for courses
 * and sections, positive ints for videos.
 */

const MAX_TEXT = 200;

/** A positive int video id (the upstream's ints start at 1); `message` when it is not. */
function videoIdSchema(message: string) {
  return boundedNumberSchema(message, { min: 1, max: Number.MAX_SAFE_INTEGER, isWhole: true });
}

/** Section Name: required ('Please provide a name'). */
const sectionNameSchema = requiredTextSchema(
  messages.course.sectionNameRequired,
  MAX_TEXT,
  messages.course.sectionNameTooLong,
);

/** The section dialog's fields. */
export const sectionFieldsSchema = z.object({ name: sectionNameSchema });

/** Video name: required ('Please Enter a name'). */
const videoTitleSchema = requiredTextSchema(
  messages.course.videoNameRequired,
  MAX_TEXT,
  messages.course.sectionNameTooLong,
);

/**
 * Free preview: a video anyone may play (absent when the upstream cannot store the mark, so
 * nothing is sent and an edit keeps what is stored).
 */
const isPreviewSchema = z.boolean().optional();

/**
 * Duration, as typed: `mm:ss` or `h:mm:ss` from 0:01 to 24:00:00, or empty for none (the lesson
 * then completes when the student marks it). Kept as text: the action reads the seconds with
 * `parseVideoDuration`. Absent when the upstream cannot store a duration (nothing is sent then).
 */
const durationSchema = z
  .string({ message: messages.watch.durationInvalid })
  .trim()
  .max(12, messages.watch.durationInvalid)
  .refine((text) => text === "" || parseVideoDuration(text) !== null, {
    message: messages.watch.durationInvalid,
    abort: true,
  })
  .refine(
    (text) => {
      const seconds = text === "" ? null : parseVideoDuration(text);
      return seconds === null || (seconds >= 1 && seconds <= MAX_VIDEO_SECONDS);
    },
    { message: messages.watch.durationRange },
  )
  .optional();

/** Add Video: name and URL/embed snippet required; the player must accept the source. */
export const videoFieldsSchema = z.object({
  title: videoTitleSchema,
  isPreview: isPreviewSchema,
  videoUrl: videoSourceSchema,
  duration: durationSchema,
});

/** Edit Video: as Add Video, but an empty URL keeps the stored one (spec §5). */
export const videoEditFieldsSchema = z.object({
  title: videoTitleSchema,
  isPreview: isPreviewSchema,
  videoUrl: optionalVideoSourceSchema,
  duration: durationSchema,
});

/** What the section dialog's field holds. */
export type SectionFields = z.input<typeof sectionFieldsSchema>;
/** What the video dialogs' fields hold. */
export type VideoFields = z.input<typeof videoFieldsSchema>;

/** Inputs of `addSectionAction`, `renameSectionAction` and `deleteSectionAction`. */
export const sectionSchemas = courseItemSchemas(sectionFieldsSchema, "sectionId", {
  add: messages.course.addSectionFailed,
  update: messages.course.sectionNameFailed,
  delete: messages.course.deleteSectionFailed,
});

export const addVideoSchema = videoFieldsSchema.extend(
  guidFields(messages.course.addVideoFailed, "courseId", "sectionId"),
);

export const updateVideoSchema = videoEditFieldsSchema.extend({
  ...guidFields(messages.course.updateVideoFailed, "courseId", "sectionId"),
  videoId: videoIdSchema(messages.course.updateVideoFailed),
});

export const deleteVideoSchema = z.object({
  ...guidFields(messages.course.deleteVideoFailed, "courseId", "sectionId"),
  videoId: videoIdSchema(messages.course.deleteVideoFailed),
});

export const reorderSectionsSchema = courseOrderSchema(messages.course.reorderFailed, "sectionIds");

export const reorderVideosSchema = z.object({
  ...guidFields(messages.course.reorderFailed, "courseId", "sectionId"),
  videoIds: z.array(videoIdSchema(messages.course.reorderFailed)).min(1).max(5000),
});
