import { randomUUID } from "node:crypto";
import {
  type AssessmentDto,
  type AttemptDto,
  type QuestionInput,
  assessmentDto,
  assessmentQuestionDto,
  assessmentResultDto,
  assessmentStandingDto,
  assessmentStatsDto,
  attemptDto,
  extensionVersion,
  savedAnswerDto,
} from "@brightway/contract";
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import {
  assessmentAttempts,
  assessmentQuestions,
  assessments,
  certificates,
  enrollments,
  sections,
  videoCompletions,
  videos,
} from "../src/db/schema";
import { admin, freshCallersBeforeEach, otherStudent, student } from "./fixtures";
import {
  appOnClock,
  appWith,
  callApp,
  expectAdminOnly,
  expectProblem,
  insertCourseWithPackage,
  insertLiveEtabs,
  insertRow,
  json,
  mailsTo,
  testDb,
  type TestUser,
} from "./helpers";

/*
 * Contract tests of the assessments extension (upstream/EXTENSIONS.md §22). The app runs on a
 * clock of the test's own (`deps.now`): deadlines and waits are judged at chosen instants.
 */

freshCallersBeforeEach();
const clock = appOnClock("2026-03-01T10:00:00.000Z");
const send = clock.send;

/** Moves the test's clock forward by `ms`. */
const advance = (ms: number) => {
  clock.now = new Date(clock.now.getTime() + ms);
};
const MINUTE = 60_000;

let courseId: string;
let sectionIds: string[];

beforeEach(async () => {
  await clock.reset();
  const { course, pack } = await insertCourseWithPackage({ name: "ETABS for High-Rise Buildings" });
  courseId = course.id;
  sectionIds = [];
  for (const [position, name] of ["Getting started", "Modelling", "Loads"].entries()) {
    sectionIds.push((await insertRow(sections, { courseId, name, position })).id);
  }
  // Enrolled two weeks before the clock's now on a 3-month package: access runs.
  await insertRow(enrollments, {
    studentId: student.id,
    courseId,
    packageId: pack.id,
    startDate: "2026-02-15T00:00:00",
  });
});

/** An assessment body: a final exam, pass mark 70, no limits, unless overridden. */
function settings(overrides: Record<string, unknown> = {}) {
  return {
    kind: "final",
    sectionId: null,
    title: "Final exam",
    passMark: 70,
    timeLimitMinutes: null,
    maxAttempts: null,
    retryWaitMinutes: 0,
    drawCount: null,
    shuffleOptions: false,
    revealAnswers: "afterPass",
    ...overrides,
  };
}

/** A question body of `kind` with sound defaults, overridden by `overrides`. */
function question(
  kind: QuestionInput["kind"],
  overrides: Partial<QuestionInput> = {},
): QuestionInput {
  const common = {
    prompt: `A ${kind} question`,
    options: [] as string[],
    correctOptions: [] as number[],
    numericAnswer: null,
    tolerance: null,
    toleranceKind: null,
    unit: null,
    explanation: null,
  };
  const byKind: Record<QuestionInput["kind"], Partial<QuestionInput>> = {
    single: { options: ["Rigid", "Semi-rigid", "Flexible"], correctOptions: [0] },
    multiple: { options: ["Dead", "Live", "Wind", "Colour"], correctOptions: [0, 1, 2] },
    trueFalse: { correctOptions: [0] },
    numeric: { numericAnswer: 100, tolerance: 2, toleranceKind: "percent", unit: "kN" },
  };
  return { kind, ...common, ...byKind[kind], ...overrides } as QuestionInput;
}

/** Creates an assessment as the admin (asserting 201). */
async function createAssessment(
  overrides: Record<string, unknown> = {},
  course = courseId,
): Promise<AssessmentDto> {
  const response = await send("POST", `/api/Assessments/Course/${course}`, {
    token: admin.token,
    json: settings(overrides),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return assessmentDto.exact.parse(await json(response));
}

/** Adds questions as the admin (asserting 201 each); returns their ids in order. */
async function addQuestions(assessmentId: string, ...bodies: QuestionInput[]): Promise<number[]> {
  const ids: number[] = [];
  for (const body of bodies) {
    const response = await send("POST", `/api/Assessments/${assessmentId}/Questions`, {
      token: admin.token,
      json: body,
    });
    expect(response.status, await response.clone().text()).toBe(201);
    ids.push(assessmentQuestionDto.exact.parse(await json(response)).id);
  }
  return ids;
}

/** Starts (or resumes) an attempt; returns the response (not yet read). */
const start = (assessmentId: string, token = student.token) =>
  send("POST", `/api/Assessments/${assessmentId}/Attempts`, { token });

/** Starts an attempt asserting `status` (201 new, 200 resumed); returns it, parsed exactly. */
async function startOk(assessmentId: string, status = 201, token = student.token) {
  const response = await start(assessmentId, token);
  expect(response.status, await response.clone().text()).toBe(status);
  return attemptDto.exact.parse(await json(response));
}

const save = (
  attemptId: string,
  questionId: number,
  answer: { choice: number[] | null; value: string | null },
  token = student.token,
) =>
  send("PUT", `/api/Assessments/Attempts/${attemptId}/Answers/${questionId}`, {
    token,
    json: answer,
  });

async function saveOk(
  attemptId: string,
  questionId: number,
  answer: { choice: number[] | null; value: string | null },
) {
  const response = await save(attemptId, questionId, answer);
  expect(response.status, await response.clone().text()).toBe(200);
  return savedAnswerDto.exact.parse(await json(response));
}

const submit = (attemptId: string, token = student.token, body?: unknown) =>
  send("POST", `/api/Assessments/Attempts/${attemptId}/Submit`, { token, json: body });

async function submitOk(attemptId: string, body?: unknown): Promise<AttemptDto> {
  const response = await submit(attemptId, student.token, body);
  expect(response.status, await response.clone().text()).toBe(200);
  return attemptDto.exact.parse(await json(response));
}

const readAttempt = (attemptId: string, token = student.token) =>
  send("GET", `/api/Assessments/Attempts/${attemptId}`, { token });

async function mine(token = student.token, course = courseId) {
  const response = await send("GET", `/api/Assessments/Course/${course}/Mine`, { token });
  expect(response.status, await response.clone().text()).toBe(200);
  return z.array(assessmentStandingDto.exact).parse(await json(response));
}

/** An exam of one single-choice question (option 0 right): the quickest pass (0) or fail (1). */
async function oneQuestionExam(overrides: Record<string, unknown> = {}) {
  const exam = await createAssessment(overrides);
  const [questionId] = await addQuestions(exam.id, question("single"));
  return { exam, questionId: questionId! };
}

/** Starts an attempt of `exam`, answers its one question with `choice` and submits it. */
async function takeOnce(examId: string, questionId: number, choice: number): Promise<AttemptDto> {
  const attempt = await startOk(examId);
  await saveOk(attempt.id, questionId, { choice: [choice], value: null });
  return submitOk(attempt.id);
}

describe("the probe and the legacy surface", () => {
  it("answers GET /api/Assessments/version with { version: 1 }", async () => {
    const response = await send("GET", "/api/Assessments/version");
    expect(response.status).toBe(200);
    expect(extensionVersion.exact.parse(await json(response))).toEqual({ version: 1 });
  });

  it("is absent with UPSTREAM_ASSESSMENTS=false, as on the legacy API", async () => {
    const legacy = await appWith({ UPSTREAM_ASSESSMENTS: "false" });
    await expectProblem(
      await callApp(legacy, "GET", "/api/Assessments/version"),
      404,
      "No endpoint answers this method and path.",
    );
    await expectProblem(await callApp(legacy, "GET", `/api/Assessments/Course/${courseId}`), 404);
  });
});

describe("assessments: settings (admin)", () => {
  it("refuses a visitor (401), a bad token (401) and a student (403) on every admin route", async () => {
    const exam = await createAssessment();
    const [questionId] = await addQuestions(exam.id, question("single"));
    const routes: [string, string, unknown?][] = [
      ["POST", `/api/Assessments/Course/${courseId}`, settings()],
      ["PUT", `/api/Assessments/${exam.id}`, settings()],
      ["DELETE", `/api/Assessments/${exam.id}`],
      ["GET", `/api/Assessments/${exam.id}/Questions`],
      ["POST", `/api/Assessments/${exam.id}/Questions`, question("single")],
      ["POST", `/api/Assessments/${exam.id}/Questions/Import`, [question("single")]],
      ["PUT", `/api/Assessments/Questions/${questionId}`, question("single")],
      ["DELETE", `/api/Assessments/Questions/${questionId}`],
      ["PUT", `/api/Assessments/${exam.id}/Questions/Reorder`, [questionId]],
      ["GET", `/api/Assessments/Course/${courseId}/Results`],
      ["GET", "/api/Assessments/Stats"],
    ];
    for (const [method, path, body] of routes)
      await expectAdminOnly(method, path, student, { json: body });
    const db = await testDb();
    expect(await db.select().from(assessments)).toHaveLength(1);
    expect(await db.select().from(assessmentQuestions)).toHaveLength(1);
  });

  it("lists a course's assessments to anyone: quizzes in section order, then the final", async () => {
    const final = await createAssessment({ title: "Final" });
    const third = await createAssessment({ kind: "quiz", sectionId: sectionIds[2], title: "Q3" });
    const first = await createAssessment({ kind: "quiz", sectionId: sectionIds[0], title: "Q1" });
    await addQuestions(first.id, question("single"), question("numeric"));
    const response = await send("GET", `/api/Assessments/Course/${courseId}`);
    expect(response.status).toBe(200);
    const list = z.array(assessmentDto.exact).parse(await json(response));
    expect(list.map((row) => row.title)).toEqual(["Q1", "Q3", "Final"]);
    expect(list[0]).toMatchObject({ questionCount: 2, questionsPerAttempt: 2 });
    expect(final).toMatchObject({
      courseId,
      kind: "final",
      sectionId: null,
      passMark: 70,
      questionCount: 0,
      questionsPerAttempt: 0,
    });
    expect(third.sectionId).toBe(sectionIds[2]);
    await expectProblem(await send("GET", `/api/Assessments/Course/${randomUUID()}`), 404);
    await expectProblem(await send("GET", "/api/Assessments/Course/not-a-guid"), 400);
  });

  it("draws min(drawCount, bank) questions per attempt", async () => {
    const exam = await createAssessment({ drawCount: 2 });
    await addQuestions(exam.id, question("single"), question("single"), question("numeric"));
    const [dto] = z
      .array(assessmentDto.exact)
      .parse(await json(await send("GET", `/api/Assessments/Course/${courseId}`)));
    expect(dto).toMatchObject({ questionCount: 3, questionsPerAttempt: 2, drawCount: 2 });
  });

  it("keeps a quiz after a section of this on-demand course and a final without one", async () => {
    const otherCourse = await insertCourseWithPackage({ name: "SAFE" });
    const foreign = await insertRow(sections, { courseId: otherCourse.course.id, name: "Slabs" });
    const refuse = async (overrides: Record<string, unknown>, field: string, text: string) => {
      const problem = await expectProblem(
        await send("POST", `/api/Assessments/Course/${courseId}`, {
          token: admin.token,
          json: settings(overrides),
        }),
        400,
      );
      expect(problem.errors?.[field]).toContain(text);
    };
    await refuse({ kind: "quiz" }, "sectionId", "A quiz needs the section it follows.");
    await refuse(
      { kind: "quiz", sectionId: foreign.id },
      "sectionId",
      "The section is not part of this course.",
    );
    await refuse(
      { kind: "quiz", sectionId: "nope" },
      "sectionId",
      "The value is not a valid Guid.",
    );
    await refuse(
      { sectionId: sectionIds[0] },
      "sectionId",
      "A final exam follows no section: sectionId must be null.",
    );
    for (const overrides of [
      { title: " " },
      { passMark: 0 },
      { passMark: 101 },
      { timeLimitMinutes: 0 },
      { maxAttempts: 0 },
      { retryWaitMinutes: -1 },
      { drawCount: 0 },
      { revealAnswers: "sometimes" },
      { kind: "midterm" },
      { extra: true },
    ]) {
      await expectProblem(
        await send("POST", `/api/Assessments/Course/${courseId}`, {
          token: admin.token,
          json: settings(overrides),
        }),
        400,
      );
    }
    const live = await insertLiveEtabs();
    const problem = await expectProblem(
      await send("POST", `/api/Assessments/Course/${live.id}`, {
        token: admin.token,
        json: settings({ kind: "quiz", sectionId: sectionIds[0] }),
      }),
      400,
    );
    expect(problem.errors?.kind).toEqual(["An online course takes only a final exam."]);
    await createAssessment({}, live.id);
    await expectProblem(
      await send("POST", `/api/Assessments/Course/${randomUUID()}`, {
        token: admin.token,
        json: settings(),
      }),
      404,
    );
    expect(await (await testDb()).select().from(assessments)).toHaveLength(1);
  });

  it("takes one final per course and one quiz per section (409)", async () => {
    await createAssessment();
    await createAssessment({ kind: "quiz", sectionId: sectionIds[0] });
    const again = (overrides: Record<string, unknown>) =>
      send("POST", `/api/Assessments/Course/${courseId}`, {
        token: admin.token,
        json: settings(overrides),
      });
    await expectProblem(await again({}), 409, "This course already has a final exam.");
    await expectProblem(
      await again({ kind: "quiz", sectionId: sectionIds[0] }),
      409,
      "This section already has a quiz.",
    );
  });

  it("updates settings, moves a quiz to another free section, never changes the kind", async () => {
    const quiz = await createAssessment({ kind: "quiz", sectionId: sectionIds[0] });
    await createAssessment({ kind: "quiz", sectionId: sectionIds[1] });
    const put = (body: Record<string, unknown>, id = quiz.id) =>
      send("PUT", `/api/Assessments/${id}`, { token: admin.token, json: settings(body) });
    const moved = await put({ kind: "quiz", sectionId: sectionIds[2], title: "Loads quiz" });
    expect(moved.status).toBe(200);
    expect(assessmentDto.exact.parse(await json(moved))).toMatchObject({
      id: quiz.id,
      sectionId: sectionIds[2],
      title: "Loads quiz",
    });
    await expectProblem(
      await put({ kind: "quiz", sectionId: sectionIds[1] }),
      409,
      "This section already has a quiz.",
    );
    const problem = await expectProblem(await put({ kind: "final", sectionId: null }), 400);
    expect(problem.errors?.kind).toEqual([
      "An assessment's kind cannot change: delete it and add a new one.",
    ]);
    await expectProblem(await put({}, randomUUID()), 404);
  });

  it("deletes an assessment with its questions and attempts", async () => {
    const { exam } = await oneQuestionExam();
    await startOk(exam.id);
    const response = await send("DELETE", `/api/Assessments/${exam.id}`, { token: admin.token });
    expect(response.status).toBe(204);
    const db = await testDb();
    expect(await db.select().from(assessmentQuestions)).toEqual([]);
    expect(await db.select().from(assessmentAttempts)).toEqual([]);
    await expectProblem(
      await send("DELETE", `/api/Assessments/${exam.id}`, { token: admin.token }),
      404,
    );
  });
});

describe("questions (admin)", () => {
  let examId: string;
  beforeEach(async () => {
    examId = (await createAssessment()).id;
  });

  const post = (body: unknown) =>
    send("POST", `/api/Assessments/${examId}/Questions`, { token: admin.token, json: body });

  /** Asserts that `body` is refused with `text` under `field`. */
  async function refuses(body: unknown, field: string, text: string) {
    const problem = await expectProblem(await post(body), 400);
    expect(problem.errors?.[field], JSON.stringify(problem)).toContain(text);
  }

  it("writes every kind with its key, last in the order; true/false options are True and False", async () => {
    const ids = await addQuestions(
      examId,
      question("single", { explanation: "Rigid diaphragms tie the floor." }),
      question("multiple"),
      question("trueFalse", { correctOptions: [1] }),
      question("numeric", { unit: " kN ", explanation: "  " }),
    );
    const response = await send("GET", `/api/Assessments/${examId}/Questions`, {
      token: admin.token,
    });
    expect(response.status).toBe(200);
    const bank = z.array(assessmentQuestionDto.exact).parse(await json(response));
    expect(bank.map((row) => [row.id, row.position, row.kind])).toEqual([
      [ids[0], 0, "single"],
      [ids[1], 1, "multiple"],
      [ids[2], 2, "trueFalse"],
      [ids[3], 3, "numeric"],
    ]);
    expect(bank[0]).toMatchObject({
      correctOptions: [0],
      explanation: "Rigid diaphragms tie the floor.",
    });
    expect(bank[2]).toMatchObject({ options: ["True", "False"], correctOptions: [1] });
    expect(bank[3]).toMatchObject({
      options: [],
      numericAnswer: 100,
      tolerance: 2,
      toleranceKind: "percent",
      unit: "kN",
      explanation: null,
    });
    await expectProblem(
      await send("GET", `/api/Assessments/${randomUUID()}/Questions`, { token: admin.token }),
      404,
    );
  });

  it("refuses each kind's broken rules with the field and a clear text", async () => {
    await refuses(
      question("single", { options: ["Only"] }),
      "options",
      "A single-choice question needs 2 to 10 options.",
    );
    await refuses(
      question("single", { correctOptions: [0, 1] }),
      "correctOptions",
      "Mark exactly one option as correct.",
    );
    await refuses(
      question("single", { correctOptions: [] }),
      "correctOptions",
      "Mark exactly one option as correct.",
    );
    await refuses(
      question("single", { correctOptions: [5] }),
      "correctOptions",
      "A correct option must be one of the options.",
    );
    await refuses(
      question("multiple", { correctOptions: [] }),
      "correctOptions",
      "Mark at least one option as correct.",
    );
    await refuses(
      question("multiple", { correctOptions: [1, 1] }),
      "correctOptions",
      "A correct option is named twice.",
    );
    await refuses(
      question("multiple", { options: Array.from({ length: 11 }, (_, i) => `O${i}`) }),
      "options",
      "Too big: expected array to have <=10 items",
    );
    await refuses(
      question("trueFalse", { options: ["Yes", "No"] }),
      "options",
      "A true/false question takes no options: they are True and False.",
    );
    await refuses(
      question("trueFalse", { correctOptions: [2] }),
      "correctOptions",
      "Mark True (0) or False (1) as the correct answer.",
    );
    await refuses(
      question("trueFalse", { correctOptions: [0, 1] }),
      "correctOptions",
      "Mark True (0) or False (1) as the correct answer.",
    );
    await refuses(
      question("numeric", { numericAnswer: null }),
      "numericAnswer",
      "A numeric question needs its answer.",
    );
    await refuses(
      question("numeric", { tolerance: null }),
      "tolerance",
      "A numeric question needs a tolerance (0 or more).",
    );
    await refuses(
      question("numeric", { tolerance: -1 }),
      "tolerance",
      "Too small: expected number to be >=0",
    );
    await refuses(
      question("numeric", { toleranceKind: null }),
      "toleranceKind",
      "Say whether the tolerance is absolute or a percent.",
    );
    await refuses(
      question("numeric", { options: ["1", "2"] }),
      "options",
      "A numeric question takes no options.",
    );
    await refuses(
      question("single", { numericAnswer: 3 }),
      "numericAnswer",
      "Only a numeric question takes a numeric answer and a tolerance.",
    );
    await refuses(
      question("single", { unit: "kN" }),
      "unit",
      "Only a numeric question takes a unit.",
    );
    await refuses(
      question("single", { prompt: " " }),
      "prompt",
      "Too small: expected string to have >=1 characters",
    );
    expect(await (await testDb()).select().from(assessmentQuestions)).toEqual([]);
    await expectProblem(
      await send("POST", `/api/Assessments/${randomUUID()}/Questions`, {
        token: admin.token,
        json: question("single"),
      }),
      404,
    );
  });

  it("updates a question in place, deletes one (positions close up) and reorders the bank", async () => {
    const [a, b, c] = await addQuestions(
      examId,
      question("single", { prompt: "A" }),
      question("single", { prompt: "B" }),
      question("single", { prompt: "C" }),
    );
    const updated = await send("PUT", `/api/Assessments/Questions/${b}`, {
      token: admin.token,
      json: question("numeric", { prompt: "B as a number" }),
    });
    expect(updated.status).toBe(200);
    expect(assessmentQuestionDto.exact.parse(await json(updated))).toMatchObject({
      id: b,
      position: 1,
      kind: "numeric",
      prompt: "B as a number",
    });
    await expectProblem(
      await send("PUT", `/api/Assessments/Questions/${b}`, {
        token: admin.token,
        json: question("single", { correctOptions: [] }),
      }),
      400,
    );
    const reorder = (body: unknown) =>
      send("PUT", `/api/Assessments/${examId}/Questions/Reorder`, {
        token: admin.token,
        json: body,
      });
    expect((await reorder([c, a, b])).status).toBe(204);
    for (const body of [
      [c, a],
      [c, a, b, b],
      [c, a, 999_999],
    ]) {
      await expectProblem(await reorder(body), 400, "The list must name every item exactly once.");
    }
    const deleted = await send("DELETE", `/api/Assessments/Questions/${a}`, { token: admin.token });
    expect(deleted.status).toBe(204);
    const bank = z
      .array(assessmentQuestionDto.exact)
      .parse(
        await json(
          await send("GET", `/api/Assessments/${examId}/Questions`, { token: admin.token }),
        ),
      );
    expect(bank.map((row) => [row.id, row.position])).toEqual([
      [c, 0],
      [b, 1],
    ]);
    for (const [method, path] of [
      ["PUT", `/api/Assessments/Questions/${a}`],
      ["DELETE", `/api/Assessments/Questions/${a}`],
    ] as const) {
      await expectProblem(
        await send(method, path, { token: admin.token, json: question("single") }),
        404,
      );
    }
    await expectProblem(
      await send("DELETE", "/api/Assessments/Questions/abc", { token: admin.token }),
      400,
    );
  });

  it("imports all or nothing: each faulty item's problems under its index", async () => {
    await addQuestions(examId, question("single", { prompt: "Already there" }));
    const importing = (body: unknown) =>
      send("POST", `/api/Assessments/${examId}/Questions/Import`, {
        token: admin.token,
        json: body,
      });
    const problem = await expectProblem(
      await importing([
        question("single"),
        question("single", { correctOptions: [] }),
        question("numeric"),
        { kind: "numeric", prompt: "No fields" },
      ]),
      400,
      "No question was imported: 2 of 4 items have problems.",
    );
    expect(problem.errors).toEqual({
      "1": ["correctOptions: Mark exactly one option as correct."],
      "3": expect.arrayContaining([
        "options: Invalid input: expected array, received undefined",
        "numericAnswer: Invalid input: expected number, received undefined",
      ]),
    });
    expect(await (await testDb()).select().from(assessmentQuestions)).toHaveLength(1);
    await expectProblem(await importing([]), 400);
    await expectProblem(
      await importing(Array.from({ length: 501 }, () => question("single"))),
      400,
    );
    const response = await importing([
      question("trueFalse"),
      question("numeric", { prompt: "Last" }),
    ]);
    expect(response.status).toBe(201);
    const rows = z.array(assessmentQuestionDto.exact).parse(await json(response));
    expect(rows.map((row) => [row.position, row.kind])).toEqual([
      [1, "trueFalse"],
      [2, "numeric"],
    ]);
    expect(rows[0]!.options).toEqual(["True", "False"]);
  });
});

describe("attempts: who may start", () => {
  it("refuses a visitor (401), an admin (403), a student not enrolled or whose access ended (403)", async () => {
    const { exam } = await oneQuestionExam();
    await expectProblem(await start(exam.id, ""), 401);
    await expectProblem(await start(exam.id, admin.token), 403, "Only students take assessments.");
    await expectProblem(
      await start(exam.id, otherStudent.token),
      403,
      "You are not enrolled in this course.",
    );
    await (
      await testDb()
    )
      .update(enrollments)
      .set({ startDate: "2025-10-01T00:00:00" })
      .where(eq(enrollments.studentId, student.id));
    await expectProblem(await start(exam.id), 403, "Your access to this course has ended.");
    await expectProblem(await start(randomUUID()), 404);
    await expectProblem(await start("nope"), 400);
    expect(await (await testDb()).select().from(assessmentAttempts)).toEqual([]);
  });

  it("lets any student enrolled in an online course take its final exam", async () => {
    const live = await insertLiveEtabs();
    const exam = await createAssessment({}, live.id);
    await addQuestions(exam.id, question("trueFalse"));
    await expectProblem(await start(exam.id), 403, "You are not enrolled in this course.");
    await insertRow(enrollments, {
      studentId: student.id,
      courseId: live.id,
      packageId: null,
      startDate: "2025-01-01T00:00:00",
    });
    const attempt = await startOk(exam.id);
    expect(attempt).toMatchObject({ courseId: live.id, assessmentKind: "final", status: "open" });
  });

  it("refuses an assessment without questions (409)", async () => {
    const exam = await createAssessment();
    await expectProblem(await start(exam.id), 409, "This assessment has no questions yet.");
  });
});

describe("attempts: the draw and the key", () => {
  it("draws drawCount questions, each once, options shuffled with their ids (true/false never)", async () => {
    const exam = await createAssessment({ drawCount: 3, shuffleOptions: true });
    const ids = await addQuestions(
      exam.id,
      question("single", { options: ["A", "B", "C", "D", "E", "F", "G", "H", "I", "J"] }),
      question("multiple", { options: ["A", "B", "C", "D", "E", "F", "G", "H", "I", "J"] }),
      question("trueFalse"),
      question("numeric"),
    );
    const attempt = await startOk(exam.id);
    expect(attempt.questions).toHaveLength(3);
    expect(new Set(attempt.questions.map((row) => row.id)).size).toBe(3);
    for (const drawn of attempt.questions) {
      expect(ids).toContain(drawn.id);
      const texts = drawn.options.map((option) => option.text);
      if (drawn.kind === "trueFalse")
        expect(drawn.options).toEqual([
          { id: 0, text: "True" },
          { id: 1, text: "False" },
        ]);
      else if (drawn.kind === "numeric") expect(drawn).toMatchObject({ options: [], unit: "kN" });
      else {
        // Each option keeps its id (its index in the admin's order) wherever it is shown.
        for (const option of drawn.options) expect(option.text).toBe("ABCDEFGHIJ"[option.id]);
        expect([...texts].sort()).toEqual([..."ABCDEFGHIJ"]);
      }
    }
    // Ten options stay in the admin's order by chance once in 10! draws: shuffled means moved.
    const choice = attempt.questions.filter((row) => row.options.length === 10);
    for (const drawn of choice)
      expect(drawn.options.map((option) => option.id)).not.toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it("keeps the admin's option order without shuffleOptions", async () => {
    const { exam } = await oneQuestionExam({ shuffleOptions: false });
    const attempt = await startOk(exam.id);
    expect(attempt.questions[0]!.options.map((option) => option.id)).toEqual([0, 1, 2]);
  });

  it("never writes the key before submission: start, read, save, Mine and the list", async () => {
    const exam = await createAssessment({ timeLimitMinutes: 30, maxAttempts: 3 });
    const secrets = ["4321.75", "7.25", "Because-of-the-SECRET-explanation", "Another-SECRET"];
    const [numericId, choiceId] = await addQuestions(
      exam.id,
      question("numeric", {
        numericAnswer: 4321.75,
        tolerance: 7.25,
        toleranceKind: "absolute",
        explanation: secrets[2]!,
      }),
      question("single", { explanation: secrets[3]! }),
    );
    const texts: string[] = [];
    const startResponse = await start(exam.id);
    expect(startResponse.status).toBe(201);
    const attempt = attemptDto.exact.parse(await json(startResponse.clone()));
    texts.push(await startResponse.text());
    const saved = await save(attempt.id, numericId!, { choice: null, value: "12" });
    expect(saved.status).toBe(200);
    texts.push(await saved.text());
    texts.push(await (await save(attempt.id, choiceId!, { choice: [1], value: null })).text());
    texts.push(await (await readAttempt(attempt.id)).text());
    texts.push(await (await start(exam.id)).text());
    texts.push(
      await (
        await send("GET", `/api/Assessments/Course/${courseId}/Mine`, { token: student.token })
      ).text(),
    );
    texts.push(await (await send("GET", `/api/Assessments/Course/${courseId}`)).text());
    for (const text of texts) {
      for (const secret of secrets) expect(text).not.toContain(secret);
      for (const key of ["correctOptions", "numericAnswer", "tolerance", "explanation"])
        expect(text).not.toContain(key);
    }
    expect(startResponse.headers.get("cache-control")).toBe("private, no-store");
  });
});

describe("attempts: one open at a time, owned by its student", () => {
  it("resumes the open attempt (200) with the answers saved so far", async () => {
    const { exam, questionId } = await oneQuestionExam();
    const first = await startOk(exam.id, 201);
    await saveOk(first.id, questionId, { choice: [2], value: null });
    const again = await startOk(exam.id, 200);
    expect(again.id).toBe(first.id);
    expect(again.answers).toEqual([
      expect.objectContaining({ questionId, choice: [2], value: null }),
    ]);
    const [standing] = await mine();
    expect(standing).toMatchObject({ openAttemptId: first.id, canStart: true, attemptsUsed: 0 });
    expect(await (await testDb()).select().from(assessmentAttempts)).toHaveLength(1);
  });

  it("answers two starts at once with one attempt", async () => {
    const { exam } = await oneQuestionExam();
    const [a, b] = await Promise.all([start(exam.id), start(exam.id)]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    const [x, y] = [attemptDto.exact.parse(await json(a)), attemptDto.exact.parse(await json(b))];
    expect(x.id).toBe(y.id);
  });

  it("refuses another student (403) on read, save and submit; an admin may read but not answer", async () => {
    const { exam, questionId } = await oneQuestionExam();
    const attempt = await startOk(exam.id);
    const other = otherStudent.token;
    const belongs = "This attempt belongs to another student.";
    await expectProblem(await readAttempt(attempt.id, other), 403, belongs);
    await expectProblem(
      await save(attempt.id, questionId, { choice: [0], value: null }, other),
      403,
      belongs,
    );
    await expectProblem(await submit(attempt.id, other), 403, belongs);
    await expectProblem(await readAttempt(attempt.id, ""), 401);
    await expectProblem(await submit(attempt.id, ""), 401);
    await expectProblem(await save(attempt.id, questionId, { choice: [0], value: null }, ""), 401);
    const asAdmin = await readAttempt(attempt.id, admin.token);
    expect(asAdmin.status).toBe(200);
    await expectProblem(
      await save(attempt.id, questionId, { choice: [0], value: null }, admin.token),
      403,
    );
    await expectProblem(await submit(attempt.id, admin.token), 403);
    await expectProblem(await readAttempt(randomUUID()), 404);
    await expectProblem(await submit(randomUUID()), 404);
    await expectProblem(await save(randomUUID(), questionId, { choice: [0], value: null }), 404);
    expect((await readAttempt(attempt.id)).status).toBe(200);
  });

  it("Mine is a student's own: 401 without a token, 403 for an admin, 404 for an unknown course", async () => {
    await expectProblem(await send("GET", `/api/Assessments/Course/${courseId}/Mine`), 401);
    await expectProblem(
      await send("GET", `/api/Assessments/Course/${courseId}/Mine`, { token: admin.token }),
      403,
    );
    await expectProblem(
      await send("GET", `/api/Assessments/Course/${randomUUID()}/Mine`, { token: student.token }),
      404,
    );
    const { exam } = await oneQuestionExam();
    const [standing] = await mine(otherStudent.token);
    expect(standing).toMatchObject({
      assessmentId: exam.id,
      canStart: false,
      blockedReason: "You are not enrolled in this course.",
    });
  });
});

describe("answers", () => {
  it("saves answers one at a time, overwrites a second save, refuses a bad one (400)", async () => {
    const exam = await createAssessment();
    const [single, multiple, numeric] = await addQuestions(
      exam.id,
      question("single"),
      question("multiple"),
      question("numeric"),
    );
    const attempt = await startOk(exam.id);
    const first = await saveOk(attempt.id, multiple!, { choice: [2, 0], value: null });
    expect(first).toEqual({
      questionId: multiple,
      choice: [0, 2],
      value: null,
      savedAt: "2026-03-01T10:00:00.000Z",
    });
    advance(MINUTE);
    await saveOk(attempt.id, multiple!, { choice: [1], value: null });
    const refusals: [number, unknown, string][] = [
      [single!, { choice: [0, 1], value: null }, "Choose only one option for this question."],
      [
        single!,
        { choice: [3], value: null },
        "The choice names an option the question does not have.",
      ],
      [
        single!,
        { choice: null, value: "0" },
        "Choose an option: this question takes no typed value.",
      ],
      [multiple!, { choice: [1, 1], value: null }, "An option is chosen twice."],
      [
        numeric!,
        { choice: [0], value: null },
        "A numeric question takes a typed value, not a choice.",
      ],
      [numeric!, { choice: null, value: null }, "Type a value to answer this question."],
      [999_999, { choice: [0], value: null }, "The question is not part of this attempt."],
    ];
    for (const [questionId, body, text] of refusals) {
      await expectProblem(
        await send("PUT", `/api/Assessments/Attempts/${attempt.id}/Answers/${questionId}`, {
          token: student.token,
          json: body,
        }),
        400,
        text,
      );
    }
    await expectProblem(
      await send("PUT", `/api/Assessments/Attempts/${attempt.id}/Answers/${single}`, {
        token: student.token,
        json: { choice: [0] },
      }),
      400,
    );
    const read = attemptDto.exact.parse(await json(await readAttempt(attempt.id)));
    expect(read.answers).toEqual([
      { questionId: multiple, choice: [1], value: null, savedAt: "2026-03-01T10:01:00.000Z" },
    ]);
  });

  it("keeps both of two answers saved at the same moment", async () => {
    const exam = await createAssessment();
    const ids = await addQuestions(
      exam.id,
      question("single"),
      question("numeric"),
      question("trueFalse"),
    );
    const attempt = await startOk(exam.id);
    const responses = await Promise.all([
      save(attempt.id, ids[0]!, { choice: [1], value: null }),
      save(attempt.id, ids[1]!, { choice: null, value: "3,5" }),
      save(attempt.id, ids[2]!, { choice: [0], value: null }),
    ]);
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200]);
    const read = attemptDto.exact.parse(await json(await readAttempt(attempt.id)));
    expect(read.answers.map((answer) => answer.questionId).sort()).toEqual([...ids].sort());
  });
});

describe("timing by the server's clock", () => {
  it("counts an answer up to 5 s after the deadline, refuses a later one and grades at the deadline", async () => {
    const exam = await createAssessment({ timeLimitMinutes: 10, passMark: 50 });
    const [first, second] = await addQuestions(exam.id, question("single"), question("trueFalse"));
    const attempt = await startOk(exam.id);
    expect(attempt).toMatchObject({
      startedAt: "2026-03-01T10:00:00.000Z",
      deadlineAt: "2026-03-01T10:10:00.000Z",
      now: "2026-03-01T10:00:00.000Z",
      submittedAt: null,
      result: null,
    });
    advance(10 * MINUTE + 4_000);
    await saveOk(attempt.id, first!, { choice: [0], value: null });
    advance(2_000);
    await expectProblem(
      await save(attempt.id, second!, { choice: [0], value: null }),
      409,
      "Time is up: this answer was not counted.",
    );
    const read = attemptDto.exact.parse(await json(await readAttempt(attempt.id)));
    expect(read).toMatchObject({
      status: "submitted",
      submittedAt: "2026-03-01T10:10:00.000Z",
      now: "2026-03-01T10:10:06.000Z",
      result: { scorePercent: 50, passed: true, correctCount: 1, total: 2 },
    });
    await expectProblem(
      await save(attempt.id, second!, { choice: [0], value: null }),
      409,
      "This attempt has already been submitted.",
    );
  });

  it("grades an attempt left open once its time is up, on the next read of it or of Mine", async () => {
    const { exam, questionId } = await oneQuestionExam({ timeLimitMinutes: 5 });
    const attempt = await startOk(exam.id);
    await saveOk(attempt.id, questionId, { choice: [0], value: null });
    advance(5 * MINUTE + 5_000);
    const [open] = await mine();
    expect(open).toMatchObject({ openAttemptId: attempt.id, attemptsUsed: 0 });
    advance(1);
    const [graded] = await mine();
    expect(graded).toMatchObject({
      openAttemptId: null,
      attemptsUsed: 1,
      bestPercent: 100,
      passedAt: "2026-03-01T10:05:00.000Z",
      canStart: false,
      blockedReason: "You have already passed.",
    });
  });

  it("ignores the answers sent with a submission after the deadline", async () => {
    const { exam, questionId } = await oneQuestionExam({ timeLimitMinutes: 1 });
    const attempt = await startOk(exam.id);
    advance(2 * MINUTE);
    const result = await submitOk(attempt.id, {
      answers: [{ questionId, choice: [0], value: null }],
    });
    expect(result).toMatchObject({
      status: "submitted",
      submittedAt: "2026-03-01T10:01:00.000Z",
      answers: [],
      result: { scorePercent: 0, passed: false },
    });
  });

  it("counts the answers sent with a submission in time, and a second submit returns the same result", async () => {
    const exam = await createAssessment({ timeLimitMinutes: 10, passMark: 100 });
    const [single, numeric] = await addQuestions(exam.id, question("single"), question("numeric"));
    const attempt = await startOk(exam.id);
    await saveOk(attempt.id, single!, { choice: [1], value: null });
    advance(MINUTE);
    const graded = await submitOk(attempt.id, {
      answers: [
        { questionId: single, choice: [0], value: null },
        { questionId: numeric, choice: null, value: "101" },
      ],
    });
    expect(graded.result).toMatchObject({ scorePercent: 100, passed: true, correctCount: 2 });
    expect(graded.submittedAt).toBe("2026-03-01T10:01:00.000Z");
    advance(MINUTE);
    const again = await submitOk(attempt.id, {
      answers: [{ questionId: single, choice: [2], value: null }],
    });
    expect(again.result).toEqual(graded.result);
    expect(again.submittedAt).toBe(graded.submittedAt);
  });

  it("refuses a malformed submission body (400)", async () => {
    const { exam, questionId } = await oneQuestionExam();
    const attempt = await startOk(exam.id);
    await expectProblem(
      await submit(attempt.id, student.token, {
        answers: [{ questionId, choice: [0, 1], value: null }],
      }),
      400,
      "Choose only one option for this question.",
    );
    await expectProblem(await submit(attempt.id, student.token, { answers: "all" }), 400);
    const read = attemptDto.exact.parse(await json(await readAttempt(attempt.id)));
    expect(read.status).toBe("open");
  });
});

describe("grading", () => {
  /** Takes an exam of `bodies` answering each with `answers[i]`; returns the graded questions. */
  async function grade(
    bodies: QuestionInput[],
    answers: { choice: number[] | null; value: string | null }[],
  ) {
    const exam = await createAssessment({ passMark: 100, revealAnswers: "never" });
    const ids = await addQuestions(exam.id, ...bodies);
    const attempt = await startOk(exam.id);
    for (const [index, id] of ids.entries()) await saveOk(attempt.id, id, answers[index]!);
    const result = (await submitOk(attempt.id)).result!;
    return ids.map((id) => result.questions.find((row) => row.questionId === id)!.isCorrect);
  }

  it("reads numeric answers within the tolerance, edges included: percent and absolute", async () => {
    const percent = question("numeric", {
      numericAnswer: 1250,
      tolerance: 2,
      toleranceKind: "percent",
    });
    const absolute = question("numeric", {
      numericAnswer: 3.5,
      tolerance: 0.05,
      toleranceKind: "absolute",
    });
    const values = [
      "1250",
      "1270",
      "1275",
      "1225",
      "1275.01",
      "1224.9",
      "3.5",
      "3.55",
      "3.45",
      "3.56",
      "3.44",
    ];
    const bodies = values.map((_, index) => (index < 6 ? percent : absolute));
    expect(
      await grade(
        bodies,
        values.map((value) => ({ choice: null, value })),
      ),
    ).toEqual([true, true, true, true, false, false, true, true, true, false, false]);
  });

  it('reads "3,5", "3.5" and "٣٫٥" alike; an unreadable or missing answer is wrong', async () => {
    const body = question("numeric", {
      numericAnswer: 3.5,
      tolerance: 0,
      toleranceKind: "absolute",
    });
    const values = ["3,5", "3.5", "٣٫٥", " 3.50 ", "3.5 kN", "three and a half", ""];
    expect(
      await grade(
        values.map(() => body),
        values.map((value) => ({ choice: null, value })),
      ),
    ).toEqual([true, true, true, true, false, false, false]);
  });

  it("grades choice questions by the chosen set: multiple choice all or nothing", async () => {
    const bodies = [
      question("single"),
      question("single"),
      question("multiple"),
      question("multiple"),
      question("multiple"),
      question("trueFalse", { correctOptions: [1] }),
      question("trueFalse", { correctOptions: [1] }),
    ];
    const choices = [[0], [1], [2, 1, 0], [0, 1], [0, 1, 2, 3], [1], []];
    expect(
      await grade(
        bodies,
        choices.map((choice) => ({ choice, value: null })),
      ),
    ).toEqual([true, false, true, false, false, true, false]);
  });

  it("scores floor(100 × right / total) and passes at the pass mark", async () => {
    const exam = await createAssessment({ passMark: 66 });
    const ids = await addQuestions(
      exam.id,
      question("single"),
      question("single"),
      question("single"),
    );
    const attempt = await startOk(exam.id);
    await saveOk(attempt.id, ids[0]!, { choice: [0], value: null });
    await saveOk(attempt.id, ids[1]!, { choice: [0], value: null });
    const graded = await submitOk(attempt.id);
    expect(graded.result).toMatchObject({
      scorePercent: 66,
      passed: true,
      correctCount: 2,
      total: 3,
    });
  });
});

describe("attempts allowed, the wait between them, reveal", () => {
  it("makes the student wait between attempts, then counts them up to maxAttempts", async () => {
    const { exam, questionId } = await oneQuestionExam({ maxAttempts: 2, retryWaitMinutes: 60 });
    const failed = await takeOnce(exam.id, questionId, 1);
    expect(failed.result).toMatchObject({ passed: false, revealed: false });
    const wait = await start(exam.id);
    await expectProblem(wait.clone(), 409, "You can try again at 2026-03-01T11:00:00.000Z.");
    expect(await json(wait)).toMatchObject({ nextAttemptAt: "2026-03-01T11:00:00.000Z" });
    const [waiting] = await mine();
    expect(waiting).toMatchObject({
      attemptsUsed: 1,
      attemptsLeft: 1,
      bestPercent: 0,
      canStart: false,
      nextAttemptAt: "2026-03-01T11:00:00.000Z",
      blockedReason: "You can try again at 2026-03-01T11:00:00.000Z.",
    });
    advance(60 * MINUTE);
    await takeOnce(exam.id, questionId, 2);
    await expectProblem(await start(exam.id), 409, "You have used all 2 attempts.");
    const [done] = await mine();
    expect(done).toMatchObject({
      attemptsUsed: 2,
      attemptsLeft: 0,
      canStart: false,
      passedAt: null,
    });
    expect(done!.attempts.map((row) => row.startedAt)).toEqual([
      "2026-03-01T11:00:00.000Z",
      "2026-03-01T10:00:00.000Z",
    ]);
  });

  it("does not let a passed assessment be taken again", async () => {
    const { exam, questionId } = await oneQuestionExam();
    await takeOnce(exam.id, questionId, 0);
    await expectProblem(await start(exam.id), 409, "You have already passed.");
  });

  it("reveals the key after a pass (afterPass), and only the right/wrong before", async () => {
    const { exam, questionId } = await oneQuestionExam({
      revealAnswers: "afterPass",
    });
    await (
      await testDb()
    )
      .update(assessmentQuestions)
      .set({ explanation: "Rigid." })
      .where(eq(assessmentQuestions.id, questionId));
    const failed = await takeOnce(exam.id, questionId, 1);
    expect(failed.result!.questions).toEqual([
      {
        questionId,
        isCorrect: false,
        correctOptions: null,
        numericAnswer: null,
        tolerance: null,
        toleranceKind: null,
        explanation: null,
      },
    ]);
    const passed = await takeOnce(exam.id, questionId, 0);
    expect(passed.result).toMatchObject({ revealed: true });
    expect(passed.result!.questions[0]).toMatchObject({
      correctOptions: [0],
      explanation: "Rigid.",
    });
    // The failed attempt stays unrevealed: afterPass shows a passed attempt's answers only.
    const again = attemptDto.exact.parse(await json(await readAttempt(failed.id)));
    expect(again.result!.revealed).toBe(false);
  });

  it("reveals once no attempt is left (afterLastAttempt), never with never", async () => {
    const { exam, questionId } = await oneQuestionExam({
      revealAnswers: "afterLastAttempt",
      maxAttempts: 2,
    });
    const first = await takeOnce(exam.id, questionId, 1);
    expect(first.result!.revealed).toBe(false);
    const second = await takeOnce(exam.id, questionId, 2);
    expect(second.result!.revealed).toBe(true);
    const firstAgain = attemptDto.exact.parse(await json(await readAttempt(first.id)));
    expect(firstAgain.result!.questions[0]!.correctOptions).toEqual([0]);

    await send("DELETE", `/api/Assessments/${exam.id}`, { token: admin.token });
    const never = await oneQuestionExam({ revealAnswers: "never" });
    const passed = await takeOnce(never.exam.id, never.questionId, 0);
    expect(passed.result).toMatchObject({ passed: true, revealed: false });
    expect(passed.result!.questions[0]!.correctOptions).toBeNull();
  });
});

describe("results and stats (admin)", () => {
  async function enrol(user: TestUser) {
    const [pack] = await (
      await testDb()
    )
      .select({ id: enrollments.packageId })
      .from(enrollments)
      .where(eq(enrollments.studentId, student.id));
    await insertRow(enrollments, {
      studentId: user.id,
      courseId,
      packageId: pack!.id,
      startDate: "2026-02-20T00:00:00",
    });
  }

  it("lists each enrolled student's attempts, best score and first pass per assessment", async () => {
    await enrol(otherStudent);
    const exam = await createAssessment({ title: "Final" });
    const quiz = await createAssessment({ kind: "quiz", sectionId: sectionIds[0], title: "Quiz" });
    const [examQuestion] = await addQuestions(exam.id, question("single"));
    const [quizQuestion] = await addQuestions(quiz.id, question("single"));
    await takeOnce(exam.id, examQuestion!, 1);
    advance(MINUTE);
    await takeOnce(exam.id, examQuestion!, 0);
    await takeOnce(quiz.id, quizQuestion!, 2);
    await startOk(exam.id, 201, otherStudent.token);
    const response = await send("GET", `/api/Assessments/Course/${courseId}/Results`, {
      token: admin.token,
    });
    expect(response.status).toBe(200);
    const results = z.array(assessmentResultDto.exact).parse(await json(response));
    expect(results).toEqual([
      {
        studentId: student.id,
        studentName: `Test ${student.email.split("@")[0]}`,
        assessmentId: quiz.id,
        attempts: 1,
        bestPercent: 0,
        passedAt: null,
      },
      {
        studentId: student.id,
        studentName: `Test ${student.email.split("@")[0]}`,
        assessmentId: exam.id,
        attempts: 2,
        bestPercent: 100,
        passedAt: "2026-03-01T10:01:00.000Z",
      },
    ]);
    await expectProblem(
      await send("GET", `/api/Assessments/Course/${randomUUID()}/Results`, { token: admin.token }),
      404,
    );
  });

  it("gives each assessment's pass rate and the three questions most often missed", async () => {
    await enrol(otherStudent);
    const exam = await createAssessment({ passMark: 50, maxAttempts: 3 });
    const ids = await addQuestions(
      exam.id,
      question("single", { prompt: "Q1" }),
      question("single", { prompt: "Q2" }),
      question("single", { prompt: "Q3" }),
      question("single", { prompt: "Q4" }),
    );
    /** One attempt answering question i right when `right[i]`. */
    async function take(user: TestUser, right: boolean[]) {
      const attempt = await startOk(exam.id, 201, user.token);
      for (const [index, id] of ids.entries()) {
        const response = await save(
          attempt.id,
          id,
          { choice: [right[index] ? 0 : 1], value: null },
          user.token,
        );
        expect(response.status).toBe(200);
      }
      const response = await submit(attempt.id, user.token);
      expect(response.status).toBe(200);
    }
    await take(student, [false, false, false, true]);
    await take(student, [false, false, true, true]);
    await take(otherStudent, [false, true, true, true]);
    const response = await send("GET", "/api/Assessments/Stats", { token: admin.token });
    expect(response.status).toBe(200);
    const stats = z.array(assessmentStatsDto.exact).parse(await json(response));
    expect(stats).toEqual([
      {
        assessmentId: exam.id,
        courseId,
        courseName: "ETABS for High-Rise Buildings",
        title: "Final exam",
        kind: "final",
        students: 2,
        attempts: 3,
        passRate: 100,
        mostMissed: [
          { questionId: ids[0], prompt: "Q1", missed: 3, answered: 3 },
          { questionId: ids[1], prompt: "Q2", missed: 2, answered: 3 },
          { questionId: ids[2], prompt: "Q3", missed: 1, answered: 3 },
        ],
      },
    ]);
    await send("DELETE", `/api/Assessments/Questions/${ids[0]}`, { token: admin.token });
    const after = z
      .array(assessmentStatsDto.exact)
      .parse(await json(await send("GET", "/api/Assessments/Stats", { token: admin.token })));
    expect(after[0]!.mostMissed[0]).toMatchObject({ questionId: ids[0], prompt: "Q1" });
  });
});

describe("the certificate follows a passed final exam", () => {
  it("issues the certificate in the request that passes the final, once the lessons are complete", async () => {
    const [video] = await (
      await testDb()
    )
      .insert(videos)
      .values({ sectionId: sectionIds[0]!, title: "Only lesson" })
      .returning();
    await insertRow(videoCompletions, {
      studentId: student.id,
      videoId: video!.id,
      completedAt: "2026-02-20T10:00:00",
    });
    const { exam, questionId } = await oneQuestionExam();
    const issued = () =>
      testDb().then((db) =>
        db
          .select()
          .from(certificates)
          .where(and(eq(certificates.studentId, student.id), eq(certificates.courseId, courseId))),
      );
    await takeOnce(exam.id, questionId, 1);
    expect(await issued()).toEqual([]);
    expect(await mailsTo(student.email)).toEqual([]);
    await takeOnce(exam.id, questionId, 0);
    const [certificate] = await issued();
    expect(certificate).toMatchObject({ finalExamPercent: 100 });
    // The passing request e-mails the certificate, with the exam's score.
    const mails = await mailsTo(student.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain("You passed the final exam with 100%.");
    expect(mails[0]).toContain(`/certificates/${certificate!.code}/pdf`);
  });
});
