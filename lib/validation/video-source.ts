import * as z from "@/lib/zod";
import type { Catalogue } from "@/lib/i18n/catalogue";
import { messages } from "@/lib/messages";
import { requiredTextSchema } from "@/lib/validation/fields";
import { parseVideoEmbed } from "@/lib/video-embed";

/*
 * A video's source as the admin types it, for an on-demand video and a live session's recording
 * alike (both are stored as the embed address the player takes; the field is
 * components/forms/video-source-field.tsx).
 */

/** An embed snippet can be long (an iframe with attributes); anything longer is not one. */
const MAX_VIDEO_SOURCE = 4000;

/** True when the player accepts the pasted URL or embed snippet (`lib/video-embed.ts`), or it is empty. */
const isPlayableOrEmpty = (value: string) => value === "" || parseVideoEmbed(value) !== null;

/**
 * A video source the admin may leave empty (a live session's recording not there yet; Edit
 * Video's "keep the stored one"): trimmed, at most 4,000 characters, and otherwise a YouTube or
 * Vimeo link or embed snippet the player accepts ('videoUrlUnplayable').
 */
export const optionalVideoSourceSchema = optionalVideoSourceSchemaFor(messages.course);

/** {@link optionalVideoSourceSchema} in the words of `texts` (the page's `course` texts). */
export function optionalVideoSourceSchemaFor(
  texts: Pick<Catalogue["course"], "videoUrlUnplayable">,
) {
  return z
    .string()
    .trim()
    .max(MAX_VIDEO_SOURCE, texts.videoUrlUnplayable)
    .refine(isPlayableOrEmpty, texts.videoUrlUnplayable);
}

/** As {@link optionalVideoSourceSchema}, but required ('videoUrlRequired'): Add Video. */
export const videoSourceSchema = requiredTextSchema(
  messages.course.videoUrlRequired,
  MAX_VIDEO_SOURCE,
  messages.course.videoUrlUnplayable,
).refine(isPlayableOrEmpty, messages.course.videoUrlUnplayable);
