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
  it("lists the manifest's pages and one address per item, on-demand courses only with packages, in English and Arabic", async () => {
    expect(paths(await sitemap())).toEqual([
      "/",
      "/ar",
      "/onlineCourses",
      "/ar/onlineCourses",
      "/onDemandCourses",
      "/ar/onDemandCourses",
      "/products",
      "/ar/products",
      "/consultancyServices",
      "/ar/consultancyServices",
      "/publications",
      "/ar/publications",
      "/payment",
      "/ar/payment",
      "/login",
      "/ar/login",
      "/signup",
      "/ar/signup",
      "/onlineCourseDetails/bbbbbbbb-0000-4000-8000-000000000001",
      "/ar/onlineCourseDetails/bbbbbbbb-0000-4000-8000-000000000001",
      "/onDemandCourseDetails/aaaaaaaa-0000-4000-8000-000000000001",
      "/ar/onDemandCourseDetails/aaaaaaaa-0000-4000-8000-000000000001",
      "/products/12",
      "/ar/products/12",
      "/publications/9",
      "/ar/publications/9",
    ]);
  });

  it("names each page's address in both languages and x-default (English) as its alternates", async () => {
    const listed = await sitemap();
    const languages = {
      en: `${env.SITE_URL}/products/12`,
      ar: `${env.SITE_URL}/ar/products/12`,
      "x-default": `${env.SITE_URL}/products/12`,
    };
    for (const url of [languages.en, languages.ar])
      expect(listed.find((entry) => entry.url === url)?.alternates).toEqual({ languages });
    expect(listed.find((entry) => entry.url === `${env.SITE_URL}/ar`)?.alternates).toEqual({
      languages: {
        en: `${env.SITE_URL}/`,
        ar: `${env.SITE_URL}/ar`,
        "x-default": `${env.SITE_URL}/`,
      },
    });
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
