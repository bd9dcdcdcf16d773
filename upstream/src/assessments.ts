import { randomInt } from "node:crypto";
import {
  type AnswerInput,
  type AssessmentDto,
  type AssessmentQuestionDto,
  type AttemptDto,
  type QuestionInput,
  isWithinTolerance,
  parseNumericAnswer,
} from "@brightway/contract";
import { and, eq, inArray, isNotNull, isNull, lt, max, sql } from "drizzle-orm";
import type { Executor } from "./db/client";
import {
  type DrawnQuestion,
  type SavedAnswer,
  assessmentAttempts,
  assessmentQuestions,
  assessments,
} from "./db/schema";
import { fromNaive, toIsoUtc, toNaive } from "./orders";

/*
 * Quizzes and final exams (upstream/EXTENSIONS.md "## 22. Assessments"): the rules the routes
 * share. The upstream is the judge: it draws the questions, keeps the key, times the attempt by
 * its own clock and grades. Instants are stored naive UTC and written ISO-8601 with `Z`.
 */

/** A stored assessment. */
export type AssessmentRow = typeof assessments.$inferSelect;
/** A stored question of an assessment's bank (with its key). */
export type QuestionRow = typeof assessmentQuestions.$inferSelect;
/** A stored attempt (its draw with the key, its answers, its grade once submitted). */
export type AttemptRow = typeof assessmentAttempts.$inferSelect;

/**
 * Network slack after an attempt's deadline, in milliseconds: an answer that reaches the upstream
 * up to 5 s after `deadlineAt` still counts (it was given in time on a slow phone); later ones are
 * refused, and an open attempt is graded at its deadline once this slack has passed.
 */
const ANSWER_GRACE_MS = 5_000;

/** The 409 text of an answer saved after the deadline (and its slack). */
export const timeIsUp = "Time is up: this answer was not counted.";

/** Field problems of an input, by field name (the `errors` of a 400). */
export type FieldProblems = Record<string, string[]>;

function add(problems: FieldProblems, field: string, message: string): void {
  (problems[field] ??= []).push(message);
}

/**
 * The cross-field problems of a question (its fields already passed `questionInput`): choice
 * questions `single` (2–10 options, exactly one correct), `multiple` (2–10, at least one
 * correct), `trueFalse` (no options, exactly one correct of 0 "True" / 1 "False"), none of them
 * with a numeric answer, tolerance or unit; `numeric` needs `numericAnswer`, `tolerance` (≥ 0)
 * and `toleranceKind`, and takes no options.
 * @returns the problems by field; empty when the question is sound.
 */
export function questionProblems(input: QuestionInput): FieldProblems {
  const problems: FieldProblems = {};
  const correct = input.correctOptions;
  if (new Set(correct).size !== correct.length)
    add(problems, "correctOptions", "A correct option is named twice.");
  if (input.kind === "numeric") {
    if (input.numericAnswer === null)
      add(problems, "numericAnswer", "A numeric question needs its answer.");
    if (input.tolerance === null)
      add(problems, "tolerance", "A numeric question needs a tolerance (0 or more).");
    if (input.toleranceKind === null)
      add(problems, "toleranceKind", "Say whether the tolerance is absolute or a percent.");
    if (input.options.length > 0) add(problems, "options", "A numeric question takes no options.");
    if (correct.length > 0)
      add(problems, "correctOptions", "A numeric question takes no correct options.");
    return problems;
  }
  if (input.numericAnswer !== null || input.tolerance !== null || input.toleranceKind !== null)
    add(
      problems,
      "numericAnswer",
      "Only a numeric question takes a numeric answer and a tolerance.",
    );
  if (input.unit) add(problems, "unit", "Only a numeric question takes a unit.");
  if (input.kind === "trueFalse") {
    if (input.options.length > 0)
      add(problems, "options", "A true/false question takes no options: they are True and False.");
    if (correct.length !== 1 || correct[0]! > 1)
      add(problems, "correctOptions", "Mark True (0) or False (1) as the correct answer.");
    return problems;
  }
  const label = input.kind === "single" ? "A single-choice" : "A multiple-choice";
  if (input.options.length < 2 || input.options.length > 10)
    add(problems, "options", `${label} question needs 2 to 10 options.`);
  if (correct.some((index) => index >= input.options.length))
    add(problems, "correctOptions", "A correct option must be one of the options.");
  if (input.kind === "single" && correct.length !== 1)
    add(problems, "correctOptions", "Mark exactly one option as correct.");
  if (input.kind === "multiple" && correct.length === 0)
    add(problems, "correctOptions", "Mark at least one option as correct.");
  return problems;
}

/**
 * The stored columns of a sound question (see {@link questionProblems}): a `trueFalse` question's
 * options are ["True", "False"]; the correct options sorted; a blank unit or explanation is null.
 */
export function questionColumns(input: QuestionInput) {
  return {
    kind: input.kind,
    prompt: input.prompt,
    options:
      input.kind === "trueFalse"
        ? ["True", "False"]
        : input.kind === "numeric"
          ? []
          : input.options,
    correctOptions: [...input.correctOptions].sort((a, b) => a - b),
    numericAnswer: input.kind === "numeric" ? input.numericAnswer : null,
    tolerance: input.kind === "numeric" ? input.tolerance : null,
    toleranceKind: input.kind === "numeric" ? input.toleranceKind : null,
    unit: input.kind === "numeric" ? input.unit || null : null,
    explanation: input.explanation || null,
  };
}

/** `AssessmentDto` of a row and the size of its bank. */
export function toAssessmentDto(row: AssessmentRow, questionCount: number): AssessmentDto {
  return {
    id: row.id,
    courseId: row.courseId,
    kind: row.kind,
    sectionId: row.sectionId,
    title: row.title,
    passMark: row.passMark,
    timeLimitMinutes: row.timeLimitMinutes,
    maxAttempts: row.maxAttempts,
    retryWaitMinutes: row.retryWaitMinutes,
    drawCount: row.drawCount,
    shuffleOptions: row.shuffleOptions,
    revealAnswers: row.revealAnswers,
    questionCount,
    questionsPerAttempt: Math.min(row.drawCount ?? questionCount, questionCount),
  };
}

/** `AssessmentQuestionDto` (admin only: it carries the key) of a row. */
export function toQuestionDto(row: QuestionRow): AssessmentQuestionDto {
  return {
    id: row.id,
    assessmentId: row.assessmentId,
    position: row.position,
    kind: row.kind,
    prompt: row.prompt,
    options: row.options,
    correctOptions: row.correctOptions,
    numericAnswer: row.numericAnswer,
    tolerance: row.tolerance,
    toleranceKind: row.toleranceKind,
    unit: row.unit,
    explanation: row.explanation,
  };
}

/** A copy of `items` in random order (Fisher–Yates on the CSPRNG). */
function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

/**
 * An attempt's draw: `drawCount` questions of the bank picked at random (all when null), in
 * random order, each copied with its key; a choice question's options shown shuffled when
 * `shuffleOptions` (never a true/false question's: True stays first).
 */
export function drawQuestions(
  bank: readonly QuestionRow[],
  drawCount: number | null,
  shuffleOptions: boolean,
): DrawnQuestion[] {
  return shuffled(bank)
    .slice(0, drawCount ?? bank.length)
    .map((question) => {
      const order = question.options.map((_, index) => index);
      return {
        id: question.id,
        kind: question.kind,
        prompt: question.prompt,
        options: question.options,
        optionOrder: shuffleOptions && question.kind !== "trueFalse" ? shuffled(order) : order,
        correctOptions: question.correctOptions,
        numericAnswer: question.numericAnswer,
        tolerance: question.tolerance,
        toleranceKind: question.toleranceKind,
        unit: question.unit,
        explanation: question.explanation,
      };
    });
}

/**
 * Why `answer` is not an answer to `question` (400), or null: a choice question takes `choice`
 * (distinct option ids of the question; at most one for single choice and true/false) and no
 * `value`; a numeric question takes `value` (any text: an unreadable one is graded wrong) and no
 * `choice`.
 */
export function answerProblem(question: DrawnQuestion, answer: AnswerInput): string | null {
  if (question.kind === "numeric") {
    if (answer.choice !== null) return "A numeric question takes a typed value, not a choice.";
    if (answer.value === null) return "Type a value to answer this question.";
    return null;
  }
  if (answer.value !== null) return "Choose an option: this question takes no typed value.";
  if (answer.choice === null) return "Choose an option to answer this question.";
  if (new Set(answer.choice).size !== answer.choice.length) return "An option is chosen twice.";
  if (answer.choice.some((id) => id >= question.options.length))
    return "The choice names an option the question does not have.";
  if (question.kind !== "multiple" && answer.choice.length > 1)
    return "Choose only one option for this question.";
  return null;
}

/**
 * Whether `answer` is right: a choice question when the chosen set equals the key (multiple
 * choice all-or-nothing); a numeric one when the typed value reads as a number
 * (`parseNumericAnswer`: "3,5", "3.5" and "٣٫٥" alike) within the tolerance (`isWithinTolerance`,
 * edges included). A missing or unreadable answer is wrong.
 */
function isAnswerCorrect(question: DrawnQuestion, answer: SavedAnswer | undefined): boolean {
  if (!answer) return false;
  if (question.kind === "numeric") {
    if (answer.value === null || question.numericAnswer === null) return false;
    const value = parseNumericAnswer(answer.value);
    if (value === null) return false;
    return isWithinTolerance(
      value,
      question.numericAnswer,
      question.tolerance ?? 0,
      question.toleranceKind ?? "absolute",
    );
  }
  const chosen = new Set(answer.choice ?? []);
  return (
    chosen.size === question.correctOptions.length &&
    question.correctOptions.every((index) => chosen.has(index))
  );
}

/** The grade of an attempt: which questions were right, the score and whether it passed. */
export interface Grade {
  correctIds: number[];
  /** floor(100 × correct / total), whole percent. */
  scorePercent: number;
  passed: boolean;
}

/**
 * Grades an attempt's `answers` to its drawn `questions` against `passMark` (percent): score =
 * floor(100 × correct / total), passed when score ≥ pass mark. Only answers saved by
 * `countedUntil` (an instant) count.
 */
export function gradeAnswers(
  questions: readonly DrawnQuestion[],
  answers: Record<string, SavedAnswer>,
  passMark: number,
  countedUntil: Date,
): Grade {
  const limit = countedUntil.getTime();
  const correctIds = questions
    .filter((question) => {
      const answer = answers[String(question.id)];
      return (
        answer !== undefined &&
        Date.parse(answer.savedAt) <= limit &&
        isAnswerCorrect(question, answer)
      );
    })
    .map((question) => question.id);
  const total = questions.length;
  const scorePercent = total === 0 ? 0 : Math.floor((100 * correctIds.length) / total);
  return { correctIds, scorePercent, passed: scorePercent >= passMark };
}

/** When an attempt's deadline (with its slack) has passed at `now`: its answers are closed. */
export function isPastDeadline(attempt: Pick<AttemptRow, "deadlineAt">, now: Date): boolean {
  return (
    attempt.deadlineAt !== null &&
    now.getTime() > fromNaive(attempt.deadlineAt).getTime() + ANSWER_GRACE_MS
  );
}

/** The submitted attempts of one student of one assessment, as the standing rules read them. */
export type SubmittedAttempt = Pick<AttemptRow, "submittedAt" | "passed" | "scorePercent">;

/** Why a new attempt may not start, for a student: the 409 `detail`, and when the wait ends. */
export interface StartRefusal {
  reason: string;
  /** The instant a new attempt may start (a wait between attempts), else null. */
  nextAttemptAt: Date | null;
}

/**
 * Why the student may not start a new attempt of `assessment` at `now`, or null when they may:
 * "You have already passed." once one attempt passed; "This assessment has no questions yet.";
 * "You have used all N attempts." once `maxAttempts` attempts are submitted; "You can try again
 * at {ISO}." until `retryWaitMinutes` after the last submitted attempt. (An open attempt is
 * resumed rather than refused: the caller checks that first.)
 */
export function startRefusal(
  assessment: Pick<AssessmentRow, "maxAttempts" | "retryWaitMinutes">,
  submitted: readonly SubmittedAttempt[],
  questionCount: number,
  now: Date,
): StartRefusal | null {
  if (submitted.some((attempt) => attempt.passed))
    return { reason: "You have already passed.", nextAttemptAt: null };
  if (questionCount === 0)
    return { reason: "This assessment has no questions yet.", nextAttemptAt: null };
  const limit = assessment.maxAttempts;
  if (limit !== null && submitted.length >= limit) {
    const reason =
      limit === 1 ? "You have used your only attempt." : `You have used all ${limit} attempts.`;
    return { reason, nextAttemptAt: null };
  }
  const last = submitted.reduce<number | null>((latest, attempt) => {
    const at = attempt.submittedAt ? fromNaive(attempt.submittedAt).getTime() : null;
    return at !== null && (latest === null || at > latest) ? at : latest;
  }, null);
  if (last !== null && assessment.retryWaitMinutes > 0) {
    const next = new Date(last + assessment.retryWaitMinutes * 60_000);
    if (now.getTime() < next.getTime())
      return { reason: `You can try again at ${next.toISOString()}.`, nextAttemptAt: next };
  }
  return null;
}

/**
 * Whether a submitted attempt's right answers and explanations are shown to its student:
 * `afterPass` on a passed attempt; `afterLastAttempt` once the student has passed (any attempt)
 * or has no attempts left; `never` not at all.
 */
export function isRevealed(
  assessment: Pick<AssessmentRow, "revealAnswers" | "maxAttempts">,
  attempt: Pick<AttemptRow, "passed">,
  submitted: readonly SubmittedAttempt[],
): boolean {
  switch (assessment.revealAnswers) {
    case "afterPass":
      return attempt.passed === true;
    case "afterLastAttempt":
      return (
        submitted.some((row) => row.passed) ||
        (assessment.maxAttempts !== null && submitted.length >= assessment.maxAttempts)
      );
    case "never":
      return false;
  }
}

/**
 * `AttemptDto` of an attempt. Security boundary: an open attempt's questions carry no key in any
 * form (no correct options, numeric answer, tolerance or explanation): only the prompt, the
 * options in the attempt's order with their ids, and the unit. A submitted attempt's `result`
 * carries the key and explanations only when `revealed` ({@link isRevealed}).
 * @param now the upstream's clock, written as `now` (the countdown runs against it).
 */
export function toAttemptDto(
  attempt: AttemptRow,
  assessment: Pick<AssessmentRow, "id" | "courseId" | "kind" | "title" | "passMark">,
  now: Date,
  revealed: boolean,
): AttemptDto {
  const isSubmitted = attempt.submittedAt !== null && attempt.scorePercent !== null;
  const correct = new Set(attempt.correctIds ?? []);
  return {
    id: attempt.id,
    assessmentId: assessment.id,
    courseId: assessment.courseId,
    assessmentKind: assessment.kind,
    title: assessment.title,
    passMark: assessment.passMark,
    status: isSubmitted ? "submitted" : "open",
    startedAt: toIsoUtc(attempt.startedAt)!,
    deadlineAt: toIsoUtc(attempt.deadlineAt),
    submittedAt: isSubmitted ? toIsoUtc(attempt.submittedAt) : null,
    now: now.toISOString(),
    questions: attempt.questions.map((question) => ({
      id: question.id,
      kind: question.kind,
      prompt: question.prompt,
      options: question.optionOrder.map((id) => ({ id, text: question.options[id]! })),
      unit: question.unit,
    })),
    answers: attempt.questions.flatMap((question) => {
      const answer = attempt.answers[String(question.id)];
      return answer
        ? [
            {
              questionId: question.id,
              choice: answer.choice,
              value: answer.value,
              savedAt: answer.savedAt,
            },
          ]
        : [];
    }),
    result: isSubmitted
      ? {
          scorePercent: attempt.scorePercent!,
          passed: attempt.passed === true,
          correctCount: correct.size,
          total: attempt.questions.length,
          revealed,
          questions: attempt.questions.map((question) => ({
            questionId: question.id,
            isCorrect: correct.has(question.id),
            correctOptions:
              revealed && question.kind !== "numeric" ? question.correctOptions : null,
            numericAnswer: revealed ? question.numericAnswer : null,
            tolerance: revealed ? question.tolerance : null,
            toleranceKind: revealed ? question.toleranceKind : null,
            explanation: revealed ? question.explanation : null,
          })),
        }
      : null,
  };
}

/**
 * Grades the open attempt `attemptId` once: `at` is the instant of the submission; after the
 * deadline the attempt counts as submitted at its deadline, with the answers saved by then (and
 * its slack). `extra` (answers sent with a submission, already checked) are added first when
 * they come in time. Row-locked, so a concurrent save either lands before the grading (and
 * counts) or is refused after it; an attempt already submitted is returned as it is.
 * @returns the attempt as stored after grading (or as it was, when already submitted); undefined
 *   when there is no such attempt.
 */
export async function gradeAttempt(
  db: Executor,
  attemptId: string,
  passMark: number,
  at: Date,
  extra: Record<string, SavedAnswer> = {},
): Promise<AttemptRow | undefined> {
  return db.transaction(async (tx) => {
    const [attempt] = await tx
      .select()
      .from(assessmentAttempts)
      .where(eq(assessmentAttempts.id, attemptId))
      .for("update");
    if (!attempt || attempt.submittedAt !== null) return attempt;
    const deadline = attempt.deadlineAt ? fromNaive(attempt.deadlineAt) : null;
    const inTime = !isPastDeadline(attempt, at);
    const answers = inTime ? { ...attempt.answers, ...extra } : attempt.answers;
    const submittedAt = deadline && deadline.getTime() < at.getTime() ? deadline : at;
    const countedUntil = deadline ? new Date(deadline.getTime() + ANSWER_GRACE_MS) : at;
    const grade = gradeAnswers(attempt.questions, answers, passMark, countedUntil);
    const [graded] = await tx
      .update(assessmentAttempts)
      .set({
        answers,
        submittedAt: toNaive(submittedAt),
        scorePercent: grade.scorePercent,
        passed: grade.passed,
        correctIds: grade.correctIds,
      })
      .where(eq(assessmentAttempts.id, attemptId))
      .returning();
    return graded;
  });
}

/**
 * Saves one answer into an open attempt's `answers` map in a single UPDATE (`answers || {id: …}`
 * in SQL), so two concurrent saves of different questions both survive. Refused (no row) when
 * the attempt is submitted or `now` is past its deadline and slack.
 * @returns the saved answer, or null when the attempt took no answer.
 */
export async function saveAnswer(
  db: Executor,
  attemptId: string,
  questionId: number,
  answer: AnswerInput,
  now: Date,
): Promise<SavedAnswer | null> {
  const saved: SavedAnswer = {
    choice: answer.choice === null ? null : [...answer.choice].sort((a, b) => a - b),
    value: answer.value,
    savedAt: now.toISOString(),
  };
  const latest = toNaive(new Date(now.getTime() - ANSWER_GRACE_MS));
  const rows = await db
    .update(assessmentAttempts)
    .set({
      answers: sql`${assessmentAttempts.answers} || jsonb_build_object(${String(questionId)}::text, ${JSON.stringify(saved)}::jsonb)`,
    })
    .where(
      and(
        eq(assessmentAttempts.id, attemptId),
        isNull(assessmentAttempts.submittedAt),
        sql`(${assessmentAttempts.deadlineAt} is null or ${assessmentAttempts.deadlineAt} >= ${latest})`,
      ),
    )
    .returning({ id: assessmentAttempts.id });
  return rows.length > 0 ? saved : null;
}

/**
 * Grades every open attempt whose deadline and slack have passed at `now`, of the assessments
 * matching `where` (e.g. one assessment, one student): as submitted at the deadline, with the
 * answers saved by then. Reads of standings, results and stats call it first, so an attempt left
 * open counts once its time is up.
 * @returns the graded attempts.
 */
export async function gradeExpiredAttempts(
  db: Executor,
  now: Date,
  filter: { assessmentIds?: string[]; studentId?: string } = {},
): Promise<AttemptRow[]> {
  const latest = toNaive(new Date(now.getTime() - ANSWER_GRACE_MS));
  const expired = await db
    .select({ id: assessmentAttempts.id, passMark: assessments.passMark })
    .from(assessmentAttempts)
    .innerJoin(assessments, eq(assessments.id, assessmentAttempts.assessmentId))
    .where(
      and(
        isNull(assessmentAttempts.submittedAt),
        isNotNull(assessmentAttempts.deadlineAt),
        lt(assessmentAttempts.deadlineAt, latest),
        filter.studentId === undefined
          ? undefined
          : eq(assessmentAttempts.studentId, filter.studentId),
        filter.assessmentIds === undefined
          ? undefined
          : filter.assessmentIds.length === 0
            ? sql`false`
            : inArray(assessmentAttempts.assessmentId, filter.assessmentIds),
      ),
    );
  const graded: AttemptRow[] = [];
  for (const row of expired) {
    const attempt = await gradeAttempt(db, row.id, row.passMark, now);
    if (attempt) graded.push(attempt);
  }
  return graded;
}

/**
 * The student's standing in the course's final exam, for the certificate rule.
 * @returns `required`: the course (Guid) has a final exam with at least one question;
 *   `passedPercent`: the best score (whole percent) among the student's passed, submitted
 *   attempts of it, or null when none passed (or there is no final).
 */
export async function finalExamStanding(
  db: Executor,
  studentId: string,
  courseId: string,
): Promise<{ required: boolean; passedPercent: number | null }> {
  const [final] = await db
    .select({ id: assessments.id })
    .from(assessments)
    .where(and(eq(assessments.courseId, courseId), eq(assessments.kind, "final")))
    .limit(1);
  if (!final) return { required: false, passedPercent: null };
  const [question] = await db
    .select({ id: assessmentQuestions.id })
    .from(assessmentQuestions)
    .where(eq(assessmentQuestions.assessmentId, final.id))
    .limit(1);
  const [best] = await db
    .select({ percent: max(assessmentAttempts.scorePercent) })
    .from(assessmentAttempts)
    .where(
      and(
        eq(assessmentAttempts.assessmentId, final.id),
        eq(assessmentAttempts.studentId, studentId),
        isNotNull(assessmentAttempts.submittedAt),
        eq(assessmentAttempts.passed, true),
      ),
    );
  return { required: question !== undefined, passedPercent: best?.percent ?? null };
}
