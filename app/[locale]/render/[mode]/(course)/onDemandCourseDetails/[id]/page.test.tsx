import { prerenderToNodeStream } from "react-dom/static";
import { describe, expect, it, vi } from "vitest";
import { LocaleProvider } from "@/lib/i18n/locale-context";
import type { OnDemandCourse, SectionVideo } from "@/lib/upstream/types";
import { expectNoEnglish } from "@/test/no-english";

const courseId = "0b7d4a52-8a7e-4a43-9f8e-6a1f7c2d1e01";
const sectionId = "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d";
const course = {
  id: courseId,
  name: "ETABS for Beginners",
  description: "Model and design a concrete building.",
  imageUrl: null,
  hours: "12",
  discount: 0,
  hasDiscount: false,
  instructorName: "Eng. Ahmed Samir",
  instructorDescription: null,
  instructorImageUrl: null,
  outcomes: ["Build a 20-storey model"],
  requirements: [],
  packages: [{ id: "p1", name: "Basic", durationMonths: 3, price: 900 }],
  sections: [{ id: sectionId, name: "Getting Started", courseId, position: 0 }],
} as unknown as OnDemandCourse;
const videos: SectionVideo[] = [
  {
    id: 1,
    title: "Interface tour",
    videoUrl: null,
    sectionId,
    position: 0,
    isPreview: true,
    durationSeconds: 750,
  },
];

vi.mock("@/components/course/load-course", () => ({
  loadOnDemandCourse: async () => ({ status: "found", course, isDraft: false }),
}));
vi.mock("@/lib/entitlement", () => ({
  getCourseEntitlement: async () => ({
    canWatch: false,
    role: null,
    isExpired: false,
    hasFailed: false,
  }),
  getVideoAccess: async () => ({ status: "not-entitled" }),
}));
// A visitor's page, rendered for this request (a `?video=` query, say): no session.
vi.mock("@/lib/render-mode", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/render-mode")>()),
  viewerOf: async () => null,
}));
vi.mock("@/lib/upstream/sections", () => ({
  listSectionVideos: async () => videos,
  isVideoPreviewSupported: async () => true,
}));
vi.mock("@/lib/progress/viewer", () => ({
  getViewerCourseProgress: async () => ({ status: "hidden" }),
}));
vi.mock("@/lib/upstream/assessments", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/upstream/assessments")>()),
  listAssessments: async () => [],
  isAssessmentsSupported: async () => true,
}));

const { default: OnDemandCourseDetailsPage, generateMetadata } = await import("./page");

/** What a person reads on the page (scripts and tags dropped, spaces folded). */
async function pageText(locale: "en" | "ar", query: Record<string, string> = {}) {
  const element = await OnDemandCourseDetailsPage({
    params: Promise.resolve({ mode: "per-request", locale, id: courseId }),
    searchParams: Promise.resolve(query),
  } as never);
  const { prelude } = await prerenderToNodeStream(
    <LocaleProvider locale={locale}>{element}</LocaleProvider>,
  );
  let out = "";
  for await (const chunk of prelude) out += String(chunk);
  return out
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replaceAll("<!-- -->", "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

describe("the on-demand course details page", () => {
  it("is written in Arabic at /ar: facts, packages, content and the locked player", async () => {
    const text = await pageText("ar", { video: "2" });
    for (const arabic of [
      "إجمالي الساعات",
      "الأقسام",
      "الباقات",
      "باقة 3 أشهر",
      "900 ج.م",
      "محتوى الدورة",
      "القسم 1:",
      "معاينة",
      "المحاضر",
      "يُرجى شراء الدورة أولًا",
    ]) {
      expect(text).toContain(arabic);
    }
    expectNoEnglish(text, [
      "ETABS for Beginners",
      "Model and design a concrete building.",
      "Build a 20-storey model",
      "Getting Started",
      "Interface tour",
      "Eng. Ahmed Samir",
    ]);
  });

  it("keeps the spec's English at the English address", async () => {
    const text = await pageText("en");
    expect(text).toContain("Total hours");
    expect(text).toContain("3 months Package");
    expect(text).toContain("Choose a video from the sections to start watching.");
  });

  it("names the Arabic address canonical at /ar, with both languages as alternates", async () => {
    const metadata = await generateMetadata({
      params: Promise.resolve({ mode: "per-request", locale: "ar", id: courseId }),
    } as never);
    expect(metadata.alternates).toEqual({
      canonical: `/ar/onDemandCourseDetails/${courseId}`,
      languages: {
        en: `/onDemandCourseDetails/${courseId}`,
        ar: `/ar/onDemandCourseDetails/${courseId}`,
        "x-default": `/onDemandCourseDetails/${courseId}`,
      },
    });
    expect(metadata.description).toBe("Model and design a concrete building.");
  });
});
