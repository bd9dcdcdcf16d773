import { describe, expect, it } from "vitest";
import {
  answerFieldName,
  countUnanswered,
  isAnswered,
  questionIdOfField,
  sameAnswer,
} from "@/lib/assessments/answers";
import { answersForAttempt, submitAttemptSchema } from "@/lib/assessments/answer-schema";

describe("answers", () => {
  it("names a question's field and reads it back; anything else is no answer field", () => {
    expect(answerFieldName(12)).toBe("answer-12");
    expect(questionIdOfField("answer-12")).toBe(12);
    for (const field of ["answer-0", "answer-012", "answer-1e3", "answer-", "attemptId"])
      expect(questionIdOfField(field), field).toBeNull();
  });

  it("counts a blank text or an empty choice as unanswered", () => {
    expect(isAnswered({ choice: [], value: null })).toBe(false);
    expect(isAnswered({ choice: null, value: "  " })).toBe(false);
    expect(isAnswered({ choice: null, value: "0" })).toBe(true);
    const answers = new Map([
      [1, { choice: [0], value: null }],
      [2, { choice: null, value: "" }],
    ]);
    expect(countUnanswered([1, 2, 3], answers)).toBe(2);
  });

  it("compares choices as sets", () => {
    expect(sameAnswer({ choice: [2, 0], value: null }, { choice: [0, 2], value: null })).toBe(true);
    expect(sameAnswer({ choice: null, value: "3,5" }, { choice: null, value: "3.5" })).toBe(false);
  });
});

describe("a submission", () => {
  const ids = {
    courseId: "3f2504e0-4f89-41d3-9a0c-0305e82c3301",
    assessmentId: "7c9e6679-7425-40de-944b-e07fc1f90ae7",
    attemptId: "16fd2706-8baf-433b-82eb-8c7fada847da",
  };

  it("reads the answer fields by question id and drops the rest", () => {
    const parsed = submitAttemptSchema.parse({
      ...ids,
      "answer-4": "1",
      "answer-5": ["0", "2"],
      studentId: "x",
    });
    expect(parsed.answers).toEqual(
      new Map([
        [4, ["1"]],
        [5, ["0", "2"]],
      ]),
    );
    expect(parsed).not.toHaveProperty("studentId");
  });

  it("keeps True/False's two options when the attempt lists none", () => {
    expect(
      answersForAttempt([{ id: 7, kind: "trueFalse", options: [] }], new Map([[7, ["1", "5"]]])),
    ).toEqual([{ questionId: 7, choice: [1], value: null }]);
  });
});
