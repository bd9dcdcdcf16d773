import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { LocaleProvider } from "@/lib/i18n/locale-context";
import { expectNoEnglish } from "@/test/no-english";

vi.mock("next/navigation", () => ({
  useRouter: () => ({ push: vi.fn(), refresh: vi.fn(), replace: vi.fn() }),
  usePathname: () => "/ar/managePackages/c-1",
}));
vi.mock("../actions", () => ({
  createPackageAction: vi.fn(),
  deletePackageAction: vi.fn(),
  updatePackageAction: vi.fn(),
}));

const { PackageManager } = await import("./package-manager");
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("PackageManager in Arabic", () => {
  it("lists the packages with Arabic headings, months and prices in Egyptian pounds", () => {
    const shown = text(
      renderToStaticMarkup(
        <LocaleProvider locale="ar">
          <PackageManager
            courseId="c-1"
            courseName="ETABS for Beginners"
            packages={[{ id: "p-1", name: "Gold", durationMonths: 3, price: 1200, holders: [] }]}
            enrollmentsHref="/ManageOnDemandCoursesEnrollments/c-1"
            openAdd={false}
          />
        </LocaleProvider>,
      ),
    );
    expect(shown).toContain("إضافة باقة جديدة");
    expect(shown).toContain("3 أشهر");
    expect(shown).toContain("1,200 ج.م");
    expectNoEnglish(shown, ["Gold", "ETABS for Beginners"]);
  });
});
