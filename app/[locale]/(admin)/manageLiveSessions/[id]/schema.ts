import * as z from "@/lib/zod";
import { businessLocalToInstant } from "@/lib/business-time";
import { messages } from "@/lib/messages";
import { courseItemSchemas, courseOrderSchema, guidSchema } from "@/lib/validation/student";
import { boundedNumberSchema, requiredTextSchema } from "@/lib/validation/fields";
import { optionalVideoSourceSchema } from "@/lib/validation/video-source";

/*
 * Validation of the live-session forms and actions of `/manageLiveSessions/{courseId}`, used by
 * the dialogs (react-hook-form) and again by the server actions. Ids from the browser are
 * untrusted: Guids, checked against the course's own sessions by the actions.
 */

/**
 * The session dialog's fields: Title, Start (a `datetime-local` value, Cairo wall-clock time),
 * Duration in whole minutes (1–600), Meeting link (https) and, optionally, the Recording (a
 * YouTube or Vimeo link or embed code the player accepts; empty means none yet).
 */
export const liveSessionFieldsSchema = z.object({
  title: requiredTextSchema(
    messages.liveSessions.titleRequired,
    200,
    messages.liveSessions.titleTooLong,
  ),
  start: z
    .string({ message: messages.liveSessions.startInvalid })
    .trim()
    .refine((value) => businessLocalToInstant(value) !== null, messages.liveSessions.startInvalid),
  durationMinutes: boundedNumberSchema(messages.liveSessions.durationInvalid, {
    min: 1,
    max: 600,
    isWhole: true,
  }),
  meetingLink: z
    .string({ message: messages.liveSessions.meetingLinkInvalid })
    .trim()
    .max(2000, messages.liveSessions.meetingLinkInvalid)
    .pipe(z.url({ protocol: /^https$/, message: messages.liveSessions.meetingLinkInvalid })),
  recordingUrl: optionalVideoSourceSchema,
});

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

/** The threshold form's field: a whole percent from 1 to 100. */
export const thresholdFieldsSchema = z.object({
  attendanceThreshold: boundedNumberSchema(messages.liveSessions.thresholdInvalid, {
    min: 1,
    max: 100,
    isWhole: true,
  }),
});

/** Input of `setAttendanceThresholdAction`. */
export const setThresholdSchema = thresholdFieldsSchema.extend({
  courseId: guidSchema(messages.liveSessions.thresholdFailed),
});
