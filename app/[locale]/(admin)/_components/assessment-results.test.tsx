import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { UpstreamError } from "@/lib/upstream/client";

const stubs = vi.hoisted(() => ({ listAssessments: vi.fn(), listCourseResults: vi.fn() }));
vi.mock("@/lib/upstream/assessments", () => ({ listAssessments: stubs.listAssessments }));
vi.mock("@/lib/upstream/assessment-admin", () => ({
  listCourseResults: stubs.listCourseResults,
}));

const { readCourseAssessmentResults } = await import("./assessment-results");
const { AssessmentResultsCell, resultText } = await import("./assessment-results-cell");

const courseId = "0f8fad5b-d9cb-469f-a165-70867728950e";
const quizId = "7c9e6679-7425-40de-944b-e07fc1f90ae7";
const finalId = "9a0c0305-e82c-4f89-41d3-3f2504e04f89";

beforeEach(() => {
  vi.clearAllMocks();
  stubs.listAssessments.mockResolvedValue([
    { id: quizId, title: "Loads quiz" },
    { id: finalId, title: "Final exam" },
  ]);
  stubs.listCourseResults.mockResolvedValue([
    {
      studentId: "S-1",
      studentName: "Mariam Hassan",
      assessmentId: finalId.toUpperCase(),
      attempts: 2,
      bestPercent: 91,
      passedAt: "2026-11-26T22:30:00Z",
    },
    {
      studentId: "s-1",
      studentName: "Mariam Hassan",
      assessmentId: quizId,
      attempts: 1,
      bestPercent: 50,
      passedAt: null,
    },
  ]);
});

describe("readCourseAssessmentResults", () => {
  it("gives each student a line per assessment of the course, in its order, with the admin's token", async () => {
    const results = await readCourseAssessmentResults(courseId, "admin-token");
    expect(stubs.listCourseResults).toHaveBeenCalledWith(courseId, "admin-token");
    expect(results?.of("s-1").map(resultText)).toEqual([
      "best 50% · 1 attempt · Not passed",
      // Passed late in the evening UTC: the day in Cairo.
      "best 91% · 2 attempts · passed on 27 November 2026",
    ]);
    expect(results?.of("someone-else").map(resultText)).toEqual(["No attempt", "No attempt"]);
  });

  it("is null without the extension or assessments, and after a failed read (logged), but a 401 goes on", async () => {
    stubs.listCourseResults.mockResolvedValueOnce(null);
    expect(await readCourseAssessmentResults(courseId, "admin-token")).toBeNull();
    stubs.listAssessments.mockResolvedValueOnce([]);
    expect(await readCourseAssessmentResults(courseId, "admin-token")).toBeNull();
    stubs.listCourseResults.mockRejectedValueOnce(
      new UpstreamError({ status: 503, endpoint: "GET /x", message: "down" }),
    );
    expect(await readCourseAssessmentResults(courseId, "admin-token")).toBeNull();
    stubs.listCourseResults.mockRejectedValueOnce(
      new UpstreamError({ status: 401, endpoint: "GET /x", message: "expired" }),
    );
    await expect(readCourseAssessmentResults(courseId, "admin-token")).rejects.toThrow("expired");
  });
});

describe("AssessmentResultsCell", () => {
  it("names each assessment beside its result", () => {
    const html = renderToStaticMarkup(
      <AssessmentResultsCell
        results={[
          {
            assessmentId: quizId,
            title: "Loads quiz",
            bestPercent: null,
            attempts: 0,
            passedOn: null,
          },
          {
            assessmentId: finalId,
            title: "Final exam",
            bestPercent: 91,
            attempts: 2,
            passedOn: "27 November 2026",
          },
        ]}
      />,
    );
    expect(html.replace(/<[^>]+>/g, "")).toBe(
      "Loads quiz: No attemptFinal exam: best 91% · 2 attempts · passed on 27 November 2026",
    );
  });
});
