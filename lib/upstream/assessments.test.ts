import { describe, expect, it, vi } from "vitest";

vi.mock("next/cache", () => import("@/test/next-cache-recorder"));

import {
  getAttempt,
  getMyStandings,
  isAssessmentsSupported,
  listAssessments,
  saveAnswer,
  startAttempt,
  readStartRefusal,
  startBlock,
  submitAttempt,
  type AssessmentStanding,
} from "@/lib/upstream/assessments";
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
const attemptId = "16fd2706-8baf-433b-82eb-8c7fada847da";

const assessment = {
  id: assessmentId,
  courseId,
  kind: "final",
  sectionId: null,
  title: "Final exam",
  passMark: 70,
  timeLimitMinutes: 30,
  maxAttempts: 3,
  retryWaitMinutes: 60,
  drawCount: 10,
  shuffleOptions: true,
  revealAnswers: "afterPass",
  questionCount: 12,
  questionsPerAttempt: 10,
};

const openAttempt = {
  id: attemptId,
  assessmentId,
  courseId,
  assessmentKind: "final",
  title: "Final exam",
  passMark: 70,
  status: "open",
  startedAt: "2026-11-20T10:00:00Z",
  deadlineAt: "2026-11-20T10:30:00Z",
  submittedAt: null,
  now: "2026-11-20T10:05:00Z",
  questions: [
    // A key sent by mistake on an open attempt must not survive the reshape.
    {
      id: 4,
      kind: "single",
      prompt: "Which?",
      options: [
        { id: 1, text: "B" },
        { id: 0, text: "A" },
      ],
      unit: null,
      correctOptions: [1],
      explanation: "Because.",
    },
    { id: 5, kind: "numeric", prompt: "Base shear?", options: [], unit: "kN", numericAnswer: 1240 },
  ],
  answers: [{ questionId: 4, choice: [1], value: null, savedAt: "2026-11-20T10:01:00Z" }],
  result: null,
};

const graded = (revealed: boolean) => ({
  ...openAttempt,
  status: "submitted",
  submittedAt: "2026-11-20T10:10:00Z",
  result: {
    scorePercent: 50,
    passed: false,
    correctCount: 1,
    total: 2,
    revealed,
    questions: [
      {
        questionId: 4,
        isCorrect: true,
        correctOptions: [1],
        numericAnswer: null,
        tolerance: null,
        toleranceKind: null,
        explanation: "Because.",
      },
      {
        questionId: 5,
        isCorrect: false,
        correctOptions: null,
        numericAnswer: 1240,
        tolerance: 2,
        toleranceKind: "percent",
        explanation: null,
      },
    ],
  },
});

/** An upstream with the extension: the probe answers `{ version: 1 }`, everything else `answer`. */
function stubAssessmentsUpstream(answer: (call: RecordedCall) => Response): RecordedCall[] {
  return stubUpstream((call) =>
    call.url.pathname === "/api/Assessments/version"
      ? jsonResponse(200, { version: 1 })
      : answer(call),
  );
}

/** Every key name anywhere in `value`. */
function keysIn(value: unknown): Set<string> {
  const keys = new Set<string>();
  const walk = (item: unknown) => {
    if (Array.isArray(item)) item.forEach(walk);
    else if (item && typeof item === "object") {
      for (const [key, inner] of Object.entries(item)) {
        keys.add(key);
        walk(inner);
      }
    }
  };
  walk(value);
  return keys;
}

isolateCachedUpstreamTests();

describe("isAssessmentsSupported", () => {
  it("is false on a legacy upstream (404): the list is empty, the standings null, only the probe asked", async () => {
    const calls = stubUpstream(() => textResponse(404));
    expect(await isAssessmentsSupported()).toBe(false);
    expect(await listAssessments(courseId)).toEqual([]);
    expect(await getMyStandings(courseId, "token")).toBeNull();
    expect(requestLines(calls).every((line) => line === "GET /api/Assessments/version")).toBe(true);
  });
});

describe("listAssessments", () => {
  it("reads anonymously, cached under the course's tag, reshaped", async () => {
    const calls = stubAssessmentsUpstream(() => jsonResponse(200, [assessment]));
    expect(await listAssessments(courseId.toUpperCase())).toEqual([assessment]);
    const read = calls.find((call) => call.url.pathname.startsWith("/api/Assessments/Course/"))!;
    expect(read.url.pathname).toBe(`/api/Assessments/Course/${courseId}`);
    expect(read.headers.get("authorization")).toBeNull();
    expect(cacheDeclarations.at(-1)!.tags).toEqual([`assessments:${courseId}`]);
  });

  it("is empty for an unknown course (404, kept briefly) and for a malformed id (nothing sent)", async () => {
    const calls = stubAssessmentsUpstream(() => jsonResponse(404, { title: "Not Found" }));
    expect(await listAssessments(courseId)).toEqual([]);
    expect(cacheDeclarations.at(-1)!.profile).toBe("missing");
    const sent = calls.length;
    expect(await listAssessments("../etc")).toEqual([]);
    expect(calls).toHaveLength(sent);
  });
});

describe("student calls", () => {
  it("reads the standings with the student's token, never cached, without the upstream's words", async () => {
    const standing = {
      assessmentId,
      attemptsUsed: 3,
      attemptsLeft: 0,
      bestPercent: 60,
      passedAt: null,
      openAttemptId: null,
      canStart: false,
      blockedReason: "You have used all 3 attempts.",
      nextAttemptAt: null,
      attempts: [
        {
          id: attemptId,
          status: "submitted",
          startedAt: "2026-11-20T10:00:00Z",
          submittedAt: "2026-11-20T10:10:00Z",
          scorePercent: 60,
          passed: false,
        },
      ],
    };
    const calls = stubAssessmentsUpstream(() => jsonResponse(200, [standing]));
    const [mine] = (await getMyStandings(courseId, "token"))!;
    const { blockedReason, ...rest } = standing;
    expect(blockedReason).toBeTruthy();
    expect(mine).toEqual({ ...rest, blockedBy: { reason: "noAttemptsLeft" } });
    const read = calls.at(-1)!;
    expect(read.url.pathname).toBe(`/api/Assessments/Course/${courseId}/Mine`);
    expect(read.headers.get("authorization")).toBe("Bearer token");
    expect(read.init.cache).toBe("no-store");
    expect(cacheDeclarations.filter((entry) => entry.tags.length > 0)).toHaveLength(0);
  });

  it("starts an attempt with POST; its questions keep no key, whatever the upstream sent", async () => {
    const calls = stubAssessmentsUpstream(() => jsonResponse(201, openAttempt));
    const attempt = await startAttempt(assessmentId, "token");
    expect(requestLines(calls).at(-1)).toBe(`POST /api/Assessments/${assessmentId}/Attempts`);
    expect(attempt.questions).toEqual([
      {
        id: 4,
        kind: "single",
        prompt: "Which?",
        options: [
          { id: 1, text: "B" },
          { id: 0, text: "A" },
        ],
        unit: null,
      },
      { id: 5, kind: "numeric", prompt: "Base shear?", options: [], unit: "kN" },
    ]);
    const keys = keysIn(attempt);
    for (const key of ["correctOptions", "numericAnswer", "tolerance", "explanation"]) {
      expect(keys.has(key)).toBe(false);
    }
    expect(attempt.answers).toEqual(openAttempt.answers);
    expect(attempt).toMatchObject({ kind: "final", now: "2026-11-20T10:05:00Z", result: null });
  });

  it("a start refused with 409 is an UpstreamError with the status; a malformed id sends nothing", async () => {
    const calls = stubAssessmentsUpstream(() =>
      jsonResponse(409, { title: "Conflict", detail: "No attempts left." }),
    );
    expect(await upstreamFailure(startAttempt(assessmentId, "token"))).toMatchObject({
      status: 409,
    });
    const sent = calls.length;
    expect(await upstreamFailure(startAttempt("x/../y", "token"))).toMatchObject({ status: 404 });
    expect(calls).toHaveLength(sent);
  });

  it("reads an attempt: another student's (403) and an unknown one (404) are null", async () => {
    let status = 200;
    stubAssessmentsUpstream(() =>
      status === 200 ? jsonResponse(200, openAttempt) : jsonResponse(status, { title: "No" }),
    );
    expect((await getAttempt(attemptId, "token"))!.id).toBe(attemptId);
    status = 403;
    expect(await getAttempt(attemptId, "token")).toBeNull();
    status = 404;
    expect(await getAttempt(attemptId, "token")).toBeNull();
    expect(await getAttempt("not-a-guid", "token")).toBeNull();
  });

  it("keeps a submitted result's key only when revealed", async () => {
    let revealed = true;
    stubAssessmentsUpstream(() => jsonResponse(200, graded(revealed)));
    const shown = (await getAttempt(attemptId, "token"))!;
    expect(shown.result!.questions[1]).toMatchObject({
      numericAnswer: 1240,
      tolerance: 2,
      toleranceKind: "percent",
    });
    expect(shown.result!.questions[0]!.explanation).toBe("Because.");
    revealed = false;
    const hidden = (await getAttempt(attemptId, "token"))!;
    expect(hidden.result!.questions.map((question) => question.correctOptions)).toEqual([
      null,
      null,
    ]);
    expect(hidden.result!.questions[0]!.explanation).toBeNull();
    expect(hidden.result!.questions[1]!.numericAnswer).toBeNull();
    expect(hidden.result).toMatchObject({ scorePercent: 50, passed: false, revealed: false });
  });

  it("saves an answer with PUT to the attempt's question", async () => {
    const saved = { questionId: 5, choice: null, value: "3,5", savedAt: "2026-11-20T10:02:00Z" };
    const calls = stubAssessmentsUpstream(() => jsonResponse(200, saved));
    expect(await saveAnswer(attemptId, 5, { choice: null, value: "3,5" }, "token")).toEqual(saved);
    const put = calls.at(-1)!;
    expect(`${put.method} ${put.url.pathname}`).toBe(
      `PUT /api/Assessments/Attempts/${attemptId}/Answers/5`,
    );
    expect(JSON.parse(String(put.body))).toEqual({ choice: null, value: "3,5" });
    expect(
      await upstreamFailure(saveAnswer(attemptId, 0, { choice: [1], value: null }, "t")),
    ).toMatchObject({ status: 404 });
  });

  it("submits with the unsaved answers, or no body when there are none", async () => {
    const calls = stubAssessmentsUpstream(() => jsonResponse(200, graded(false)));
    await submitAttempt(attemptId, [{ questionId: 5, choice: null, value: "1250" }], "token");
    const post = calls.at(-1)!;
    expect(`${post.method} ${post.url.pathname}`).toBe(
      `POST /api/Assessments/Attempts/${attemptId}/Submit`,
    );
    expect(JSON.parse(String(post.body))).toEqual({
      answers: [{ questionId: 5, choice: null, value: "1250" }],
    });
    const attempt = await submitAttempt(attemptId, [], "token");
    expect(calls.at(-1)!.body).toBeUndefined();
    expect(attempt.status).toBe("submitted");
  });
});

describe("startBlock", () => {
  const standing = (overrides: Partial<AssessmentStanding>): AssessmentStanding => ({
    assessmentId,
    attemptsUsed: 1,
    attemptsLeft: 2,
    bestPercent: 40,
    passedAt: null,
    openAttemptId: null,
    canStart: false,
    blockedBy: null,
    nextAttemptAt: null,
    attempts: [],
    ...overrides,
  });
  const withQuestions = { questionsPerAttempt: 10 };

  it.each([
    ["may start", { canStart: true }, withQuestions, null],
    ["has one open to resume", { openAttemptId: attemptId }, withQuestions, null],
    ["has no question", {}, { questionsPerAttempt: 0 }, { reason: "noQuestions" }],
    ["used every attempt", { attemptsLeft: 0 }, withQuestions, { reason: "noAttemptsLeft" }],
    [
      "must wait",
      { nextAttemptAt: "2026-11-20T11:00:00Z" },
      withQuestions,
      { reason: "wait", until: "2026-11-20T11:00:00Z" },
    ],
    ["passed", { passedAt: "2026-11-20T10:10:00Z" }, withQuestions, { reason: "passed" }],
    ["is refused for another reason", {}, withQuestions, { reason: "other" }],
  ])("a student who %s", (_case, overrides, settings, expected) => {
    expect(startBlock(settings, standing(overrides))).toEqual(expected);
  });
});

describe("readStartRefusal", () => {
  it.each([
    ["You have already passed.", null, { reason: "passed" }],
    ["This assessment has no questions yet.", null, { reason: "noQuestions" }],
    ["You have used all 3 attempts.", null, { reason: "noAttemptsLeft" }],
    ["You have used your only attempt.", null, { reason: "noAttemptsLeft" }],
    [
      "You can try again at 2026-11-20T11:00:00.000Z.",
      null,
      { reason: "wait", until: "2026-11-20T11:00:00.000Z" },
    ],
    ["Not yet.", "2026-11-20T11:00:00Z", { reason: "wait", until: "2026-11-20T11:00:00Z" }],
    ["You are not enrolled in this course.", null, { reason: "notEnrolled" }],
    ["Your access to this course has ended.", null, { reason: "accessEnded" }],
    ["Something new.", null, { reason: "other" }],
  ])("reads %j", (reason, nextAttemptAt, expected) => {
    expect(readStartRefusal(reason, nextAttemptAt)).toEqual(expected);
  });

  it("the upstream's reason, when read, wins over the numbers", () => {
    expect(
      startBlock(
        { questionsPerAttempt: 10 },
        {
          assessmentId,
          attemptsUsed: 0,
          attemptsLeft: 3,
          bestPercent: null,
          passedAt: null,
          openAttemptId: null,
          canStart: false,
          blockedBy: { reason: "notEnrolled" },
          nextAttemptAt: null,
          attempts: [],
        },
      ),
    ).toEqual({ reason: "notEnrolled" });
  });
});
