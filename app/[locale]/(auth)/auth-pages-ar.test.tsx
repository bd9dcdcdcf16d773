import { setRequestLocale } from "next-intl/server";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { LocaleProvider } from "@/lib/i18n/locale-context";
import { expectNoEnglish } from "@/test/no-english";

// The sign-in pages on /ar: the request's flash and ended-session marker are stubbed (none).
vi.mock("@/lib/actions/form-flash", () => ({ readFormFlash: async () => null }));
vi.mock("@/lib/auth/session-end", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/auth/session-end")>()),
  readSessionEndedMarker: async () => null,
}));
vi.mock("./actions", () => ({
  loginAction: vi.fn(),
  signupAction: vi.fn(),
  requestPasswordResetAction: vi.fn(),
  resetPasswordAction: vi.fn(),
}));
vi.mock("./confirmEmail/actions", () => ({ confirmEmailAction: vi.fn() }));

const { default: LoginPage } = await import("./login/page");
const { default: SignupPage } = await import("./signup/page");
const { default: ForgotPasswordPage } = await import("./ForgotPassword/page");
const { default: ConfirmEmailPage } = await import("./confirmEmail/page");

const props = (query: Record<string, string>) => ({
  params: Promise.resolve({ locale: "ar" }),
  searchParams: Promise.resolve(query),
});

/** The page's markup as the Arabic layout renders it (client parts read the language). */
const render = (page: ReactNode) =>
  renderToStaticMarkup(<LocaleProvider locale="ar">{page}</LocaleProvider>);
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");

beforeEach(() => setRequestLocale("ar"));

describe("the sign-in pages in Arabic", () => {
  it("Login: heading, fields, the reset dialog's trigger and the way to sign up", async () => {
    const html = render(await LoginPage(props({ next: "/enrolledCourses" }) as never));
    const text = textOf(html);
    for (const arabic of [
      "تسجيل الدخول",
      "البريد الإلكتروني",
      "كلمة المرور",
      "نسيت كلمة المرور",
      "مستخدم جديد",
    ])
      expect(text).toContain(arabic);
    // The no-JavaScript reset form goes to the Arabic login page.
    expect(html).toContain('action="/ar/login"');
    // The link to sign up stays on /ar, next without the language.
    expect(html).toContain('href="/ar/signup?next=%2FenrolledCourses"');
    expectNoEnglish(text);
  });

  it("Sign Up: every label in Arabic, and the signup carries the page's language for the first e-mail", async () => {
    const html = render(await SignupPage(props({}) as never));
    const text = textOf(html);
    for (const arabic of [
      "إنشاء حساب",
      "الاسم الأول",
      "اسم العائلة",
      "اسم المستخدم",
      "ذكر",
      "أنثى",
      "تأكيد كلمة المرور",
      "رقم الهاتف",
      "لديك حساب بالفعل؟",
    ])
      expect(text).toContain(arabic);
    expect(html).toContain('<input type="hidden" name="language" value="ar"/>');
    expectNoEnglish(text);
  });

  it("Reset Password without a link, and Confirm E-mail without a token", async () => {
    const reset = textOf(render(await ForgotPasswordPage(props({}) as never)));
    expect(reset).toContain("إعادة تعيين كلمة المرور");
    expect(reset).toContain("العودة إلى تسجيل الدخول");
    expectNoEnglish(reset);
    const confirm = textOf(render(await ConfirmEmailPage(props({}) as never)));
    expect(confirm).toContain("تأكيد البريد الإلكتروني الجديد");
    expect(confirm).toContain("الانتقال إلى تسجيل الدخول");
    expectNoEnglish(confirm);
  });
});
