import * as z from "@/lib/zod";
import type { Catalogue } from "@/lib/i18n/catalogue";
import { messages } from "@/lib/messages";
import { boundedNumberSchema, requiredTextSchema } from "@/lib/validation/fields";
import { guidFields, guidSchema } from "@/lib/validation/student";
import type { AssessmentInput } from "@/lib/upstream/wire";

/*
 * Validation of the assessment settings dialog of `/manageAssessments/{courseId}` (Add Quiz, Add
 * Final Exam, Edit Settings), used by the dialog (react-hook-form) and again by the server
 * actions. Ids from the browser are untrusted: Guids, checked against the course's own sections
 * and assessments by the actions.
 */

const text = messages.assessmentAdmin;

/** "", null or nothing (an empty optional field) as null; anything else as it is. */
const emptyAsNull = (value: unknown) =>
  value === "" || value === null || value === undefined ? null : value;

/** An optional whole number of a form field (text coerced): empty is null, else `min`…`max`. */
function optionalWholeSchema(message: string, bounds: { min: number; max: number }) {
  return z.preprocess(
    emptyAsNull,
    boundedNumberSchema(message, { ...bounds, isWhole: true }).nullable(),
  );
}

/**
 * The settings dialog's fields: Title (1–200 characters), the section a quiz comes after (a Guid;
 * ignored and null for a final exam), Pass mark (whole percent 1–100), Time limit (whole minutes
 * 1–600, empty for none), Attempts allowed (1–100, empty for no limit), Wait between attempts
 * (whole minutes 0–10080), Questions per attempt (1–500, empty for every question), Shuffle the
 * options, and when the right answers are shown. `kind` is the dialog's, not a field: a quiz
 * needs its section. Parsing its own output again gives the same output (the action re-checks).
 * `text`: the page's `assessmentAdmin` texts (the dialog's).
 */
export function assessmentFieldsSchemaFor(text: Catalogue["assessmentAdmin"]) {
  return z
    .object({
      kind: z.enum(["quiz", "final"], { message: text.createFailed }),
      title: requiredTextSchema(text.titleRequired, 200, text.titleTooLong),
      sectionId: z.preprocess(emptyAsNull, z.string({ message: text.sectionRequired }).nullable()),
      passMark: boundedNumberSchema(text.passMarkInvalid, { min: 1, max: 100, isWhole: true }),
      timeLimitMinutes: optionalWholeSchema(text.timeLimitInvalid, { min: 1, max: 600 }),
      maxAttempts: optionalWholeSchema(text.maxAttemptsInvalid, { min: 1, max: 100 }),
      retryWaitMinutes: boundedNumberSchema(text.retryWaitInvalid, {
        min: 0,
        max: 10_080,
        isWhole: true,
      }),
      drawCount: optionalWholeSchema(text.drawCountInvalid, { min: 1, max: 500 }),
      shuffleOptions: z.boolean({ message: text.updateFailed }),
      revealAnswers: z.enum(["afterPass", "afterLastAttempt", "never"], {
        message: text.revealInvalid,
      }),
    })
    .superRefine((fields, context) => {
      if (
        fields.kind === "quiz" &&
        !guidSchema(text.sectionRequired).safeParse(fields.sectionId).success
      ) {
        context.addIssue({ code: "custom", path: ["sectionId"], message: text.sectionRequired });
      }
    })
    .transform((fields) => ({
      ...fields,
      sectionId: fields.kind === "quiz" ? fields.sectionId : null,
    }));
}

/** {@link assessmentFieldsSchemaFor} in English (the actions' check; their answers are put into the page's language). */
export const assessmentFieldsSchema = assessmentFieldsSchemaFor(text);

/** What the settings dialog's fields hold before coercion. */
export type AssessmentFormValues = z.input<typeof assessmentFieldsSchema>;

/** Valid settings: numbers, null for the optional ones left empty. */
export type AssessmentFields = z.output<typeof assessmentFieldsSchema>;

/** The upstream's `AssessmentInput` of valid settings. */
export function toAssessmentInput(fields: AssessmentFields): AssessmentInput {
  return {
    kind: fields.kind,
    sectionId: fields.sectionId,
    title: fields.title,
    passMark: fields.passMark,
    timeLimitMinutes: fields.timeLimitMinutes,
    maxAttempts: fields.maxAttempts,
    retryWaitMinutes: fields.retryWaitMinutes,
    drawCount: fields.drawCount,
    shuffleOptions: fields.shuffleOptions,
    revealAnswers: fields.revealAnswers,
  };
}

/** Input of `createAssessmentAction`: the settings and the course's id. */
export const createAssessmentSchema = z.intersection(
  assessmentFieldsSchema,
  z.object(guidFields(text.createFailed, "courseId")),
);

/** Input of `updateAssessmentAction`: the settings, the course's and the assessment's ids. */
export const updateAssessmentSchema = z.intersection(
  assessmentFieldsSchema,
  z.object(guidFields(text.updateFailed, "courseId", "assessmentId")),
);

/** Input of `deleteAssessmentAction`: the course's and the assessment's ids. */
export const deleteAssessmentSchema = z.object(
  guidFields(text.deleteFailed, "courseId", "assessmentId"),
);

/**
 * The settings field an upstream 400 `errors` key names (any case), with the dialog's field and
 * text for it; null for a key the dialog has no field for.
 */
export function assessmentFieldText(
  upstreamField: string,
): { field: keyof AssessmentFormValues; message: string } | null {
  switch (upstreamField.toLowerCase()) {
    case "title":
      return { field: "title", message: text.titleInvalid };
    case "kind":
    case "sectionid":
      return { field: "sectionId", message: text.sectionInvalid };
    case "passmark":
      return { field: "passMark", message: text.passMarkInvalid };
    case "timelimitminutes":
      return { field: "timeLimitMinutes", message: text.timeLimitInvalid };
    case "maxattempts":
      return { field: "maxAttempts", message: text.maxAttemptsInvalid };
    case "retrywaitminutes":
      return { field: "retryWaitMinutes", message: text.retryWaitInvalid };
    case "drawcount":
      return { field: "drawCount", message: text.drawCountInvalid };
    case "revealanswers":
      return { field: "revealAnswers", message: text.revealInvalid };
    default:
      return null;
  }
}
