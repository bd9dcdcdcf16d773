import { setRequestLocale } from "next-intl/server";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { LocaleProvider } from "@/lib/i18n/locale-context";
import type { Enquiry } from "@/lib/upstream/enquiries";
import { expectNoEnglish } from "@/test/no-english";

const enquiry: Enquiry = {
  id: "0b6f3c1e-6a57-4d1c-9a55-1f4a4bb8e001",
  name: "Karim Nabil",
  email: "karim@example.com",
  phone: "+20 100 000 0000",
  company: "Nile Builders",
  projectType: "Site supervision",
  message: "We need supervision for a tower.",
  status: "new",
  note: null,
  createdAt: "2026-03-01T10:00:00.000Z",
  answeredAt: null,
};

vi.mock("@/lib/auth/guards", () => ({
  requireAdmin: async () => ({ userId: "a", token: "t", role: "Admin", expiresAt: 0 }),
  withSessionToken: (session: { token: string }, call: (token: string) => unknown) =>
    call(session.token),
}));
vi.mock("@/lib/upstream/enquiries", () => ({
  hasEnquiries: async () => true,
  listEnquiries: async () => [enquiry],
}));
vi.mock("./actions", () => ({ updateEnquiryAction: vi.fn() }));
vi.mock("next/navigation", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/navigation")>()),
  useRouter: () => ({ refresh: () => undefined }),
}));

const { default: ManageEnquiriesPage } = await import("./page");

// The `[locale]` layout gives client components the page's language; here the test does.
const render = async (locale: "en" | "ar" = "en") =>
  renderToStaticMarkup(
    <LocaleProvider locale={locale}>
      {await ManageEnquiriesPage({
        params: Promise.resolve({ locale }),
        searchParams: Promise.resolve({}),
      })}
    </LocaleProvider>,
  )
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

describe("Enquiries", () => {
  it("keeps the English texts on an English page", async () => {
    const page = await render();
    expect(page).toContain("Enquiries sent from the consultancy page, newest first.");
    expect(page).toContain("Project type Site supervision");
    expect(page).toContain("Note (only admins see it)");
  });

  it("reads in Arabic on an Arabic page, the visitor's words kept as written", async () => {
    setRequestLocale("ar");
    const page = await render("ar");
    expect(page).toContain("الاستفسارات");
    expect(page).toContain("نوع المشروع إشراف على التنفيذ");
    expect(page).toContain("ملاحظة (يراها المشرفون فقط)");
    expect(page).toContain("1 مارس 2026");
    expectNoEnglish(page, ["Karim Nabil", "Nile Builders", "We need supervision for a tower."]);
  });
});
