import { afterEach, describe, expect, it, vi } from "vitest";
import { mediaVersion } from "@/lib/media";
import { cacheDeclarations } from "@/test/next-cache-recorder";
import { GET } from "./route";

// 'use cache' is a plain function under vitest; its tags and lifetime are recorded.
vi.mock("next/cache", () => import("@/test/next-cache-recorder"));

const bytes = {
  jpeg: [0xff, 0xd8, 0xff, 0xe0, 0, 16],
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, ...Buffer.from("IHDR")],
  gif: [...Buffer.from("GIF89a"), 1, 0],
  webp: [...Buffer.from("RIFF"), 0, 0, 0, 0, ...Buffer.from("WEBPVP8 ")],
  avif: [0, 0, 0, 28, ...Buffer.from("ftypavif"), 0, 0],
  svg: [...Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
  html: [...Buffer.from("<!doctype html><p>hi</p>")],
};

const base64 = (name: keyof typeof bytes) => Buffer.from(bytes[name]).toString("base64");

type Answer = { status: number; body: unknown };

/**
 * A fake upstream: `routes` maps a path (exact, as the web app asks it) to its answer; the
 * media probe answers 404 (legacy) unless `extension` is set. JSON bodies are JSON-encoded;
 * Uint8Array bodies are sent as bytes. Answers can be held back until `release()`.
 */
function upstream(
  routes: Record<string, Answer>,
  options: { extension?: boolean; hold?: boolean } = {},
) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const path = new URL(String(input)).pathname;
    if (path === "/api/Media/version") {
      return options.extension
        ? new Response(JSON.stringify({ version: 1 }), { status: 200 })
        : new Response("{}", { status: 404 });
    }
    if (options.hold) await held;
    const answer = routes[path] ?? { status: 404, body: "Not found" };
    const body = answer.body instanceof Uint8Array ? answer.body : JSON.stringify(answer.body);
    return new Response(body as BodyInit, { status: answer.status });
  });
  vi.stubGlobal("fetch", fetchMock);
  const reads = (path: string) =>
    fetchMock.mock.calls.filter(([input]) => new URL(String(input)).pathname === path).length;
  return { fetchMock, reads, release };
}

function request(kind: string, id: string, version = "0") {
  return GET(new Request(`http://localhost/media/${kind}/${id}/${version}`), {
    params: Promise.resolve({ kind, id, version }),
  });
}

afterEach(() => {
  cacheDeclarations.length = 0;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("GET /media/[kind]/[id]/[version] on a legacy upstream", () => {
  const headers = {
    "/api/Static/GetHeaders": {
      status: 200,
      body: [
        { id: 1, imageBytes: base64("jpeg"), order: 0 },
        { id: 2, imageBytes: base64("png"), order: 1 },
        { id: 3, imageBytes: null, order: 2 },
        { id: 5, imageBytes: base64("svg"), order: 3 },
      ],
    },
  };

  it("serves a header photo as bytes with its sniffed type and an immutable cache", async () => {
    const { reads } = upstream(headers);
    const response = await request("header", "2", mediaVersion(base64("png")));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect([...new Uint8Array(await response.arrayBuffer())]).toEqual(bytes.png);
    expect(reads("/api/Static/GetHeaders")).toBe(1);
  });

  it("redirects an unknown or stale version to the current one, briefly cached, without the bytes", async () => {
    upstream(headers);
    const response = await request("header", "1", "000000000000");
    expect(response.status).toBe(307);
    expect(response.headers.get("location")).toBe(
      `/media/header/1/${mediaVersion(base64("jpeg"))}`,
    );
    expect(response.headers.get("cache-control")).toBe("public, max-age=60");
    expect(await response.text()).toBe("");
  });

  it("answers 404 for an unknown kind without calling the upstream", async () => {
    const { fetchMock } = upstream({});
    expect((await request("avatar", "1")).status).toBe(404);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("answers 404 for malformed ids of every id type without calling the upstream", async () => {
    const { fetchMock } = upstream({});
    expect((await request("header", "..%2Fetc")).status).toBe(404);
    expect((await request("product", "0x10")).status).toBe(404);
    expect((await request("project-image", "-1")).status).toBe(404);
    expect((await request("on-demand-course", "not-a-guid")).status).toBe(404);
    expect((await request("online-instructor", "../../etc/passwd")).status).toBe(404);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("answers 404 for an unknown id, a header without an image and an SVG", async () => {
    upstream(headers);
    expect((await request("header", "3")).status).toBe(404);
    expect((await request("header", "4")).status).toBe(404);
    const svg = await request("header", "5", mediaVersion(base64("svg")));
    expect(svg.status).toBe(404);
    expect(svg.headers.get("content-type")).toContain("text/plain");
  });

  it("serves a product image read from GET /api/Documents/Products/{id}", async () => {
    const { reads } = upstream({
      "/api/Documents/Products/7": {
        status: 200,
        body: {
          id: 7,
          title: "Beam design sheet",
          fileBytes: null,
          description: null,
          price: 10,
          imageBytes: base64("webp"),
        },
      },
    });
    const response = await request("product", "7", mediaVersion(base64("webp")));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(reads("/api/Documents/Products/7")).toBe(1);
  });

  it("answers 404 when the upstream says the product does not exist", async () => {
    upstream({ "/api/Documents/Products/8": { status: 404, body: "Product not found" } });
    expect((await request("product", "8")).status).toBe(404);
  });

  it("answers 502 without the upstream address when the upstream fails", async () => {
    upstream({ "/api/Static/GetHeaders": { status: 500, body: "boom at http://127.0.0.1:5172" } });
    const response = await request("header", "1");
    expect(response.status).toBe(502);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const text = await response.text();
    expect(text).not.toContain("127.0.0.1");
    expect(text).not.toContain("5172");
  });

  it("keeps a publication's image in one 'use cache' entry under its tags, never through a fetch-level cache", async () => {
    const document = {
      id: 9,
      title: "Notes",
      description: null,
      fileBytes: Buffer.alloc(3000, 1).toString("base64"),
      imageBytes: base64("jpeg"),
    };
    const { fetchMock } = upstream({
      "/api/Documents/Publications/9": { status: 200, body: document },
    });
    const response = await request("publication", "9", mediaVersion(base64("jpeg")));
    expect(response.status).toBe(200);
    expect(cacheDeclarations).toEqual([
      { tags: ["publications", "publication:9"], profile: "catalogue" },
    ]);
    const reads = fetchMock.mock.calls.filter(
      ([input]) => new URL(String(input)).pathname === "/api/Documents/Publications/9",
    );
    expect(reads.map(([, init]) => (init as { next?: unknown } | undefined)?.next)).toEqual([
      undefined,
    ]);
  });
});

describe("GET /media/[kind]/[id]/[version] with the media extension", () => {
  it("reads a publication's cover by itself, never the whole publication", async () => {
    const { reads } = upstream(
      { "/api/Documents/Publications/7/Image": { status: 200, body: Uint8Array.from(bytes.png) } },
      { extension: true },
    );
    const response = await request("publication", "7", mediaVersion(base64("png")));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect([...new Uint8Array(await response.arrayBuffer())]).toEqual(bytes.png);
    expect(reads("/api/Documents/Publications/7/Image")).toBe(1);
    expect(reads("/api/Documents/Publications/7")).toBe(0);
  });

  it("reads one project sub-image by its id, not the project list", async () => {
    const { reads } = upstream(
      { "/api/Projects/Images/12": { status: 200, body: Uint8Array.from(bytes.gif) } },
      { extension: true },
    );
    expect((await request("project-image", "12", mediaVersion(base64("gif")))).status).toBe(200);
    expect((await request("project-image", "13")).status).toBe(404);
    expect(reads("/api/Projects")).toBe(0);
  });

  it("serves a large image whole from its one read (no second read for the bytes)", async () => {
    const large = Buffer.concat([Buffer.from(bytes.jpeg), Buffer.alloc(5 * 1024 * 1024, 7)]);
    const { reads } = upstream(
      {
        "/api/OnDemandCourses/0a1b2c3d-0000-4000-8000-000000000001/Image": {
          status: 200,
          body: new Uint8Array(large),
        },
      },
      { extension: true },
    );
    const version = mediaVersion(large.toString("base64"));
    const response = await request(
      "on-demand-course",
      "0A1B2C3D-0000-4000-8000-000000000001",
      version,
    );
    expect(response.status).toBe(200);
    expect(Number(response.headers.get("content-length"))).toBe(large.length);
    expect(Buffer.from(await response.arrayBuffer()).equals(large)).toBe(true);
    expect(reads("/api/OnDemandCourses/0a1b2c3d-0000-4000-8000-000000000001/Image")).toBe(1);
  });
});
