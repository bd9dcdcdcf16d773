import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AssessmentStatsList, shortenPrompt } from "./assessment-stats";

const courseId = "0f8fad5b-d9cb-469f-a165-70867728950e";
const assessmentId = "7c9e6679-7425-40de-944b-e07fc1f90ae7";
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

describe("shortenPrompt", () => {
  it("folds spaces and cuts a long prompt at a word, with an ellipsis", () => {
    expect(shortenPrompt("What is\n the  base shear?")).toBe("What is the base shear?");
    expect(shortenPrompt("Compute the design base shear of the frame", 20)).toBe(
      "Compute the design…",
    );
    expect(shortenPrompt("Supercalifragilisticexpialidocious", 10)).toBe("Supercali…");
  });
});

describe("AssessmentStatsList", () => {
  it("shows each assessment's pass rate, counts and most missed questions, linked to its pages", () => {
    const html = renderToStaticMarkup(
      <AssessmentStatsList
        stats={[
          {
            assessmentId,
            courseId,
            courseName: "ETABS for High-Rise Buildings",
            title: "Final exam",
            kind: "final",
            students: 12,
            attempts: 19,
            passRate: 75,
            mostMissed: [
              {
                questionId: 3,
                prompt: "The base shear of the example building, in kN?",
                missed: 7,
                answered: 12,
              },
              {
                questionId: 5,
                prompt: "A higher period means a higher base shear.",
                missed: 4,
                answered: 12,
              },
            ],
          },
        ]}
      />,
    );
    expect(text(html)).toBe(
      "Final exam ETABS for High-Rise Buildings 75% passed 12 students · 19 attempts Most often missed The base shear of the example building, in kN? (missed 7 of 12) A higher period means a higher base shear. (missed 4 of 12)",
    );
    expect(html).toContain(`href="/manageAssessments/${courseId}/${assessmentId}"`);
    expect(html).toContain(`href="/manageAssessments/${courseId}"`);
  });

  it("says when nothing was attempted yet, and when the figures could not be read", () => {
    expect(text(renderToStaticMarkup(<AssessmentStatsList stats={[]} />))).toBe(
      "No assessment has a submitted attempt yet.",
    );
    expect(text(renderToStaticMarkup(<AssessmentStatsList stats={null} />))).toContain(
      "Failed to get the assessment figures",
    );
  });
});
