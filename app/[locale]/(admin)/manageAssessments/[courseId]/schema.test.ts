import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "@/test/validation-support";
import {
  assessmentFieldsSchema,
  assessmentFieldText,
  createAssessmentSchema,
  toAssessmentInput,
} from "./schema";

const sectionId = "16fd2706-8baf-433b-82eb-8c7fada847da";

const quiz = {
  kind: "quiz",
  title: " Quiz 1 ",
  sectionId,
  passMark: "70",
  timeLimitMinutes: "",
  maxAttempts: "3",
  retryWaitMinutes: "0",
  drawCount: "",
  shuffleOptions: true,
  revealAnswers: "afterPass",
};

describe("assessmentFieldsSchema", () => {
  it("coerces the dialog's text, reads empty optional fields as none, and takes its own output again", () => {
    const fields = assessmentFieldsSchema.parse(quiz);
    expect(fields).toEqual({
      kind: "quiz",
      title: "Quiz 1",
      sectionId,
      passMark: 70,
      timeLimitMinutes: null,
      maxAttempts: 3,
      retryWaitMinutes: 0,
      drawCount: null,
      shuffleOptions: true,
      revealAnswers: "afterPass",
    });
    expect(assessmentFieldsSchema.parse(fields)).toEqual(fields);
    expect(toAssessmentInput(fields)).toEqual(fields);
  });

  it("drops the section of a final exam", () => {
    expect(assessmentFieldsSchema.parse({ ...quiz, kind: "final", sectionId: "x" }).sectionId).toBe(
      null,
    );
  });

  it("says every field's rule with its own text", () => {
    expect(
      fieldErrorsOf(assessmentFieldsSchema, {
        ...quiz,
        title: "  ",
        passMark: "0",
        timeLimitMinutes: "601",
        maxAttempts: "1.5",
        retryWaitMinutes: "-1",
        drawCount: "0",
        revealAnswers: "sometimes",
      }),
    ).toEqual({
      title: ["Please enter the title"],
      passMark: ["Pass mark must be a whole percent from 1 to 100"],
      timeLimitMinutes: [
        "Time limit must be a whole number of minutes from 1 to 600, or empty for none",
      ],
      maxAttempts: ["Attempts allowed must be a whole number from 1 to 100, or empty for no limit"],
      retryWaitMinutes: [
        "Wait between attempts must be a whole number of minutes from 0 to 10080 (7 days)",
      ],
      drawCount: [
        "Questions per attempt must be a whole number from 1 to 500, or empty for every question",
      ],
      revealAnswers: ["Choose when students see the right answers"],
    });
    expect(fieldErrorsOf(assessmentFieldsSchema, { ...quiz, title: "x".repeat(201) })).toEqual({
      title: ["The title can be at most 200 characters"],
    });
    expect(fieldErrorsOf(assessmentFieldsSchema, { ...quiz, sectionId: "" })).toEqual({
      sectionId: ["Choose the section this quiz follows"],
    });
    expect(fieldErrorsOf(assessmentFieldsSchema, { ...quiz, sectionId: "../x" })).toEqual({
      sectionId: ["Choose the section this quiz follows"],
    });
  });

  it("refuses a malformed course id with the operation's failure text", () => {
    expect(fieldErrorsOf(createAssessmentSchema, { ...quiz, courseId: "1 OR 1=1" })).toEqual({
      courseId: ["Failed to add the assessment"],
    });
  });
});

describe("assessmentFieldText", () => {
  it("puts an upstream field on the dialog's field with the dialog's text, any case", () => {
    expect(assessmentFieldText("PassMark")).toEqual({
      field: "passMark",
      message: "Pass mark must be a whole percent from 1 to 100",
    });
    expect(assessmentFieldText("sectionId")).toEqual({
      field: "sectionId",
      message: "Choose a section of this course that has no quiz yet",
    });
    expect(assessmentFieldText("title")?.message).toBe("Enter a title of at most 200 characters");
    expect(assessmentFieldText("questionCount")).toBeNull();
  });
});
