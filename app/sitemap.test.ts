import { beforeEach, describe, expect, it, vi } from "vitest";

const upstream = vi.hoisted(() => ({
  listOnDemandCourses: vi.fn(),
  listOnlineCourses: vi.fn(),
  listProducts: vi.fn(),
  listPublications: vi.fn(),
  /** What the sitemap passed to a course list beside the kind (a token would read drafts). */
  courseListExtras: [] as unknown[],
}));
// One stub per kind: each family function answers with its kind's stub.
vi.mock("@/lib/upstream/courses", () => ({
  listCourses: (kind: string, ...extras: unknown[]) => {
    upstream.courseListExtras.push(...extras);
    return kind === "online" ? upstream.listOnlineCourses() : upstream.listOnDemandCourses();
  },
}));
vi.mock("@/lib/upstream/documents", () => ({
  listDocuments: (kind: string, request: unknown) =>
    kind === "product" ? upstream.listProducts(request) : upstream.listPublications(request),
}));

const { default: sitemap } = await import("./sitemap");
const { env } = await import("@/lib/env");

beforeEach(() => {
  upstream.courseListExtras = [];
  upstream.listOnDemandCourses.mockResolvedValue([
    { id: "aaaaaaaa-0000-4000-8000-000000000001", packages: [{ id: 1 }] },
    { id: "aaaaaaaa-0000-4000-8000-000000000002", packages: [] },
  ]);
  upstream.listOnlineCourses.mockResolvedValue([{ id: "bbbbbbbb-0000-4000-8000-000000000001" }]);
  upstream.listProducts.mockResolvedValue([{ id: 12 }]);
  upstream.listPublications.mockResolvedValue([{ id: 9 }]);
});

const paths = (entries: { url: string }[]) =>
  entries.map((entry) => entry.url.slice(env.SITE_URL.length));

describe("sitemap", () => {
  it("lists the manifest's pages and one address per item, on-demand courses only with packages", async () => {
    expect(paths(await sitemap())).toEqual([
      "/",
      "/onlineCourses",
      "/onDemandCourses",
      "/products",
      "/consultancyServices",
      "/publications",
      "/payment",
      "/login",
      "/signup",
      "/onlineCourseDetails/bbbbbbbb-0000-4000-8000-000000000001",
      "/onDemandCourseDetails/aaaaaaaa-0000-4000-8000-000000000001",
      "/products/12",
      "/publications/9",
    ]);
  });

  it("reads only what a visitor may see: the anonymous cached lists, which never hold a draft", async () => {
    await sitemap();
    expect(upstream.courseListExtras).toEqual([]);
    for (const stub of [upstream.listProducts, upstream.listPublications]) {
      for (const [request] of stub.mock.calls) {
        expect(Object.keys(request as object).sort()).toEqual(["page", "pageSize"]);
      }
    }
  });

  it("leaves out only the part whose read failed", async () => {
    upstream.listProducts.mockRejectedValue(new Error("down"));
    const listed = paths(await sitemap());
    expect(listed).not.toContain("/products/12");
    expect(listed).toContain("/products");
    expect(listed).toContain("/publications/9");
  });
});
