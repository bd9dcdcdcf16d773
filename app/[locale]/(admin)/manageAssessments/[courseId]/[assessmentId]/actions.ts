"use server";

import { fail, ok, type ActionResult } from "@/lib/actions/result";
import { adminAction } from "@/lib/actions/safe-action";
import { parseQuestionCsv } from "@/lib/csv/question-import";
import { getCatalogue } from "@/lib/i18n/server";
import { messages } from "@/lib/messages";
import {
  createQuestion,
  deleteQuestion,
  importProblemItems,
  importQuestions,
  listQuestions,
  reorderQuestions,
  updateQuestion,
  type AssessmentQuestion,
} from "@/lib/upstream/assessment-admin";
import { UpstreamError } from "@/lib/upstream/client";
import { tagsTouchedBy } from "@/lib/upstream/tags";
import { findCourseAssessment } from "@/app/[locale]/(admin)/manageAssessments/_components/course";
import { fieldRefusal } from "@/app/[locale]/(admin)/manageAssessments/_components/refusal";
import {
  createQuestionSchema,
  deleteQuestionSchema,
  questionFieldText,
  questionImportSchema,
  reorderQuestionsSchema,
  toQuestionInput,
  updateQuestionSchema,
  type QuestionFields,
} from "./schema";

/*
 * The admin's writes of one assessment's question bank (upstream/EXTENSIONS.md "Assessments").
 * Security boundary: `adminAction` re-checks the Admin role on every call and validates every
 * field and id; the assessment must be one of the course's own and a question one of the
 * assessment's own, read with the admin's token (the browser may name any id). A change of the
 * bank's size expires the course's public list of assessments (it says how many questions).
 */

const text = messages.assessmentAdmin;

const expireAssessments = ({ courseId }: { courseId: string }) =>
  tagsTouchedBy.assessments(courseId);

/** The question `questionId` of the bank, or null (the browser may name any id). */
function bankQuestion(
  bank: readonly AssessmentQuestion[] | null,
  questionId: number,
): AssessmentQuestion | null {
  return bank?.find((question) => question.id === questionId) ?? null;
}

/** An upstream 400 naming fields of the question, as the dialog says it; null for anything else. */
function questionRefusal(error: unknown, fields: QuestionFields): ActionResult<never> | null {
  if (!(error instanceof UpstreamError)) return null;
  return fieldRefusal(error, (field) => questionFieldText(field, fields.kind));
}

/**
 * Add Question: a new question goes last in the bank. Admin only; the assessment must be one of
 * the course's. Calls POST /api/Assessments/{id}/Questions. 'Question added' / 'Failed to add
 * the question', or the field's text for what the upstream refused.
 */
export const createQuestionAction = adminAction(
  createQuestionSchema,
  async ({ courseId, assessmentId, ...fields }, { session }) => {
    const assessment = await findCourseAssessment(courseId, assessmentId);
    if (!assessment) return fail(text.questionCreateFailed);
    try {
      await createQuestion(assessment.id, toQuestionInput(fields), session.token);
    } catch (error) {
      const refusal = questionRefusal(error, fields);
      if (refusal) return refusal;
      throw error;
    }
    return ok(undefined, text.questionCreated);
  },
  { failureMessage: text.questionCreateFailed, expire: expireAssessments },
);

/**
 * Edit Question: every field replaced, the place kept. Admin only; the question must be one of
 * the assessment's, the assessment one of the course's. Calls GET /api/Assessments/{id}/Questions,
 * then PUT /api/Assessments/Questions/{questionId}. 'Question saved' / 'Failed to save the question'.
 */
export const updateQuestionAction = adminAction(
  updateQuestionSchema,
  async ({ courseId, assessmentId, questionId, ...fields }, { session }) => {
    const assessment = await findCourseAssessment(courseId, assessmentId);
    const question =
      assessment && bankQuestion(await listQuestions(assessment.id, session.token), questionId);
    if (!question) return fail(text.questionUpdateFailed);
    try {
      await updateQuestion(question.id, toQuestionInput(fields), session.token);
    } catch (error) {
      const refusal = questionRefusal(error, fields);
      if (refusal) return refusal;
      throw error;
    }
    return ok(undefined, text.questionUpdated);
  },
  { failureMessage: text.questionUpdateFailed },
);

/**
 * Deletes a question (the ones after it move up; submitted attempts keep their grade). Admin
 * only; the question must be one of the assessment's. Calls GET /api/Assessments/{id}/Questions,
 * then DELETE /api/Assessments/Questions/{questionId}. 'Question deleted' / 'Failed to delete the
 * question'.
 */
export const deleteQuestionAction = adminAction(
  deleteQuestionSchema,
  async ({ courseId, assessmentId, questionId }, { session }) => {
    const assessment = await findCourseAssessment(courseId, assessmentId);
    const question =
      assessment && bankQuestion(await listQuestions(assessment.id, session.token), questionId);
    if (!question) return fail(text.questionDeleteFailed);
    await deleteQuestion(question.id, session.token);
    return ok(undefined, text.questionDeleted);
  },
  { failureMessage: text.questionDeleteFailed, expire: expireAssessments },
);

/**
 * Puts the bank in a new order: the list must name every question of the assessment exactly once
 * (else, or on the upstream's 400, the admin is told the bank changed meanwhile). Calls GET
 * /api/Assessments/{id}/Questions, then PUT /api/Assessments/{id}/Questions/Reorder.
 */
export const reorderQuestionsAction = adminAction(
  reorderQuestionsSchema,
  async ({ courseId, assessmentId, questionIds }, { session }) => {
    const assessment = await findCourseAssessment(courseId, assessmentId);
    const bank = assessment && (await listQuestions(assessment.id, session.token));
    if (!assessment || !bank) return fail(text.reorderFailed);
    const stored = new Set(bank.map((question) => question.id));
    const isSameSet =
      questionIds.length === stored.size &&
      new Set(questionIds).size === questionIds.length &&
      questionIds.every((id) => stored.has(id));
    if (!isSameSet) return fail(text.orderOutdated);
    await reorderQuestions(assessment.id, questionIds, session.token);
    return ok();
  },
  {
    failureMessage: text.reorderFailed,
    mapError: (error) => (error.status === 400 ? text.orderOutdated : undefined),
  },
);

/** What a checked CSV file holds: how many questions. */
export interface ImportCheck {
  count: number;
}

/** The file's column of a field of the upstream's `QuestionInput` (its own name otherwise). */
const csvColumns: Record<string, string> = {
  correctOptions: "correct",
  numericAnswer: "answer",
  toleranceKind: "tolerance_kind",
};

/** A file's problems as a failed result: the problems, one a line, under the `csv` field. */
const problemsResult = (problems: string[]) => fail(text.importHasProblems, { csv: problems });

/**
 * Checks a CSV file of questions without saving anything: every line's problems ("Line 4: the
 * correct option 5 does not exist") under the `csv` field, or how many questions it holds.
 * Admin only; the assessment must be one of the course's. Sends nothing to the upstream.
 */
export const checkQuestionImportAction = adminAction(
  questionImportSchema,
  async ({ courseId, assessmentId, csv }) => {
    if (!(await findCourseAssessment(courseId, assessmentId))) return fail(text.importFailed);
    // The file's problems name its lines and cells: written in the page's language here.
    const parsed = parseQuestionCsv(csv, (await getCatalogue()).assessmentAdmin);
    if (!parsed.ok) return problemsResult(parsed.problems);
    // The dialog says how many are ready beside its Import button: no toast.
    return ok<ImportCheck>({ count: parsed.questions.length });
  },
  { failureMessage: text.importFailed },
);

/**
 * Imports a CSV file of questions, all or nothing, after the existing ones: the file is read and
 * checked again here (nothing from the browser is trusted) and sent only when every line is
 * right; the upstream's refusal of items is said on their lines. Admin only; the assessment must
 * be one of the course's. Calls POST /api/Assessments/{id}/Questions/Import. 'Imported N
 * questions' / 'Failed to import the questions: nothing was saved.'
 */
export const importQuestionsAction = adminAction(
  questionImportSchema,
  async ({ courseId, assessmentId, csv }, { session }) => {
    const assessment = await findCourseAssessment(courseId, assessmentId);
    if (!assessment) return fail(text.importFailed);
    const local = (await getCatalogue()).assessmentAdmin;
    const parsed = parseQuestionCsv(csv, local);
    if (!parsed.ok) return problemsResult(parsed.problems);
    try {
      await importQuestions(assessment.id, parsed.questions, session.token);
    } catch (error) {
      if (!(error instanceof UpstreamError) || error.status !== 400) throw error;
      const items = [...importProblemItems(error)].filter(([index]) => index < parsed.lines.length);
      if (items.length === 0) throw error;
      return problemsResult(
        items
          .sort(([a], [b]) => a - b)
          .map(([index, fields]) =>
            local.csvLine(
              parsed.lines[index]!,
              local.csvRefused(fields.map((field) => csvColumns[field] ?? field)),
            ),
          ),
      );
    }
    return ok(undefined, local.imported(parsed.questions.length));
  },
  { failureMessage: text.importFailed, expire: expireAssessments },
);
