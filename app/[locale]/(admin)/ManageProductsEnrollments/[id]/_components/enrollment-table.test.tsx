import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { LocaleProvider } from "@/lib/i18n/locale-context";
import { expectNoEnglish } from "@/test/no-english";
import { EnrollmentTable } from "./enrollment-table";

vi.mock("next/navigation", () => ({
  useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }),
  usePathname: () => "/ar/ManageProductsEnrollments/4",
}));

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("the product's enrolments in Arabic", () => {
  it("heads the table and offers the removal in Arabic", () => {
    const shown = text(
      renderToStaticMarkup(
        <LocaleProvider locale="ar">
          <EnrollmentTable
            productId={4}
            productTitle="Steel Design Sheet"
            rows={[{ studentId: "s-1", studentName: "Mona Adel" }]}
            removeAction={vi.fn()}
          />
        </LocaleProvider>,
      ),
    );
    expect(shown).toContain("الاسم");
    expect(shown).toContain("إلغاء الاشتراك");
    expectNoEnglish(shown, ["Mona Adel", "Steel Design Sheet"]);
  });
});
