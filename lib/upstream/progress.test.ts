import { describe, expect, it, vi } from "vitest";

vi.mock("next/cache", () => import("@/test/next-cache-recorder"));

import {
  getCertificate,
  getCourseProgress,
  getCourseProgressForAdmin,
  isProgressSupported,
  isWatchedLessonsSupported,
  recordVideoCompletion,
  recordVideoWatch,
  watchShortfallOf,
} from "@/lib/upstream/progress";
import { UpstreamError } from "@/lib/upstream/client";
import { cacheDeclarations, isolateCachedUpstreamTests } from "@/test/next-cache-recorder";
import { jsonResponse, stubUpstream, textResponse } from "@/test/upstream-support";

const courseId = "0f8fad5b-d9cb-469f-a165-70867728950e";
const studentId = "16fd2706-8baf-433b-82eb-8c7fada847da";
const progress = {
  courseId,
  studentId,
  totalVideos: 2,
  completedVideos: 1,
  percent: 50,
  completedVideoIds: [4],
  sections: [
    { sectionId: "7c9e6679-7425-40de-944b-e07fc1f90ae7", totalVideos: 2, completedVideos: 1 },
  ],
  lastActivityAt: "2026-11-20T10:00:00",
  canRecord: true,
  certificate: null,
};

isolateCachedUpstreamTests();

describe("isProgressSupported", () => {
  it("is false on a legacy upstream (404), and then nothing but the probe is asked", async () => {
    const calls = stubUpstream(() => textResponse(404));
    expect(await isProgressSupported()).toBe(false);
    expect(await getCourseProgress(courseId, studentId, "token")).toBeNull();
    expect(await getCourseProgressForAdmin(courseId, "token")).toBeNull();
    expect(await getCertificate("abcd-efgh-jkmn")).toBeNull();
    await expect(recordVideoCompletion(courseId, studentId, 4, "token")).rejects.toBeInstanceOf(
      UpstreamError,
    );
    expect(calls.every((call) => call.url.pathname === "/api/progress/version")).toBe(true);
  });
});

describe("progress reads and writes", () => {
  it("reads a student's progress with their token, never cached", async () => {
    const calls = stubUpstream((call) =>
      call.url.pathname === "/api/progress/version"
        ? jsonResponse(200, { version: 1 })
        : jsonResponse(200, progress),
    );
    expect(await getCourseProgress(courseId, studentId, "token")).toEqual(progress);
    const read = calls[1]!;
    expect(read.url.pathname).toBe(`/api/progress/courses/${courseId}/students/${studentId}`);
    expect(read.headers.get("authorization")).toBe("Bearer token");
    expect(read.init.cache).toBe("no-store");
    expect(cacheDeclarations).toHaveLength(0);
  });

  it("records with PUT and refuses ids of the wrong form without sending", async () => {
    const calls = stubUpstream((call) =>
      call.url.pathname === "/api/progress/version"
        ? jsonResponse(200, { version: 1 })
        : jsonResponse(200, progress),
    );
    await recordVideoCompletion(courseId, studentId, 4, "token");
    expect(calls[1]!.method).toBe("PUT");
    expect(calls[1]!.url.pathname).toBe(
      `/api/progress/courses/${courseId}/students/${studentId}/videos/4`,
    );
    await expect(recordVideoCompletion("not-a-guid", studentId, 4, "token")).rejects.toMatchObject({
      status: 404,
    });
    await expect(recordVideoCompletion(courseId, "a/b", 4, "token")).rejects.toMatchObject({
      status: 404,
    });
    await expect(recordVideoCompletion(courseId, studentId, 0, "token")).rejects.toMatchObject({
      status: 404,
    });
    expect(calls).toHaveLength(2);
  });

  it("reads a certificate publicly, cached, by its lower-case code; unknown is null", async () => {
    const certificate = {
      code: "abcd-efgh-jkmn",
      studentName: "Mariam Hassan",
      courseId,
      courseName: "ETABS",
      packageName: null,
      completedAt: "2026-11-20T10:00:00",
      issuedAt: "2026-11-20T10:00:01",
    };
    const calls = stubUpstream((call) => {
      if (call.url.pathname === "/api/progress/version") return jsonResponse(200, { version: 1 });
      return call.url.pathname.endsWith("abcd-efgh-jkmn")
        ? jsonResponse(200, certificate)
        : jsonResponse(404, { title: "Not Found" });
    });
    // A certificate without the live-sessions field (an upstream before that extension) is an on-demand one.
    expect(await getCertificate("ABCD-EFGH-JKMN")).toEqual({
      ...certificate,
      liveAttendance: null,
      courseHours: null,
      finalExamPercent: null,
    });
    const certificateReads = () =>
      calls.filter((call) => call.url.pathname.startsWith("/api/certificates/"));
    expect(certificateReads()[0]!.headers.get("authorization")).toBeNull();
    expect(cacheDeclarations[0]!.tags).toEqual(["certificate:abcd-efgh-jkmn"]);
    expect(await getCertificate("zzzz-zzzz-zzzz")).toBeNull();
    expect(await getCertificate("../../etc")).toBeNull();
    expect(certificateReads()).toHaveLength(2);
  });

  it("keeps a live course certificate's attendance (attended N of M live sessions); null stays null", async () => {
    const certificate = {
      code: "live-2222-3333",
      studentName: "Omar Adel",
      courseId,
      courseName: "Seismic Design of RC Buildings to ECP 201",
      packageName: null,
      completedAt: "2026-12-30T18:00:00",
      issuedAt: "2026-12-30T18:00:00",
      liveAttendance: { attended: 3, total: 4 },
    };
    stubUpstream((call) => {
      if (call.url.pathname === "/api/progress/version") return jsonResponse(200, { version: 1 });
      if (call.url.pathname.endsWith("live-2222-3333")) return jsonResponse(200, certificate);
      return jsonResponse(200, { ...certificate, code: "dema-nd22-2222", liveAttendance: null });
    });
    expect((await getCertificate("live-2222-3333"))?.liveAttendance).toEqual({
      attended: 3,
      total: 4,
    });
    expect((await getCertificate("dema-nd22-2222"))?.liveAttendance).toBeNull();
  });
});

describe("a certificate's final exam", () => {
  it("keeps the passed final exam's percent, and reads it as none when null or absent", async () => {
    const certificate = {
      code: "exam-2222-3333",
      studentName: "Mariam Hassan",
      courseId,
      courseName: "ETABS for High-Rise Buildings",
      packageName: "6 Months",
      completedAt: "2026-11-20T10:00:00",
      issuedAt: "2026-11-20T10:00:01",
      finalExamPercent: 85,
    };
    stubUpstream((call) => {
      if (call.url.pathname === "/api/progress/version") return jsonResponse(200, { version: 2 });
      if (call.url.pathname.endsWith("exam-2222-3333")) return jsonResponse(200, certificate);
      if (call.url.pathname.endsWith("none-2222-3333"))
        return jsonResponse(200, { ...certificate, finalExamPercent: null });
      return jsonResponse(200, { ...certificate, finalExamPercent: undefined });
    });
    expect((await getCertificate("exam-2222-3333"))?.finalExamPercent).toBe(85);
    expect((await getCertificate("none-2222-3333"))?.finalExamPercent).toBeNull();
    expect((await getCertificate("old2-2222-3333"))?.finalExamPercent).toBeNull();
  });
});

describe("watched lessons", () => {
  const watch = { videoId: 4, durationSeconds: 750, playedSeconds: 120, remainingSeconds: 480 };

  it("are there only from progress version 2", async () => {
    stubUpstream(() => jsonResponse(200, { version: 1 }));
    expect(await isProgressSupported()).toBe(true);
    expect(await isWatchedLessonsSupported()).toBe(false);
    stubUpstream(() => jsonResponse(200, { version: 2 }));
    expect(await isWatchedLessonsSupported()).toBe(true);
  });

  it("reports the seconds played with the student's token and reads the lesson's watching", async () => {
    const calls = stubUpstream((call) =>
      call.url.pathname === "/api/progress/version"
        ? jsonResponse(200, { version: 2 })
        : jsonResponse(200, watch),
    );
    expect(await recordVideoWatch(courseId, studentId, 4, 20.5, "token")).toEqual(watch);
    const report = calls[1]!;
    expect(report.method).toBe("POST");
    expect(report.url.pathname).toBe(
      `/api/progress/courses/${courseId}/students/${studentId}/videos/4/watch`,
    );
    expect(JSON.parse(String(report.body))).toEqual({ playedSeconds: 20.5 });
    expect(report.headers.get("authorization")).toBe("Bearer token");
  });

  it("sends nothing to an upstream without the extension, nor for ids of the wrong form", async () => {
    const calls = stubUpstream(() => jsonResponse(200, { version: 1 }));
    await expect(recordVideoWatch(courseId, studentId, 4, 0, "token")).rejects.toMatchObject({
      status: 404,
    });
    await expect(recordVideoWatch(courseId, studentId, -4, 0, "token")).rejects.toMatchObject({
      status: 404,
    });
    await expect(recordVideoWatch("x", studentId, 4, 0, "token")).rejects.toMatchObject({
      status: 404,
    });
    expect(calls.every((call) => call.url.pathname === "/api/progress/version")).toBe(true);
  });

  it("reads a progress's watched lessons, and an older upstream's progress without them", async () => {
    stubUpstream((call) =>
      call.url.pathname === "/api/progress/version"
        ? jsonResponse(200, { version: 2 })
        : jsonResponse(200, { ...progress, watched: [watch] }),
    );
    expect((await getCourseProgress(courseId, studentId, "token"))?.watched).toEqual([watch]);
    stubUpstream((call) =>
      call.url.pathname === "/api/progress/version"
        ? jsonResponse(200, { version: 1 })
        : jsonResponse(200, progress),
    );
    expect((await getCourseProgress(courseId, studentId, "token"))?.watched).toBeUndefined();
  });
});

describe("watchShortfallOf", () => {
  const refusal = (status: number, body: unknown) =>
    new UpstreamError({
      status,
      endpoint: "PUT /api/progress/…",
      message: "refused",
      body: typeof body === "string" ? body : JSON.stringify(body),
    });

  it("reads the time left of a refused completion: remainingSeconds, else the detail's clock", () => {
    expect(
      watchShortfallOf(
        refusal(409, {
          status: 409,
          detail: "Watch the lesson first: 3:12 left.",
          remainingSeconds: 192,
        }),
      ),
    ).toBe(192);
    expect(watchShortfallOf(refusal(409, { remainingSeconds: 191.2 }))).toBe(192);
    expect(
      watchShortfallOf(refusal(409, { detail: "Watch the lesson first: 1:02:03 left." })),
    ).toBe(3723);
  });

  it("is null for any other answer", () => {
    expect(watchShortfallOf(refusal(409, { detail: "Something else." }))).toBeNull();
    expect(watchShortfallOf(refusal(409, "not json"))).toBeNull();
    expect(watchShortfallOf(refusal(403, { remainingSeconds: 100 }))).toBeNull();
    expect(watchShortfallOf(refusal(409, { remainingSeconds: -5 }))).toBeNull();
    expect(watchShortfallOf(new Error("boom"))).toBeNull();
  });
});
