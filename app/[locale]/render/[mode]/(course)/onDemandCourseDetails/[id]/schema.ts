import * as z from "@/lib/zod";
import type { Catalogue } from "@/lib/i18n/catalogue";
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

/** The catalogue the dialogs' texts come from (the page's; the actions' is the English one). */
type Texts = Pick<Catalogue, "course" | "watch">;

/** Section Name: required ('Please provide a name'), in `texts`' language. */
function sectionNameSchema(texts: Texts) {
  return requiredTextSchema(
    texts.course.sectionNameRequired,
    MAX_TEXT,
    texts.course.sectionNameTooLong,
  );
}

/** The section dialog's fields, with the messages of `texts` (the page's catalogue). */
export function sectionFieldsSchemaFor(texts: Texts) {
  return z.object({ name: sectionNameSchema(texts) });
}

/** The section dialog's fields (English messages: the actions', put into the page's language). */
export const sectionFieldsSchema = sectionFieldsSchemaFor(messages);

/** Video name: required ('Please Enter a name'). */
function videoTitleSchema(texts: Texts) {
  return requiredTextSchema(
    texts.course.videoNameRequired,
    MAX_TEXT,
    texts.course.sectionNameTooLong,
  );
}

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
function durationSchema(texts: Texts) {
  return z
    .string({ message: texts.watch.durationInvalid })
    .trim()
    .max(12, texts.watch.durationInvalid)
    .refine((text) => text === "" || parseVideoDuration(text) !== null, {
      message: texts.watch.durationInvalid,
      abort: true,
    })
    .refine(
      (text) => {
        const seconds = text === "" ? null : parseVideoDuration(text);
        return seconds === null || (seconds >= 1 && seconds <= MAX_VIDEO_SECONDS);
      },
      { message: texts.watch.durationRange },
    )
    .optional();
}

/** Add Video: name and URL/embed snippet required; the player must accept the source. */
export function videoFieldsSchemaFor(texts: Texts) {
  return z.object({
    title: videoTitleSchema(texts),
    isPreview: isPreviewSchema,
    videoUrl: videoSourceSchema,
    duration: durationSchema(texts),
  });
}

/** Edit Video: as Add Video, but an empty URL keeps the stored one (spec §5). */
export function videoEditFieldsSchemaFor(texts: Texts) {
  return z.object({
    title: videoTitleSchema(texts),
    isPreview: isPreviewSchema,
    videoUrl: optionalVideoSourceSchema,
    duration: durationSchema(texts),
  });
}

/** {@link videoFieldsSchemaFor} with the English messages (the actions'). */
export const videoFieldsSchema = videoFieldsSchemaFor(messages);

/** {@link videoEditFieldsSchemaFor} with the English messages (the actions'). */
export const videoEditFieldsSchema = videoEditFieldsSchemaFor(messages);

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
