import "server-only";
import * as z from "@/lib/zod";
import { isGuid } from "@/lib/ids";
import {
  reshapeAssessment,
  isAssessmentsSupported,
  type Assessment,
} from "@/lib/upstream/assessments";
import { deleteById, nullWhen, upstreamFetch, type UpstreamError } from "@/lib/upstream/client";
import {
  assessmentQuestionSchema,
  assessmentResultSchema,
  assessmentSchema,
  assessmentStatsSchema,
  type AssessmentInput,
  type QuestionInput,
} from "@/lib/upstream/wire";

/*
 * The admin's calls of the assessments extension (upstream/EXTENSIONS.md "Assessments"): an
 * assessment's settings, its question bank (with the answer key: admin only, never cached, never
 * sent to a student's page), the CSV import, results per student and the dashboard's figures.
 * Every function takes the Admin's token; the public list of a course's assessments and the
 * extension's detection are `lib/upstream/assessments.ts`'s, whose reshape this module reuses.
 * Callers (server actions) expire `tagsTouchedBy.assessments(courseId)` after a change: the
 * public list carries each assessment's settings and the size of its bank.
 */

/**
 * A question of an assessment's bank, with its key: `options` (choice questions; "True" and
 * "False" for true/false) and the 0-based indices of the right ones in `correctOptions`; a
 * numeric question's `numericAnswer`, `tolerance` read by `toleranceKind` (absolute, or percent
 * of the answer) and `unit`; `explanation` shown after submission when the settings allow.
 * `position` is its 0-based place in the bank.
 */
export interface AssessmentQuestion {
  id: number;
  assessmentId: string;
  position: number;
  kind: QuestionInput["kind"];
  prompt: string;
  options: string[];
  correctOptions: number[];
  numericAnswer: number | null;
  tolerance: number | null;
  toleranceKind: "absolute" | "percent" | null;
  unit: string | null;
  explanation: string | null;
}

/**
 * One student's standing in one assessment of a course, for the admin: submitted attempts, best
 * score (whole percent), when first passed (ISO-8601 UTC) or null. Students without a submitted
 * attempt have no row.
 */
export interface AssessmentResult {
  studentId: string;
  studentName: string;
  assessmentId: string;
  attempts: number;
  bestPercent: number;
  passedAt: string | null;
}

/**
 * One assessment's figures across students (those with a submitted attempt): the pass rate
 * (whole percent of those students who passed) and the (at most) three questions most often
 * answered wrong, `missed` of `answered` times.
 */
export interface AssessmentStats {
  assessmentId: string;
  courseId: string;
  courseName: string;
  title: string;
  kind: Assessment["kind"];
  students: number;
  attempts: number;
  passRate: number;
  mostMissed: { questionId: number; prompt: string; missed: number; answered: number }[];
}

function reshapeQuestion(dto: z.infer<typeof assessmentQuestionSchema>): AssessmentQuestion {
  return {
    id: dto.id,
    assessmentId: dto.assessmentId,
    position: dto.position,
    kind: dto.kind,
    prompt: dto.prompt,
    options: [...dto.options],
    correctOptions: [...dto.correctOptions],
    numericAnswer: dto.numericAnswer,
    tolerance: dto.tolerance,
    toleranceKind: dto.toleranceKind,
    unit: dto.unit,
    explanation: dto.explanation,
  };
}

/**
 * Adds a quiz (after `input.sectionId`, an on-demand course's section) or the final exam
 * (`sectionId` null) to a course. Admin token. Calls POST /api/Assessments/Course/{courseId}.
 * @returns the assessment as stored (no question yet).
 * @throws UpstreamError: 404 for a course id of the wrong form (nothing sent) or no such course;
 *   400 with `errors` per field (see {@link problemFields}); 409 when the course already has a
 *   final exam or the section a quiz.
 */
export async function createAssessment(
  courseId: string,
  input: AssessmentInput,
  token: string,
): Promise<Assessment> {
  const dto = await upstreamFetch({
    endpoint: "POST /api/Assessments/Course/{courseId}",
    ids: [["guid", courseId]],
    body: input,
    schema: assessmentSchema,
    token,
  });
  return reshapeAssessment(dto);
}

/**
 * Replaces an assessment's settings (its kind stays). Admin token. Calls PUT /api/Assessments/{id}.
 * @returns the assessment as stored.
 * @throws UpstreamError: 404 (wrong form, nothing sent; or unknown); 400 with `errors`; 409 when
 *   the section named already has a quiz.
 */
export async function updateAssessment(
  assessmentId: string,
  input: AssessmentInput,
  token: string,
): Promise<Assessment> {
  const dto = await upstreamFetch({
    endpoint: "PUT /api/Assessments/{id}",
    ids: [["guid", assessmentId]],
    body: input,
    schema: assessmentSchema,
    token,
  });
  return reshapeAssessment(dto);
}

/**
 * Deletes an assessment with its questions and every attempt of it. Admin token.
 * Calls DELETE /api/Assessments/{id}. @throws UpstreamError (404 wrong form or unknown).
 */
export const deleteAssessment: (assessmentId: string, token: string) => Promise<void> = deleteById(
  "DELETE /api/Assessments/{id}",
  "guid",
);

/**
 * An assessment's question bank in order, with the key. Admin token; never cached.
 * Calls GET /api/Assessments/{id}/Questions.
 * @returns the questions; null when the id is not a Guid (nothing sent) or names no assessment.
 * @throws UpstreamError on any other failure.
 */
export async function listQuestions(
  assessmentId: string,
  token: string,
): Promise<AssessmentQuestion[] | null> {
  if (!isGuid(assessmentId)) return null;
  const list = await nullWhen([404], () =>
    upstreamFetch({
      endpoint: "GET /api/Assessments/{id}/Questions",
      ids: [["guid", assessmentId]],
      schema: z.array(assessmentQuestionSchema),
      token,
    }),
  );
  return list ? list.map(reshapeQuestion) : null;
}

/**
 * Adds a question at the end of an assessment's bank. Admin token.
 * Calls POST /api/Assessments/{id}/Questions.
 * @throws UpstreamError: 404 (wrong form, nothing sent; or unknown); 400 with `errors` per field.
 */
export async function createQuestion(
  assessmentId: string,
  input: QuestionInput,
  token: string,
): Promise<AssessmentQuestion> {
  const dto = await upstreamFetch({
    endpoint: "POST /api/Assessments/{id}/Questions",
    ids: [["guid", assessmentId]],
    body: input,
    schema: assessmentQuestionSchema,
    token,
  });
  return reshapeQuestion(dto);
}

/**
 * Adds 1–500 questions at the end of an assessment's bank, all or none. Admin token.
 * Calls POST /api/Assessments/{id}/Questions/Import.
 * @returns the questions added, in order.
 * @throws UpstreamError: 404 (wrong form, nothing sent; or unknown); 400 with `errors` keyed by
 *   each refused item's index (see {@link importProblemItems}): nothing was added then.
 */
export async function importQuestions(
  assessmentId: string,
  inputs: readonly QuestionInput[],
  token: string,
): Promise<AssessmentQuestion[]> {
  const list = await upstreamFetch({
    endpoint: "POST /api/Assessments/{id}/Questions/Import",
    ids: [["guid", assessmentId]],
    body: inputs,
    schema: z.array(assessmentQuestionSchema),
    token,
  });
  return list.map(reshapeQuestion);
}

/**
 * Replaces a question (it keeps its place). Admin token.
 * Calls PUT /api/Assessments/Questions/{questionId}.
 * @throws UpstreamError: 404 (not a positive int, nothing sent; or unknown); 400 with `errors`.
 */
export async function updateQuestion(
  questionId: number,
  input: QuestionInput,
  token: string,
): Promise<AssessmentQuestion> {
  const dto = await upstreamFetch({
    endpoint: "PUT /api/Assessments/Questions/{questionId}",
    ids: [["int", questionId]],
    body: input,
    schema: assessmentQuestionSchema,
    token,
  });
  return reshapeQuestion(dto);
}

/**
 * Deletes a question (the ones after it move up). Admin token.
 * Calls DELETE /api/Assessments/Questions/{questionId}. @throws UpstreamError (404).
 */
export const deleteQuestion: (questionId: number, token: string) => Promise<void> = deleteById(
  "DELETE /api/Assessments/Questions/{questionId}",
  "int",
);

/**
 * Puts an assessment's questions in a new order: `questionIds` names every question of the bank
 * exactly once. Admin token. Calls PUT /api/Assessments/{id}/Questions/Reorder.
 * @throws UpstreamError: 404 (wrong form, nothing sent; or unknown); 400 when the list does not
 *   name every question exactly once (the bank changed meanwhile).
 */
export async function reorderQuestions(
  assessmentId: string,
  questionIds: readonly number[],
  token: string,
): Promise<void> {
  await upstreamFetch({
    endpoint: "PUT /api/Assessments/{id}/Questions/Reorder",
    ids: [["guid", assessmentId], ...questionIds.map((id) => ["int", id] as const)],
    body: questionIds,
    token,
  });
}

/**
 * Every enrolled student's standing in each assessment of a course they submitted at least once.
 * Admin token; never cached. Calls GET /api/Assessments/Course/{courseId}/Results.
 * @returns the rows; null when the upstream has no assessments (asked first, nothing else sent),
 *   the id is not a Guid or names no course.
 * @throws UpstreamError on any other failure.
 */
export async function listCourseResults(
  courseId: string,
  token: string,
): Promise<AssessmentResult[] | null> {
  if (!isGuid(courseId) || !(await isAssessmentsSupported())) return null;
  const rows = await nullWhen([404], () =>
    upstreamFetch({
      endpoint: "GET /api/Assessments/Course/{courseId}/Results",
      ids: [["guid", courseId]],
      schema: z.array(assessmentResultSchema),
      token,
    }),
  );
  return rows
    ? rows.map((row) => ({
        studentId: row.studentId,
        studentName: row.studentName,
        assessmentId: row.assessmentId,
        attempts: row.attempts,
        bestPercent: row.bestPercent,
        passedAt: row.passedAt ?? null,
      }))
    : null;
}

/**
 * The figures of every assessment with a submitted attempt, for the dashboard. Admin token;
 * never cached. Calls GET /api/Assessments/Stats.
 * @returns the figures; null when the upstream has no assessments (asked first, nothing sent).
 * @throws UpstreamError on any other failure.
 */
export async function listAssessmentStats(token: string): Promise<AssessmentStats[] | null> {
  if (!(await isAssessmentsSupported())) return null;
  const rows = await upstreamFetch({
    endpoint: "GET /api/Assessments/Stats",
    schema: z.array(assessmentStatsSchema),
    token,
  });
  return rows.map((row) => ({
    assessmentId: row.assessmentId,
    courseId: row.courseId,
    courseName: row.courseName,
    title: row.title,
    kind: row.kind,
    students: row.students,
    attempts: row.attempts,
    passRate: row.passRate,
    mostMissed: row.mostMissed.slice(0, 3).map((question) => ({
      questionId: question.questionId,
      prompt: question.prompt,
      missed: question.missed,
      answered: question.answered,
    })),
  }));
}

const problemSchema = z.looseObject({
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

/** The `errors` of a 400 problem body (keys as the upstream wrote them), or `{}`. */
function problemErrors(error: UpstreamError): Record<string, string[]> {
  if (error.status !== 400) return {};
  try {
    return problemSchema.parse(JSON.parse(error.body)).errors ?? {};
  } catch {
    return {};
  }
}

/**
 * The fields an upstream 400 refused, from its `errors` (`"passMark"`, `"options.2"` → `options`,
 * any case, as the upstream's binder matches them): the first segment of each key, in the
 * body's order, without repeats. Empty for any other failure or a body without `errors`. The
 * upstream's own texts are not returned: the page says each field's rule in its own words.
 */
export function problemFields(error: UpstreamError): string[] {
  const fields = Object.keys(problemErrors(error)).map((key) => key.split(".")[0] ?? key);
  return [...new Set(fields.filter((field) => field !== "" && field !== "$"))];
}

/**
 * The items an import's 400 refused, from its `errors` keyed by item index (`"3"`, or
 * `"3.options"`): index → the fields named, by the key or by each problem's "field: …" prefix
 * (the reference upstream's way), first segment only; empty when none is named. Empty for any
 * other failure.
 */
export function importProblemItems(error: UpstreamError): Map<number, string[]> {
  const items = new Map<number, string[]>();
  for (const [key, problems] of Object.entries(problemErrors(error))) {
    const [index, keyField] = key.split(".");
    if (!index || !/^\d{1,3}$/.test(index)) continue;
    const named = [
      keyField,
      ...problems.map((problem) => /^([A-Za-z]\w*)[\w.]*: /.exec(problem)?.[1]),
    ];
    const fields = items.get(Number(index)) ?? [];
    for (const field of named)
      if (field && field !== "item" && !fields.includes(field)) fields.push(field);
    items.set(Number(index), fields);
  }
  return items;
}
