import { beforeEach, describe, expect, it, vi } from "vitest";
import { adminSession, studentSession } from "@/test/action-support";
import { UpstreamError } from "@/lib/upstream/client";
import * as progress from "@/lib/upstream/progress";
import { fakesOf, state } from "@/test/server-mocks";
import { formDataOf } from "@/test/form-data";

vi.mock("@/lib/upstream/progress");
const upstream = fakesOf(progress);

const { markVideoCompleteAction } = await import("./progress-actions");

const courseId = "3f2504e0-4f89-41d3-9a0c-0305e82c3301";

const refusal = (status: number, message: string) =>
  new UpstreamError({ status, endpoint: "PUT /api/progress/…", message });

beforeEach(() => {
  state.session = studentSession;
});

describe("markVideoCompleteAction", () => {
  it("records for the session's own student id, whatever the form says", async () => {
    upstream.recordVideoCompletion.mockResolvedValue({ percent: 50, certificate: null });
    const form = formDataOf({ courseId: courseId, videoId: "7", studentId: "someone-else" });
    expect(await markVideoCompleteAction(null, form)).toEqual({
      ok: true,
      data: { percent: 50, certificateCode: null },
      message: "Marked as complete",
    });
    expect(upstream.recordVideoCompletion).toHaveBeenCalledWith(
      courseId,
      "student-a",
      7,
      "student-token",
    );
  });

  it("Complete and continue: records the video, then opens the next one in the same response", async () => {
    upstream.recordVideoCompletion.mockResolvedValue({ percent: 25, certificate: null });
    const form = formDataOf({ courseId: courseId, videoId: "7", continueTo: "9" });
    await expect(markVideoCompleteAction(null, form)).rejects.toMatchObject({
      digest: expect.stringContaining(`/onDemandCourseDetails/${courseId}?video=9#player`),
    });
    expect(upstream.recordVideoCompletion).toHaveBeenCalledWith(
      courseId,
      "student-a",
      7,
      "student-token",
    );
  });

  it("Complete and continue stays on the video when the recording is refused", async () => {
    upstream.recordVideoCompletion.mockRejectedValueOnce(
      refusal(403, "Your access to this course has ended."),
    );
    expect(await markVideoCompleteAction({ courseId, videoId: 7, continueTo: 9 })).toEqual({
      ok: false,
      message:
        "Your access to this course has ended: your progress is kept, but nothing new can be recorded.",
    });
    expect(
      await markVideoCompleteAction({ courseId, videoId: 7, continueTo: "../evil" }),
    ).toMatchObject({ ok: false });
  });

  it("says the course is complete when the certificate is issued", async () => {
    upstream.recordVideoCompletion.mockResolvedValue({
      percent: 100,
      certificate: { code: "abcd-efgh-jkmn" },
    });
    const result = await markVideoCompleteAction({ courseId, videoId: 7 });
    expect(result).toMatchObject({
      ok: true,
      message: "Course complete! Your certificate is ready.",
      data: { certificateCode: "abcd-efgh-jkmn" },
    });
  });

  it("refuses ids of the wrong form and admins without calling the upstream", async () => {
    expect(await markVideoCompleteAction({ courseId: "x", videoId: 7 })).toMatchObject({
      ok: false,
    });
    expect(await markVideoCompleteAction({ courseId, videoId: "1e3" })).toMatchObject({
      ok: false,
    });
    state.session = adminSession;
    expect(await markVideoCompleteAction({ courseId, videoId: 7 })).toEqual({
      ok: false,
      message: "You are not allowed to do that.",
    });
    expect(upstream.recordVideoCompletion).not.toHaveBeenCalled();
  });

  it("maps the upstream's refusals to clear texts", async () => {
    upstream.recordVideoCompletion.mockRejectedValueOnce(
      refusal(403, "Your access to this course has ended."),
    );
    expect(await markVideoCompleteAction({ courseId, videoId: 7 })).toEqual({
      ok: false,
      message:
        "Your access to this course has ended: your progress is kept, but nothing new can be recorded.",
    });
    upstream.recordVideoCompletion.mockRejectedValueOnce(
      refusal(403, "You are not enrolled in this course."),
    );
    expect(await markVideoCompleteAction({ courseId, videoId: 7 })).toEqual({
      ok: false,
      message: "You are not enrolled in this course.",
    });
    upstream.recordVideoCompletion.mockRejectedValueOnce(
      refusal(400, "The video does not belong to the course."),
    );
    expect(await markVideoCompleteAction({ courseId, videoId: 7 })).toEqual({
      ok: false,
      message: "This video is not part of this course.",
    });
    upstream.recordVideoCompletion.mockRejectedValueOnce(refusal(502, "down"));
    expect(await markVideoCompleteAction({ courseId, videoId: 7 })).toEqual({
      ok: false,
      message: "Failed to record your progress",
    });
  });
});
