import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { LocaleProvider } from "@/lib/i18n/locale-context";
import { expectNoEnglish } from "@/test/no-english";

vi.mock("@/app/[locale]/(admin)/assignStudentToCourse/actions", () => ({
  assignCourseAction: vi.fn(),
}));
vi.mock("@/app/[locale]/(admin)/assignStudentToProduct/actions", () => ({
  assignProductAction: vi.fn(),
}));

const { AssignCoursePicker } = await import("./assign-course-picker");
const { AssignProductPicker } =
  await import("@/app/[locale]/(admin)/assignStudentToProduct/_components/assign-product-picker");

const students = [
  { id: "s-1", fullName: "Mona Adel", email: "mona@example.com", phoneNumber: "01001234567" },
  { id: "s-2", fullName: "", email: "omar@example.com", phoneNumber: null },
];
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("the assign pickers in Arabic", () => {
  it("head the student table in Arabic and keep the students' data as it is", () => {
    const html = renderToStaticMarkup(
      <LocaleProvider locale="ar">
        <AssignCoursePicker students={students} catalogue={[]} />
      </LocaleProvider>,
    );
    const shown = text(html);
    for (const heading of ["المعرّف", "الاسم", "البريد الإلكتروني", "الهاتف"])
      expect(shown).toContain(heading);
    expect(shown).toContain("الطلاب: اختر طالبًا لإضافة دورة إليه");
    expect(shown).toContain("(بلا اسم)");
    expect(shown).toContain("Mona Adel");
    expectNoEnglish(shown, ["Mona Adel", "s-1", "s-2"]);
  });

  it("caption the product picker's table in Arabic", () => {
    const html = renderToStaticMarkup(
      <LocaleProvider locale="ar">
        <AssignProductPicker students={students} catalogue={[]} />
      </LocaleProvider>,
    );
    expect(text(html)).toContain("الطلاب: اختر طالبًا لإضافة منتج إليه");
    expectNoEnglish(text(html), ["Mona Adel", "s-1", "s-2"]);
  });

  it("keeps the English table as it was", () => {
    const html = renderToStaticMarkup(<AssignCoursePicker students={students} catalogue={[]} />);
    expect(text(html)).toContain("ID Name Email Phone");
    expect(text(html)).toContain("(no name)");
  });
});
