import { prerenderToNodeStream } from "react-dom/static";
import { beforeEach, describe, expect, it, vi } from "vitest";

const upstream = vi.hoisted(() => ({ online: [] as unknown[], onDemand: [] as unknown[] }));
vi.mock("@/components/course/load-course", () => ({
  loadCourseList: async (kind: string) => (kind === "online" ? upstream.online : upstream.onDemand),
}));
// Rendered as for a request with a query (the proxy never stores such a page).
vi.mock("@/lib/render-mode", () => ({
  resolveRenderMode: async () => "per-request",
  pageQuery: (_mode: string, searchParams: Promise<unknown>) => searchParams,
  viewerOf: async () => null,
}));
vi.mock("@/lib/business-today", () => ({ businessToday: async () => "2026-03-20" }));
vi.mock("@/lib/holdings", () => ({ heldIds: async () => new Set<string>() }));

const { default: OnDemandCoursesPage } =
  await import("@/app/[locale]/render/[mode]/(public)/onDemandCourses/page");
const { default: OnlineCoursesPage } =
  await import("@/app/[locale]/render/[mode]/(public)/onlineCourses/page");

const course = (id: string, name: string) => ({
  id,
  name,
  description: null,
  imageUrl: null,
  hours: "20",
  discount: 0,
  hasDiscount: false,
  enrollments: 0,
  instructorName: null,
  instructorDescription: null,
  instructorImageUrl: null,
  outcomes: [],
  requirements: [],
});
const onSale = (id: string, name: string, packages = 1) => ({
  ...course(id, name),
  sections: [],
  packages: Array.from({ length: packages }, (_, index) => ({
    id: `p${index}`,
    name: "3 Months",
    durationMonths: 3,
    price: 1500,
    courseId: id,
  })),
});
const live = (id: string, name: string) => ({
  ...course(id, name),
  price: 120,
  start: "2026-05-01T00:00:00",
  end: "2026-06-01T00:00:00",
});

/** The page's HTML. */
async function markupOf(page: Promise<React.ReactElement>): Promise<string> {
  const { prelude } = await prerenderToNodeStream(await page);
  let out = "";
  for await (const chunk of prelude) out += String(chunk);
  return out;
}

/** The text a person reads on the page (tags left out, spaces joined). */
async function textOf(page: Promise<React.ReactElement>): Promise<string> {
  return (await markupOf(page))
    .replaceAll("<!-- -->", "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .replaceAll("&quot;", '"');
}

const props = (query: Record<string, string>) => ({
  params: Promise.resolve({}),
  searchParams: Promise.resolve(query),
});

beforeEach(() => {
  upstream.onDemand = [
    onSale("8c4e2a10-3b5d-4f6e-9a7b-1c2d3e4f5a61", "ETABS for High-Rise Buildings"),
    onSale("8c4e2a10-3b5d-4f6e-9a7b-1c2d3e4f5a62", "SAFE: Slab and Foundation Design"),
    onSale("8c4e2a10-3b5d-4f6e-9a7b-1c2d3e4f5a63", "ETABS without packages", 0),
  ];
  upstream.online = [
    live("5f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a41", "Seismic Design of RC Buildings to ECP 201"),
    live("5f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a42", "Foundation Engineering for Practising Engineers"),
  ];
});

describe("the course lists' search (?q=)", () => {
  it("shows the on-demand courses on sale whose name holds the term, in any case", async () => {
    const text = await textOf(OnDemandCoursesPage(props({ q: "etabs" }) as never));
    expect(text).toContain("Search on-demand courses");
    expect(text).toContain("ETABS for High-Rise Buildings");
    expect(text).not.toContain("SAFE: Slab and Foundation Design");
    // A course without a package stays off the list, searched or not.
    expect(text).not.toContain("ETABS without packages");
  });

  it("shows the online courses whose name holds the term", async () => {
    const text = await textOf(OnlineCoursesPage(props({ q: "FOUNDATION" }) as never));
    expect(text).toContain("Search online courses");
    expect(text).toContain("Foundation Engineering for Practising Engineers");
    expect(text).not.toContain("Seismic Design of RC Buildings to ECP 201");
  });

  it("says “No results for …” when nothing matches, and the spec's text only for a list with nothing at all", async () => {
    expect(await textOf(OnDemandCoursesPage(props({ q: "Revit" }) as never))).toContain(
      "No results for “Revit”",
    );
    expect(await textOf(OnlineCoursesPage(props({ q: "Revit" }) as never))).toContain(
      "No results for “Revit”",
    );
    upstream.onDemand = [];
    upstream.online = [];
    const onDemand = await textOf(OnDemandCoursesPage(props({}) as never));
    expect(onDemand).toContain("No On-Demand Courses Yet");
    expect(onDemand).not.toContain("No results");
    expect(await textOf(OnlineCoursesPage(props({}) as never))).toContain("No Online Courses Yet");
  });

  it("keeps the term searched (trimmed) in the box, a GET form of ?q= to the list itself", async () => {
    const markup = await markupOf(OnlineCoursesPage(props({ q: "  seismic  " }) as never));
    expect(markup).toMatch(/<form role="search"[^>]* action="\/onlineCourses" method="get">/);
    expect(markup).toMatch(/<input [^>]*name="q"[^>]*value="seismic"/);
    expect(markup).toContain("Seismic Design of RC Buildings to ECP 201");
  });

  it("finds Arabic names whatever the hamza, ya or ta marbuta of the term", async () => {
    upstream.onDemand = [
      onSale("8c4e2a10-3b5d-4f6e-9a7b-1c2d3e4f5a64", "حساب الإجهاد في الكمرات"),
      onSale("8c4e2a10-3b5d-4f6e-9a7b-1c2d3e4f5a65", "تصميم الأساسات الخرسانية"),
    ];
    upstream.online = [
      live("5f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a43", "الاجهاد والانفعال"),
      live("5f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a44", "مستوى المنشأ"),
    ];
    const onDemand = await textOf(OnDemandCoursesPage(props({ q: "الاجهاد" }) as never));
    expect(onDemand).toContain("حساب الإجهاد في الكمرات");
    expect(onDemand).not.toContain("تصميم الأساسات الخرسانية");
    expect(await textOf(OnDemandCoursesPage(props({ q: "الخرسانيه" }) as never))).toContain(
      "تصميم الأساسات الخرسانية",
    );
    const online = await textOf(OnlineCoursesPage(props({ q: "الإجهاد" }) as never));
    expect(online).toContain("الاجهاد والانفعال");
    expect(online).not.toContain("مستوى المنشأ");
    expect(await textOf(OnlineCoursesPage(props({ q: "مستوي" }) as never))).toContain(
      "مستوى المنشأ",
    );
  });
});
