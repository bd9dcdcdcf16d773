import "server-only";
import * as z from "@/lib/zod";
import { catalogueEntry, catalogueRead, missingEntry } from "@/lib/upstream/catalogue-cache";
import { nullWhen, UpstreamError, upstreamFetch } from "@/lib/upstream/client";
import { versionDetection } from "@/lib/upstream/extension-detection";
import { isGuid, isPositiveIntId } from "@/lib/ids";
import { tags } from "@/lib/upstream/tags";
import {
  assessmentSchema,
  assessmentStandingSchema,
  attemptSchema,
  savedAnswerSchema,
  type AnswerInput,
} from "@/lib/upstream/wire";

/*
 * The assessments extension of the reference upstream (upstream/EXTENSIONS.md "Assessments"):
 * quizzes after a section and a course's final exam, graded by the upstream. The legacy API has
 * none of it: `isAssessmentsSupported()` tells the pages whether to show any of it. This module
 * holds the public and student-facing calls; the admin's are in `assessment-admin.ts`, which
 * reuses the reshapes below. Times are ISO-8601 UTC instants (strings, so cached values stay
 * plain JSON); the countdown of an attempt runs against the upstream's `now`, never the device's.
 *
 * Security boundary: the student's types below name no answer key. An open attempt's questions
 * are reshaped field by field, so a key an upstream might send by mistake never reaches a
 * component (nor the RSC payload); only a submitted attempt's `result` carries the key, and only
 * when the upstream revealed it.
 */

/** A quiz after a section, or the course's final exam. */
export type AssessmentKind = "quiz" | "final";
/** When the right answers of a submitted attempt are shown to its student. */
export type RevealAnswers = "afterPass" | "afterLastAttempt" | "never";
/** single / multiple choice (multiple graded all-or-nothing), true/false, numeric. */
export type QuestionKind = "single" | "multiple" | "trueFalse" | "numeric";
/** A numeric tolerance read as an absolute difference or as percent of the answer. */
export type ToleranceKind = "absolute" | "percent";

/**
 * An assessment's public settings (no question): `passMark` percent, `timeLimitMinutes`,
 * `maxAttempts` null for "no limit", `retryWaitMinutes` between attempts (0: none),
 * `questionCount` the bank's size, `questionsPerAttempt` how many one attempt draws.
 * `sectionId` the section a quiz follows; null for a final exam.
 */
export interface Assessment {
  id: string;
  courseId: string;
  kind: AssessmentKind;
  sectionId: string | null;
  title: string;
  passMark: number;
  timeLimitMinutes: number | null;
  maxAttempts: number | null;
  retryWaitMinutes: number;
  drawCount: number | null;
  shuffleOptions: boolean;
  revealAnswers: RevealAnswers;
  questionCount: number;
  questionsPerAttempt: number;
}

/** One attempt in a student's history: `scorePercent`/`passed` null while open. */
export interface AttemptSummary {
  id: string;
  status: "open" | "submitted";
  startedAt: string;
  submittedAt: string | null;
  scorePercent: number | null;
  passed: boolean | null;
}

/**
 * A student's standing in one assessment: attempts used and left (null: no limit), best score
 * (whole percent), when passed, the open attempt, whether a new one may start now (`canStart`;
 * else `nextAttemptAt` when a wait ends), and the attempts, newest first.
 */
export interface AssessmentStanding {
  assessmentId: string;
  attemptsUsed: number;
  attemptsLeft: number | null;
  bestPercent: number | null;
  passedAt: string | null;
  openAttemptId: string | null;
  canStart: boolean;
  /** Why a new attempt may not start now (null when it may), read from the upstream's reason. */
  blockedBy: StartBlock | null;
  nextAttemptAt: string | null;
  attempts: AttemptSummary[];
}

/**
 * A question as the student sees it in an attempt: no key. `options` in the attempt's order,
 * each with its `id` (what an answer names); empty for a numeric question; `unit` shown beside
 * a numeric field (e.g. "kN").
 */
export interface AttemptQuestion {
  id: number;
  kind: QuestionKind;
  prompt: string;
  options: { id: number; text: string }[];
  unit: string | null;
}

/** A saved answer: chosen option ids (choice questions) or the typed text (numeric); the other null. */
export interface SavedAnswer {
  questionId: number;
  choice: number[] | null;
  value: string | null;
  savedAt: string;
}

/**
 * The grading of one question of a submitted attempt. The key (`correctOptions`, or
 * `numericAnswer` with its tolerance) and `explanation` are null unless the result is revealed.
 */
export interface GradedQuestion {
  questionId: number;
  isCorrect: boolean;
  correctOptions: number[] | null;
  numericAnswer: number | null;
  tolerance: number | null;
  toleranceKind: ToleranceKind | null;
  explanation: string | null;
}

/** A submitted attempt's result: score (whole percent, rounded down), pass, per question. */
export interface AttemptResult {
  scorePercent: number;
  passed: boolean;
  correctCount: number;
  total: number;
  revealed: boolean;
  questions: GradedQuestion[];
}

/**
 * An attempt of the session's student. `now` is the upstream's clock when it answered;
 * `deadlineAt` null without a time limit; `result` null while open.
 */
export interface Attempt {
  id: string;
  assessmentId: string;
  courseId: string;
  kind: AssessmentKind;
  title: string;
  passMark: number;
  status: "open" | "submitted";
  startedAt: string;
  deadlineAt: string | null;
  submittedAt: string | null;
  now: string;
  questions: AttemptQuestion[];
  answers: SavedAnswer[];
  result: AttemptResult | null;
}

/** An answer not yet saved, sent with Submit. */
export interface PendingAnswer extends AnswerInput {
  questionId: number;
}

/** The wire AssessmentDto as an {@link Assessment} (also used by the admin's module). */
export function reshapeAssessment(dto: z.infer<typeof assessmentSchema>): Assessment {
  return {
    id: dto.id,
    courseId: dto.courseId,
    kind: dto.kind,
    sectionId: dto.sectionId ?? null,
    title: dto.title,
    passMark: dto.passMark,
    timeLimitMinutes: dto.timeLimitMinutes,
    maxAttempts: dto.maxAttempts,
    retryWaitMinutes: dto.retryWaitMinutes,
    drawCount: dto.drawCount,
    shuffleOptions: dto.shuffleOptions,
    revealAnswers: dto.revealAnswers,
    questionCount: dto.questionCount,
    questionsPerAttempt: dto.questionsPerAttempt,
  };
}

/** The wire AttemptSummaryDto as an {@link AttemptSummary}. */
function reshapeSummary(
  dto: z.infer<typeof assessmentStandingSchema>["attempts"][number],
): AttemptSummary {
  return {
    id: dto.id,
    status: dto.status,
    startedAt: dto.startedAt,
    submittedAt: dto.submittedAt ?? null,
    scorePercent: dto.scorePercent ?? null,
    passed: dto.passed ?? null,
  };
}

/**
 * The wire AssessmentStandingDto as an {@link AssessmentStanding}. The upstream's
 * `blockedReason` (English text) becomes `blockedBy` ({@link readStartRefusal}): the page says
 * why in the catalogue's words, never the upstream's.
 */
export function reshapeStanding(dto: z.infer<typeof assessmentStandingSchema>): AssessmentStanding {
  return {
    assessmentId: dto.assessmentId,
    attemptsUsed: dto.attemptsUsed,
    attemptsLeft: dto.attemptsLeft ?? null,
    bestPercent: dto.bestPercent ?? null,
    passedAt: dto.passedAt ?? null,
    openAttemptId: dto.openAttemptId ?? null,
    canStart: dto.canStart,
    blockedBy: dto.canStart
      ? null
      : readStartRefusal(dto.blockedReason ?? "", dto.nextAttemptAt ?? null),
    nextAttemptAt: dto.nextAttemptAt ?? null,
    attempts: dto.attempts.map(reshapeSummary),
  };
}

/** The wire SavedAnswer as a {@link SavedAnswer}. */
function reshapeSavedAnswer(dto: z.infer<typeof savedAnswerSchema>): SavedAnswer {
  return {
    questionId: dto.questionId,
    choice: dto.choice ?? null,
    value: dto.value ?? null,
    savedAt: dto.savedAt,
  };
}

/**
 * The wire AttemptDto as an {@link Attempt}: each question copied field by field (whatever else
 * the upstream sent, a key included, is left behind), the result's key kept only when revealed.
 */
export function reshapeAttempt(dto: z.infer<typeof attemptSchema>): Attempt {
  const result = dto.result ?? null;
  return {
    id: dto.id,
    assessmentId: dto.assessmentId,
    courseId: dto.courseId,
    kind: dto.assessmentKind,
    title: dto.title,
    passMark: dto.passMark,
    status: dto.status,
    startedAt: dto.startedAt,
    deadlineAt: dto.deadlineAt ?? null,
    submittedAt: dto.submittedAt ?? null,
    now: dto.now,
    questions: dto.questions.map((question) => ({
      id: question.id,
      kind: question.kind,
      prompt: question.prompt,
      options: question.options.map((option) => ({ id: option.id, text: option.text })),
      unit: question.unit,
    })),
    answers: dto.answers.map(reshapeSavedAnswer),
    result:
      dto.status === "submitted" && result
        ? {
            scorePercent: result.scorePercent,
            passed: result.passed,
            correctCount: result.correctCount,
            total: result.total,
            revealed: result.revealed,
            questions: result.questions.map((graded) => ({
              questionId: graded.questionId,
              isCorrect: graded.isCorrect,
              correctOptions: result.revealed ? (graded.correctOptions ?? null) : null,
              numericAnswer: result.revealed ? (graded.numericAnswer ?? null) : null,
              tolerance: result.revealed ? (graded.tolerance ?? null) : null,
              toleranceKind: result.revealed ? (graded.toleranceKind ?? null) : null,
              explanation: result.revealed ? (graded.explanation ?? null) : null,
            })),
          }
        : null,
  };
}

/** Why a student may not start an attempt now (never the upstream's words). */
export type StartBlock =
  | { reason: "passed" }
  | { reason: "noQuestions" }
  | { reason: "noAttemptsLeft" }
  | { reason: "wait"; until: string | null }
  | { reason: "notEnrolled" }
  | { reason: "accessEnded" }
  | { reason: "other" };

/**
 * Reads the upstream's reason for refusing a new attempt (a standing's `blockedReason`, or the
 * `detail` of a 409 or 403 of `POST /api/Assessments/{id}/Attempts`): already passed, no
 * question, no attempt left, a wait (`until` the instant, from `nextAttemptAt` or the text),
 * not enrolled, access ended; anything else is "other".
 */
export function readStartRefusal(reason: string, nextAttemptAt: string | null = null): StartBlock {
  if (/not enrolled/i.test(reason)) return { reason: "notEnrolled" };
  if (/access .*ended/i.test(reason)) return { reason: "accessEnded" };
  if (/passed/i.test(reason)) return { reason: "passed" };
  if (/no questions?/i.test(reason)) return { reason: "noQuestions" };
  if (/\bused\b|attempts? left/i.test(reason)) return { reason: "noAttemptsLeft" };
  const instant = /\d{4}-\d{2}-\d{2}T[\d:.]+Z/.exec(reason)?.[0] ?? null;
  if (nextAttemptAt || /try again|wait/i.test(reason))
    return { reason: "wait", until: nextAttemptAt ?? instant };
  return { reason: "other" };
}

/**
 * Why a new attempt cannot start, or null when it can or one is open to resume: the upstream's
 * reason as read, or, from an upstream that gave none, the numbers (already passed, no question,
 * no attempt left, a wait).
 */
export function startBlock(
  assessment: Pick<Assessment, "questionsPerAttempt">,
  standing: AssessmentStanding,
): StartBlock | null {
  if (standing.openAttemptId || standing.canStart) return null;
  if (standing.blockedBy && standing.blockedBy.reason !== "other") return standing.blockedBy;
  if (standing.passedAt) return { reason: "passed" };
  if (assessment.questionsPerAttempt === 0) return { reason: "noQuestions" };
  if (standing.attemptsLeft === 0) return { reason: "noAttemptsLeft" };
  if (standing.nextAttemptAt) return { reason: "wait", until: standing.nextAttemptAt };
  return { reason: "other" };
}

/**
 * Whether the upstream has the assessments extension: GET /api/Assessments/version answers
 * `{ version ≥ 1 }`. Kept 10 minutes in Next's data cache; a failure reads as "no" and is asked
 * again. Never throws.
 */
export const isAssessmentsSupported: () => Promise<boolean> = versionDetection(
  "/api/Assessments/version",
  { timeoutMs: 3000 },
);

/**
 * A course's assessments as anyone sees them: its quizzes in section order, then its final
 * exam; no question. Public and cached (tag `assessments:{courseId}`, expired by the admin's
 * changes through `tagsTouchedBy.assessments`). Calls GET /api/Assessments/Course/{courseId}.
 * @returns the list; empty when the upstream lacks the extension, or the id names no course
 *   (or is not a Guid, nothing sent).
 * @throws UpstreamError when the read failed.
 */
export async function listAssessments(courseId: string): Promise<Assessment[]> {
  if (!isGuid(courseId)) return [];
  if (!(await isAssessmentsSupported())) return [];
  const key = courseId.toLowerCase();
  return catalogueRead("GET /api/Assessments/Course/{courseId}", () => listAssessmentsCached(key));
}

async function listAssessmentsCached(courseId: string): Promise<Assessment[]> {
  "use cache";
  catalogueEntry([tags.assessments(courseId)]);
  const list = await nullWhen([404], () =>
    upstreamFetch({
      endpoint: "GET /api/Assessments/Course/{courseId}",
      ids: [["guid", courseId]],
      schema: z.array(assessmentSchema),
    }),
  );
  if (!list) missingEntry();
  return (list ?? []).map(reshapeAssessment);
}

/**
 * The session's student's standing in each assessment of a course. Student token; never cached.
 * Calls GET /api/Assessments/Course/{courseId}/Mine.
 * @returns the standings (one per assessment); null when the upstream lacks the extension or the
 *   id names no course.
 * @throws UpstreamError on any other failure (401: the token is no longer good; 403: not a student).
 */
export async function getMyStandings(
  courseId: string,
  token: string,
): Promise<AssessmentStanding[] | null> {
  if (!isGuid(courseId)) return null;
  if (!(await isAssessmentsSupported())) return null;
  const list = await nullWhen([404], () =>
    upstreamFetch({
      endpoint: "GET /api/Assessments/Course/{courseId}/Mine",
      ids: [["guid", courseId]],
      schema: z.array(assessmentStandingSchema),
      token,
    }),
  );
  return list ? list.map(reshapeStanding) : null;
}

/**
 * Starts an attempt of an assessment for the session's student, or resumes the open one (the
 * upstream answers 200 with it). Student token, enrolled with access running.
 * Calls POST /api/Assessments/{id}/Attempts.
 * @returns the attempt (no key in it).
 * @throws UpstreamError: 404 for an id of the wrong form (nothing sent) or an unknown assessment;
 *   409 no attempt left, a wait, already passed, no question (`message` the upstream's reason);
 *   403 not enrolled or access ended.
 */
export async function startAttempt(assessmentId: string, token: string): Promise<Attempt> {
  const dto = await upstreamFetch({
    endpoint: "POST /api/Assessments/{id}/Attempts",
    ids: [["guid", assessmentId]],
    schema: attemptSchema,
    token,
  });
  return reshapeAttempt(dto);
}

/**
 * An attempt of the session's student (an open one read after its deadline comes back graded).
 * Student token. Calls GET /api/Assessments/Attempts/{attemptId}; never cached.
 * @returns the attempt; null when the id is malformed, unknown, or another student's (403): the
 *   page then shows not-found, so an attempt id reveals nothing.
 * @throws UpstreamError on any other failure.
 */
export async function getAttempt(attemptId: string, token: string): Promise<Attempt | null> {
  if (!isGuid(attemptId)) return null;
  const dto = await nullWhen([403, 404], () =>
    upstreamFetch({
      endpoint: "GET /api/Assessments/Attempts/{attemptId}",
      ids: [["guid", attemptId]],
      schema: attemptSchema,
      token,
    }),
  );
  return dto ? reshapeAttempt(dto) : null;
}

/**
 * Saves one answer of an open attempt (replacing the previous one). Student token.
 * Calls PUT /api/Assessments/Attempts/{attemptId}/Answers/{questionId}.
 * @returns the answer as saved, with `savedAt`.
 * @throws UpstreamError: 404 for ids of the wrong form (nothing sent), an unknown attempt;
 *   409 time is up or already submitted; 400 a question not in the attempt or a bad answer;
 *   403 another student's attempt.
 */
export async function saveAnswer(
  attemptId: string,
  questionId: number,
  answer: AnswerInput,
  token: string,
): Promise<SavedAnswer> {
  const dto = await upstreamFetch({
    endpoint: "PUT /api/Assessments/Attempts/{attemptId}/Answers/{questionId}",
    ids: [
      ["guid", attemptId],
      ["int", questionId],
    ],
    body: { choice: answer.choice, value: answer.value },
    schema: savedAnswerSchema,
    token,
  });
  return reshapeSavedAnswer(dto);
}

/**
 * Submits an attempt, with the answers not yet saved (ignored by the upstream after the
 * deadline), and returns it graded. Idempotent: a second submit returns the same result.
 * Student token. Calls POST /api/Assessments/Attempts/{attemptId}/Submit.
 * @throws UpstreamError: 404 for an id of the wrong form (nothing sent) or an unknown attempt;
 *   403 another student's; 400 an answer to a question not in the attempt.
 */
export async function submitAttempt(
  attemptId: string,
  answers: readonly PendingAnswer[],
  token: string,
): Promise<Attempt> {
  if (!answers.every((answer) => isPositiveIntId(answer.questionId))) {
    throw new UpstreamError({
      status: 400,
      endpoint: "POST /api/Assessments/Attempts/{attemptId}/Submit",
      message: "An answer names no question",
    });
  }
  const dto = await upstreamFetch({
    endpoint: "POST /api/Assessments/Attempts/{attemptId}/Submit",
    ids: [["guid", attemptId]],
    body:
      answers.length > 0
        ? {
            answers: answers.map(({ questionId, choice, value }) => ({
              questionId,
              choice,
              value,
            })),
          }
        : undefined,
    schema: attemptSchema,
    token,
  });
  return reshapeAttempt(dto);
}
