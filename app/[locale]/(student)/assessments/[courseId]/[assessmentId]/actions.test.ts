import { setRequestLocale } from "next-intl/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { redirectTarget, studentSession } from "@/test/action-support";
import { UpstreamError } from "@/lib/upstream/client";
import * as assessments from "@/lib/upstream/assessments";
import { fakesOf, state } from "@/test/server-mocks";
import { formDataOf } from "@/test/form-data";

vi.mock("@/lib/upstream/assessments", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/upstream/assessments")>()),
  startAttempt: vi.fn(),
}));
const upstream = fakesOf(assessments);

const { startAttemptAction } = await import("./actions");

const courseId = "3f2504e0-4f89-41d3-9a0c-0305e82c3301";
const assessmentId = "7c9e6679-7425-40de-944b-e07fc1f90ae7";
const attemptId = "16fd2706-8baf-433b-82eb-8c7fada847da";

const refusal = (status: number, message: string) =>
  new UpstreamError({ status, endpoint: "POST /api/Assessments/{id}/Attempts", message });

beforeEach(() => {
  state.session = studentSession;
});

describe("startAttemptAction", () => {
  it("starts with the session's token and opens the attempt the upstream made", async () => {
    upstream.startAttempt.mockResolvedValue({ id: attemptId, courseId, assessmentId });
    const form = formDataOf({ courseId, assessmentId, studentId: "someone-else" });
    expect(await redirectTarget(startAttemptAction(null, form))).toBe(
      `/assessments/${courseId}/${assessmentId}/attempts/${attemptId}`,
    );
    expect(upstream.startAttempt).toHaveBeenCalledWith(assessmentId, "student-token");
  });

  it("refuses ids of the wrong form and admins without asking the upstream; a visitor logs in", async () => {
    expect(await startAttemptAction({ courseId, assessmentId: "../x" })).toEqual({
      ok: false,
      message: "Failed to start the attempt",
      fieldErrors: { assessmentId: ["Failed to start the attempt"] },
    });
    state.session = { ...studentSession, role: "Admin" };
    expect(await startAttemptAction({ courseId, assessmentId })).toEqual({
      ok: false,
      message: "You are not allowed to do that.",
    });
    state.session = null;
    expect(await redirectTarget(startAttemptAction({ courseId, assessmentId }))).toBe("/login");
    expect(upstream.startAttempt).not.toHaveBeenCalled();
  });

  it.each([
    [409, "You have used all 3 attempts.", "No attempts left."],
    [409, "You have used your only attempt.", "No attempts left."],
    [409, "You have already passed.", "You have passed this already."],
    [409, "This assessment has no questions yet.", "This has no questions yet."],
    [
      409,
      "You can try again at 2026-11-20T11:00:00.000Z.",
      "You can try again from 20 Nov 2026, 13:00 Cairo time.",
    ],
    [409, "Something new.", "A new attempt cannot start now."],
    [
      403,
      "You are not enrolled in this course.",
      "Enrol in this course to take its quizzes and exam.",
    ],
    [
      403,
      "Your access to this course has ended.",
      "Your access to this course has ended: no new attempt can start.",
    ],
    [403, "Only students have attempts.", "Enrol in this course to take its quizzes and exam."],
    [502, "down", "Failed to start the attempt"],
  ])("says the upstream's %i (%s) in the catalogue's words", async (status, reason, text) => {
    upstream.startAttempt.mockRejectedValueOnce(refusal(status, reason));
    expect(await startAttemptAction({ courseId, assessmentId })).toEqual({
      ok: false,
      message: text,
    });
  });

  it("says a wait in Arabic on an Arabic page, its time in Cairo written in Arabic", async () => {
    setRequestLocale("ar");
    upstream.startAttempt.mockRejectedValueOnce(
      refusal(409, "You can try again at 2026-11-20T11:00:00.000Z."),
    );
    expect(await startAttemptAction({ courseId, assessmentId })).toEqual({
      ok: false,
      message: "يمكنك المحاولة مرة أخرى بدءًا من \u206820 نوفمبر 2026، 13:00 بتوقيت القاهرة\u2069.",
    });
  });
});
