import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { LocaleProvider } from "@/lib/i18n/locale-context";
import { expectNoEnglish } from "@/test/no-english";

vi.mock("next/navigation", () => ({
  useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }),
  usePathname: () => "/ar/ManageOnDemandCoursesEnrollments/c-1",
}));
vi.mock("../actions", () => ({ deleteEnrollmentAction: vi.fn(), updateEnrollmentAction: vi.fn() }));

const { EnrollmentTable } = await import("./enrollment-table");
type EnrollmentRow = import("./enrollment-table").EnrollmentRow;

const rows: EnrollmentRow[] = [
  {
    id: "e-1",
    studentId: "s-1",
    studentName: "Mona Adel",
    email: "mona@example.com",
    phone: null,
    packageId: "p-1",
    packageLabel: "الذهبية (6 أشهر)",
    start: "1 نوفمبر 2026، 10:00",
    startSort: "2026-11-01T08:00:00",
    end: null,
    endSort: null,
    isActive: true,
    progress: {
      studentId: "s-1",
      studentName: "Mona Adel",
      courseId: "c-1",
      courseName: "ETABS for Beginners",
      percent: 40,
      completedVideos: 4,
      totalVideos: 10,
      lastActivityAt: null,
      certificateCode: null,
    },
  },
];
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("EnrollmentTable in Arabic", () => {
  it("heads its columns and labels its rows in Arabic", () => {
    const html = renderToStaticMarkup(
      <LocaleProvider locale="ar">
        <EnrollmentTable
          courseId="c-1"
          courseName="ETABS for Beginners"
          rows={rows}
          packages={[]}
          showProgress
        />
      </LocaleProvider>,
    );
    const shown = text(html);
    for (const expected of ["الاسم", "البريد الإلكتروني", "الباقة", "نشط", "تعديل الاشتراك"])
      expect(shown).toContain(expected);
    expect(shown).toContain("4 من 10 فيديو");
    expectNoEnglish(shown, ["Mona Adel", "ETABS for Beginners"]);
  });
});
