import { setRequestLocale } from "next-intl/server";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { LocaleProvider } from "@/lib/i18n/locale-context";
import { expectNoEnglish } from "@/test/no-english";

vi.mock("@/lib/auth/guards", () => ({
  requireAdmin: async () => ({ userId: "a", token: "t", role: "Admin", expiresAt: 0 }),
}));
vi.mock("@/lib/upstream/static-content", () => ({
  listHeaderRecords: async () => [
    { id: 1, order: 1, src: "/media/header/1.jpg" },
    { id: 2, order: 2, src: null },
  ],
}));
vi.mock("./actions", () => ({ deleteHeaderPhotoAction: vi.fn() }));
vi.mock("next/navigation", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/navigation")>()),
  useRouter: () => ({ refresh: () => undefined }),
}));

const { default: ManageHeaderPhotosPage } = await import("./page");

// The `[locale]` layout gives client components the page's language; here the test does.
const render = async (locale: "en" | "ar" = "en") =>
  renderToStaticMarkup(
    <LocaleProvider locale={locale}>{await ManageHeaderPhotosPage()}</LocaleProvider>,
  )
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

describe("Manage Header Photos", () => {
  it("keeps the English texts on an English page", async () => {
    const page = await render();
    expect(page).toContain("Manage Header Photos");
    expect(page).toContain("Add New Header Photo");
    expect(page).toContain("Photo 2");
    expect(page).toContain("Image missing");
  });

  it("reads in Arabic on an Arabic page", async () => {
    setRequestLocale("ar");
    const page = await render("ar");
    expect(page).toContain("إدارة صور الواجهة");
    expect(page).toContain("إضافة صورة واجهة جديدة");
    expect(page).toContain("الصورة 2");
    expect(page).toContain("الصورة غير موجودة");
    expectNoEnglish(page);
  });
});
