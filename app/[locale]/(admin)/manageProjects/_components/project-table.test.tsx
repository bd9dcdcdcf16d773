import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { LocaleProvider } from "@/lib/i18n/locale-context";
import { expectNoEnglish } from "@/test/no-english";

vi.mock("../actions", () => ({ deleteProjectAction: vi.fn() }));
vi.mock("next/navigation", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/navigation")>()),
  useRouter: () => ({ refresh: () => undefined }),
}));

const { ProjectTable } = await import("./project-table");
const { PortfolioUpload } = await import("./portfolio-upload");

const projects = [{ id: 3, name: "Cairo Tower Retrofit", imageCount: 4, mainImageUrl: null }];

const render = (locale: "en" | "ar") =>
  renderToStaticMarkup(
    <LocaleProvider locale={locale}>
      <PortfolioUpload />
      <ProjectTable projects={projects} />
    </LocaleProvider>,
  )
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

describe("Manage Consultancy Services' projects and portfolio upload", () => {
  it("keep the English texts on an English page", () => {
    const page = render("en");
    expect(page).toContain("Consultancy projects");
    expect(page).toContain("Main Image");
    expect(page).toContain("Upload Portfolio");
  });

  it("read in Arabic on an Arabic page, the project's name kept as written", () => {
    const page = render("ar");
    expect(page).toContain("المشروعات الاستشارية");
    expect(page).toContain("الصورة الرئيسية");
    expect(page).toContain("رفع ملف الأعمال");
    expect(page).toContain("نوع الملف");
    expectNoEnglish(page, ["Cairo Tower Retrofit", "EXCEL", "WORD", "POWER", "POINT", ".pdf"]);
  });
});
