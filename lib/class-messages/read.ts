import "server-only";
import { cache } from "react";
import { withSessionToken, type Session } from "@/lib/auth/guards";
import {
  type ClassMessages,
  hasClassMessages,
  listClassMessages,
} from "@/lib/upstream/class-messages";
import { UpstreamError } from "@/lib/upstream/client";
import { logUpstreamFailure } from "@/lib/upstream-failure";

/**
 * What a page shows of a course's class messages: nothing (`hidden`: an upstream without the
 * extension, an unknown course, a reader who may not read them), a failure, or the messages.
 */
export type ClassMessagesView =
  { status: "hidden" } | { status: "failed" } | { status: "shown"; messages: ClassMessages };

/**
 * A course's messages read with `token` (an admin's, or an enrolled student's), never cached.
 * @returns `hidden` on an upstream without class messages, for an unknown course or a 403 (a
 *   student not enrolled); `failed` when the read failed (logged: the rest of the page is still
 *   worth showing); else the messages.
 * @throws UpstreamError 401 (the caller ends the session: `withSessionToken`), and anything that
 *   is not an upstream failure.
 */
export async function readClassMessages(
  courseId: string,
  token: string,
): Promise<ClassMessagesView> {
  if (!(await hasClassMessages())) return { status: "hidden" };
  try {
    const messages = await listClassMessages(courseId, token);
    return messages ? { status: "shown", messages } : { status: "hidden" };
  } catch (error) {
    if (error instanceof UpstreamError && error.isUnauthorized) throw error;
    if (error instanceof UpstreamError && error.status === 403) return { status: "hidden" };
    logUpstreamFailure(error, "class messages: read failed", { courseId });
    return { status: "failed" };
  }
}

/**
 * The class messages of a course for `session`'s reader (an admin, or a student: the upstream
 * answers 403, read as `hidden`, to one not enrolled), once per request; `hidden` for null (a
 * visitor, and the document shared by visitors, which never holds them). Call it only for a reader the
 * page knows to be entitled, to spare the others a read.
 * @throws Next's redirect to /login (back to `coursePath`) when the upstream refuses the token.
 */
export const getViewerClassMessages = cache(
  async (
    session: Session | null,
    courseId: string,
    coursePath: string,
  ): Promise<ClassMessagesView> => {
    if (!session) return { status: "hidden" };
    return withSessionToken(session, (token) => readClassMessages(courseId, token), coursePath);
  },
);
