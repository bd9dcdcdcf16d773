import { describe, expect, it, vi } from "vitest";

vi.mock("next/cache", () => import("@/test/next-cache-recorder"));

import {
  getCertificate,
  getCourseProgress,
  getCourseProgressForAdmin,
  isProgressSupported,
  recordVideoCompletion,
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
