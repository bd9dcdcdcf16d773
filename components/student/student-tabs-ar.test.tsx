import { setRequestLocale } from "next-intl/server";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { LocaleProvider } from "@/lib/i18n/locale-context";
import type { Order } from "@/lib/upstream/orders";
import type { DeviceSession } from "@/lib/upstream/sessions";
import { studentSession } from "@/test/action-support";
import { expectNoEnglish } from "@/test/no-english";

const upstream = vi.hoisted(() => ({
  orders: [] as Order[],
  devices: [] as DeviceSession[],
}));
vi.mock("@/lib/auth/guards", () => ({
  withSessionToken: async (_session: unknown, call: (token: string) => Promise<unknown>) =>
    call("token"),
}));
// The confirm dialogs refresh the page through the router, which a unit render does not mount.
vi.mock("next/navigation", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/navigation")>()),
  useRouter: () => ({ refresh: vi.fn(), push: vi.fn(), replace: vi.fn(), prefetch: vi.fn() }),
}));
vi.mock("@/lib/upstream/orders", () => ({ listMyOrders: async () => upstream.orders }));
vi.mock("@/lib/upstream/sessions", () => ({
  listMySessions: async () => upstream.devices,
  listStudentSessions: async () => upstream.devices,
}));

const { MyOrders } = await import("./my-orders");
const { Devices } = await import("./devices");

const order: Order = {
  id: "0b7f4f64-5c4a-4d59-9a43-58c0f9cbd0a1",
  reference: "BW-7K2Q",
  status: "rejected",
  kind: "package",
  courseId: "c1",
  packageId: "p1",
  productId: null,
  title: "Steel Design",
  amount: 1400,
  currency: "EGP",
  previousAmount: null,
  egpAmount: null,
  egpRate: null,
  egpRateSetAt: null,
  paymentMethod: "wallet",
  hasProof: true,
  rejectionReason: "The amount is wrong",
  studentId: studentSession.userId,
  studentName: "Mona Adel",
  studentEmail: "mona@gmail.com",
  hasAccess: false,
  createdAt: "2026-11-20T15:03:00Z",
  proofSubmittedAt: "2026-11-20T16:00:00Z",
  approvedAt: null,
  rejectedAt: "2026-11-21T09:00:00Z",
  cancelledAt: null,
  expiresAt: null,
} as Order;

const device: DeviceSession = {
  id: "5a0c2a0e-1f7e-4a3b-9a2a-6d2f1c9e8b7a",
  label: "Chrome on Windows",
  userAgent: null,
  address: "197.34.10.2",
  createdAt: "2026-11-20T15:03:00Z",
  lastSeenAt: "2026-11-28T08:00:00Z",
  current: false,
};

/** The visible text of a server component rendered on an Arabic page. */
const arabicText = (node: React.ReactNode) =>
  renderToStaticMarkup(<LocaleProvider locale="ar">{node}</LocaleProvider>)
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

beforeEach(() => {
  setRequestLocale("ar");
  upstream.orders = [order];
  upstream.devices = [device];
});

describe("the profile's tabs in Arabic", () => {
  it("My Orders: amount in ج.م, the method, the status, the Cairo time and the reason, in Arabic", async () => {
    const text = arabicText(
      await MyOrders({
        session: studentSession,
        headingLevel: "h2",
        cancelAction: vi.fn(),
        locale: "ar",
      }),
    );
    for (const arabic of [
      "1,400 ج.م",
      "المحفظة الإلكترونية",
      "مرفوض",
      "20 نوفمبر 2026، 17:03 بتوقيت القاهرة",
      "رفع إثبات الدفع مرة أخرى",
      "إلغاء الطلب",
    ])
      expect(text).toContain(arabic);
    expect(text).toContain("السبب:");
    // The drop zone names the file types it takes by their extensions.
    expectNoEnglish(text, [
      "Steel Design",
      "BW-7K2Q",
      "The amount is wrong",
      "jpeg",
      "jpg",
      "png",
      "webp",
    ]);
  });

  it("Devices: the intro, first and last seen in Cairo time, Sign out", async () => {
    const text = arabicText(
      await Devices({
        session: studentSession,
        studentId: studentSession.userId,
        headingLevel: "h2",
        actions: { kind: "own", endOne: vi.fn(), endOthers: vi.fn() },
      }),
    );
    for (const arabic of ["أول ظهور", "آخر ظهور", "تسجيل الخروج", "تسجيل خروج كل الأجهزة الأخرى"])
      expect(text).toContain(arabic);
    expect(text).toContain("28 نوفمبر 2026، 10:00 بتوقيت القاهرة");
    expectNoEnglish(text, ["Chrome on Windows"]);
  });
});
