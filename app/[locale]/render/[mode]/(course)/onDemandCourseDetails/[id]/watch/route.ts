import * as z from "@/lib/zod";
import { ok } from "@/lib/actions/result";
import { studentRoute } from "@/lib/actions/student-route";
import { messages } from "@/lib/messages";
import type { RouteHandler } from "@/lib/routes/route-handler";
import { MAX_REPORTED_SECONDS } from "@/lib/progress/player-events";
import { recordVideoWatch } from "@/lib/upstream/progress";
import { boundedNumberSchema } from "@/lib/validation/fields";
import { guidSchema, positiveIntIdSchema } from "@/lib/validation/student";
import { progressRefusalText } from "../progress-refusals";

/** What a report answers: the lesson's watching after it, in whole seconds. */
interface WatchReport {
  durationSeconds: number;
  playedSeconds: number;
  /** Still to watch before "complete" is accepted; 0 when it may complete. */
  remainingSeconds: number;
}

const watchReportSchema = z.object({
  id: guidSchema(messages.watch.reportFailed),
  videoId: positiveIntIdSchema(messages.watch.reportFailed),
  playedSeconds: boundedNumberSchema(messages.watch.reportFailed, {
    min: 0,
    max: MAX_REPORTED_SECONDS,
  }),
});

/**
 * POST /onDemandCourseDetails/{id}/watch: the course player's report of the time a student
 * played a lesson since the last report (form fields `videoId`, `playedSeconds` 0–600; sent by
 * `fetch` with `keepalive`, so a report made as the page goes away still arrives).
 * Security boundary: `studentRoute` refuses another site's request (403), a visitor (401) and an
 * admin (403); the ids and the number are checked before anything is sent; the report is for
 * the session's own student id, never one from the request, and the upstream checks the
 * enrolment, the access and that the video is the course's (POST
 * /api/progress/courses/{courseId}/students/{studentId}/videos/{videoId}/watch), and credits no
 * more than the wall clock allows. Answers `ActionResult<WatchReport>` (never the upstream's words).
 */
export const POST: RouteHandler<"/[locale]/render/[mode]/onDemandCourseDetails/[id]/watch"> =
  studentRoute(
    watchReportSchema,
    async ({ id, videoId, playedSeconds }, { session }) => {
      const watch = await recordVideoWatch(
        id,
        session.userId,
        videoId,
        playedSeconds,
        session.token,
      );
      return ok<WatchReport>({
        durationSeconds: watch.durationSeconds,
        playedSeconds: watch.playedSeconds,
        remainingSeconds: watch.remainingSeconds,
      });
    },
    {
      failureMessage: messages.watch.reportFailed,
      maxBodyBytes: 4096,
      mapError: progressRefusalText,
    },
  );
