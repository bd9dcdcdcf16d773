import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { LocaleProvider } from "@/lib/i18n/locale-context";
import { expectNoEnglish } from "@/test/no-english";

vi.mock("next/navigation", () => ({
  useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }),
  usePathname: () => "/ar/ManageOnlineCourseEnrollments/c-1",
}));
vi.mock("../actions", () => ({
  deleteOnlineEnrollmentAction: vi.fn(),
  setAttendanceAction: vi.fn(),
}));

const { ClassListTable } = await import("./class-list-table");
const { AttendanceGrid } = await import("./attendance-grid");

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
const rtl = (node: React.ReactNode) =>
  text(renderToStaticMarkup(<LocaleProvider locale="ar">{node}</LocaleProvider>));

describe("the class list in Arabic", () => {
  it("heads the table and labels the rows in Arabic", () => {
    const shown = rtl(
      <ClassListTable
        courseId="c-1"
        courseName="ETABS for Beginners"
        rows={[
          {
            enrollmentId: "e-1",
            name: "Mona Adel",
            email: "mona@example.com",
            phone: null,
            enrolledOn: "1 نوفمبر 2026",
            attended: "3 من 12",
            certificateHref: null,
            assessments: [
              {
                assessmentId: "a-1",
                title: "Quiz 1",
                bestPercent: 80,
                attempts: 2,
                passedOn: null,
              },
              {
                assessmentId: "a-2",
                title: "Quiz 2",
                bestPercent: null,
                attempts: 0,
                passedOn: null,
              },
            ],
          },
        ]}
      />,
    );
    for (const expected of ["تاريخ الاشتراك", "الحضور", "الشهادة", "ليس بعد", "إلغاء الاشتراك"])
      expect(shown).toContain(expected);
    expectNoEnglish(shown, ["Mona Adel", "ETABS for Beginners", "Quiz"]);
  });

  it("counts each session's attendance in Arabic", () => {
    const shown = rtl(
      <AttendanceGrid
        courseId="c-1"
        sessions={[
          { id: "s-1", title: "Session 1", startLabel: "الجمعة، 18 ديسمبر 2026 في 19:00" },
        ]}
        students={[
          { studentId: "u-1", name: "Mona Adel", attended: { "s-1": "سجّله أحد المشرفين" } },
        ]}
      />,
    );
    expect(shown).toContain("حضر 1 من 1");
    expect(shown).toContain("سجّله أحد المشرفين");
    expectNoEnglish(shown, ["Mona Adel", "Session"]);
  });
});
