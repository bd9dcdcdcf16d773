import { setRequestLocale } from "next-intl/server";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { LocaleProvider } from "@/lib/i18n/locale-context";
import type { Order } from "@/lib/upstream/orders";
import { expectNoEnglish } from "@/test/no-english";

const order: Order = {
  id: "0b6f3c1e-6a57-4d1c-9a55-1f4a4bb8e001",
  reference: "BW-7K2Q",
  status: "proof_submitted",
  kind: "package",
  courseId: "c",
  packageId: "p",
  productId: null,
  title: "Steel Design",
  amount: 1400,
  currency: "EGP",
  previousAmount: null,
  quotedAt: "2026-03-01T10:00:00.000Z",
  egpAmount: null,
  egpRate: null,
  egpRateSetAt: null,
  paymentMethod: "wallet",
  hasProof: true,
  rejectionReason: null,
  studentId: "s",
  studentName: "Mona Adel",
  studentEmail: "mona@example.com",
  hasAccess: true,
  createdAt: "2026-03-01T10:00:00.000Z",
  updatedAt: "2026-03-01T10:00:00.000Z",
  proofSubmittedAt: "2026-03-01T11:00:00.000Z",
  approvedAt: null,
  rejectedAt: null,
  cancelledAt: null,
  expiresAt: null,
};

vi.mock("@/lib/auth/guards", () => ({
  requireAdmin: async () => ({ userId: "a", token: "t", role: "Admin", expiresAt: 0 }),
  withSessionToken: (session: { token: string }, call: (token: string) => unknown) =>
    call(session.token),
}));
vi.mock("@/lib/upstream/orders", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/upstream/orders")>()),
  hasOrders: async () => true,
  listOrderQueue: async () => [order],
}));
vi.mock("./actions", () => ({ approveOrderAction: vi.fn(), rejectOrderAction: vi.fn() }));
vi.mock("next/navigation", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/navigation")>()),
  useRouter: () => ({ refresh: () => undefined }),
}));

const { default: ManageOrdersPage } = await import("./page");

// The `[locale]` layout gives client components the page's language; here the test does.
const render = async (locale: "en" | "ar" = "en") =>
  renderToStaticMarkup(
    <LocaleProvider locale={locale}>
      {await ManageOrdersPage({
        params: Promise.resolve({ locale }),
        searchParams: Promise.resolve({}),
      })}
    </LocaleProvider>,
  )
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

describe("Manage Orders", () => {
  it("keeps the English texts on an English page", async () => {
    const page = await render();
    expect(page).toContain("Manage Orders");
    expect(page).toContain("Waiting for approval");
    expect(page).toContain("Already enrolled: the student already has this course.");
  });

  it("reads in Arabic on an Arabic page, the order's data kept as it is", async () => {
    setRequestLocale("ar");
    const page = await render("ar");
    expect(page).toContain("إدارة الطلبات");
    expect(page).toContain("بانتظار الاعتماد");
    expect(page).toContain("المرجع");
    expect(page).toContain("BW-7K2Q");
    expect(page).toContain("1,400 ج.م");
    expect(page).toContain("اعتماد");
    expect(page).toContain("تصدير الطلبات (CSV)");
    expectNoEnglish(page, ["Mona Adel", "Steel Design", "BW-7K2Q"]);
  });
});
