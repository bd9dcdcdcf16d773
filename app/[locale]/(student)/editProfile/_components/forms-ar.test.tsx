import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { LocaleProvider } from "@/lib/i18n/locale-context";
import { expectNoEnglish } from "@/test/no-english";

vi.mock("@/app/[locale]/(student)/editProfile/actions", () => ({
  editProfileAction: vi.fn(),
  changePasswordAction: vi.fn(),
}));

const { EditProfileForm } = await import("./edit-profile-form");
const { ChangePasswordForm } = await import("./change-password-form");

const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

describe("Edit Profile in Arabic", () => {
  it("labels every field, the Language choice and the buttons in Arabic", () => {
    const html = renderToStaticMarkup(
      <LocaleProvider locale="ar">
        <EditProfileForm
          backHref="/userProfile/u1"
          canChangeEmail
          defaultValues={{
            firstName: "Mona",
            lastName: "Adel",
            email: "mona@gmail.com",
            phoneNumber: "01012345678",
            certificateName: "",
            language: "ar",
          }}
        />
        <ChangePasswordForm email="mona@gmail.com" />
      </LocaleProvider>,
    );
    const text = textOf(html);
    for (const arabic of [
      "الاسم الأول",
      "اسم العائلة",
      "البريد الإلكتروني",
      "كلمة المرور الحالية",
      "رقم الهاتف",
      "الاسم على الشهادة",
      "حفظ التغييرات",
      "إلغاء",
      "تأكيد كلمة المرور",
    ])
      expect(text).toContain(arabic);
    expect(html).toContain('href="/ar/userProfile/u1"');
    // The languages are named each in itself ("English", "العربية").
    expectNoEnglish(text, ["English", "Mona", "Adel"]);
  });
});
