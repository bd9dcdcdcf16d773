"use server";

import * as z from "@/lib/zod";
import { videoHref } from "@/lib/progress/view";
import { fail, ok } from "@/lib/actions/result";
import { studentAction } from "@/lib/actions/safe-action";
import { redirectLocalized } from "@/lib/i18n/redirect";
import { getRequestLocale } from "@/lib/i18n/server";
import { log } from "@/lib/log";
import { messages } from "@/lib/messages";
import { UpstreamError } from "@/lib/upstream/client";
import { MAX_REPORTED_SECONDS } from "@/lib/progress/player-events";
import { recordVideoCompletion, recordVideoWatch } from "@/lib/upstream/progress";
import { boundedNumberSchema } from "@/lib/validation/fields";
import { guidSchema, positiveIntIdSchema } from "@/lib/validation/student";
import { progressRefusalText } from "./progress-refusals";

const markVideoCompleteSchema = z.object({
  courseId: guidSchema(messages.progress.recordFailed),
  videoId: positiveIntIdSchema(messages.progress.recordFailed),
  /** "Complete and continue": the video to open once this one is recorded (absent: stay). */
  continueTo: positiveIntIdSchema(messages.progress.recordFailed).optional(),
  /** Seconds played since the player's last report (absent without JavaScript). */
  playedSeconds: boundedNumberSchema(messages.progress.recordFailed, {
    min: 0,
    max: MAX_REPORTED_SECONDS,
  }).optional(),
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
 * Watched lessons: the player's last seconds not yet reported (`playedSeconds`, from the page)
 * are reported first, in the same request, so that the upstream counts them before it decides;
 * a lesson not watched enough is refused with the time still to watch ("Watch 3:12 more of this
 * lesson to complete it.").
 *
 * "Complete and continue" (`continueTo`, the next video not done as the page computed it): once
 * recorded, redirects to that video of the same course, in the same response, so one click both
 * records and opens the next one (also without JavaScript). Only the video id comes from the
 * form, checked as a positive int; the course page checks access to it as for any link.
 * @throws Next's redirect to the next video when `continueTo` is given and the recording succeeded.
 */
export const markVideoCompleteAction = studentAction(
  markVideoCompleteSchema,
  async ({ courseId, videoId, continueTo, playedSeconds }, { session }) => {
    if (playedSeconds !== undefined && playedSeconds > 0) {
      await reportLastSeconds(courseId, session.userId, videoId, playedSeconds, session.token);
    }
    let progress;
    try {
      progress = await recordVideoCompletion(courseId, session.userId, videoId, session.token);
    } catch (error) {
      // A refusal said in the page's language ("Watch 3:12 more…" carries a time: it is built
      // here, not translated afterwards).
      const refusal =
        error instanceof UpstreamError
          ? progressRefusalText(error, await getRequestLocale())
          : undefined;
      if (refusal === undefined) throw error;
      return fail(refusal);
    }
    if (continueTo !== undefined && continueTo !== videoId)
      return redirectLocalized(videoHref(courseId, continueTo));
    return ok<MarkedVideo>(
      { percent: progress.percent, certificateCode: progress.certificate?.code ?? null },
      progress.certificate && progress.percent === 100
        ? messages.progress.courseComplete
        : messages.progress.marked,
    );
  },
  { failureMessage: messages.progress.recordFailed, mapError: progressRefusalText },
);

/**
 * Reports the seconds played just before a completion. A refused or failed report does not stop
 * the completion (the upstream judges it on what it has counted; an upstream without watched
 * lessons has no report to take), except an ended session (401), which ends it here too.
 */
async function reportLastSeconds(
  courseId: string,
  studentId: string,
  videoId: number,
  playedSeconds: number,
  token: string,
): Promise<void> {
  try {
    await recordVideoWatch(courseId, studentId, videoId, playedSeconds, token);
  } catch (error) {
    if (!(error instanceof UpstreamError) || error.isUnauthorized) throw error;
    log.warn(
      { endpoint: error.endpoint, upstreamStatus: error.status, videoId },
      "progress: the last seconds played were not reported",
    );
  }
}
