"use server";

import { fail, ok } from "@/lib/actions/result";
import { studentAction } from "@/lib/actions/safe-action";
import {
  answersForAttempt,
  saveAnswerSchema,
  submitAttemptSchema,
} from "@/lib/assessments/answer-schema";
import { attemptPath, submittedAttemptPath } from "@/lib/assessments/links";
import { redirectLocalized } from "@/lib/i18n/redirect";
import { messages } from "@/lib/messages";
import { getAttempt, saveAnswer, submitAttempt } from "@/lib/upstream/assessments";
import type { UpstreamError } from "@/lib/upstream/client";

const texts = messages.assessments;

/** What a successful {@link saveAnswerAction} returns: when the upstream saved it (its clock, ISO). */
export interface SavedAnswerAck {
  savedAt: string;
}

/**
 * A refusal of a save that trying again cannot change: time up, the attempt submitted, an answer
 * the upstream does not take. The page stops retrying on these (see `isFinalSaveRefusal`).
 */
function saveRefusal(error: UpstreamError): string | undefined {
  if (error.status === 409)
    return /time is up/i.test(error.message) ? texts.lateAnswer : texts.attemptClosed;
  if (error.status === 400 || error.status === 403 || error.status === 404)
    return texts.answerRejected;
  return undefined;
}

/**
 * Saves one answer of an open attempt as the student gives it (a choice at once, a typed value
 * after a pause), with the session's token: the upstream checks that the attempt is the
 * session's student's, still open and in time, and that the question is in it. Any other
 * failure says "Not saved: retrying" and the page tries again.
 */
export const saveAnswerAction = studentAction(
  saveAnswerSchema,
  async ({ attemptId, questionId, choice, value }, { session }) => {
    const saved = await saveAnswer(attemptId, questionId, { choice, value }, session.token);
    return ok<SavedAnswerAck>({ savedAt: saved.savedAt });
  },
  { failureMessage: texts.retrying, mapError: saveRefusal },
);

/**
 * Submits an attempt with the answers on the page (the form, posted with or without
 * JavaScript, or by the page when the time is up): only answers to the attempt's own questions,
 * as the upstream reads the attempt for the session's student, are sent; the upstream ignores
 * them after the deadline and grades what was saved. A second submit shows the same result.
 * An attempt that is not the session's student's fails as an unknown one does.
 * @throws Next's redirect to the attempt's result, flagged as just submitted when this call
 *   submitted it (the page then greets a certificate it earned).
 */
export const submitAttemptAction = studentAction(
  submitAttemptSchema,
  async ({ attemptId, answers }, { session }) => {
    const attempt = await getAttempt(attemptId, session.token);
    if (!attempt) return fail(texts.submitFailed);
    if (attempt.status === "submitted")
      return redirectLocalized(attemptPath(attempt.courseId, attempt.assessmentId, attempt.id));
    const result = await submitAttempt(
      attempt.id,
      answersForAttempt(attempt.questions, answers),
      session.token,
    );
    return redirectLocalized(submittedAttemptPath(result.courseId, result.assessmentId, result.id));
  },
  { failureMessage: texts.submitFailed },
);
