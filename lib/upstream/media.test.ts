import { afterEach, describe, expect, it, vi } from "vitest";
import { hasMediaExtension, isMediaId, mediaTags } from "./media";

function probeAnswers(...statuses: number[]) {
  const fetchMock = vi.fn<typeof fetch>(
    async () => new Response("{}", { status: statuses.shift() ?? 404 }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("hasMediaExtension", () => {
  it("probes GET /api/Media/version: a 200 is the extension, a 404 the legacy API", async () => {
    const fetchMock = probeAnswers(200);
    expect(await hasMediaExtension()).toBe(true);
    expect(new URL(String(fetchMock.mock.calls[0]?.[0])).pathname).toBe("/api/Media/version");

    probeAnswers(404);
    expect(await hasMediaExtension()).toBe(false);
  });

  it("reads a failed probe as legacy without keeping it, so the next call probes again", async () => {
    const fetchMock = probeAnswers(500, 200);
    expect(await hasMediaExtension()).toBe(false);
    expect(await hasMediaExtension()).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe("isMediaId and mediaTags", () => {
  it("takes Guids for course kinds and plain decimal ints otherwise", () => {
    expect(isMediaId("on-demand-course", "0a1b2c3d-0000-4000-8000-000000000001")).toBe(true);
    expect(isMediaId("on-demand-course", "12")).toBe(false);
    expect(isMediaId("publication", "12")).toBe(true);
    expect(isMediaId("publication", "012")).toBe(false);
    expect(isMediaId("publication", "1e3")).toBe(false);
  });

  it("tags an image like the item it belongs to, so an admin's change drops it", () => {
    expect(mediaTags("publication", "4")).toEqual(["publications", "publication:4"]);
    expect(mediaTags("online-instructor", "0A1B2C3D-0000-4000-8000-000000000001")).toEqual([
      "online-courses",
      "online-course:0a1b2c3d-0000-4000-8000-000000000001",
    ]);
    expect(mediaTags("project-image", "9")).toEqual(["projects"]);
  });
});
