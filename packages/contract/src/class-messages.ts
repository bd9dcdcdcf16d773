import { z } from "zod";
import {
  BODY_FORBIDDEN,
  CLASS_MESSAGE_LIMITS,
  SUBJECT_FORBIDDEN,
  normaliseMessageBody,
} from "./class-message-rules";
import { count, guid, isoDateTime } from "./primitives";
import { array, nullOr, object, type Exact } from "./shape";

export * from "./class-message-rules";

/*
 * Class messages (extension; upstream/EXTENSIONS.md "Class messages and schedule-change
 * e-mails"): the owner writes to every student of a course; each is e-mailed and the enrolled
 * read them on the course page. The legacy API has none of it.
 */

/**
 * Body of `POST /api/ClassMessages/Course/{courseId}`: `subject` one line of 1–150 characters
 * and `body` 1–5,000 characters (line breaks kept), both trimmed; plain text, never HTML.
 */
export const classMessageInput = z.object({
  subject: z
    .string({ message: "The subject is required." })
    .trim()
    .min(1, "The subject is required.")
    .max(
      CLASS_MESSAGE_LIMITS.subject,
      `The subject can have at most ${CLASS_MESSAGE_LIMITS.subject} characters.`,
    )
    .refine((value) => !SUBJECT_FORBIDDEN.test(value), "The subject must be one line of text."),
  body: z
    .string({ message: "The message is required." })
    .transform(normaliseMessageBody)
    .pipe(
      z
        .string()
        .min(1, "The message is required.")
        .max(
          CLASS_MESSAGE_LIMITS.body,
          `The message can have at most ${CLASS_MESSAGE_LIMITS.body} characters.`,
        )
        .refine((value) => !BODY_FORBIDDEN.test(value), "The message holds control characters."),
    ),
});

/**
 * ClassMessageDto: one message of a course, as written (plain text; `body` keeps its line
 * breaks as `\n`). `createdAt` ISO-8601 UTC with `Z`. `recipients`: how many students it was
 * sent to (the course's students when it was written), for an admin; null for a student.
 */
export const classMessageDto = object({
  id: guid,
  courseId: guid,
  subject: z.string(),
  body: z.string(),
  createdAt: isoDateTime,
  recipients: nullOr(count),
});

/**
 * ClassMessagesDto (`GET /api/ClassMessages/Course/{courseId}`): the course's messages, newest
 * first (at most 100), and for an admin `audience`: who a new message would go to now
 * (`students`, the course's students; `optedOut`, those of them who stopped our e-mails and
 * read it on the course page only); null for a student.
 */
export const classMessagesDto = object({
  courseId: guid,
  messages: array(classMessageDto),
  audience: nullOr(object({ students: count, optedOut: count })),
});

/** A validated class message body (`classMessageInput`). */
export type ClassMessageInput = z.infer<typeof classMessageInput>;
/** What the reference upstream writes as a ClassMessageDto. */
export type ClassMessageDto = Exact<typeof classMessageDto>;
/** What the reference upstream writes as a ClassMessagesDto. */
export type ClassMessagesDto = Exact<typeof classMessagesDto>;
