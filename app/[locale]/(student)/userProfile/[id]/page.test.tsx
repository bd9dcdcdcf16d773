import { setRequestLocale } from "next-intl/server";
import { prerenderToNodeStream } from "react-dom/static";
import { LocaleProvider } from "@/lib/i18n/locale-context";
import { expectNoEnglish } from "@/test/no-english";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { fakeGuards, fakeHeaders, studentSession } from "@/test/action-support";
import type { Session } from "@/lib/auth/session";
import type { Student } from "@/lib/upstream/types";

const state = vi.hoisted(() => ({ session: null as Session | null, ended: 0 }));
const upstream = vi.hoisted(() => ({ student: null as Student | null }));

vi.mock("@/lib/auth/guards", () => ({
  ...fakeGuards(state),
  requireUser: async () => state.session,
}));
vi.mock("next/headers", () => fakeHeaders());
vi.mock("@/lib/upstream/students", () => ({
  getStudent: async () => upstream.student,
  isDeletionPasswordChecked: async () => true,
  deleteStudent: vi.fn(),
  isWrongDeletionPassword: () => false,
}));
// The tabs other than User Data read nothing here: no extension, nothing enrolled.
vi.mock("@/lib/upstream/orders", () => ({ hasOrders: async () => false }));
vi.mock("@/lib/upstream/sessions", () => ({ hasSessions: async () => false }));
vi.mock("@/lib/upstream/live-sessions", () => ({ hasLiveSessions: async () => false }));
vi.mock("@/components/student/enrolled-courses", () => ({ EnrolledCourses: () => null }));
vi.mock("@/components/student/enrolled-products", () => ({ EnrolledProducts: () => null }));

const { default: UserProfilePage } = await import("./page");

const longEmail = "mohamed.abdelrahman.structural.engineering.office.giza@gmail.com";

/** The profile page's HTML as the server sends it, for `query`. */
async function profileHtml(query: Record<string, string> = {}): Promise<string> {
  const page = await UserProfilePage({
    params: Promise.resolve({ id: studentSession.userId }),
    searchParams: Promise.resolve(query),
  } as Parameters<typeof UserProfilePage>[0]);
  // As the `[locale]` layout renders it: client parts read the page's language from the provider.
  const locale = query.locale === "ar" ? "ar" : "en";
  const { prelude } = await prerenderToNodeStream(
    <LocaleProvider locale={locale}>{page}</LocaleProvider>,
  );
  let out = "";
  for await (const chunk of prelude) out += String(chunk);
  return out;
}

/** The HTML without what only a browser without JavaScript shows (`<noscript>`). */
const withJavaScript = (html: string) => html.replace(/<noscript>[\s\S]*?<\/noscript>/g, "");

beforeEach(() => {
  state.session = studentSession;
  upstream.student = {
    id: studentSession.userId,
    firstName: "Mohamed",
    lastName: "Abdelrahman",
    fullName: "Mohamed Abdelrahman",
    userName: "mohamed",
    email: longEmail,
    phoneNumber: "01012345678",
    gender: 0,
  };
});

describe("the profile after Edit Profile saved", () => {
  it("leaves 'Data Updated Successfully' to the toast, which goes away: no copy stays in the page", async () => {
    const html = await profileHtml({ updated: "1" });
    expect(withJavaScript(html)).not.toContain("Data Updated Successfully");
    // Without JavaScript there is no toast: the page says it, once.
    expect(html.match(/Data Updated Successfully/g)).toHaveLength(1);
    expect(html).toMatch(
      /<noscript><p role="status"[^>]*>Data Updated Successfully<\/p><\/noscript>/,
    );
  });

  it("says once that the password was changed, after Change Password", async () => {
    const html = await profileHtml({ updated: "password" });
    const text = "Your password was changed. Your other devices were signed out.";
    expect(withJavaScript(html)).not.toContain(text);
    expect(html.split(text)).toHaveLength(2);
    expect(html).not.toContain("Data Updated Successfully");
  });

  it("says nothing of an update without the flag", async () => {
    expect(await profileHtml()).not.toContain("Data Updated Successfully");
  });
});

describe("a long e-mail on the profile", () => {
  it("may wrap inside its cell: the cell can shrink below the address's width (min-w-0) and breaks it", async () => {
    const html = await profileHtml();
    const cell = html
      .match(/<dd class="([^"]*)">(.*?)<\/dd>/g)
      ?.find((dd) => dd.includes(longEmail));
    expect(cell).toBeDefined();
    const classes = cell!.match(/class="([^"]*)"/)![1]!.split(" ");
    expect(classes).toEqual(expect.arrayContaining(["min-w-0", "break-words"]));
  });
});

describe("an unconfirmed e-mail on the owner's profile", () => {
  it("says 'Your e-mail address is not confirmed yet.' with 'Resend confirmation e-mail'", async () => {
    upstream.student = { ...upstream.student!, emailConfirmed: false };
    const html = await profileHtml();
    expect(html).toContain("Your e-mail address is not confirmed yet.");
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>[\s\S]*?Resend confirmation e-mail/);
  });

  it("says nothing once confirmed, nor when the upstream does not confirm addresses", async () => {
    upstream.student = { ...upstream.student!, emailConfirmed: true };
    expect(await profileHtml()).not.toContain("not confirmed");
    upstream.student = { ...upstream.student!, emailConfirmed: undefined };
    expect(await profileHtml()).not.toContain("Resend confirmation e-mail");
  });
});

describe("the profile in Arabic", () => {
  it("labels the data, the tabs and the owner's buttons in Arabic, names and addresses isolated", async () => {
    setRequestLocale("ar");
    upstream.student = { ...upstream.student!, emailConfirmed: false };
    const html = await profileHtml({ locale: "ar" });
    const text = html
      .replace(/<script[\s\S]*?<\/script>/g, " ")
      .replace(/<noscript>[\s\S]*?<\/noscript>/g, " ")
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ");
    for (const arabic of [
      "الاسم",
      "البريد الإلكتروني",
      "رقم الهاتف",
      "بيانات المستخدم",
      "الدورات المسجّل بها",
      "المنتجات المسجّل بها",
      "تعديل الملف الشخصي",
      "حذف الملف الشخصي",
    ])
      expect(text).toContain(arabic);
    expect(html).toContain("<bdi>Mohamed Abdelrahman</bdi>");
    expect(html).toContain('href="/ar/editProfile"');
    expectNoEnglish(text, ["Mohamed", "Abdelrahman"]);
  });
});
