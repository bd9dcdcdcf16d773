import { renderToStaticMarkup } from "react-dom/server";
import { useForm } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { emptyQuestion, type QuestionFields as Fields, type QuestionFormValues } from "../schema";
import { QuestionFields } from "./question-fields";

/** The dialog's fields for `values`, as the server renders them. */
function Harness({ values }: { values: QuestionFormValues }) {
  const form = useForm<QuestionFormValues, unknown, Fields>({ defaultValues: values });
  return <QuestionFields form={form} idPrefix="q" errorOf={() => undefined} />;
}

const render = (values: Partial<QuestionFormValues>) =>
  renderToStaticMarkup(<Harness values={{ ...emptyQuestion, ...values }} />);

/** The visible text of the label of each control: `for` its id, or the label around it. */
function controlLabels(html: string): string[] {
  const textOf = (markup: string) =>
    markup
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ")
      .trim();
  const labels: string[] = [];
  for (const [control] of html.matchAll(/<(input|select|textarea)\b[^>]*>/g)) {
    const id = /\sid="([^"]+)"/.exec(control)?.[1];
    const byFor = id ? new RegExp(`<label[^>]*for="${id}"[^>]*>(.*?)</label>`).exec(html) : null;
    const around = [...html.matchAll(/<label\b[^>]*>(.*?)<\/label>/gs)].find(([whole]) =>
      whole.includes(control),
    );
    labels.push(textOf(byFor?.[1] ?? around?.[1] ?? ""));
  }
  return labels;
}

describe("QuestionFields", () => {
  it("labels every control of a single choice question, with Right answer beside each option", () => {
    const labels = controlLabels(render({}));
    expect(labels).toEqual([
      "Kind of question",
      "Question",
      "Option 1",
      "Right answer (option 1)",
      "Option 2",
      "Right answer (option 2)",
      "Explanation (optional)",
    ]);
  });

  it("labels the statement's truth of a true/false question, and the numeric fields", () => {
    expect(controlLabels(render({ kind: "trueFalse" }))).toEqual([
      "Kind of question",
      "Question",
      "True",
      "False",
      "Explanation (optional)",
    ]);
    const numeric = render({ kind: "numeric" });
    expect(controlLabels(numeric)).toEqual([
      "Kind of question",
      "Question",
      "Right answer",
      "Unit (optional)",
      "Tolerance",
      "Absolute (in the unit)",
      "Percent of the answer",
      "Explanation (optional)",
    ]);
    // Decimal keyboards on a phone, and the legends of the radio groups.
    expect(numeric.match(/inputMode="decimal"/g)).toHaveLength(2);
    expect(numeric).toContain("<legend");
    expect(numeric).toContain("Tolerance is");
  });

  it("offers Remove (with the option's name) once there are more than two options", () => {
    const html = render({
      kind: "multiple",
      options: [
        { text: "A", isCorrect: true },
        { text: "B", isCorrect: false },
        { text: "C", isCorrect: true },
      ],
    });
    expect(html.replace(/<[^>]+>/g, "")).toContain("Remove option 3");
    expect(html.match(/type="checkbox"/g)).toHaveLength(3);
    expect(html).toContain("Add Option");
  });
});
