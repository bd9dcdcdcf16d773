import { afterEach, describe, expect, it, vi } from "vitest";
vi.mock("next/cache", () => import("@/test/next-cache-recorder"));

import { mediaVersion } from "@/lib/media";
import { UpstreamError } from "@/lib/upstream/client";
import {
  createHeader,
  deleteHeader,
  getHeaderPhotoImage,
  getPortfolioStatus,
  listHeaderPhotos,
  listHeaderRecords,
  nextHeaderOrder,
  reshapeHeaderPhotos,
  uploadHeaderImage,
  uploadPortfolio,
} from "@/lib/upstream/static-content";
import {
  jsonResponse,
  networkFailure,
  stubUpstream,
  textResponse,
  upstreamFailure,
} from "@/test/upstream-support";

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

  it("is no fetch-cached read that skips the breaker: counted as an outage, refused while open", async () => {
    const calls = stubUpstream(networkFailure);
    const failures = [];
    for (let i = 0; i < 20; i++)
      failures.push((await upstreamFailure(getHeaderPhotoImage(5))).failure);
    expect(failures.at(-1)).toBe("circuit-open");
    expect(calls.length).toBeLessThan(20);
    expect(calls.every((call) => call.init.next === undefined)).toBe(true);
  });
});

describe("header and portfolio mutations", () => {
  it("lists every header row for the admin, rows without an image included, in banner order", async () => {
    const calls = stubUpstream(() =>
      jsonResponse(200, [
        { id: 4, imageBytes: null, order: 3 },
        { id: 2, imageBytes: jpeg, order: 1 },
      ]),
    );
    const records = await listHeaderRecords("admin-token");
    expect(records).toEqual([
      { id: 2, order: 1, src: `/media/header/2/${mediaVersion(jpeg)}` },
      { id: 4, order: 3, src: null },
    ]);
    expect(nextHeaderOrder(records)).toBe(4);
    expect(nextHeaderOrder([])).toBe(1);
    expect(calls[0]?.headers.get("Authorization")).toBe("Bearer admin-token");
    expect(calls[0]?.init.cache).toBe("no-store");
  });

  it("creates a header with an empty imageUrl (never a file name) and returns the echoed id", async () => {
    const calls = stubUpstream(() => jsonResponse(200, { id: 12, imageUrl: "", order: 5 }));
    await expect(createHeader(5, "admin-token")).resolves.toBe(12);
    expect(calls[0]?.url.pathname).toBe("/api/Static/CreateHeader");
    expect(JSON.parse(String(calls[0]?.body))).toEqual({ id: 0, imageUrl: "", order: 5 });
  });

  it("uploads a header image as type 0 under a generated name", async () => {
    const calls = stubUpstream(() => textResponse(204));
    const image = new File([new Uint8Array([0xff, 0xd8, 0xff])], "../../evil.jpg", {
      type: "image/jpeg",
    });
    await uploadHeaderImage(12, image, "admin-token");
    const body = calls[0]?.body as FormData;
    expect(calls[0]?.url.pathname).toBe("/api/Static/UploadHeaderImage/12");
    expect((body.get("File") as File).name).toBe("upload.jpg");
    expect(body.get("Type")).toBe("0");
  });

  it("refuses an invalid header id before calling the upstream", async () => {
    const calls = stubUpstream(() => textResponse(204));
    await expect(deleteHeader(0, "admin-token")).rejects.toBeInstanceOf(UpstreamError);
    await expect(uploadHeaderImage(-1, new Blob(["x"]), "t")).rejects.toBeInstanceOf(UpstreamError);
    expect(calls).toHaveLength(0);
  });

  it("uploads the portfolio with its type", async () => {
    const calls = stubUpstream(() => textResponse(204));
    const pdf = new File(["%PDF-1.4"], "portfolio.pdf", { type: "application/pdf" });
    await uploadPortfolio(pdf, 0, "admin-token");
    expect(calls[0]?.url.pathname).toBe("/api/Static/UploadPorotfolio");
    expect((calls[0]?.body as FormData).get("Type")).toBe("0");
  });

  it("reports whether a portfolio is published, from its first bytes", async () => {
    stubUpstream(
      () => new Response("%PDF-1.7 rest", { headers: { "Content-Type": "application/pdf" } }),
    );
    await expect(getPortfolioStatus()).resolves.toEqual({
      isPublished: true,
      format: { extension: ".pdf", contentType: "application/pdf" },
    });
    stubUpstream(() => jsonResponse(404, { title: "Not Found" }));
    await expect(getPortfolioStatus()).resolves.toEqual({ isPublished: false });
    stubUpstream(() => textResponse(500));
    await expect(getPortfolioStatus()).rejects.toBeInstanceOf(UpstreamError);
  });
});
