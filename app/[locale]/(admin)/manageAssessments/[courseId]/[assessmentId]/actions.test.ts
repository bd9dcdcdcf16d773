import { beforeEach, describe, expect, it, vi } from "vitest";
import { UpstreamError } from "@/lib/upstream/client";
import { tagsTouchedBy } from "@/lib/upstream/tags";
import * as admin from "@/lib/upstream/assessment-admin";
import * as assessments from "@/lib/upstream/assessments";
import { expectAdminOnly, expiredTags, fakesOf, updateTag } from "@/test/server-mocks";
import { emptyQuestion } from "./schema";

vi.mock("@/lib/upstream/assessments");
// The upstream calls are faked; the reading of a 400's `errors` is the module's own.
vi.mock("@/lib/upstream/assessment-admin", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/upstream/assessment-admin")>()),
  listQuestions: vi.fn(),
  createQuestion: vi.fn(),
  updateQuestion: vi.fn(),
  deleteQuestion: vi.fn(),
  reorderQuestions: vi.fn(),
  importQuestions: vi.fn(),
}));
const upstream = fakesOf(assessments, {
  listQuestions: vi.mocked(admin.listQuestions),
  createQuestion: vi.mocked(admin.createQuestion),
  updateQuestion: vi.mocked(admin.updateQuestion),
  deleteQuestion: vi.mocked(admin.deleteQuestion),
  reorderQuestions: vi.mocked(admin.reorderQuestions),
  importQuestions: vi.mocked(admin.importQuestions),
});

const {
  checkQuestionImportAction,
  createQuestionAction,
  deleteQuestionAction,
  importQuestionsAction,
  reorderQuestionsAction,
  updateQuestionAction,
} = await import("./actions");

const courseId = "3f2504e0-4f89-41d3-9a0c-0305e82c3301";
const assessmentId = "7c9e6679-7425-40de-944b-e07fc1f90ae7";
const otherAssessmentId = "9a0c0305-e82c-4f89-41d3-3f2504e04f89";
const ids = { courseId, assessmentId };

const trueFalse = {
  ...emptyQuestion,
  kind: "trueFalse" as const,
  prompt: "Steel is ductile.",
  trueFalse: "true" as const,
};
const bankQuestion = (id: number, position: number) => ({
  id,
  assessmentId,
  position,
  kind: "trueFalse" as const,
  prompt: `Q${id}`,
  options: ["True", "False"],
  correctOptions: [0],
  numericAnswer: null,
  tolerance: null,
  toleranceKind: null,
  unit: null,
  explanation: null,
});

const header =
  "kind,prompt,option1,option2,option3,option4,option5,option6,correct,answer,tolerance,tolerance_kind,unit,explanation";
const goodCsv = [
  header,
  "truefalse,Steel is ductile.,,,,,,,true,,,,,",
  "numeric,Period?,,,,,,,,0.85,0.05,absolute,s,",
].join("\n");

beforeEach(() => {
  upstream.listAssessments.mockResolvedValue([
    {
      id: assessmentId,
      courseId,
      kind: "final",
      sectionId: null,
      title: "Final exam",
      passMark: 70,
      timeLimitMinutes: 30,
      maxAttempts: 3,
      retryWaitMinutes: 0,
      drawCount: null,
      shuffleOptions: true,
      revealAnswers: "afterPass",
      questionCount: 2,
      questionsPerAttempt: 2,
    },
  ]);
  upstream.listQuestions.mockResolvedValue([bankQuestion(41, 0), bankQuestion(42, 1)]);
});

describe("createQuestionAction", () => {
  it("adds the question with its kind's fields only, and expires the course's list (its count)", async () => {
    expect(await createQuestionAction({ ...trueFalse, ...ids })).toEqual({
      ok: true,
      message: "Question added",
    });
    expect(upstream.createQuestion).toHaveBeenCalledWith(
      assessmentId,
      {
        kind: "trueFalse",
        prompt: "Steel is ductile.",
        options: [],
        correctOptions: [0],
        numericAnswer: null,
        tolerance: null,
        toleranceKind: null,
        unit: null,
        explanation: null,
      },
      "admin-token",
    );
    expect(expiredTags()).toEqual(tagsTouchedBy.assessments(courseId));
  });

  it("refuses an assessment of another course, and every field's problem, before the upstream", async () => {
    expect(
      await createQuestionAction({ ...trueFalse, courseId, assessmentId: otherAssessmentId }),
    ).toEqual({
      ok: false,
      message: "Failed to add the question",
    });
    expect(
      await createQuestionAction({ ...trueFalse, prompt: "", trueFalse: "", ...ids }),
    ).toMatchObject({
      ok: false,
      fieldErrors: {
        prompt: ["Please enter the question"],
        trueFalse: ["Choose whether the statement is true or false"],
      },
    });
    expect(upstream.createQuestion).not.toHaveBeenCalled();
  });

  it("says the upstream's 400 on the dialog's fields, in the dialog's words", async () => {
    upstream.createQuestion.mockRejectedValueOnce(
      new UpstreamError({
        status: 400,
        endpoint: "POST /api/Assessments/{id}/Questions",
        message: "One or more validation errors occurred.",
        body: JSON.stringify({ errors: { correctOptions: ["exactly one"], "prompt.0": ["x"] } }),
      }),
    );
    expect(await createQuestionAction({ ...trueFalse, ...ids })).toEqual({
      ok: false,
      message: "Choose whether the statement is true or false",
      fieldErrors: {
        trueFalse: ["Choose whether the statement is true or false"],
        prompt: ["Enter the question, at most 2000 characters"],
      },
    });
    expect(updateTag).not.toHaveBeenCalled();
  });
});

describe("updateQuestionAction and deleteQuestionAction", () => {
  it("change only a question of the assessment's bank", async () => {
    expect(await updateQuestionAction({ ...trueFalse, ...ids, questionId: 42 })).toEqual({
      ok: true,
      message: "Question saved",
    });
    expect(upstream.listQuestions).toHaveBeenCalledWith(assessmentId, "admin-token");
    expect(upstream.updateQuestion).toHaveBeenCalledWith(
      42,
      expect.objectContaining({ kind: "trueFalse" }),
      "admin-token",
    );
    expect(await deleteQuestionAction({ ...ids, questionId: "41" })).toEqual({
      ok: true,
      message: "Question deleted",
    });
    expect(upstream.deleteQuestion).toHaveBeenCalledWith(41, "admin-token");

    expect(await updateQuestionAction({ ...trueFalse, ...ids, questionId: 99 })).toEqual({
      ok: false,
      message: "Failed to save the question",
    });
    expect(await deleteQuestionAction({ ...ids, questionId: 99 })).toEqual({
      ok: false,
      message: "Failed to delete the question",
    });
    expect(upstream.updateQuestion).toHaveBeenCalledTimes(1);
    expect(upstream.deleteQuestion).toHaveBeenCalledTimes(1);
  });
});

describe("reorderQuestionsAction", () => {
  it("saves an order naming every question once", async () => {
    expect(await reorderQuestionsAction({ ...ids, questionIds: [42, 41] })).toEqual({ ok: true });
    expect(upstream.reorderQuestions).toHaveBeenCalledWith(assessmentId, [42, 41], "admin-token");
  });

  it("says the bank changed for a list that misses, repeats or adds a question, or the upstream's 400", async () => {
    for (const questionIds of [[42], [42, 42], [41, 42, 43]]) {
      expect(await reorderQuestionsAction({ ...ids, questionIds })).toEqual({
        ok: false,
        message:
          "The questions changed meanwhile: the page now shows their current order. Please try again.",
      });
    }
    upstream.reorderQuestions.mockRejectedValueOnce(
      new UpstreamError({
        status: 400,
        endpoint: "PUT /x",
        message: "The list must name every item exactly once.",
      }),
    );
    expect((await reorderQuestionsAction({ ...ids, questionIds: [41, 42] })).message).toBe(
      "The questions changed meanwhile: the page now shows their current order. Please try again.",
    );
    expect(upstream.reorderQuestions).toHaveBeenCalledTimes(1);
  });
});

describe("the CSV import", () => {
  it("checks a file without sending anything: how many questions, or each line's problems", async () => {
    expect(await checkQuestionImportAction({ ...ids, csv: goodCsv })).toEqual({
      ok: true,
      data: { count: 2 },
    });
    expect(
      await checkQuestionImportAction({ ...ids, csv: `${header}\nsingle,Pick,A,B,C,,,,5,,,,,` }),
    ).toEqual({
      ok: false,
      message:
        "The file has problems: nothing was saved. Correct the lines listed and check again.",
      fieldErrors: { csv: ["Line 2: the correct option 5 does not exist"] },
    });
    expect(upstream.importQuestions).not.toHaveBeenCalled();
  });

  it("imports a clean file, read again on the server, and expires the course's list", async () => {
    expect(await importQuestionsAction({ ...ids, csv: goodCsv })).toEqual({
      ok: true,
      message: "Imported 2 questions",
    });
    expect(upstream.importQuestions).toHaveBeenCalledWith(
      assessmentId,
      [
        expect.objectContaining({ kind: "trueFalse", correctOptions: [0] }),
        expect.objectContaining({
          kind: "numeric",
          numericAnswer: 0.85,
          tolerance: 0.05,
          unit: "s",
        }),
      ],
      "admin-token",
    );
    expect(expiredTags()).toEqual(tagsTouchedBy.assessments(courseId));
  });

  it("sends nothing when a line has a problem", async () => {
    const result = await importQuestionsAction({
      ...ids,
      csv: `${goodCsv}\nessay,Write,,,,,,,,,,,,`,
    });
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: {
        csv: ['Line 4: the kind "essay" is not single, multiple, truefalse or numeric'],
      },
    });
    expect(upstream.importQuestions).not.toHaveBeenCalled();
  });

  it("says the upstream's refusal of items on their lines, and nothing was saved", async () => {
    upstream.importQuestions.mockRejectedValueOnce(
      new UpstreamError({
        status: 400,
        endpoint: "POST /api/Assessments/{id}/Questions/Import",
        message: "One or more validation errors occurred.",
        body: JSON.stringify({
          errors: {
            "1": ["unit: too long", "numericAnswer: not a number"],
            "0": ["refused"],
            "7": ["?"],
          },
        }),
      }),
    );
    expect(
      await importQuestionsAction({
        ...ids,
        csv: `${header}\n\n${goodCsv.split("\n").slice(1).join("\n")}`,
      }),
    ).toEqual({
      ok: false,
      message:
        "The file has problems: nothing was saved. Correct the lines listed and check again.",
      fieldErrors: {
        csv: [
          "Line 3: the upstream refused this question",
          "Line 4: the upstream refused this question (unit, answer)",
        ],
      },
    });
    upstream.importQuestions.mockRejectedValueOnce(
      new UpstreamError({ status: 500, endpoint: "POST /x", message: "boom" }),
    );
    expect(await importQuestionsAction({ ...ids, csv: goodCsv })).toEqual({
      ok: false,
      message: "Failed to import the questions: nothing was saved.",
    });
    expect(updateTag).not.toHaveBeenCalled();
  });
});

describe("every question action", () => {
  const calls = [
    () => createQuestionAction({ ...trueFalse, ...ids }),
    () => updateQuestionAction({ ...trueFalse, ...ids, questionId: 41 }),
    () => deleteQuestionAction({ ...ids, questionId: 41 }),
    () => reorderQuestionsAction({ ...ids, questionIds: [42, 41] }),
    () => checkQuestionImportAction({ ...ids, csv: goodCsv }),
    () => importQuestionsAction({ ...ids, csv: goodCsv }),
  ];

  it("refuses a student calling it directly and sends a visitor to log in, without touching the upstream", async () => {
    await expectAdminOnly(calls, upstream);
  });

  it("refuses malformed ids without touching the upstream", async () => {
    expect((await createQuestionAction({ ...trueFalse, courseId, assessmentId: "../x" })).ok).toBe(
      false,
    );
    expect((await updateQuestionAction({ ...trueFalse, ...ids, questionId: -1 })).ok).toBe(false);
    expect((await deleteQuestionAction({ ...ids, questionId: "1 OR 1=1" })).ok).toBe(false);
    expect(
      (await reorderQuestionsAction({ ...ids, questionIds: ["x"] as unknown as number[] })).ok,
    ).toBe(false);
    expect((await importQuestionsAction({ courseId: "nope", assessmentId, csv: goodCsv })).ok).toBe(
      false,
    );
    expect(upstream.listAssessments).not.toHaveBeenCalled();
  });
});
