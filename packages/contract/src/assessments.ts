import { z } from "zod";
import { count, guid, isoDateTime } from "./primitives";
import { array, nullOr, object, type Exact } from "./shape";

export { parseNumericAnswer, isWithinTolerance } from "./numeric-answer";

/*
 * The assessments extension (EXTENSIONS.md "Assessments"): quizzes after a section and a final
 * exam per course, graded by the upstream. The legacy API has none of it. Times are instants,
 * ISO-8601 UTC with `Z`.
 *
 * The answer key (`correctOptions`, `numericAnswer`, `tolerance`, `explanation`) is written only
 * in the admin's shapes (`AssessmentQuestionDto`) and, after submission, in an attempt's `result`
 * as the assessment's `revealAnswers` allows. A student's open attempt carries none of it.
 */

/** The two kinds of assessment: a quiz after a section, or the course's final exam. */
export const assessmentKind = z.enum(["quiz", "final"]);
/** When a student is shown the right answers and explanations of a submitted attempt. */
export const revealAnswers = z.enum(["afterPass", "afterLastAttempt", "never"]);
/** The four kinds of question. */
export const questionKind = z.enum(["single", "multiple", "trueFalse", "numeric"]);
/** How a numeric question's tolerance is read: an absolute difference, or percent of the answer. */
export const toleranceKind = z.enum(["absolute", "percent"]);

/**
 * AssessmentInput (admin: `POST /api/Assessments/Course/{courseId}`, `PUT /api/Assessments/{id}`).
 * `sectionId` names the section a quiz follows (on-demand courses only) and is null for a final
 * exam; `passMark` percent; `timeLimitMinutes`, `maxAttempts`, `drawCount` null for "no limit" /
 * "every question"; `retryWaitMinutes` between two attempts (0: none).
 */
export const assessmentInput = z.strictObject({
  kind: assessmentKind,
  sectionId: z.string().nullable(),
  title: z.string().trim().min(1).max(200),
  passMark: z.number().int().min(1).max(100),
  timeLimitMinutes: z.number().int().min(1).max(600).nullable(),
  maxAttempts: z.number().int().min(1).max(100).nullable(),
  retryWaitMinutes: z.number().int().min(0).max(10_080),
  drawCount: z.number().int().min(1).max(500).nullable(),
  shuffleOptions: z.boolean(),
  revealAnswers,
});

/**
 * AssessmentDto: an assessment's settings and the size of its bank (`questionCount`);
 * `questionsPerAttempt` = min(`drawCount` or every question, `questionCount`). Public: no
 * question is in it. Listed by `GET /api/Assessments/Course/{courseId}` (anyone): the course's
 * quizzes in section order, then its final exam.
 */
export const assessmentDto = object({
  id: guid,
  courseId: guid,
  kind: assessmentKind,
  sectionId: nullOr(guid),
  title: z.string(),
  passMark: z.number().int().min(1).max(100),
  timeLimitMinutes: z.number().int().nullable(),
  maxAttempts: z.number().int().nullable(),
  retryWaitMinutes: count,
  drawCount: z.number().int().nullable(),
  shuffleOptions: z.boolean(),
  revealAnswers,
  questionCount: count,
  questionsPerAttempt: count,
});

/**
 * QuestionInput (admin: `POST /api/Assessments/{id}/Questions`, `PUT /api/Assessments/Questions/{questionId}`,
 * and each item of `POST /api/Assessments/{id}/Questions/Import`). Choice questions: `options`
 * (2–10 texts; `trueFalse` takes none, its options are "True" and "False") and the 0-based indices
 * of the right ones in `correctOptions` (`single` and `trueFalse`: exactly one; `multiple`: one or
 * more, graded all-or-nothing). `numeric`: `numericAnswer`, `tolerance` (≥ 0) read by
 * `toleranceKind`, and an optional `unit` shown beside the field (e.g. "kN").
 */
export const questionInput = z.strictObject({
  kind: questionKind,
  prompt: z.string().trim().min(1).max(2000),
  options: z.array(z.string().trim().min(1).max(500)).max(10),
  correctOptions: z.array(z.number().int().min(0).max(9)).max(10),
  numericAnswer: z.number().finite().nullable(),
  tolerance: z.number().finite().min(0).nullable(),
  toleranceKind: toleranceKind.nullable(),
  unit: z.string().trim().max(20).nullable(),
  explanation: z.string().trim().max(2000).nullable(),
});

/** AssessmentQuestionDto (admin only): a question of the bank with its key, in `position` order. */
export const assessmentQuestionDto = object({
  id: z.number().int(),
  assessmentId: guid,
  position: count,
  kind: questionKind,
  prompt: z.string(),
  options: z.array(z.string()),
  correctOptions: z.array(z.number().int()),
  numericAnswer: z.number().nullable(),
  tolerance: z.number().nullable(),
  toleranceKind: toleranceKind.nullable(),
  unit: z.string().nullable(),
  explanation: z.string().nullable(),
});

/**
 * A question as a student sees it in an attempt: no key. `options` in the attempt's (possibly
 * shuffled) order, each with its `id` (the 0-based index in the admin's order, which answers name).
 */
export const attemptQuestionDto = object({
  id: z.number().int(),
  kind: questionKind,
  prompt: z.string(),
  options: array(object({ id: z.number().int(), text: z.string() })),
  unit: z.string().nullable(),
});

/**
 * An answer (`PUT /api/Assessments/Attempts/{attemptId}/Answers/{questionId}` body, and as saved):
 * `choice` the chosen option ids (choice questions), `value` the typed text (numeric: a comma or
 * a point, Western or Arabic-Indic digits). The other one is null.
 */
export const answerInput = z.strictObject({
  choice: z.array(z.number().int().min(0).max(9)).max(10).nullable(),
  value: z.string().max(50).nullable(),
});

/** A saved answer of an attempt, with the question it answers and when it was saved. */
export const savedAnswerDto = object({
  questionId: z.number().int(),
  choice: nullOr(z.array(z.number().int())),
  value: nullOr(z.string()),
  savedAt: isoDateTime,
});

/**
 * The grading of one question of a submitted attempt. `isCorrect` always; the key
 * (`correctOptions` or `numericAnswer` with its tolerance) and `explanation` only when the
 * attempt's `result.revealed` is true, else null.
 */
export const gradedQuestionDto = object({
  questionId: z.number().int(),
  isCorrect: z.boolean(),
  correctOptions: nullOr(z.array(z.number().int())),
  numericAnswer: nullOr(z.number()),
  tolerance: nullOr(z.number()),
  toleranceKind: nullOr(toleranceKind),
  explanation: nullOr(z.string()),
});

/**
 * AttemptDto (`POST /api/Assessments/{id}/Attempts`, `GET /api/Assessments/Attempts/{attemptId}`,
 * `POST …/Submit`): an attempt of its own student (admins may read it). `now` is the upstream's
 * clock (the countdown runs against it); `deadlineAt` null without a time limit. `result` once
 * submitted: score (whole percent, rounded down), pass, and per question right or wrong.
 */
export const attemptDto = object({
  id: guid,
  assessmentId: guid,
  courseId: guid,
  assessmentKind,
  title: z.string(),
  passMark: z.number().int(),
  status: z.enum(["open", "submitted"]),
  startedAt: isoDateTime,
  deadlineAt: nullOr(isoDateTime),
  submittedAt: nullOr(isoDateTime),
  now: isoDateTime,
  questions: array(attemptQuestionDto),
  answers: array(savedAnswerDto),
  result: nullOr(
    object({
      scorePercent: z.number().int().min(0).max(100),
      passed: z.boolean(),
      correctCount: count,
      total: count,
      revealed: z.boolean(),
      questions: array(gradedQuestionDto),
    }),
  ),
});

/** One attempt in a student's history. */
export const attemptSummaryDto = object({
  id: guid,
  status: z.enum(["open", "submitted"]),
  startedAt: isoDateTime,
  submittedAt: nullOr(isoDateTime),
  scorePercent: nullOr(z.number().int()),
  passed: nullOr(z.boolean()),
});

/**
 * AssessmentStandingDto (`GET /api/Assessments/Course/{courseId}/Mine`, a Student): per assessment
 * of the course, the student's attempts (newest first), best score, when passed, the open attempt,
 * and whether a new one may start now (`canStart`; else `blockedReason` says why and
 * `nextAttemptAt` when the wait ends).
 */
export const assessmentStandingDto = object({
  assessmentId: guid,
  attemptsUsed: count,
  attemptsLeft: nullOr(count),
  bestPercent: nullOr(z.number().int()),
  passedAt: nullOr(isoDateTime),
  openAttemptId: nullOr(guid),
  canStart: z.boolean(),
  blockedReason: nullOr(z.string()),
  nextAttemptAt: nullOr(isoDateTime),
  attempts: array(attemptSummaryDto),
});

/**
 * AssessmentResultDto (admin: `GET /api/Assessments/Course/{courseId}/Results`): one row per
 * (student enrolled, assessment of the course) with at least one submitted attempt: attempts
 * submitted, best score, when first passed.
 */
export const assessmentResultDto = object({
  studentId: z.string(),
  studentName: z.string(),
  assessmentId: guid,
  attempts: count,
  bestPercent: z.number().int(),
  passedAt: nullOr(isoDateTime),
});

/**
 * AssessmentStatsDto (admin: `GET /api/Assessments/Stats`): per assessment with submitted
 * attempts, the pass rate (whole percent of the students who submitted one who passed) and the
 * three questions most often answered wrong (`missed` of `answered`).
 */
export const assessmentStatsDto = object({
  assessmentId: guid,
  courseId: guid,
  courseName: z.string(),
  title: z.string(),
  kind: assessmentKind,
  students: count,
  attempts: count,
  passRate: z.number().int().min(0).max(100),
  mostMissed: array(
    object({ questionId: z.number().int(), prompt: z.string(), missed: count, answered: count }),
  ),
});

/** What the reference upstream writes as an AssessmentDto. */
export type AssessmentDto = Exact<typeof assessmentDto>;
/** What the reference upstream writes as an AssessmentQuestionDto. */
export type AssessmentQuestionDto = Exact<typeof assessmentQuestionDto>;
/** What the reference upstream writes as an AttemptDto. */
export type AttemptDto = Exact<typeof attemptDto>;
/** What the reference upstream writes as an AttemptSummaryDto. */
export type AttemptSummaryDto = Exact<typeof attemptSummaryDto>;
/** What the reference upstream writes as an AssessmentStandingDto. */
export type AssessmentStandingDto = Exact<typeof assessmentStandingDto>;
/** What the reference upstream writes as an AssessmentResultDto. */
export type AssessmentResultDto = Exact<typeof assessmentResultDto>;
/** What the reference upstream writes as an AssessmentStatsDto. */
export type AssessmentStatsDto = Exact<typeof assessmentStatsDto>;
/** An assessment's settings as written by an admin. */
export type AssessmentInput = z.infer<typeof assessmentInput>;
/** A question as written by an admin. */
export type QuestionInput = z.infer<typeof questionInput>;
/** A student's answer to one question. */
export type AnswerInput = z.infer<typeof answerInput>;
