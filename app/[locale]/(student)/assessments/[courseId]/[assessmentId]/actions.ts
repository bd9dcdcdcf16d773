"use server";

import { fail } from "@/lib/actions/result";
import { redirectLocalized } from "@/lib/i18n/redirect";
import type { Locale } from "@/lib/i18n/routing";
import { getRequestLocale } from "@/lib/i18n/server";
import * as z from "@/lib/zod";
import { studentAction } from "@/lib/actions/safe-action";
import { attemptPath } from "@/lib/assessments/links";
import { startBlockText } from "@/lib/assessments/start-block-text";
import { messages } from "@/lib/messages";
import { readStartRefusal, startAttempt } from "@/lib/upstream/assessments";
import { UpstreamError } from "@/lib/upstream/client";
import { guidSchema } from "@/lib/validation/student";

const texts = messages.assessments;

const startAttemptSchema = z.object({
  courseId: guidSchema(texts.startFailed),
  assessmentId: guidSchema(texts.startFailed),
});

/**
 * Why the upstream refused to start an attempt (its 409 or 403), in the catalogue's words in
 * `locale` (a wait's end is a time: the sentence is built in the page's language).
 */
function startRefusal(error: UpstreamError, locale: Locale = "en"): string | undefined {
  if (error.status !== 409 && error.status !== 403) return undefined;
  const block = readStartRefusal(error.message);
  if (error.status === 403 && block.reason === "other") return texts.notEnrolled;
  return startBlockText(block, locale);
}

/**
 * Starts an attempt of a quiz or final exam for the session's student (or resumes the open one:
 * the upstream answers with it) and opens it. The student is the session's, never one from the
 * form; the upstream checks the enrolment, the attempts left and the wait, and its refusal is
 * said in the catalogue's words. Works without JavaScript (a plain form post).
 * @throws Next's redirect to the attempt's page once started.
 */
export const startAttemptAction = studentAction(
  startAttemptSchema,
  async ({ assessmentId }, { session }) => {
    let attempt;
    try {
      attempt = await startAttempt(assessmentId, session.token);
    } catch (error) {
      const refusal =
        error instanceof UpstreamError ? startRefusal(error, await getRequestLocale()) : undefined;
      if (refusal === undefined) throw error;
      return fail(refusal);
    }
    // The attempt's own ids, as the upstream gave them: the form's course id only chose the page.
    return redirectLocalized(attemptPath(attempt.courseId, attempt.assessmentId, attempt.id));
  },
  { failureMessage: texts.startFailed, mapError: startRefusal },
);
