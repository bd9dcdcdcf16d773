import { setRequestLocale } from "next-intl/server";
import { prerenderToNodeStream } from "react-dom/static";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { LocaleProvider } from "@/lib/i18n/locale-context";
import { expectNoEnglish } from "@/test/no-english";

vi.mock("@/lib/upstream/static-content", () => ({
  listHeaderPhotos: async () => [
    { id: 1, src: "/media/header/1" },
    { id: 2, src: "/media/header/2" },
  ],
}));
vi.mock("@/lib/render-mode", () => ({
  resolveRenderMode: async () => "per-request",
  pageQuery: (_mode: string, searchParams: Promise<unknown>) => searchParams,
  viewerOf: async () => null,
}));
vi.mock("@/lib/holdings", () => ({ heldIds: async () => new Set<number>() }));
vi.mock("@/lib/upstream/documents", () => ({
  listDocuments: async (kind: string) =>
    kind === "product"
      ? [
          {
            id: 3,
            title: "Retaining Wall Design Sheet",
            description: "Cantilever walls",
            imageUrl: null,
            price: 25,
          },
        ]
      : [{ id: 4, title: "Punching Shear Notes", description: null, imageUrl: null }],
  getDocument: async (kind: string, id: number) =>
    kind === "publication" && id === 4
      ? {
          id: 4,
          title: "Punching Shear Notes",
          description: null,
          imageUrl: null,
          file: { type: 0, sizeBytes: 2_500_000 },
        }
      : null,
}));
vi.mock("@/lib/draft-preview", () => ({ readDraftPreview: async () => null }));
vi.mock("@/lib/upstream/projects", () => ({
  listProjects: async () => [
    {
      id: 5,
      name: "Nile Tower",
      images: [
        { id: 1, description: null, isMainImage: true, imageUrl: "/media/p/1" },
        { id: 2, description: null, isMainImage: false, imageUrl: "/media/p/2" },
      ],
    },
  ],
}));
vi.mock("@/lib/actions/form-flash", () => ({ readFormFlash: async () => null }));
vi.mock("next/navigation", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/navigation")>()),
  usePathname: () => "/ar",
}));

const { default: HomePage, generateMetadata: homeMetadata } =
  await import("@/app/[locale]/render/[mode]/(public)/page");
const { default: ProductsPage, generateMetadata: productsMetadata } =
  await import("@/app/[locale]/render/[mode]/(public)/products/page");
const { default: PublicationsPage } =
  await import("@/app/[locale]/render/[mode]/(public)/publications/page");
const { default: ConsultancyPage } =
  await import("@/app/[locale]/render/[mode]/(public)/consultancyServices/page");
const { default: UnsubscribePage } = await import("@/app/[locale]/(auth)/unsubscribe/page");
const { default: PublicationPage, generateMetadata: publicationMetadata } =
  await import("@/app/[locale]/render/[mode]/(public)/publications/[id]/page");
const { PublicShell } = await import("@/components/public-shell");
const { NotFoundContent } = await import("@/components/not-found-content");

/** The text a person reads in a server tree (tags and attributes left out, spaces joined). */
async function textOf(element: React.ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  let out = "";
  for await (const chunk of prelude) out += String(chunk);
  return out
    .replace(/<script[^>]*>.*?<\/script>/gs, " ")
    .replaceAll("<!-- -->", "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

const arParams = Promise.resolve({ mode: "per-request", locale: "ar" });
const noQuery = Promise.resolve({});
// Brands and tools stay Latin in Arabic text.
const brands = [
  "BrightWay Engineering",
  "Engineering",
  "ETABS",
  "SAP2000",
  "SAFE",
  "ECP",
  "WhatsApp",
];

describe("the public pages in Arabic", () => {
  beforeEach(() => {
    setRequestLocale("ar");
  });

  it("draws the home page in Arabic, with its JSON-LD in Arabic", async () => {
    const page = await HomePage({ params: arParams } as PageProps<"/[locale]/render/[mode]">);
    const text = await textOf(page);
    expect(text).toContain("صمّم بثقة، من النموذج إلى الموقع");
    expect(text).toContain("لماذا تختارنا");
    expect(text).toContain("الدورات المباشرة");
    expectNoEnglish(text, brands);
    const { prelude } = await prerenderToNodeStream(page);
    let markup = "";
    for await (const chunk of prelude) markup += String(chunk);
    expect(markup).toContain('"inLanguage":"ar"');
  });

  it("gives the home page an Arabic title and its address in both languages", async () => {
    const metadata = await homeMetadata({
      params: arParams,
    } as PageProps<"/[locale]/render/[mode]">);
    expect(metadata.title).toEqual({
      absolute: "BrightWay Engineering | دورات واستشارات في الهندسة الإنشائية",
    });
    expect(metadata.alternates).toEqual({
      canonical: "/ar",
      languages: { en: "/", ar: "/ar", "x-default": "/" },
    });
  });

  it("draws the header, footer and not-found message in Arabic", async () => {
    const text = await textOf(
      <PublicShell session={null}>
        <NotFoundContent />
      </PublicShell>,
    );
    for (const label of [
      "انتقل إلى المحتوى",
      "الرئيسية",
      "الدورات",
      "الدورات المسجّلة",
      "الخدمات الاستشارية",
      "إنشاء حساب",
      "تسجيل الدخول",
      "الصفحة غير موجودة",
      "راسلنا على واتساب",
      "جميع الحقوق محفوظة",
    ])
      expect(text).toContain(label);
    expectNoEnglish(text, [...brands, "English"]);
  });

  it("draws the product and publication lists in Arabic, prices in Latin digits", async () => {
    const products = await textOf(
      await ProductsPage({
        params: arParams,
        searchParams: noQuery,
      } as PageProps<"/[locale]/render/[mode]/products">),
    );
    expect(products).toContain("المنتجات");
    expect(products).toContain("ابحث في المنتجات");
    expect(products).toContain("شراء");
    expect(products).toMatch(/25/);
    expectNoEnglish(products, ["Retaining Wall Design Sheet", "Cantilever walls", "USD"]);

    // Client components read the page's language from the layout's provider.
    const publications = await textOf(
      <LocaleProvider locale="ar">
        {await PublicationsPage({
          params: arParams,
          searchParams: noQuery,
        } as PageProps<"/[locale]/render/[mode]/publications">)}
      </LocaleProvider>,
    );
    expect(publications).toContain("تنزيل");
    expect(publications).toContain("نسخ الرابط");
    expectNoEnglish(publications, ["Punching Shear Notes"]);
  });

  it("gives a list page an Arabic title and its address in both languages", async () => {
    const metadata = await productsMetadata({
      params: arParams,
      searchParams: noQuery,
    } as PageProps<"/[locale]/render/[mode]/products">);
    expect(metadata.title).toBe("المنتجات");
    expect(metadata.alternates).toEqual({
      canonical: "/ar/products",
      languages: { en: "/products", ar: "/ar/products", "x-default": "/products" },
    });
  });

  it("draws the consultancy page and its enquiry form in Arabic", async () => {
    const text = await textOf(
      <LocaleProvider locale="ar">
        {await ConsultancyPage({
          params: arParams,
          searchParams: noQuery,
        } as PageProps<"/[locale]/render/[mode]/consultancyServices">)}
      </LocaleProvider>,
    );
    for (const label of [
      "الخدمات الاستشارية",
      "ماذا نقدّم",
      "تنزيل ملف الأعمال",
      "مشروعاتنا",
      "عرض الصورة 2 من 2",
      "أخبرنا عن مشروعك",
      "الهاتف (اختياري)",
      "تصميم إنشائي",
      "إرسال الاستفسار",
    ])
      expect(text).toContain(label);
    expectNoEnglish(text, [...brands, "FRP", "Nile Tower"]);
  });

  it("draws the unsubscribe page in Arabic", async () => {
    const render = async (query: Record<string, string>) =>
      textOf(
        await UnsubscribePage({
          params: arParams,
          searchParams: Promise.resolve(query),
        } as PageProps<"/[locale]/unsubscribe">),
      );
    const asking = await render({ token: "signed-token" });
    expect(asking).toContain("رسائل التذكير");
    expect(asking).toContain("إيقاف رسائل التذكير");
    expectNoEnglish(asking);
    expect(await render({ stopped: "1" })).toContain("تم: لن تصلك منا رسائل أخرى عن دوراتك");
    expect(await render({})).toContain("رابط إلغاء الاشتراك هذا غير صالح.");
  });

  it("draws a publication's page in Arabic, titled with its addresses in both languages", async () => {
    const props = {
      params: Promise.resolve({ mode: "per-request", locale: "ar", id: "4" }),
      searchParams: noQuery,
    } as PageProps<"/[locale]/render/[mode]/publications/[id]">;
    const text = await textOf(
      <LocaleProvider locale="ar">{await PublicationPage(props)}</LocaleProvider>,
    );
    for (const label of ["الإصدارات", "الملف", "تنزيل", "نسخ الرابط", "اقرأ على الموقع"])
      expect(text).toContain(label);
    expectNoEnglish(text, ["Punching Shear Notes", "MB"]);
    const metadata = await publicationMetadata(props);
    expect(metadata.alternates).toEqual({
      canonical: "/ar/publications/4",
      languages: {
        en: "/publications/4",
        ar: "/ar/publications/4",
        "x-default": "/publications/4",
      },
    });
  });
});
