import { setRequestLocale } from "next-intl/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { adminSession, studentSession } from "@/test/action-support";
import { UpstreamError } from "@/lib/upstream/client";
import * as progress from "@/lib/upstream/progress";
import { fakesOf, state } from "@/test/server-mocks";
import { formDataOf } from "@/test/form-data";

// The two calls are faked; the reading of a refusal (watchShortfallOf) is the real one.
vi.mock("@/lib/upstream/progress", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/upstream/progress")>()),
  recordVideoCompletion: vi.fn(),
  recordVideoWatch: vi.fn(),
}));
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

describe("markVideoCompleteAction on a lesson that must be watched", () => {
  /** The upstream's 409 for a lesson with a duration not watched enough. */
  const notWatched = (body: object) =>
    new UpstreamError({
      status: 409,
      endpoint: "PUT /api/progress/…",
      message: "Watch the lesson first: 3:12 left.",
      body: JSON.stringify({ status: 409, detail: "Watch the lesson first: 3:12 left.", ...body }),
    });

  it("says how much is left to watch, and stays on the video for Complete and continue", async () => {
    upstream.recordVideoCompletion.mockRejectedValueOnce(notWatched({ remainingSeconds: 192 }));
    expect(await markVideoCompleteAction({ courseId, videoId: 7, continueTo: 9 })).toEqual({
      ok: false,
      message: "Watch 3:12 more of this lesson to complete it.",
    });
    upstream.recordVideoCompletion.mockRejectedValueOnce(notWatched({ remainingSeconds: 3723 }));
    expect(await markVideoCompleteAction({ courseId, videoId: 7 })).toEqual({
      ok: false,
      message: "Watch 1:02:03 more of this lesson to complete it.",
    });
  });

  it("says how much is left in Arabic on an Arabic page, the time isolated", async () => {
    setRequestLocale("ar");
    upstream.recordVideoCompletion.mockRejectedValueOnce(notWatched({ remainingSeconds: 192 }));
    expect(await markVideoCompleteAction({ courseId, videoId: 7, continueTo: 9 })).toEqual({
      ok: false,
      message: "شاهد \u20683:12\u2069 أخرى من هذا الدرس لإتمامه.",
    });
  });

  it("reads the time left from the detail when the upstream gives no number, and says so plainly when neither", async () => {
    upstream.recordVideoCompletion.mockRejectedValueOnce(notWatched({}));
    expect((await markVideoCompleteAction({ courseId, videoId: 7 })).message).toBe(
      "Watch 3:12 more of this lesson to complete it.",
    );
    upstream.recordVideoCompletion.mockRejectedValueOnce(
      new UpstreamError({ status: 409, endpoint: "PUT", message: "Conflict", body: "" }),
    );
    expect((await markVideoCompleteAction({ courseId, videoId: 7 })).message).toBe(
      "Watch this lesson to complete it.",
    );
  });

  it("reports the last seconds played first, for the session's student, then records the completion", async () => {
    const order: string[] = [];
    upstream.recordVideoWatch.mockImplementation(async () => {
      order.push("watch");
      return { videoId: 7, durationSeconds: 750, playedSeconds: 600, remainingSeconds: 0 };
    });
    upstream.recordVideoCompletion.mockImplementation(async () => {
      order.push("complete");
      return { percent: 50, certificate: null };
    });
    const form = formDataOf({ courseId, videoId: "7", playedSeconds: "12.5" });
    expect((await markVideoCompleteAction(null, form)).ok).toBe(true);
    expect(order).toEqual(["watch", "complete"]);
    expect(upstream.recordVideoWatch).toHaveBeenCalledWith(
      courseId,
      "student-a",
      7,
      12.5,
      "student-token",
    );
  });

  it("reports nothing for 0 seconds or without the field (no JavaScript), and refuses a bad number", async () => {
    upstream.recordVideoCompletion.mockResolvedValue({ percent: 50, certificate: null });
    await markVideoCompleteAction({ courseId, videoId: 7, playedSeconds: 0 });
    await markVideoCompleteAction({ courseId, videoId: 7 });
    expect(upstream.recordVideoWatch).not.toHaveBeenCalled();
    expect(
      await markVideoCompleteAction({ courseId, videoId: 7, playedSeconds: 601 }),
    ).toMatchObject({ ok: false, message: "Failed to record your progress" });
    expect(upstream.recordVideoCompletion).toHaveBeenCalledTimes(2);
  });

  it("still asks for the completion when the report fails (the upstream decides on what it counted)", async () => {
    upstream.recordVideoWatch.mockRejectedValueOnce(
      new UpstreamError({ status: 404, endpoint: "POST …/watch", message: "Not Found" }),
    );
    upstream.recordVideoCompletion.mockResolvedValue({ percent: 50, certificate: null });
    expect((await markVideoCompleteAction({ courseId, videoId: 7, playedSeconds: 5 })).ok).toBe(
      true,
    );
    expect(upstream.recordVideoCompletion).toHaveBeenCalledTimes(1);
  });
});
