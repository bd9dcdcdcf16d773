import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { LocaleProvider } from "@/lib/i18n/locale-context";
import { expectNoEnglish } from "@/test/no-english";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }) }));

const { ProjectForm } = await import("./project-form");
const { DocumentForm } = await import("./document-form");
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
const inArabic = (node: React.ReactNode) =>
  text(renderToStaticMarkup(<LocaleProvider locale="ar">{node}</LocaleProvider>));

describe("the project and document forms in Arabic", () => {
  it("labels the project form in Arabic", () => {
    const shown = inArabic(
      <ProjectForm
        uploadUrl="/api/admin/projects"
        submitLabel="إضافة المشروع"
        doneHref="/manageProjects"
      />,
    );
    expect(shown).toContain("اسم المشروع");
    expect(shown).toContain("لا توجد صور بعد.");
    expect(shown).toContain("إضافة صورة");
    expectNoEnglish(shown);
  });

  it("labels the product form in Arabic, the accepted extensions kept", () => {
    const shown = inArabic(<DocumentForm kind="product" />);
    expect(shown).toContain("اسم الملف");
    expect(shown).toContain("إنشاء المنتج");
    // File types are named as engineers name them (EXCEL, WORD, POWER POINT); extensions too.
    expectNoEnglish(shown, [
      "EXCEL",
      "WORD",
      "POWER POINT",
      ".jpg",
      ".jpeg",
      ".png",
      ".webp",
      ".pdf",
      ".xlsx",
      ".xls",
      ".xlsm",
      ".csv",
    ]);
  });
});
