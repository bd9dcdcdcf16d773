import { beforeEach, describe, expect, it, vi } from "vitest";
import { redirectTarget, studentSession } from "@/test/action-support";
import { UpstreamError } from "@/lib/upstream/client";
import * as assessments from "@/lib/upstream/assessments";
import { fakesOf, state } from "@/test/server-mocks";

vi.mock("@/lib/upstream/assessments");
const upstream = fakesOf(assessments);

const { saveAnswerAction, submitAttemptAction } = await import("./actions");

const courseId = "3f2504e0-4f89-41d3-9a0c-0305e82c3301";
const assessmentId = "7c9e6679-7425-40de-944b-e07fc1f90ae7";
const attemptId = "16fd2706-8baf-433b-82eb-8c7fada847da";
const resultPath = `/assessments/${courseId}/${assessmentId}/attempts/${attemptId}`;
/** The result just after a submission: flagged so the page may greet a certificate it earned. */
const submittedPath = `${resultPath}?submitted=1`;

const refusal = (status: number, message: string) =>
  new UpstreamError({ status, endpoint: "PUT /api/Assessments/Attempts/…", message });

const attempt = (status: "open" | "submitted") => ({
  id: attemptId,
  courseId,
  assessmentId,
  status,
  questions: [
    { id: 4, kind: "single", prompt: "Which?", options: [{ id: 1 }, { id: 0 }], unit: null },
    {
      id: 5,
      kind: "multiple",
      prompt: "All?",
      options: [{ id: 0 }, { id: 1 }, { id: 2 }],
      unit: null,
    },
    { id: 6, kind: "numeric", prompt: "Shear?", options: [], unit: "kN" },
    { id: 7, kind: "trueFalse", prompt: "Sure?", options: [], unit: null },
  ],
});

/** A form as the attempt page posts it; `answers` are `answer-{id}` fields (repeated for checkboxes). */
function submission(answers: [string, string][], ids: Record<string, string> = {}): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries({ courseId, assessmentId, attemptId, ...ids }))
    data.set(key, value);
  for (const [key, value] of answers) data.append(key, value);
  return data;
}

beforeEach(() => {
  state.session = studentSession;
});

describe("saveAnswerAction", () => {
  it("saves with the session's token and answers the upstream's time", async () => {
    upstream.saveAnswer.mockResolvedValue({
      questionId: 6,
      choice: null,
      value: "3,5",
      savedAt: "2026-11-20T10:02:00Z",
    });
    expect(
      await saveAnswerAction({ attemptId, questionId: 6, choice: null, value: "3,5" }),
    ).toEqual({ ok: true, data: { savedAt: "2026-11-20T10:02:00Z" } });
    expect(upstream.saveAnswer).toHaveBeenCalledWith(
      attemptId,
      6,
      { choice: null, value: "3,5" },
      "student-token",
    );
  });

  it.each([
    [
      "an attempt id of the wrong form",
      { attemptId: "x/y", questionId: 6, choice: null, value: "1" },
    ],
    ["a question id of the wrong form", { attemptId, questionId: -1, choice: null, value: "1" }],
    ["both a choice and a value", { attemptId, questionId: 4, choice: [1], value: "1" }],
    ["neither", { attemptId, questionId: 4, choice: null, value: null }],
    ["an option id past 9", { attemptId, questionId: 4, choice: [10], value: null }],
    ["an option chosen twice", { attemptId, questionId: 5, choice: [1, 1], value: null }],
    [
      "a value past 50 characters",
      { attemptId, questionId: 6, choice: null, value: "1".repeat(51) },
    ],
  ])("refuses %s without asking the upstream", async (_case, input) => {
    expect(await saveAnswerAction(input as never)).toMatchObject({
      ok: false,
      message: "This answer was not accepted.",
    });
    expect(upstream.saveAnswer).not.toHaveBeenCalled();
  });

  it("refuses an admin, and sends a visitor to log in", async () => {
    const input = { attemptId, questionId: 6, choice: null, value: "1" };
    state.session = { ...studentSession, role: "Admin" };
    expect(await saveAnswerAction(input)).toEqual({
      ok: false,
      message: "You are not allowed to do that.",
    });
    state.session = null;
    expect(await redirectTarget(saveAnswerAction(input))).toBe("/login");
    expect(upstream.saveAnswer).not.toHaveBeenCalled();
  });

  it.each([
    [409, "Time is up: this answer was not counted.", "Time is up: this answer was not counted."],
    [409, "The attempt was already submitted.", "This attempt was already submitted."],
    [400, "The question is not in this attempt.", "This answer was not accepted."],
    [403, "Another student's attempt.", "This answer was not accepted."],
    [0, "The upstream is unreachable", "Not saved: retrying"],
  ])("says the upstream's %i as the page reads it", async (status, reason, text) => {
    upstream.saveAnswer.mockRejectedValueOnce(refusal(status, reason));
    expect(await saveAnswerAction({ attemptId, questionId: 6, choice: null, value: "1" })).toEqual({
      ok: false,
      message: text,
    });
  });
});

describe("submitAttemptAction", () => {
  it("sends only answers to the attempt's own questions and options, then shows the result", async () => {
    upstream.getAttempt.mockResolvedValue(attempt("open"));
    upstream.submitAttempt.mockResolvedValue(attempt("submitted"));
    const form = submission([
      ["answer-4", "0"],
      ["answer-4", "1"], // a second choice on a single-choice question: the first kept
      ["answer-5", "2"],
      ["answer-5", "0"],
      ["answer-5", "7"], // an option the question does not have
      ["answer-6", "1250,5"],
      ["answer-7", "1"],
      ["answer-99", "1"], // a question of no attempt
      ["studentId", "someone-else"],
    ]);
    expect(await redirectTarget(submitAttemptAction(null, form))).toBe(submittedPath);
    expect(upstream.getAttempt).toHaveBeenCalledWith(attemptId, "student-token");
    expect(upstream.submitAttempt).toHaveBeenCalledWith(
      attemptId,
      [
        { questionId: 4, choice: [0], value: null },
        { questionId: 5, choice: [0, 2], value: null },
        { questionId: 6, choice: null, value: "1250,5" },
        { questionId: 7, choice: [1], value: null },
      ],
      "student-token",
    );
  });

  it("submits with no answers (the time is up: only what was saved counts)", async () => {
    upstream.getAttempt.mockResolvedValue(attempt("open"));
    upstream.submitAttempt.mockResolvedValue(attempt("submitted"));
    expect(await redirectTarget(submitAttemptAction(submission([["answer-6", " "]])))).toBe(
      submittedPath,
    );
    expect(upstream.submitAttempt).toHaveBeenCalledWith(attemptId, [], "student-token");
  });

  it("shows the result of an attempt already submitted without submitting again, unflagged", async () => {
    upstream.getAttempt.mockResolvedValue(attempt("submitted"));
    expect(await redirectTarget(submitAttemptAction(submission([])))).toBe(resultPath);
    expect(upstream.submitAttempt).not.toHaveBeenCalled();
  });

  it("fails for another student's attempt (read as none) without submitting", async () => {
    upstream.getAttempt.mockResolvedValue(null);
    expect(await submitAttemptAction(submission([["answer-4", "1"]]))).toEqual({
      ok: false,
      message: "Failed to submit your answers. Please try again.",
    });
    expect(upstream.submitAttempt).not.toHaveBeenCalled();
  });

  it("refuses malformed ids, overlong answers and admins before any upstream call", async () => {
    expect(await submitAttemptAction(submission([], { attemptId: "../x" }))).toMatchObject({
      ok: false,
    });
    expect(await submitAttemptAction(submission([["answer-6", "9".repeat(51)]]))).toMatchObject({
      ok: false,
      message: "Failed to submit your answers. Please try again.",
    });
    state.session = { ...studentSession, role: "Admin" };
    expect(await submitAttemptAction(submission([]))).toEqual({
      ok: false,
      message: "You are not allowed to do that.",
    });
    expect(upstream.getAttempt).not.toHaveBeenCalled();
  });
});
