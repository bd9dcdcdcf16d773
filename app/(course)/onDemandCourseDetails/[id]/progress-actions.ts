"use server";

import { redirect } from "next/navigation";
import * as z from "@/lib/zod";
import { videoHref } from "@/lib/progress/view";
import { ok } from "@/lib/actions/result";
import { studentAction } from "@/lib/actions/safe-action";
import { messages } from "@/lib/messages";
import { recordVideoCompletion } from "@/lib/upstream/progress";
import { guidSchema, positiveIntIdSchema } from "@/lib/validation/student";

const markVideoCompleteSchema = z.object({
  courseId: guidSchema(messages.progress.recordFailed),
  videoId: positiveIntIdSchema(messages.progress.recordFailed),
  /** "Complete and continue": the video to open once this one is recorded (absent: stay). */
  continueTo: positiveIntIdSchema(messages.progress.recordFailed).optional(),
});

/** What a successful {@link markVideoCompleteAction} returns. */
export interface MarkedVideo {
  /** The course's percent after recording (0–100). */
  percent: number;
  /** The certificate's code once the course is complete, else null. */
  certificateCode: string | null;
}

/**
 * Records that the logged-in student completed a video of an on-demand course ("Mark as
 * complete", or the player reporting the end). Idempotent. The student is the session's own id,
 * never one from the request; the course and video ids are checked here and again by the
 * upstream (enrolment, expiry, the video belonging to the course), which refuses with a reason
 * that is mapped to a clear text. The page is re-read by the caller (`router.refresh()`).
 *
 * "Complete and continue" (`continueTo`, the next video not done as the page computed it): once
 * recorded, redirects to that video of the same course, in the same response, so one click both
 * records and opens the next one (also without JavaScript). Only the video id comes from the
 * form, checked as a positive int; the course page checks access to it as for any link.
 * @throws Next's redirect to the next video when `continueTo` is given and the recording succeeded.
 */
export const markVideoCompleteAction = studentAction(
  markVideoCompleteSchema,
  async ({ courseId, videoId, continueTo }, { session }) => {
    const progress = await recordVideoCompletion(courseId, session.userId, videoId, session.token);
    if (continueTo !== undefined && continueTo !== videoId)
      redirect(videoHref(courseId, continueTo));
    return ok<MarkedVideo>(
      { percent: progress.percent, certificateCode: progress.certificate?.code ?? null },
      progress.certificate && progress.percent === 100
        ? messages.progress.courseComplete
        : messages.progress.marked,
    );
  },
  {
    failureMessage: messages.progress.recordFailed,
    mapError: (error) => {
      if (error.status === 400) return messages.progress.wrongVideo;
      if (error.status === 403 && /ended/i.test(error.message))
        return messages.progress.accessEnded;
      if (error.status === 403) return messages.progress.notEnrolled;
      return undefined;
    },
  },
);
