import * as z from "@/lib/zod";
import { businessLocalToInstant } from "@/lib/business-time";
import type { Catalogue } from "@/lib/i18n/catalogue";
import { messages } from "@/lib/messages";
import { courseItemSchemas, courseOrderSchema, guidSchema } from "@/lib/validation/student";
import { boundedNumberSchema, requiredTextSchema } from "@/lib/validation/fields";
import { optionalVideoSourceSchemaFor } from "@/lib/validation/video-source";

/*
 * Validation of the live-session forms and actions of `/manageLiveSessions/{courseId}`, used by
 * the dialogs (react-hook-form) and again by the server actions. Ids from the browser are
 * untrusted: Guids, checked against the course's own sessions by the actions.
 */

/**
 * The session dialog's fields: Title, Start (a `datetime-local` value, Cairo wall-clock time),
 * Duration in whole minutes (1–600), Meeting link (https) and, optionally, the Recording (a
 * YouTube or Vimeo link or embed code the player accepts; empty means none yet). `texts`: the
 * page's `liveSessions` texts.
 */
export function liveSessionFieldsSchemaFor(
  texts: Catalogue["liveSessions"],
  course: Pick<Catalogue["course"], "videoUrlUnplayable"> = messages.course,
) {
  return z.object({
    title: requiredTextSchema(texts.titleRequired, 200, texts.titleTooLong),
    start: z
      .string({ message: texts.startInvalid })
      .trim()
      .refine((value) => businessLocalToInstant(value) !== null, texts.startInvalid),
    durationMinutes: boundedNumberSchema(texts.durationInvalid, {
      min: 1,
      max: 600,
      isWhole: true,
    }),
    meetingLink: z
      .string({ message: texts.meetingLinkInvalid })
      .trim()
      .max(2000, texts.meetingLinkInvalid)
      .pipe(z.url({ protocol: /^https$/, message: texts.meetingLinkInvalid })),
    recordingUrl: optionalVideoSourceSchemaFor(course),
  });
}

/** {@link liveSessionFieldsSchemaFor} in English (the actions' check; their answers are put into the page's language). */
const liveSessionFieldsSchema = liveSessionFieldsSchemaFor(messages.liveSessions);

/** What the session dialog's fields hold before coercion. */
export type LiveSessionFormValues = z.input<typeof liveSessionFieldsSchema>;

/** Valid session fields (duration a number). */
export type LiveSessionFields = z.output<typeof liveSessionFieldsSchema>;

/** Inputs of `createLiveSessionAction`, `updateLiveSessionAction` and `deleteLiveSessionAction`. */
export const liveSessionSchemas = courseItemSchemas(liveSessionFieldsSchema, "sessionId", {
  add: messages.liveSessions.createFailed,
  update: messages.liveSessions.updateFailed,
  delete: messages.liveSessions.deleteFailed,
});

/** Input of `reorderLiveSessionsAction`: every session of the course, in the new order. */
export const reorderLiveSessionsSchema = courseOrderSchema(
  messages.liveSessions.reorderFailed,
  "sessionIds",
);

/** The threshold form's field: a whole percent from 1 to 100, in the words of `texts`. */
export function thresholdFieldsSchemaFor(texts: Catalogue["liveSessions"]) {
  return z.object({
    attendanceThreshold: boundedNumberSchema(texts.thresholdInvalid, {
      min: 1,
      max: 100,
      isWhole: true,
    }),
  });
}

/** {@link thresholdFieldsSchemaFor} in English. */
const thresholdFieldsSchema = thresholdFieldsSchemaFor(messages.liveSessions);

/** Input of `setAttendanceThresholdAction`. */
export const setThresholdSchema = thresholdFieldsSchema.extend({
  courseId: guidSchema(messages.liveSessions.thresholdFailed),
});
