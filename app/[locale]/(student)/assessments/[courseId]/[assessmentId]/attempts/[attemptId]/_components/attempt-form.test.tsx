import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { LocaleProvider } from "@/lib/i18n/locale-context";
import { expectNoEnglish } from "@/test/no-english";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }) }));
vi.mock("../actions", () => ({ submitAttemptAction: vi.fn(), saveAnswerAction: vi.fn() }));

const { AttemptForm } = await import("./attempt-form");

/** What a person reads: scripts (React's form replay) and tags dropped, spaces folded. */
const text = (markup: string) =>
  markup
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

const form = (
  <AttemptForm
    courseId="3f2504e0-4f89-41d3-9a0c-0305e82c3301"
    assessmentId="7c9e6679-7425-40de-944b-e07fc1f90ae7"
    attemptId="16fd2706-8baf-433b-82eb-8c7fada847da"
    questions={[
      {
        id: 11,
        kind: "single",
        prompt: "Which element carries the lateral load?",
        options: [
          { id: 2, text: "Shear wall" },
          { id: 0, text: "Slab" },
        ],
        unit: null,
      },
      { id: 12, kind: "numeric", prompt: "Base shear?", options: [], unit: "kN" },
    ]}
    savedAnswers={new Map()}
    deadlineAt="2026-11-12T08:30:00Z"
    serverNow="2026-11-12T08:00:00Z"
    deadlineText="12 نوفمبر 2026، 10:30 بتوقيت القاهرة"
  />
);

describe("AttemptForm", () => {
  it("is written in Arabic on an Arabic page: questions, answer field, time left and Submit", () => {
    const shown = text(renderToStaticMarkup(<LocaleProvider locale="ar">{form}</LocaleProvider>));
    expect(shown).toContain("السؤال 1 من 2");
    expect(shown).toContain("إجابتك");
    expectNoEnglish(shown, [
      "Which element carries the lateral load",
      "Shear wall",
      "Slab",
      "Base shear",
      "kN",
    ]);
  });

  it("says the spec's English on an English page", () => {
    expect(text(renderToStaticMarkup(form))).toContain("Question 1 of 2");
  });
});
