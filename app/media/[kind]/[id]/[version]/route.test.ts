import { afterEach, describe, expect, it, vi } from "vitest";
import { mediaVersion } from "@/lib/media";
import { GET } from "./route";
import { sniffImageType } from "./sniff-image-type";

const bytes = {
  jpeg: [0xff, 0xd8, 0xff, 0xe0, 0, 16],
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0],
  gif: [...Buffer.from("GIF89a"), 1, 0],
  webp: [...Buffer.from("RIFF"), 0, 0, 0, 0, ...Buffer.from("WEBPVP8 ")],
  avif: [0, 0, 0, 28, ...Buffer.from("ftypavif"), 0, 0],
  svg: [...Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
  html: [...Buffer.from("<!doctype html><p>hi</p>")],
};

const base64 = (name: keyof typeof bytes) => Buffer.from(bytes[name]).toString("base64");

function upstreamHeaders(status: number, body: unknown) {
  const fetchMock = vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function request(kind: string, id: string, version = "0") {
  return GET(new Request(`http://localhost/media/${kind}/${id}/${version}`), {
    params: Promise.resolve({ kind, id, version }),
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("sniffImageType", () => {
  it.each([
    ["jpeg", "image/jpeg"],
    ["png", "image/png"],
    ["gif", "image/gif"],
    ["webp", "image/webp"],
    ["avif", "image/avif"],
  ] as const)("recognises %s by its magic bytes", (name, type) => {
    expect(sniffImageType(Uint8Array.from(bytes[name]))).toBe(type);
  });

  it("refuses SVG, HTML, truncated and empty input", () => {
    expect(sniffImageType(Uint8Array.from(bytes.svg))).toBeNull();
    expect(sniffImageType(Uint8Array.from(bytes.html))).toBeNull();
    expect(sniffImageType(Uint8Array.from([0x89, 0x50]))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});

describe("GET /media/[kind]/[id]/[version]", () => {
  it("serves a header photo as bytes with its sniffed type and an immutable cache", async () => {
    const fetchMock = upstreamHeaders(200, [
      { id: 1, imageBytes: base64("jpeg"), order: 0 },
      { id: 2, imageBytes: base64("png"), order: 1 },
    ]);
    const response = await request("header", "2", mediaVersion(base64("png")));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect([...new Uint8Array(await response.arrayBuffer())]).toEqual(bytes.png);
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain("/api/Static/GetHeaders");
  });

  it("serves a stale version briefly cached instead of immutable", async () => {
    upstreamHeaders(200, [{ id: 1, imageBytes: base64("jpeg"), order: 0 }]);
    const response = await request("header", "1", "000000000000");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect(response.headers.get("cache-control")).toBe("public, max-age=60");
  });

  it("answers 404 for an unknown kind without calling the upstream", async () => {
    const fetchMock = upstreamHeaders(200, []);
    expect((await request("avatar", "1")).status).toBe(404);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("answers 404 for an id that is not an int, without calling the upstream", async () => {
    const fetchMock = upstreamHeaders(200, []);
    expect((await request("header", "..%2Fetc")).status).toBe(404);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("answers 404 for an unknown id and for a header without an image", async () => {
    upstreamHeaders(200, [{ id: 3, imageBytes: null, order: 0 }]);
    expect((await request("header", "3")).status).toBe(404);
    expect((await request("header", "4")).status).toBe(404);
  });

  it("refuses an SVG image with 404", async () => {
    upstreamHeaders(200, [{ id: 5, imageBytes: base64("svg"), order: 0 }]);
    const response = await request("header", "5", mediaVersion(base64("svg")));
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("text/plain");
  });

  it("serves a product image read from GET /api/Documents/Products/{id}", async () => {
    const fetchMock = upstreamHeaders(200, {
      id: 7,
      title: "Beam design sheet",
      fileBytes: null,
      description: null,
      price: 10,
      imageBytes: base64("webp"),
    });
    const response = await request("product", "7", mediaVersion(base64("webp")));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/\/api\/Documents\/Products\/7$/);
  });

  it("answers 404 when the upstream says the product does not exist", async () => {
    upstreamHeaders(404, "Product not found");
    expect((await request("product", "8")).status).toBe(404);
  });

  it("answers 404 for malformed ids of every id type without calling the upstream", async () => {
    const fetchMock = upstreamHeaders(200, []);
    expect((await request("product", "0x10")).status).toBe(404);
    expect((await request("project-image", "-1")).status).toBe(404);
    expect((await request("on-demand-course", "not-a-guid")).status).toBe(404);
    expect((await request("online-instructor", "../../etc/passwd")).status).toBe(404);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("answers 502 without the upstream address when the upstream fails", async () => {
    upstreamHeaders(500, "boom at http://127.0.0.1:5172");
    const response = await request("header", "1");
    expect(response.status).toBe(502);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const text = await response.text();
    expect(text).not.toContain("127.0.0.1");
    expect(text).not.toContain("5172");
  });
});
