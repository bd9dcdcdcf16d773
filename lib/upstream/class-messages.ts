import "server-only";
import type * as z from "@/lib/zod";
import { nullWhen, upstreamFetch } from "@/lib/upstream/client";
import { endpointDetection } from "@/lib/upstream/extension-detection";
import { classMessageSchema, classMessagesSchema } from "@/lib/upstream/wire";

/*
 * The class-messages extension of the reference upstream (`upstream/EXTENSIONS.md`, "Class
 * messages and schedule-change e-mails"): the owner writes to every student of a course; the
 * enrolled read the course's messages on its page. The legacy API has none of it:
 * `hasClassMessages()` tells the pages whether to offer any of it. Reads are personal (a token),
 * never cached.
 */

/**
 * One message of a course: `subject` (one line) and `body` (plain text, line breaks as `\n`) as
 * the owner wrote them, `createdAt` an ISO-8601 UTC instant, `recipients` how many students it
 * went to (an admin's read; null in a student's).
 */
export type ClassMessage = z.infer<typeof classMessageSchema>;

/**
 * A course's messages, newest first (at most 100), and for an admin `audience`: the students a
 * new message would reach now (`students`) and how many of them stopped our e-mails (`optedOut`,
 * they read it on the course page only); null in a student's read.
 */
export type ClassMessages = z.infer<typeof classMessagesSchema>;

/** What the owner writes: a one-line subject (1–150 characters) and the text (1–5,000). */
export interface ClassMessageInput {
  subject: string;
  body: string;
}

/**
 * Whether the upstream has class messages: one anonymous probe of
 * GET /api/ClassMessages/Course/{a zero Guid} (401 there: it asks for a login before anything
 * else; 404 on the legacy API), remembered for 10 minutes; a failed probe reads as false.
 */
export const hasClassMessages: () => Promise<boolean> = endpointDetection(
  "/api/ClassMessages/Course/00000000-0000-0000-0000-000000000000",
);

/**
 * A course's messages as the token's holder may read them: an admin (with the audience) or a
 * student enrolled in the course. Never cached. Calls GET /api/ClassMessages/Course/{courseId}.
 * @returns the messages, or null when the id is not a Guid or names no course (404).
 * @throws UpstreamError on any other failure: 403 a student not enrolled, 401 the token refused.
 */
export async function listClassMessages(
  courseId: string,
  token: string,
): Promise<ClassMessages | null> {
  return nullWhen([404], () =>
    upstreamFetch({
      endpoint: "GET /api/ClassMessages/Course/{courseId}",
      ids: [["guid", courseId]],
      schema: classMessagesSchema,
      token,
    }),
  );
}

/**
 * Writes a message to every student of a course; the upstream e-mails each of them (not those
 * who stopped our e-mails) through its job queue. Admin token. Calls
 * POST /api/ClassMessages/Course/{courseId}.
 * @returns the stored message with `recipients`, the students it goes to.
 * @throws UpstreamError: 400 a field refused (the web's schema checks the same rules first), 404 unknown
 *   course (or an id that is not a Guid, before anything is sent), 401/403.
 */
export async function sendClassMessage(
  courseId: string,
  input: ClassMessageInput,
  token: string,
): Promise<ClassMessage> {
  return upstreamFetch({
    endpoint: "POST /api/ClassMessages/Course/{courseId}",
    ids: [["guid", courseId]],
    body: input,
    schema: classMessageSchema,
    token,
  });
}
