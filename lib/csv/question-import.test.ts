import { describe, expect, it } from "vitest";
import { questionCsvExample } from "@/lib/csv/question-format";
import { parseQuestionCsv } from "@/lib/csv/question-import";
import { arMessages } from "@/lib/messages.ar";

const header =
  "kind,prompt,option1,option2,option3,option4,option5,option6,correct,answer,tolerance,tolerance_kind,unit,explanation";

/** A file of `header` and `lines`, CRLF as Excel writes it. */
const file = (...lines: string[]) => [header, ...lines].join("\r\n");

/** The problems of a file that must not import. */
function problemsOf(source: string): string[] {
  const result = parseQuestionCsv(source);
  expect(result.ok).toBe(false);
  return result.ok ? [] : result.problems;
}

describe("parseQuestionCsv", () => {
  it("reads the example file offered for download: one question of each kind", () => {
    const result = parseQuestionCsv(questionCsvExample);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.questions.map((question) => question.kind)).toEqual([
      "single",
      "multiple",
      "trueFalse",
      "numeric",
      "numeric",
    ]);
    expect(result.questions[0]).toEqual({
      kind: "single",
      prompt: "Which load combination governs the design of a typical floor beam?",
      options: ["1.4D", "1.2D + 1.6L", "0.9D + 1.0W"],
      correctOptions: [1],
      numericAnswer: null,
      tolerance: null,
      toleranceKind: null,
      unit: null,
      explanation: "ASCE 7: 1.2D + 1.6L governs where live load dominates.",
    });
    expect(result.questions[1]?.correctOptions).toEqual([0, 1, 3]);
    expect(result.questions[2]).toMatchObject({ options: [], correctOptions: [1] });
    expect(result.questions[3]).toMatchObject({
      numericAnswer: 1250,
      tolerance: 2,
      toleranceKind: "percent",
      unit: "kN",
    });
    expect(result.questions[4]).toMatchObject({
      numericAnswer: 0.85,
      tolerance: 0.05,
      toleranceKind: "absolute",
      unit: "s",
      explanation: null,
    });
  });

  it("says each line's problems with the file's line number, and returns no question then", () => {
    expect(
      problemsOf(
        file(
          "single,Good one,A,B,,,,,1,,,,,",
          "single,Pick one,A,B,C,,,,5,,,,,",
          "multiple,,A,,C,,,,1;x,,,,,",
          "essay,Write,,,,,,,,,,,,",
          "truefalse,Steel is brittle,Yes,No,,,,,maybe,,,,,",
          "numeric,Base shear?,,,,,,,,12 kN,-1,relative,kN,",
        ),
      ),
    ).toEqual([
      "Line 3: the correct option 5 does not exist",
      "Line 4: the prompt is empty",
      "Line 4: option 2 is empty but a later option is filled",
      'Line 4: the correct option "x" is not an option number',
      'Line 5: the kind "essay" is not single, multiple, truefalse or numeric',
      "Line 6: a true/false question takes no options",
      'Line 6: the correct answer "maybe" is not true or false',
      'Line 7: the answer "12 kN" is not a number',
      'Line 7: the tolerance "-1" is not a number of at least 0',
      'Line 7: the tolerance kind "relative" is not absolute or percent',
    ]);
  });

  it("refuses what each kind does not take, and a single choice with two right options", () => {
    expect(
      problemsOf(
        file(
          "single,Two right,A,B,C,,,,1;3,,,,,",
          "single,One option,A,,,,,,1,5,,,kN,",
          "multiple,Repeat,A,B,,,,,2;2,,,,,",
          "numeric,Options,A,B,,,,,1,3,,,,",
          "truefalse,No answer,,,,,,,,,,,,",
          "numeric,No value,,,,,,,,,,,,",
        ),
      ),
    ).toEqual([
      "Line 2: a single choice question has exactly one correct option",
      "Line 3: a choice question needs at least 2 options",
      "Line 3: the answer column is only for numeric questions",
      "Line 3: the unit column is only for numeric questions",
      "Line 4: the correct option 2 is named twice",
      "Line 5: a numeric question takes no options",
      "Line 5: a numeric question takes its value in the answer column, not correct",
      "Line 6: the correct column must say true or false",
      "Line 7: the answer of a numeric question is empty",
    ]);
  });

  it("reads a decimal comma, Arabic-Indic digits, '2%' and an empty tolerance as the exact value", () => {
    const result = parseQuestionCsv(
      file('numeric,Period?,,,,,,,,"0,85",2%,,s,', "numeric,Length?,,,,,,,,٣٫٥,,,m,"),
    );
    expect(result).toMatchObject({
      ok: true,
      questions: [
        { numericAnswer: 0.85, tolerance: 2, toleranceKind: "percent" },
        { numericAnswer: 3.5, tolerance: 0, toleranceKind: "absolute" },
      ],
    });
  });

  it("takes columns in any order and case, Excel's semicolons, a byte-order mark and blank lines", () => {
    const source =
      '\uFEFFPrompt;Kind;Correct;Option 1;Option 2\r\n\r\n"Is it, really?";TrueFalse;TRUE;;\r\n;;;;\r\nPick;single;2;A;B\r\n';
    const result = parseQuestionCsv(source);
    expect(result).toMatchObject({
      ok: true,
      questions: [
        { kind: "trueFalse", prompt: "Is it, really?", correctOptions: [0] },
        { kind: "single", options: ["A", "B"], correctOptions: [1] },
      ],
    });
  });

  it("counts a line where its question starts when a quoted cell spans lines", () => {
    expect(
      problemsOf(
        file('single,"First line\nsecond line",A,B,,,,,,,,,,', "single,Next,A,B,,,,,3,,,,,"),
      ),
    ).toEqual([
      "Line 2: the correct column is empty",
      "Line 4: the correct option 3 does not exist",
    ]);
  });

  it("refuses a file it cannot use at all with one problem", () => {
    expect(problemsOf("")).toEqual([
      "The file is empty: it needs a header line and one question a line.",
    ]);
    expect(problemsOf("question,answer\r\nWhat?,1")).toEqual([
      "The header line must name the columns kind, prompt.",
    ]);
    expect(problemsOf(header)).toEqual(["The file has no question under its header line."]);
    expect(problemsOf('kind,prompt\r\nsingle,"never closed')).toEqual([
      "This text is not a CSV file that can be read.",
    ]);
    expect(
      problemsOf(file(...Array.from({ length: 501 }, () => "truefalse,Q,,,,,,,true"))),
    ).toEqual(["A file can hold at most 500 questions."]);
    expect(problemsOf("x".repeat(300_001))).toEqual([
      "The file is too large: at most 300,000 characters.",
    ]);
  });
});

describe("parseQuestionCsv in Arabic", () => {
  it("writes the file's problems in the texts it is given", () => {
    expect(parseQuestionCsv("kind,prompt\n", arMessages.assessmentAdmin)).toEqual({
      ok: false,
      problems: ["لا يوجد في الملف أي سؤال تحت سطر العناوين."],
    });
  });
});
