import { afterEach, describe, expect, it, vi } from "vitest";
// unstable_cache needs a Next.js server; here the cached function simply runs.
vi.mock("next/cache", () => ({ unstable_cache: <T>(read: T) => read }));

import { mediaVersion } from "@/lib/media";
import { UpstreamError } from "@/lib/upstream/client";
import {
  getHeaderPhotoImage,
  listHeaderPhotos,
  reshapeHeaderPhotos,
} from "@/lib/upstream/static-content";

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2]).toString("base64");
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 3, 4]).toString("base64");

function answer(status: number, body: unknown): void {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("reshapeHeaderPhotos", () => {
  it("sorts by order then id and replaces bytes with versioned media URLs", () => {
    const photos = reshapeHeaderPhotos([
      { id: 7, imageBytes: png, order: 2 },
      { id: 9, imageBytes: jpeg, order: 1 },
      { id: 3, imageBytes: jpeg, order: 2 },
    ]);
    expect(photos).toEqual([
      { id: 9, order: 1, src: `/media/header/9/${mediaVersion(jpeg)}` },
      { id: 3, order: 2, src: `/media/header/3/${mediaVersion(jpeg)}` },
      { id: 7, order: 2, src: `/media/header/7/${mediaVersion(png)}` },
    ]);
  });

  it("drops rows without an image and never carries base64", () => {
    const photos = reshapeHeaderPhotos([
      { id: 1, imageBytes: null, order: 0 },
      { id: 2, imageBytes: "", order: 0 },
      { id: 4, imageBytes: png, order: null },
    ]);
    expect(photos.map((photo) => photo.id)).toEqual([4]);
    expect(photos[0]?.order).toBe(0);
    expect(JSON.stringify(photos)).not.toContain(png);
  });
});

describe("listHeaderPhotos", () => {
  it("reads GET /api/Static/GetHeaders and reshapes it", async () => {
    answer(200, [{ id: 5, imageBytes: png, order: 0 }]);
    const photos = await listHeaderPhotos();
    expect(photos).toEqual([{ id: 5, order: 0, src: `/media/header/5/${mediaVersion(png)}` }]);
    const [url] = vi.mocked(fetch).mock.calls[0] ?? [];
    expect(String(url)).toMatch(/\/api\/Static\/GetHeaders$/);
  });

  it("throws UpstreamError when the upstream fails", async () => {
    answer(500, "");
    await expect(listHeaderPhotos()).rejects.toBeInstanceOf(UpstreamError);
  });

  it("throws UpstreamError on an unexpected shape", async () => {
    answer(200, { headers: [] });
    await expect(listHeaderPhotos()).rejects.toMatchObject({ status: 502 });
  });
});

describe("getHeaderPhotoImage", () => {
  it("returns the base64 of the matching header, or null", async () => {
    answer(200, [
      { id: 5, imageBytes: png, order: 0 },
      { id: 6, imageBytes: null, order: 1 },
    ]);
    expect(await getHeaderPhotoImage(5)).toBe(png);
    expect(await getHeaderPhotoImage(6)).toBeNull();
    expect(await getHeaderPhotoImage(99)).toBeNull();
  });
});
