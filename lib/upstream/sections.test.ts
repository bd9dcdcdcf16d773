import { describe, expect, it, vi } from "vitest";

vi.mock("next/cache", () => import("@/test/next-cache-recorder"));

import { createPackage, deletePackage } from "@/lib/upstream/packages";
import { UpstreamError } from "@/lib/upstream/client";
import {
  addVideo,
  getVideo,
  listSectionVideos,
  renameSection,
  reorderSections,
  reorderVideos,
  updateVideo,
} from "@/lib/upstream/sections";
import { cacheDeclarations, isolateCachedUpstreamTests } from "@/test/next-cache-recorder";
import { jsonResponse, stubUpstream, textResponse } from "@/test/upstream-support";

const courseId = "0f8fad5b-d9cb-469f-a165-70867728950e";
const sectionId = "16fd2706-8baf-433b-82eb-8c7fada847da";
const packageId = "7c9e6679-7425-40de-944b-e07fc1f90ae7";

isolateCachedUpstreamTests();

describe("listSectionVideos", () => {
  const videos = [
    { id: 9, title: "Second", videoUrl: null, sectionId },
    {
      id: 2,
      title: "First",
      videoUrl: '<iframe src="https://player.example/1"></iframe>',
      sectionId,
    },
  ];

  it("is cached under the section tag without a token and ordered by id", async () => {
    const calls = stubUpstream(() => jsonResponse(200, videos));
    const list = await listSectionVideos(sectionId);
    expect(list.map((video) => video.title)).toEqual(["First", "Second"]);
    expect(list[1]?.videoUrl).toBeNull();
    expect(calls[0]?.url.pathname).toBe(`/api/Sections/GetVideosToSection/${sectionId}`);
    expect(calls[0]?.headers.has("Authorization")).toBe(false);
    expect(cacheDeclarations[0]).toEqual({
      tags: [`section-videos:${sectionId}`],
      profile: "catalogue",
    });
  });

  it("is never cached when the session's token is sent (video URLs depend on entitlement)", async () => {
    const calls = stubUpstream(() => jsonResponse(200, videos));
    await listSectionVideos(sectionId, "student-token");
    expect(cacheDeclarations).toHaveLength(0);
    expect(calls[0]?.headers.get("Authorization")).toBe("Bearer student-token");
    expect(calls[0]?.init.cache).toBe("no-store");
  });

  it("orders by the ordering extension's position when the upstream sends it", async () => {
    stubUpstream(() =>
      jsonResponse(200, [
        { id: 2, title: "Moved last", videoUrl: null, sectionId, position: 2 },
        { id: 9, title: "Moved first", videoUrl: null, sectionId, position: 0 },
        { id: 5, title: "Middle", videoUrl: null, sectionId, position: 1 },
      ]),
    );
    const list = await listSectionVideos(sectionId);
    expect(list.map((video) => [video.title, video.position])).toEqual([
      ["Moved first", 0],
      ["Middle", 1],
      ["Moved last", 2],
    ]);
  });

  it("reads the free preview mark as sent, and as no preview from an upstream without it", async () => {
    stubUpstream(() =>
      jsonResponse(200, [
        { id: 1, title: "Taster", videoUrl: "<iframe>", sectionId, position: 0, isPreview: true },
        { id: 2, title: "Paid", videoUrl: null, sectionId, position: 1, isPreview: false },
        { id: 3, title: "Legacy", videoUrl: "<iframe>", sectionId },
      ]),
    );
    const list = await listSectionVideos(sectionId);
    expect(list.map((video) => [video.title, video.isPreview])).toEqual([
      ["Taster", true],
      ["Legacy", false],
      ["Paid", false],
    ]);
  });

  it("reads a video's duration in seconds, and as unknown when absent or null", async () => {
    stubUpstream(() =>
      jsonResponse(200, [
        { id: 1, title: "Timed", videoUrl: null, sectionId, position: 0, durationSeconds: 750 },
        { id: 2, title: "Untimed", videoUrl: null, sectionId, position: 1, durationSeconds: null },
        { id: 3, title: "Legacy", videoUrl: null, sectionId, position: 2 },
      ]),
    );
    const list = await listSectionVideos(sectionId);
    expect(list.map((video) => [video.title, video.durationSeconds])).toEqual([
      ["Timed", 750],
      ["Untimed", null],
      ["Legacy", null],
    ]);
  });

  it("answers [] for an id that is not a Guid without calling the upstream", async () => {
    const calls = stubUpstream(() => jsonResponse(200, videos));
    await expect(listSectionVideos("1 OR 1=1")).resolves.toEqual([]);
    expect(calls).toHaveLength(0);
  });
});

describe("getVideo", () => {
  it("sends the id as a query parameter and reads the upstream's 204 as null", async () => {
    const calls = stubUpstream(() => textResponse(204));
    await expect(getVideo(77, "t")).resolves.toBeNull();
    expect(calls[0]?.url.pathname).toBe("/api/Sections/GetSingleVideoToSecion/videoId");
    expect(calls[0]?.url.searchParams.get("videoId")).toBe("77");
  });
});

describe("renameSection", () => {
  it("sends the new name as a bare JSON string", async () => {
    const calls = stubUpstream(() => textResponse(204));
    await renameSection(sectionId, 'Loads "and" combos', "admin-token");
    expect(calls[0]?.method).toBe("PUT");
    expect(calls[0]?.url.pathname).toBe(`/api/Sections/UpdateSectionName/${sectionId}`);
    expect(calls[0]?.headers.get("Content-Type")).toBe("application/json");
    expect(calls[0]?.body).toBe('"Loads \\"and\\" combos"');
  });
});

describe("updateVideo", () => {
  it("keeps the stored URL when the new one is empty", async () => {
    const stored = '<iframe src="https://player.example/keep"></iframe>';
    const calls = stubUpstream((call) =>
      call.method === "GET"
        ? jsonResponse(200, { id: 5, title: "Old", videoUrl: stored, sectionId })
        : textResponse(204),
    );
    await updateVideo({ id: 5, title: "New", videoUrl: "  ", sectionId }, "admin-token");
    const put = calls.find((call) => call.method === "PUT");
    expect(JSON.parse(String(put?.body))).toEqual({
      id: 5,
      title: "New",
      videoUrl: stored,
      sectionId,
    });
  });

  it("sends the free preview mark only when given, so a legacy upstream gets the legacy body", async () => {
    const calls = stubUpstream(() => textResponse(204));
    const input = { id: 5, title: "New", videoUrl: "https://player.example/new", sectionId };
    await updateVideo({ ...input, isPreview: true }, "admin-token");
    await updateVideo(input, "admin-token");
    await addVideo(
      { sectionId, title: "Added", videoUrl: "<iframe>", isPreview: false },
      "admin-token",
    );
    await addVideo({ sectionId, title: "Added", videoUrl: "<iframe>" }, "admin-token");
    const bodies = calls.map((call) => JSON.parse(String(call.body)) as Record<string, unknown>);
    expect(bodies.map((body) => body.isPreview)).toEqual([true, undefined, false, undefined]);
    expect(Object.keys(bodies[1]!)).toEqual(["id", "title", "videoUrl", "sectionId"]);
    expect(Object.keys(bodies[3]!)).toEqual(["id", "title", "videoUrl", "sectionId"]);
  });

  it("sends the duration only when given: seconds, or null to clear it", async () => {
    const calls = stubUpstream(() => textResponse(204));
    const input = { id: 5, title: "New", videoUrl: "https://player.example/new", sectionId };
    await updateVideo({ ...input, durationSeconds: 750 }, "admin-token");
    await updateVideo({ ...input, durationSeconds: null }, "admin-token");
    await updateVideo(input, "admin-token");
    await addVideo(
      { sectionId, title: "Added", videoUrl: "<iframe>", durationSeconds: 3723 },
      "admin-token",
    );
    const bodies = calls.map((call) => JSON.parse(String(call.body)) as Record<string, unknown>);
    expect(bodies.map((body) => body.durationSeconds)).toEqual([750, null, undefined, 3723]);
    expect("durationSeconds" in bodies[2]!).toBe(false);
  });

  it("sends a new URL without reading first", async () => {
    const calls = stubUpstream(() => textResponse(204));
    await updateVideo(
      { id: 5, title: "New", videoUrl: "https://player.example/new", sectionId },
      "admin-token",
    );
    expect(calls.map((call) => call.method)).toEqual(["PUT"]);
  });
});

describe("packages", () => {
  it("creates with the upstream's duration field", async () => {
    const calls = stubUpstream(() => textResponse(201));
    await createPackage(courseId, { name: "Pro", durationMonths: 6, price: 3000 }, "admin-token");
    expect(JSON.parse(String(calls[0]?.body))).toEqual({
      name: "Pro",
      durationByMonthes: 6,
      price: 3000,
      courseId,
    });
  });

  it("deletes through the packageId query parameter", async () => {
    const calls = stubUpstream(() => textResponse(204));
    await deletePackage(packageId, "admin-token");
    expect(calls[0]?.method).toBe("DELETE");
    expect(calls[0]?.url.pathname).toBe("/api/Packages");
    expect(calls[0]?.url.searchParams.get("packageId")).toBe(packageId);
  });
});

describe("reorder (ordering extension)", () => {
  const otherSectionId = "6ba7b810-9dad-41d1-80b4-00c04fd430c8";

  it("sends the ids as a bare JSON array to the extension endpoints", async () => {
    const calls = stubUpstream(() => textResponse(204));
    await expect(
      reorderSections(courseId, [otherSectionId, sectionId], "admin-token"),
    ).resolves.toBe("reordered");
    await expect(reorderVideos(sectionId, [3, 1, 2], "admin-token")).resolves.toBe("reordered");
    expect(calls.map((call) => [call.method, call.url.pathname])).toEqual([
      ["PUT", `/api/Sections/Reorder/${courseId}`],
      ["PUT", `/api/Sections/ReorderVideos/${sectionId}`],
    ]);
    expect(JSON.parse(String(calls[0]?.body))).toEqual([otherSectionId, sectionId]);
    expect(JSON.parse(String(calls[1]?.body))).toEqual([3, 1, 2]);
    expect(calls[0]?.headers.get("Authorization")).toBe("Bearer admin-token");
  });

  it("refuses malformed ids without calling the upstream", async () => {
    const calls = stubUpstream(() => textResponse(204));
    await expect(reorderSections(courseId, ["../x"], "t")).rejects.toBeInstanceOf(UpstreamError);
    await expect(reorderVideos(sectionId, [0], "t")).rejects.toBeInstanceOf(UpstreamError);
    expect(calls).toHaveLength(0);
  });

  it("passes the reference upstream's own 404 and 400 on (they carry a problem body)", async () => {
    stubUpstream(() =>
      jsonResponse(404, { title: "Not Found", status: 404, detail: "Course not found" }),
    );
    await expect(reorderSections(courseId, [], "t")).rejects.toMatchObject({ status: 404 });
    stubUpstream(() => jsonResponse(400, { title: "Bad", status: 400 }));
    await expect(reorderVideos(sectionId, [1], "t")).rejects.toMatchObject({ status: 400 });
  });

  it("detects a legacy upstream (405, or 404 without a body)", async () => {
    stubUpstream(() => textResponse(405));
    await expect(reorderVideos(sectionId, [1], "t")).resolves.toBe("unsupported");
    stubUpstream(() => textResponse(404));
    await expect(reorderSections(courseId, [sectionId], "t")).resolves.toBe("unsupported");
  });
});
