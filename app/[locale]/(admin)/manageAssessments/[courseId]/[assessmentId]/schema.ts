import { parseNumericAnswer } from "@brightway/contract/numeric-answer";
import * as z from "@/lib/zod";
import {
  MAX_IMPORTED_QUESTIONS,
  MAX_QUESTION_CSV_CHARS,
  MAX_QUESTION_OPTIONS,
} from "@/lib/csv/question-format";
import type { Catalogue } from "@/lib/i18n/catalogue";
import { messages } from "@/lib/messages";
import type { QuestionInput } from "@/lib/upstream/wire";
import { guidFields, positiveIntIdSchema } from "@/lib/validation/student";

/*
 * Validation of the question dialog and the other actions of
 * `/manageAssessments/{courseId}/{assessmentId}`, used by the dialog (react-hook-form) and again
 * by the server actions. Ids from the browser are untrusted: Guids and positive ints, checked
 * against the course's own assessments and the assessment's own questions by the actions.
 */

const text = messages.assessmentAdmin;

/** The question kinds, in the order the dialog offers them. */
export const questionKinds = ["single", "multiple", "trueFalse", "numeric"] as const;

const formText = z.string().default("");

/**
 * The question dialog's fields. Every kind's fields are there (switching kind keeps what was
 * typed), and only the chosen kind's are checked: a choice question's options (2–10, each 1–500
 * characters) with the right ones ticked (exactly one for single choice, at least one for
 * multiple); a true/false question's answer; a numeric question's right answer (a number, a
 * comma or a point for decimals, Arabic-Indic digits too), its tolerance (≥ 0) and how it is read,
 * and its unit (≤ 20 characters). The prompt (1–2000 characters) and an optional explanation
 * (≤ 2000) for all. The output keeps the form's shape (text trimmed), so the action parses what
 * the dialog sent with this same schema; {@link toQuestionInput} makes the upstream's body.
 * `text`: the page's `assessmentAdmin` texts (the dialog's).
 */
export function questionFieldsSchemaFor(text: Catalogue["assessmentAdmin"]) {
  return z
    .object({
      kind: z.enum(questionKinds, { message: text.kindInvalid }),
      prompt: z.string({ message: text.promptRequired }).trim(),
      options: z
        .array(z.object({ text: z.string().trim(), isCorrect: z.boolean().default(false) }))
        .default([]),
      trueFalse: z.enum(["", "true", "false"], { message: text.trueFalseRequired }).default(""),
      numericAnswer: formText.pipe(z.string().trim()),
      tolerance: formText.pipe(z.string().trim()),
      // Checked below with the other rules, so that every field's problem shows at once.
      toleranceKind: z.string({ message: text.toleranceKindInvalid }),
      unit: formText.pipe(z.string().trim()),
      explanation: formText.pipe(z.string().trim()),
    })
    .superRefine((fields, context) => {
      const issue = (path: (string | number)[], message: string) =>
        context.addIssue({ code: "custom", path, message });
      if (fields.prompt === "") issue(["prompt"], text.promptRequired);
      else if (fields.prompt.length > 2000) issue(["prompt"], text.promptTooLong);

      if (fields.kind === "single" || fields.kind === "multiple") {
        fields.options.forEach((option, index) => {
          if (option.text === "") issue(["options", index, "text"], text.optionRequired);
          else if (option.text.length > 500) issue(["options", index, "text"], text.optionTooLong);
        });
        const right = fields.options.filter((option) => option.isCorrect).length;
        if (fields.options.length < 2) issue(["options"], text.optionsTooFew);
        else if (fields.options.length > MAX_QUESTION_OPTIONS)
          issue(["options"], text.optionsTooMany);
        else if (fields.kind === "single" && right !== 1) {
          issue(["options"], text.correctSingleRequired);
        } else if (right === 0) issue(["options"], text.correctMultipleRequired);
      } else if (fields.kind === "trueFalse") {
        if (fields.trueFalse === "") issue(["trueFalse"], text.trueFalseRequired);
      } else {
        if (parseNumericAnswer(fields.numericAnswer) === null) {
          issue(["numericAnswer"], text.numericAnswerInvalid);
        }
        const tolerance = parseNumericAnswer(fields.tolerance);
        if (tolerance === null || tolerance < 0) issue(["tolerance"], text.toleranceInvalid);
        if (fields.toleranceKind !== "absolute" && fields.toleranceKind !== "percent") {
          issue(["toleranceKind"], text.toleranceKindInvalid);
        }
        if (fields.unit.length > 20) issue(["unit"], text.unitTooLong);
      }
      if (fields.explanation.length > 2000) issue(["explanation"], text.explanationTooLong);
    });
}

/** {@link questionFieldsSchemaFor} in English (the actions' check; their answers are put into the page's language). */
export const questionFieldsSchema = questionFieldsSchemaFor(text);

/** What the question dialog's fields hold. */
export type QuestionFormValues = z.input<typeof questionFieldsSchema>;

/** A valid question as the dialog holds it (text trimmed). */
export type QuestionFields = z.output<typeof questionFieldsSchema>;

/** The upstream's `QuestionInput` of a valid question: only its kind's fields, the rest empty. */
export function toQuestionInput(fields: QuestionFields): QuestionInput {
  const isChoice = fields.kind === "single" || fields.kind === "multiple";
  const isNumeric = fields.kind === "numeric";
  return {
    kind: fields.kind,
    prompt: fields.prompt,
    options: isChoice ? fields.options.map((option) => option.text) : [],
    correctOptions: isChoice
      ? fields.options.flatMap((option, index) => (option.isCorrect ? [index] : []))
      : fields.kind === "trueFalse"
        ? [fields.trueFalse === "true" ? 0 : 1]
        : [],
    numericAnswer: isNumeric ? parseNumericAnswer(fields.numericAnswer) : null,
    tolerance: isNumeric ? parseNumericAnswer(fields.tolerance) : null,
    toleranceKind: isNumeric ? (fields.toleranceKind === "percent" ? "percent" : "absolute") : null,
    unit: isNumeric && fields.unit !== "" ? fields.unit : null,
    explanation: fields.explanation === "" ? null : fields.explanation,
  };
}

/** What the dialog starts from: a new single-choice question with two empty options. */
export const emptyQuestion: QuestionFormValues = {
  kind: "single",
  prompt: "",
  options: [
    { text: "", isCorrect: false },
    { text: "", isCorrect: false },
  ],
  trueFalse: "",
  numericAnswer: "",
  tolerance: "0",
  toleranceKind: "absolute",
  unit: "",
  explanation: "",
};

/** A stored question as the dialog's fields (its key included: the dialog is the admin's). */
export function questionFormValues(question: QuestionInput): QuestionFormValues {
  const isChoice = question.kind === "single" || question.kind === "multiple";
  return {
    kind: question.kind,
    prompt: question.prompt,
    options: isChoice
      ? question.options.map((option, index) => ({
          text: option,
          isCorrect: question.correctOptions.includes(index),
        }))
      : emptyQuestion.options,
    trueFalse:
      question.kind === "trueFalse" ? (question.correctOptions[0] === 0 ? "true" : "false") : "",
    numericAnswer: question.numericAnswer === null ? "" : String(question.numericAnswer),
    tolerance: question.tolerance === null ? "0" : String(question.tolerance),
    toleranceKind: question.toleranceKind ?? "absolute",
    unit: question.unit ?? "",
    explanation: question.explanation ?? "",
  };
}

const ids = (message: string) => guidFields(message, "courseId", "assessmentId");

/** Input of `createQuestionAction`: the question and the course's and assessment's ids. */
export const createQuestionSchema = z.intersection(
  questionFieldsSchema,
  z.object(ids(text.questionCreateFailed)),
);

/** Input of `updateQuestionAction`: the question, the ids, and the question's id. */
export const updateQuestionSchema = z.intersection(
  questionFieldsSchema,
  z.object({
    ...ids(text.questionUpdateFailed),
    questionId: positiveIntIdSchema(text.questionUpdateFailed),
  }),
);

/** Input of `deleteQuestionAction`. */
export const deleteQuestionSchema = z.object({
  ...ids(text.questionDeleteFailed),
  questionId: positiveIntIdSchema(text.questionDeleteFailed),
});

/** Input of `reorderQuestionsAction`: every question of the assessment, in the new order. */
export const reorderQuestionsSchema = z.object({
  ...ids(text.reorderFailed),
  questionIds: z
    .array(positiveIntIdSchema(text.reorderFailed), { message: text.reorderFailed })
    .min(1, text.reorderFailed)
    .max(MAX_IMPORTED_QUESTIONS * 10, text.reorderFailed),
});

/** Input of `checkQuestionImportAction` and `importQuestionsAction`: the CSV file's text. */
export const questionImportSchema = z.object({
  ...ids(text.importFailed),
  csv: z
    .string({ message: text.importEmptyInput })
    .trim()
    .min(1, text.importEmptyInput)
    .max(MAX_QUESTION_CSV_CHARS, text.csvTooLarge),
});

/**
 * The question fields the upstream's 400 `errors` may name (lower case), with the dialog's field
 * and text for each. `correctOptions` is said where the right answer is chosen: the options of a
 * choice question, the True/False choice.
 */
export function questionFieldText(
  upstreamField: string,
  kind: QuestionFields["kind"],
): { field: keyof QuestionFormValues; message: string } | null {
  switch (upstreamField.toLowerCase()) {
    case "kind":
      return { field: "kind", message: text.kindInvalid };
    case "prompt":
      return { field: "prompt", message: text.promptInvalid };
    case "options":
      return { field: "options", message: text.optionsInvalid };
    case "correctoptions":
      return kind === "trueFalse"
        ? { field: "trueFalse", message: text.trueFalseRequired }
        : { field: "options", message: text.optionsInvalid };
    case "numericanswer":
      return { field: "numericAnswer", message: text.numericAnswerInvalid };
    case "tolerance":
      return { field: "tolerance", message: text.toleranceInvalid };
    case "tolerancekind":
      return { field: "toleranceKind", message: text.toleranceKindInvalid };
    case "unit":
      return { field: "unit", message: text.unitTooLong };
    case "explanation":
      return { field: "explanation", message: text.explanationTooLong };
    default:
      return null;
  }
}
