import { beforeEach, describe, expect, it } from "vitest";
import { adminSession, studentSession } from "@/test/action-support";
import { answerOf } from "@/test/admin-route-support";
import { state } from "@/test/server-mocks";
import {
  jsonResponse,
  stubUpstream,
  textResponse,
  type RecordedCall,
} from "@/test/upstream-support";

const { POST } = await import("./route");

const courseId = "3f2504e0-4f89-41d3-9a0c-0305e82c3301";
const watched = { videoId: 7, durationSeconds: 750, playedSeconds: 140, remainingSeconds: 460 };

/** A report as the course page's player sends it: a same-origin form post with its length. */
function report(
  fields: Record<string, string>,
  { id = courseId, origin = "http://localhost:3000" }: { id?: string; origin?: string } = {},
) {
  const body = new URLSearchParams(fields).toString();
  const request = new Request(`http://localhost:3000/onDemandCourseDetails/${id}/watch`, {
    method: "POST",
    body,
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "content-length": String(body.length),
      host: "localhost:3000",
      origin,
    },
  });
  return POST(request, { params: Promise.resolve({ mode: "per-request", locale: "en", id }) });
}

/** A reference upstream with the watched-lessons extension, answering reports with `answer`. */
function upstreamAnswering(answer: (call: RecordedCall) => Response): RecordedCall[] {
  return stubUpstream((call) =>
    call.url.pathname === "/api/progress/version"
      ? jsonResponse(200, { version: 2 })
      : answer(call),
  );
}

const reports = (calls: RecordedCall[]) =>
  calls.filter((call) => call.url.pathname !== "/api/progress/version");

const problem = (status: number, detail: string) =>
  jsonResponse(status, { status, title: detail, detail });

beforeEach(() => {
  state.session = studentSession;
});

describe("POST /onDemandCourseDetails/{id}/watch", () => {
  it("reports the seconds played for the session's own student, with their token", async () => {
    const calls = upstreamAnswering(() => jsonResponse(200, watched));
    const response = await report({ videoId: "7", playedSeconds: "20.4", studentId: "someone" });
    expect(await answerOf(response)).toEqual({
      status: 200,
      ok: true,
      data: { durationSeconds: 750, playedSeconds: 140, remainingSeconds: 460 },
    });
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const [sent] = reports(calls);
    expect(sent!.method).toBe("POST");
    expect(sent!.url.pathname).toBe(
      `/api/progress/courses/${courseId}/students/student-a/videos/7/watch`,
    );
    expect(JSON.parse(String(sent!.body))).toEqual({ playedSeconds: 20.4 });
    expect(sent!.headers.get("Authorization")).toBe("Bearer student-token");
  });

  it("takes the opening report of 0 seconds", async () => {
    const calls = upstreamAnswering(() => jsonResponse(200, watched));
    expect((await report({ videoId: "7", playedSeconds: "0" })).status).toBe(200);
    expect(JSON.parse(String(reports(calls)[0]!.body))).toEqual({ playedSeconds: 0 });
  });

  it("refuses a visitor (401), an admin and another site's request (403) before any upstream call", async () => {
    const calls = upstreamAnswering(() => jsonResponse(200, watched));
    state.session = null;
    expect((await report({ videoId: "7", playedSeconds: "20" })).status).toBe(401);
    state.session = adminSession;
    expect(await answerOf(await report({ videoId: "7", playedSeconds: "20" }))).toEqual({
      status: 403,
      ok: false,
      message: "You are not allowed to do that.",
    });
    state.session = studentSession;
    expect(
      (await report({ videoId: "7", playedSeconds: "20" }, { origin: "https://evil.example" }))
        .status,
    ).toBe(403);
    expect(reports(calls)).toHaveLength(0);
  });

  it.each([
    ["a course id that is not a Guid", { videoId: "7", playedSeconds: "20" }, "../../x"],
    ["a video id that is not a positive int", { videoId: "0", playedSeconds: "20" }, courseId],
    ["a video id with more than digits", { videoId: "7 OR 1=1", playedSeconds: "20" }, courseId],
    ["no video id", { playedSeconds: "20" }, courseId],
    ["a negative number of seconds", { videoId: "7", playedSeconds: "-1" }, courseId],
    ["more than 600 seconds", { videoId: "7", playedSeconds: "601" }, courseId],
    ["seconds that are no number", { videoId: "7", playedSeconds: "lots" }, courseId],
    ["no seconds", { videoId: "7" }, courseId],
  ])("refuses %s (400) without calling the upstream", async (_case, fields, id) => {
    const calls = upstreamAnswering(() => jsonResponse(200, watched));
    expect(await answerOf(await report(fields, { id }))).toMatchObject({
      status: 400,
      ok: false,
      message: "Failed to record the time you watched",
    });
    expect(reports(calls)).toHaveLength(0);
  });

  it("says the upstream's refusals in our words", async () => {
    upstreamAnswering(() => problem(403, "Your access to this course has ended."));
    expect(await answerOf(await report({ videoId: "7", playedSeconds: "20" }))).toEqual({
      status: 502,
      ok: false,
      message:
        "Your access to this course has ended: your progress is kept, but nothing new can be recorded.",
    });
    upstreamAnswering(() => problem(403, "You are not enrolled in this course."));
    expect(await answerOf(await report({ videoId: "7", playedSeconds: "20" }))).toMatchObject({
      message: "You are not enrolled in this course.",
    });
    upstreamAnswering(() => problem(400, "The video does not belong to the course."));
    expect(await answerOf(await report({ videoId: "7", playedSeconds: "20" }))).toMatchObject({
      message: "This video is not part of this course.",
    });
    upstreamAnswering(() => problem(500, "<b>boom</b>"));
    expect(await answerOf(await report({ videoId: "7", playedSeconds: "20" }))).toEqual({
      status: 502,
      ok: false,
      message: "Failed to record the time you watched",
    });
  });

  it("ends the session the upstream no longer accepts (401)", async () => {
    upstreamAnswering(() => textResponse(401));
    expect((await report({ videoId: "7", playedSeconds: "20" })).status).toBe(401);
  });

  it("sends nothing to an upstream without watched lessons (progress version 1)", async () => {
    const calls = stubUpstream(() => jsonResponse(200, { version: 1 }));
    expect(await answerOf(await report({ videoId: "7", playedSeconds: "20" }))).toEqual({
      status: 502,
      ok: false,
      message: "Failed to record the time you watched",
    });
    expect(calls.every((call) => call.url.pathname === "/api/progress/version")).toBe(true);
  });
});
