import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { numericHint, QuestionView } from "@/components/assessments/question-view";
import { expectNoEnglish } from "@/test/no-english";

const single = {
  id: 11,
  kind: "single" as const,
  prompt: "Which element carries the lateral load?",
  options: [
    { id: 2, text: "Shear wall" },
    { id: 0, text: "Slab" },
  ],
  unit: null,
};
const numeric = {
  id: 12,
  kind: "numeric" as const,
  prompt: "Base shear?",
  options: [],
  unit: "kN",
};

const text = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
/** Each `<input>` tag of the markup. */
const inputs = (markup: string) => [...markup.matchAll(/<input [^>]*>/g)].map(([tag]) => tag);
/** The text of the `<label for=id>`. */
const labelOf = (markup: string, id: string) =>
  text(new RegExp(`<label[^>]*for="${id}"[^>]*>([\\s\\S]*?)</label>`).exec(markup)?.[1] ?? "");

describe("QuestionView", () => {
  it("numbers the question and gives each option a visible label tied to its radio, in the attempt's order", () => {
    const markup = renderToStaticMarkup(
      <QuestionView question={single} number={3} total={10} choice={[0]} />,
    );
    expect(text(markup)).toContain("Question 3 of 10");
    expect(text(markup)).toContain("Which element carries the lateral load?");
    const radios = inputs(markup);
    expect(radios).toHaveLength(2);
    expect(
      radios.every((tag) => tag.includes('type="radio"') && tag.includes('name="answer-11"')),
    ).toBe(true);
    expect(labelOf(markup, "question-11-option-2")).toBe("Shear wall");
    expect(labelOf(markup, "question-11-option-0")).toBe("Slab");
    expect(markup.indexOf("Shear wall")).toBeLessThan(markup.indexOf("Slab"));
    expect(radios[1]).toContain("checked");
    expect(radios[0]).not.toContain("checked");
  });

  it("draws multiple choice as checkboxes and True/False with the catalogue's words", () => {
    const multiple = renderToStaticMarkup(
      <QuestionView question={{ ...single, kind: "multiple" }} number={1} total={1} />,
    );
    expect(inputs(multiple).every((tag) => tag.includes('type="checkbox"'))).toBe(true);
    const trueFalse = renderToStaticMarkup(
      <QuestionView
        question={{ ...single, kind: "trueFalse", options: [] }}
        number={1}
        total={1}
      />,
    );
    expect(labelOf(trueFalse, "question-11-option-0")).toBe("True");
    expect(labelOf(trueFalse, "question-11-option-1")).toBe("False");
  });

  it("labels a numeric field, opens the decimal keyboard and shows the unit beside it", () => {
    const markup = renderToStaticMarkup(
      <QuestionView question={numeric} number={2} total={10} value="3,5" />,
    );
    const [field] = inputs(markup);
    expect(labelOf(markup, "question-12-answer")).toBe("Your answer");
    expect(field).toContain('inputMode="decimal"');
    expect(field).toContain('name="answer-12"');
    expect(field).toContain('value="3,5"');
    expect(field).toContain('aria-describedby="question-12-unit question-12-hint"');
    expect(text(markup)).toContain("kN");
    expect(text(markup)).toContain("Read as 3.5");
  });

  it("reads a comma, Arabic-Indic digits and nonsense for its hint", () => {
    expect(numericHint("٣٫٥")).toEqual({ text: "Read as 3.5", isInvalid: false });
    expect(numericHint("1250,5")).toEqual({ text: "Read as 1250.5", isInvalid: false });
    expect(numericHint("")).toEqual({ text: "A number: 3.5 or 3,5", isInvalid: false });
    expect(numericHint("3.5 kN")).toEqual({
      text: "Enter one number, e.g. 3.5 or 3,5 (the unit is beside the field)",
      isInvalid: true,
    });
  });

  it("read-only: choices disabled, the field read-only, and nothing named (nothing is posted)", () => {
    const choice = renderToStaticMarkup(
      <QuestionView question={single} number={1} total={2} choice={[2]} readOnly />,
    );
    expect(inputs(choice).every((tag) => tag.includes("disabled") && !tag.includes("name="))).toBe(
      true,
    );
    const field = renderToStaticMarkup(
      <QuestionView question={numeric} number={2} total={2} value="12" readOnly />,
    );
    expect(inputs(field)[0]).toContain("readOnly");
    expect(inputs(field)[0]).not.toContain("name=");
    expect(text(field)).not.toContain("A number: 3.5 or 3,5");
  });

  it("after grading: right or wrong, the revealed right option, numeric key with tolerance, explanation", () => {
    const choice = renderToStaticMarkup(
      <QuestionView
        question={single}
        number={1}
        total={2}
        choice={[0]}
        readOnly
        grading={{
          isCorrect: false,
          correctOptions: [2],
          numericAnswer: null,
          tolerance: null,
          toleranceKind: null,
          explanation: "Walls take the shear.",
        }}
      />,
    );
    expect(text(choice)).toContain("Wrong");
    expect(labelOf(choice, "question-11-option-2")).toBe("Shear wall Right answer");
    expect(labelOf(choice, "question-11-option-0")).toBe("Slab");
    expect(text(choice)).toContain("Explanation Walls take the shear.");
    const value = renderToStaticMarkup(
      <QuestionView
        question={numeric}
        number={2}
        total={2}
        value="1250"
        readOnly
        grading={{
          isCorrect: true,
          correctOptions: null,
          numericAnswer: 1240,
          tolerance: 2,
          toleranceKind: "percent",
          explanation: null,
        }}
      />,
    );
    expect(text(value)).toContain("Correct");
    expect(text(value)).toContain("Right answer 1240 kN ± 2%");
  });

  it("is written in Arabic on an Arabic page: the number, the answer's label, its hint and the grading", () => {
    const markup = renderToStaticMarkup(
      <QuestionView
        question={numeric}
        number={3}
        total={10}
        value="3,5"
        locale="ar"
        grading={{
          isCorrect: false,
          correctOptions: null,
          numericAnswer: 1250,
          tolerance: null,
          toleranceKind: null,
          explanation: null,
        }}
      />,
    );
    const shown = text(markup);
    expect(shown).toContain("السؤال 3 من 10");
    expect(shown).toContain("إجابتك");
    expect(shown).toContain("خاطئة");
    expectNoEnglish(shown, ["Base shear", "kN"]);
    const trueFalse = renderToStaticMarkup(
      <QuestionView
        question={{ ...single, kind: "trueFalse", options: [] }}
        number={1}
        total={2}
        locale="ar"
      />,
    );
    expect(text(trueFalse)).toContain("صح");
    expectNoEnglish(text(trueFalse), ["Which element carries the lateral load"]);
  });
});
