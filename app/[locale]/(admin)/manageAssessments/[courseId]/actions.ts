"use server";

import { fail, ok, type ActionResult } from "@/lib/actions/result";
import { adminAction } from "@/lib/actions/safe-action";
import { messages } from "@/lib/messages";
import { listAssessments, type Assessment } from "@/lib/upstream/assessments";
import {
  createAssessment,
  deleteAssessment,
  updateAssessment,
} from "@/lib/upstream/assessment-admin";
import { UpstreamError } from "@/lib/upstream/client";
import { tagsTouchedBy } from "@/lib/upstream/tags";
import type { AssessmentInput } from "@/lib/upstream/wire";
import {
  courseSection,
  findAssessmentCourse,
  findCourseAssessment,
  sameId,
  type AssessmentCourse,
} from "@/app/[locale]/(admin)/manageAssessments/_components/course";
import { fieldRefusal } from "@/app/[locale]/(admin)/manageAssessments/_components/refusal";
import {
  assessmentFieldText,
  createAssessmentSchema,
  deleteAssessmentSchema,
  toAssessmentInput,
  updateAssessmentSchema,
  type AssessmentFields,
} from "./schema";

/*
 * The admin's writes of a course's assessments (upstream/EXTENSIONS.md "Assessments"). Security
 * boundary: `adminAction` re-checks the Admin role on every call and validates every field and
 * id; a section is accepted only when it is one of the course's own, an assessment only when it
 * is one of the course's own (the browser may name any id). Each success expires the course's
 * public list of assessments.
 */

const text = messages.assessmentAdmin;

const expireAssessments = ({ courseId }: { courseId: string }) =>
  tagsTouchedBy.assessments(courseId);

/**
 * The upstream's input of settings for this course, or why they cannot be saved, read before
 * anything is sent: a quiz of an online course or after a section not of the course, a second
 * final exam, a second quiz after one section. The section is named as the course names it.
 */
function checkedInput(
  course: AssessmentCourse,
  fields: AssessmentFields,
  others: readonly Assessment[],
): { input: AssessmentInput } | { refusal: ActionResult<never> } {
  if (fields.kind === "final") {
    return others.some((other) => other.kind === "final")
      ? { refusal: fail(text.finalExists) }
      : { input: toAssessmentInput(fields) };
  }
  const section = courseSection(course, fields.sectionId);
  if (!section) return { refusal: fail(text.sectionInvalid, { sectionId: [text.sectionInvalid] }) };
  const isTaken = others.some(
    (other) =>
      other.kind === "quiz" && other.sectionId !== null && sameId(other.sectionId, section.id),
  );
  return isTaken
    ? { refusal: fail(text.quizExists, { sectionId: [text.quizExists] }) }
    : { input: toAssessmentInput({ ...fields, sectionId: section.id }) };
}

/**
 * The upstream's refusal of settings, as the dialog says it: 409 (a final exam or this section's
 * quiz already exists, someone was quicker) or a 400 naming fields. Null for anything else.
 */
function settingsRefusal(error: unknown, fields: AssessmentFields): ActionResult<never> | null {
  if (!(error instanceof UpstreamError)) return null;
  if (error.status === 409) {
    return fields.kind === "final"
      ? fail(text.finalExists)
      : fail(text.quizExists, { sectionId: [text.quizExists] });
  }
  return fieldRefusal(error, assessmentFieldText);
}

/**
 * Add Quiz (after a section of an on-demand course) or Add Final Exam (either kind of course, one
 * per course). Admin only; the course must exist and the section be one of its own without a
 * quiz. Calls POST /api/Assessments/Course/{courseId}. 'Assessment added' / 'Failed to add the
 * assessment', or the field's text for what the upstream refused.
 */
export const createAssessmentAction = adminAction(
  createAssessmentSchema,
  async ({ courseId, ...fields }, { session }) => {
    const course = await findAssessmentCourse(courseId, session.token);
    if (!course) return fail(text.createFailed);
    const checked = checkedInput(course, fields, await listAssessments(course.id));
    if ("refusal" in checked) return checked.refusal;
    try {
      await createAssessment(course.id, checked.input, session.token);
    } catch (error) {
      const refusal = settingsRefusal(error, fields);
      if (refusal) return refusal;
      throw error;
    }
    return ok(undefined, text.created);
  },
  { failureMessage: text.createFailed, expire: expireAssessments },
);

/**
 * Edit Settings: every setting replaced; the kind stays (a quiz may move to another section of
 * the course without a quiz). Admin only; the assessment must be one of the course's. Calls PUT
 * /api/Assessments/{id}. 'Assessment saved' / 'Failed to save the assessment', or the field's text.
 */
export const updateAssessmentAction = adminAction(
  updateAssessmentSchema,
  async ({ courseId, assessmentId, ...fields }, { session }) => {
    const course = await findAssessmentCourse(courseId, session.token);
    if (!course) return fail(text.updateFailed);
    const list = await listAssessments(course.id);
    const target = list.find((assessment) => sameId(assessment.id, assessmentId));
    if (!target || target.kind !== fields.kind) return fail(text.updateFailed);
    const others = list.filter((assessment) => assessment !== target);
    const checked = checkedInput(course, fields, others);
    if ("refusal" in checked) return checked.refusal;
    try {
      await updateAssessment(target.id, checked.input, session.token);
    } catch (error) {
      const refusal = settingsRefusal(error, fields);
      if (refusal) return refusal;
      throw error;
    }
    return ok(undefined, text.updated);
  },
  { failureMessage: text.updateFailed, expire: expireAssessments },
);

/**
 * Deletes an assessment with its questions and attempts (certificates already issued stay).
 * Admin only; the assessment must be one of the course's. Calls DELETE /api/Assessments/{id}.
 * 'Assessment deleted' / 'Failed to delete the assessment'.
 */
export const deleteAssessmentAction = adminAction(
  deleteAssessmentSchema,
  async ({ courseId, assessmentId }, { session }) => {
    const target = await findCourseAssessment(courseId, assessmentId);
    if (!target) return fail(text.deleteFailed);
    await deleteAssessment(target.id, session.token);
    return ok(undefined, text.deleted);
  },
  { failureMessage: text.deleteFailed, expire: expireAssessments },
);
