import { describe, expect, it } from "vitest";
import { arMessages } from "@/lib/messages.ar";
import { fieldErrorsOf } from "@/test/validation-support";
import {
  emptyQuestion,
  questionFieldsSchema,
  questionFieldsSchemaFor,
  questionFieldText,
  questionFormValues,
  questionImportSchema,
  reorderQuestionsSchema,
  toQuestionInput,
  updateQuestionSchema,
} from "./schema";

const courseId = "0f8fad5b-d9cb-469f-a165-70867728950e";
const assessmentId = "7c9e6679-7425-40de-944b-e07fc1f90ae7";

const single = {
  ...emptyQuestion,
  prompt: " Which governs? ",
  options: [
    { text: " 1.4D ", isCorrect: false },
    { text: "1.2D + 1.6L", isCorrect: true },
  ],
  explanation: "",
};

/** Every message a question's fields can give, by field, for `values`. */
const errorsOf = (values: object) => fieldErrorsOf(questionFieldsSchema, values);

describe("questionFieldsSchema and toQuestionInput", () => {
  it("turns a single choice question into the upstream's input, options trimmed, its key by index", () => {
    const fields = questionFieldsSchema.parse(single);
    expect(questionFieldsSchema.parse(fields)).toEqual(fields);
    expect(toQuestionInput(fields)).toEqual({
      kind: "single",
      prompt: "Which governs?",
      options: ["1.4D", "1.2D + 1.6L"],
      correctOptions: [1],
      numericAnswer: null,
      tolerance: null,
      toleranceKind: null,
      unit: null,
      explanation: null,
    });
  });

  it("keeps only the chosen kind's fields: true/false, and numeric with a decimal comma", () => {
    expect(
      toQuestionInput(
        questionFieldsSchema.parse({ ...single, kind: "trueFalse", trueFalse: "false" }),
      ),
    ).toMatchObject({ kind: "trueFalse", options: [], correctOptions: [1], unit: null });
    expect(
      toQuestionInput(
        questionFieldsSchema.parse({
          ...single,
          kind: "numeric",
          numericAnswer: "1250,5",
          tolerance: "2",
          toleranceKind: "percent",
          unit: " kN ",
          explanation: "V = Cs W",
        }),
      ),
    ).toEqual({
      kind: "numeric",
      prompt: "Which governs?",
      options: [],
      correctOptions: [],
      numericAnswer: 1250.5,
      tolerance: 2,
      toleranceKind: "percent",
      unit: "kN",
      explanation: "V = Cs W",
    });
  });

  it("gives a stored question back to the dialog as it was written", () => {
    for (const values of [
      {
        ...single,
        prompt: "Which governs?",
        options: [{ text: "1.4D", isCorrect: false }, single.options[1]!],
      },
      {
        ...emptyQuestion,
        kind: "trueFalse" as const,
        prompt: "Steel is ductile.",
        trueFalse: "true" as const,
      },
      {
        ...emptyQuestion,
        kind: "numeric" as const,
        prompt: "Period?",
        numericAnswer: "0.85",
        tolerance: "0.05",
        unit: "s",
      },
    ]) {
      const input = toQuestionInput(questionFieldsSchema.parse(values));
      expect(toQuestionInput(questionFieldsSchema.parse(questionFormValues(input)))).toEqual(input);
    }
  });

  it("says every rule of a choice question with its own text", () => {
    expect(errorsOf({ ...single, prompt: " " })).toEqual({ prompt: ["Please enter the question"] });
    expect(errorsOf({ ...single, prompt: "x".repeat(2001) })).toEqual({
      prompt: ["The question can be at most 2000 characters"],
    });
    expect(
      errorsOf({
        ...single,
        options: [
          { text: "", isCorrect: true },
          { text: "y".repeat(501), isCorrect: false },
        ],
      }),
    ).toEqual({
      options: [
        "Please enter the text of every option, or remove the empty ones",
        "An option can be at most 500 characters",
      ],
    });
    expect(errorsOf({ ...single, options: [{ text: "A", isCorrect: true }] })).toEqual({
      options: ["A choice question needs at least 2 options"],
    });
    expect(
      errorsOf({
        ...single,
        options: Array.from({ length: 11 }, () => ({ text: "A", isCorrect: true })),
      }),
    ).toEqual({ options: ["A question can have at most 10 options"] });
    const noneRight = single.options.map((option) => ({ ...option, isCorrect: false }));
    expect(errorsOf({ ...single, options: noneRight })).toEqual({
      options: ["Choose the right option"],
    });
    const bothRight = single.options.map((option) => ({ ...option, isCorrect: true }));
    expect(errorsOf({ ...single, options: bothRight })).toEqual({
      options: ["Choose the right option"],
    });
    expect(errorsOf({ ...single, kind: "multiple", options: bothRight })).toEqual({});
    expect(errorsOf({ ...single, kind: "multiple", options: noneRight })).toEqual({
      options: ["Tick at least one right option"],
    });
  });

  it("says every rule of true/false and numeric questions, and the shared ones", () => {
    expect(errorsOf({ ...single, kind: "essay" })).toEqual({
      kind: ["Choose the kind of question"],
    });
    expect(errorsOf({ ...single, kind: "trueFalse" })).toEqual({
      trueFalse: ["Choose whether the statement is true or false"],
    });
    expect(
      errorsOf({
        ...single,
        kind: "numeric",
        numericAnswer: "12 kN",
        tolerance: "-1",
        toleranceKind: "relative",
        unit: "x".repeat(21),
        explanation: "e".repeat(2001),
      }),
    ).toEqual({
      numericAnswer: ["Enter the right answer as a number, e.g. 3.5"],
      tolerance: ["Enter the tolerance as a number of at least 0 (0 for the exact value)"],
      toleranceKind: ["Choose how the tolerance is read"],
      unit: ["The unit can be at most 20 characters"],
      explanation: ["The explanation can be at most 2000 characters"],
    });
    expect(errorsOf({ ...single, kind: "numeric", numericAnswer: "3,5", tolerance: "" })).toEqual({
      tolerance: ["Enter the tolerance as a number of at least 0 (0 for the exact value)"],
    });
  });
});

describe("the other inputs of the questions page", () => {
  it("refuses malformed ids with the operation's text", () => {
    expect(
      fieldErrorsOf(updateQuestionSchema, { ...single, courseId, assessmentId, questionId: "1e3" }),
    ).toEqual({ questionId: ["Failed to save the question"] });
    expect(
      fieldErrorsOf(reorderQuestionsSchema, { courseId, assessmentId: "x", questionIds: [1, 0] }),
    ).toEqual({
      assessmentId: ["Failed to save the order of the questions"],
      questionIds: ["Failed to save the order of the questions"],
    });
  });

  it("asks for a file or text, at most 300,000 characters", () => {
    expect(fieldErrorsOf(questionImportSchema, { courseId, assessmentId, csv: "  " })).toEqual({
      csv: ["Choose a CSV file or paste its text first."],
    });
    expect(
      fieldErrorsOf(questionImportSchema, { courseId, assessmentId, csv: "x".repeat(300_001) }),
    ).toEqual({ csv: ["The file is too large: at most 300,000 characters."] });
  });
});

describe("questionFieldText", () => {
  it("says a refused key where the right answer is chosen: options, or the True/False choice", () => {
    expect(questionFieldText("correctOptions", "trueFalse")).toEqual({
      field: "trueFalse",
      message: "Choose whether the statement is true or false",
    });
    expect(questionFieldText("CorrectOptions", "multiple")).toEqual({
      field: "options",
      message:
        "Give 2 to 10 options of at most 500 characters each, and mark the right one (or ones)",
    });
    expect(questionFieldText("prompt", "single")?.message).toBe(
      "Enter the question, at most 2000 characters",
    );
    expect(questionFieldText("position", "single")).toBeNull();
  });
});

describe("questionFieldsSchemaFor", () => {
  it("reports the rules in the catalogue it is given: Arabic on an Arabic page", () => {
    const result = questionFieldsSchemaFor(arMessages.assessmentAdmin).safeParse({
      ...emptyQuestion,
      kind: "trueFalse",
      trueFalse: "true",
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(["يُرجى إدخال السؤال"]);
  });
});
