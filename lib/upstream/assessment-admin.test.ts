import { describe, expect, it, vi } from "vitest";

vi.mock("next/cache", () => import("@/test/next-cache-recorder"));

import {
  createAssessment,
  createQuestion,
  deleteAssessment,
  deleteQuestion,
  importProblemItems,
  importQuestions,
  listAssessmentStats,
  listCourseResults,
  listQuestions,
  problemFields,
  reorderQuestions,
  updateAssessment,
  updateQuestion,
} from "@/lib/upstream/assessment-admin";
import { UpstreamError } from "@/lib/upstream/client";
import type { AssessmentInput, QuestionInput } from "@/lib/upstream/wire";
import { cacheDeclarations, isolateCachedUpstreamTests } from "@/test/next-cache-recorder";
import {
  jsonResponse,
  requestLines,
  stubUpstream,
  textResponse,
  upstreamFailure,
  type RecordedCall,
} from "@/test/upstream-support";

const courseId = "0f8fad5b-d9cb-469f-a165-70867728950e";
const assessmentId = "7c9e6679-7425-40de-944b-e07fc1f90ae7";
const sectionId = "16fd2706-8baf-433b-82eb-8c7fada847da";

const settings: AssessmentInput = {
  kind: "quiz",
  sectionId,
  title: "Quiz 1",
  passMark: 70,
  timeLimitMinutes: null,
  maxAttempts: 3,
  retryWaitMinutes: 60,
  drawCount: null,
  shuffleOptions: true,
  revealAnswers: "afterPass",
};

const assessmentDto = {
  id: assessmentId,
  courseId,
  ...settings,
  questionCount: 0,
  questionsPerAttempt: 0,
};

const question: QuestionInput = {
  kind: "numeric",
  prompt: "Base shear?",
  options: [],
  correctOptions: [],
  numericAnswer: 1250,
  tolerance: 2,
  toleranceKind: "percent",
  unit: "kN",
  explanation: null,
};

const questionDto = { id: 41, assessmentId, position: 0, ...question };

/** An upstream with the extension: its probe answers `{ version: 1 }`, every other call `answer`. */
function stubAssessments(answer: (call: RecordedCall) => Response): RecordedCall[] {
  return stubUpstream((call) =>
    call.url.pathname === "/api/Assessments/version"
      ? jsonResponse(200, { version: 1 })
      : answer(call),
  );
}

const bodyOf = (call: RecordedCall | undefined) => JSON.parse(String(call?.body));

/** A 400 problem with `errors`, as the upstream's binder writes it. */
const refusal = (errors: Record<string, string[]>) =>
  new UpstreamError({
    status: 400,
    endpoint: "POST /api/Assessments/{id}/Questions",
    message: "One or more validation errors occurred.",
    body: JSON.stringify({ title: "One or more validation errors occurred.", errors }),
  });

isolateCachedUpstreamTests();

describe("assessment settings", () => {
  it("creates and updates with the admin's token, the input as the body, never cached", async () => {
    const calls = stubUpstream(() => jsonResponse(201, assessmentDto));
    const created = await createAssessment(courseId, settings, "admin-token");
    await updateAssessment(assessmentId, { ...settings, title: "Quiz one" }, "admin-token");
    expect(requestLines(calls)).toEqual([
      `POST /api/Assessments/Course/${courseId}`,
      `PUT /api/Assessments/${assessmentId}`,
    ]);
    expect(calls[0]?.headers.get("Authorization")).toBe("Bearer admin-token");
    expect(bodyOf(calls[0])).toEqual(settings);
    expect(bodyOf(calls[1]).title).toBe("Quiz one");
    expect(created).toMatchObject({ id: assessmentId, kind: "quiz", sectionId, passMark: 70 });
    expect(cacheDeclarations).toHaveLength(0);
  });

  it("deletes by id, and sends nothing for a malformed id", async () => {
    const calls = stubUpstream(() => textResponse(204));
    await deleteAssessment(assessmentId, "admin-token");
    const error = await upstreamFailure(deleteAssessment("../1", "admin-token"));
    expect(error.status).toBe(404);
    expect(requestLines(calls)).toEqual([`DELETE /api/Assessments/${assessmentId}`]);
  });
});

describe("the question bank", () => {
  it("lists the bank with its key; null for an unknown assessment or a malformed id", async () => {
    const calls = stubUpstream((call) =>
      call.url.pathname.includes(assessmentId)
        ? jsonResponse(200, [questionDto])
        : textResponse(404),
    );
    expect(await listQuestions(assessmentId, "admin-token")).toEqual([questionDto]);
    expect(await listQuestions("11111111-2222-4333-8444-555555555555", "admin-token")).toBeNull();
    expect(await listQuestions("nope", "admin-token")).toBeNull();
    expect(calls).toHaveLength(2);
    expect(calls[0]?.init.cache).toBe("no-store");
  });

  it("adds, replaces, imports, deletes and reorders through the bank's routes", async () => {
    const calls = stubUpstream((call) =>
      call.method === "DELETE" || call.url.pathname.endsWith("/Reorder")
        ? textResponse(204)
        : call.url.pathname.endsWith("/Import")
          ? jsonResponse(201, [questionDto, { ...questionDto, id: 42, position: 1 }])
          : jsonResponse(200, questionDto),
    );
    await createQuestion(assessmentId, question, "admin-token");
    await updateQuestion(41, question, "admin-token");
    const imported = await importQuestions(assessmentId, [question, question], "admin-token");
    await deleteQuestion(41, "admin-token");
    await reorderQuestions(assessmentId, [42, 41], "admin-token");
    expect(requestLines(calls)).toEqual([
      `POST /api/Assessments/${assessmentId}/Questions`,
      "PUT /api/Assessments/Questions/41",
      `POST /api/Assessments/${assessmentId}/Questions/Import`,
      "DELETE /api/Assessments/Questions/41",
      `PUT /api/Assessments/${assessmentId}/Questions/Reorder`,
    ]);
    expect(bodyOf(calls[2])).toEqual([question, question]);
    expect(bodyOf(calls[4])).toEqual([42, 41]);
    expect(imported.map((item) => item.id)).toEqual([41, 42]);
  });

  it("sends nothing for a question id that is not a positive int", async () => {
    const calls = stubUpstream(() => textResponse(204));
    expect((await upstreamFailure(updateQuestion(0, question, "admin-token"))).status).toBe(404);
    expect((await upstreamFailure(deleteQuestion(-3, "admin-token"))).status).toBe(404);
    expect(
      (await upstreamFailure(reorderQuestions(assessmentId, [1, 1.5], "admin-token"))).status,
    ).toBe(404);
    expect(calls).toHaveLength(0);
  });
});

describe("results and figures", () => {
  const result = {
    studentId: "s1",
    studentName: "Mariam Hassan",
    assessmentId,
    attempts: 2,
    bestPercent: 80,
    passedAt: "2026-11-20T10:30:00Z",
  };
  const stats = {
    assessmentId,
    courseId,
    courseName: "ETABS for High-Rise Buildings",
    title: "Final exam",
    kind: "final",
    students: 12,
    attempts: 19,
    passRate: 75,
    mostMissed: [1, 2, 3, 4].map((id) => ({
      questionId: id,
      prompt: `Q${id}`,
      missed: 7,
      answered: 12,
    })),
  };

  it("reads a course's results and the figures with the admin's token", async () => {
    const calls = stubAssessments((call) =>
      jsonResponse(200, call.url.pathname.endsWith("/Stats") ? [stats] : [result]),
    );
    expect(await listCourseResults(courseId, "admin-token")).toEqual([result]);
    const figures = await listAssessmentStats("admin-token");
    expect(figures?.[0]).toMatchObject({ passRate: 75, students: 12, attempts: 19 });
    expect(figures?.[0]?.mostMissed.map((item) => item.questionId)).toEqual([1, 2, 3]);
    expect(requestLines(calls)).toContain(`GET /api/Assessments/Course/${courseId}/Results`);
    expect(requestLines(calls)).toContain("GET /api/Assessments/Stats");
    expect(
      calls
        .filter((call) => call.url.pathname !== "/api/Assessments/version")
        .every((call) => call.headers.get("Authorization") === "Bearer admin-token"),
    ).toBe(true);
  });

  it("answers null on an upstream without assessments, asking nothing but the probe", async () => {
    const calls = stubUpstream(() => textResponse(404));
    expect(await listCourseResults(courseId, "admin-token")).toBeNull();
    expect(await listAssessmentStats("admin-token")).toBeNull();
    expect(requestLines(calls).every((line) => line === "GET /api/Assessments/version")).toBe(true);
  });

  it("answers null for an unknown course, and throws any other failure", async () => {
    stubAssessments(() => textResponse(404));
    expect(await listCourseResults(courseId, "admin-token")).toBeNull();
    stubAssessments(() => textResponse(500));
    expect((await upstreamFailure(listCourseResults(courseId, "admin-token"))).status).toBe(500);
  });
});

describe("the upstream's refusals", () => {
  it("names the fields a 400 refused, first segment of each key, once each", () => {
    expect(
      problemFields(
        refusal({ passMark: ["too low"], "options.2": ["empty"], options: ["too few"], $: ["x"] }),
      ),
    ).toEqual(["passMark", "options"]);
    expect(
      problemFields(new UpstreamError({ status: 409, endpoint: "POST /x", message: "exists" })),
    ).toEqual([]);
    expect(
      problemFields(
        new UpstreamError({ status: 400, endpoint: "POST /x", message: "bad", body: "not json" }),
      ),
    ).toEqual([]);
  });

  it("gives each refused item of an import its fields, by index: from the key or the problem's prefix", () => {
    expect(
      importProblemItems(
        refusal({
          "3": ["correctOptions: The correct option 5 does not exist.", "item: Invalid input"],
          "0.options": ["Too few."],
          "0.prompt": ["Empty."],
          "5": ["options.2: Too long.", "Something odd."],
        }),
      ),
    ).toEqual(
      new Map([
        [0, ["options", "prompt"]],
        [3, ["correctOptions"]],
        [5, ["options"]],
      ]),
    );
  });
});
