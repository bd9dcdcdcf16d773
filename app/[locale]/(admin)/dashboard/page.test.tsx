import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Dashboard } from "@/lib/upstream/dashboard";
import { expectNoEnglish } from "@/test/no-english";

const stubs = vi.hoisted(() => ({
  getExchangeRate: vi.fn(),
  dashboard: { current: null as unknown },
}));

vi.mock("@/lib/auth/guards", () => ({
  requireAdmin: async () => ({ userId: "a", token: "t", role: "Admin", expiresAt: 0 }),
  withSessionToken: (session: { token: string }, call: (token: string) => unknown) =>
    call(session.token),
}));
vi.mock("@/lib/upstream/dashboard", () => ({
  getDashboard: async (): Promise<Dashboard> =>
    (stubs.dashboard.current as Dashboard | null) ?? {
      source: "legacy",
      orders: null,
      revenue: null,
      newStudentsByWeek: null,
      endingSoon: null,
      completionByCourse: null,
      liveSessionsThisWeek: null,
    },
}));
vi.mock("@/lib/upstream/enquiries", () => ({ countNewEnquiries: async () => null }));
vi.mock("@/lib/upstream/assessment-admin", () => ({ listAssessmentStats: async () => null }));
vi.mock("@/lib/upstream/exchange-rate", () => ({ getExchangeRate: stubs.getExchangeRate }));

const { default: DashboardPage } = await import("./page");

const render = async () => {
  const html = renderToStaticMarkup(await DashboardPage());
  return {
    html,
    text: html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " "),
  };
};

beforeEach(() => {
  vi.clearAllMocks();
  stubs.dashboard.current = null;
});

describe("the dashboard's exchange-rate notice", () => {
  it("tells the owner to set a rate while none is set, with a link to it in Settings", async () => {
    stubs.getExchangeRate.mockResolvedValue({ status: "unset" });
    const { html, text } = await render();
    expect(text).toContain(
      "No exchange rate is set: buyers of USD courses and products who pay by wallet or instant transfer cannot see the amount in Egyptian pounds.",
    );
    expect(html).toMatch(/<a[^>]*href="\/settings#exchange-rate"[^>]*>Set the exchange rate<\/a>/);
  });

  it("flags a rate set more than 7 days ago", async () => {
    stubs.getExchangeRate.mockResolvedValue({
      status: "set",
      egpPerUsd: 49.5,
      setAt: new Date(Date.now() - 8 * 24 * 60 * 60 * 1000).toISOString(),
    });
    const { html, text } = await render();
    expect(text).toMatch(
      /The exchange rate was last set on \d{1,2} \w+ \d{4}: check it is still right\./,
    );
    expect(html).toMatch(/href="\/settings#exchange-rate"[^>]*>Check the exchange rate<\/a>/);
  });

  it("says nothing of a fresh rate, or on an upstream without the extension", async () => {
    stubs.getExchangeRate.mockResolvedValue({
      status: "set",
      egpPerUsd: 49.5,
      setAt: new Date().toISOString(),
    });
    expect((await render()).text).not.toContain("exchange rate");
    stubs.getExchangeRate.mockResolvedValue({ status: "absent" });
    expect((await render()).text).not.toContain("exchange rate");
  });
});

describe("the dashboard in Arabic", () => {
  it("speaks Arabic around the owner's data, amounts and dates with Latin digits", async () => {
    const { setRequestLocale } = await import("next-intl/server");
    setRequestLocale("ar");
    stubs.getExchangeRate.mockResolvedValue({ status: "unset" });
    const months = (amount: number) =>
      Array.from({ length: 12 }, (_, index) => ({
        month: `2026-${String(index + 1).padStart(2, "0")}`,
        amount: index === 10 ? amount : 0,
        orders: index === 10 ? 2 : 0,
      }));
    stubs.dashboard.current = {
      source: "extension",
      orders: { waiting: 2, overdue: 1, isOverdueLowerBound: false, oldestWaitingAt: null },
      revenue: { EGP: months(1800), USD: months(0) },
      newStudentsByWeek: [{ weekStart: "2026-11-23", count: 4 }],
      endingSoon: [
        {
          enrollmentId: "e1",
          studentName: "Mona Adel",
          studentEmail: "mona@example.com",
          courseId: "c1",
          courseName: "Steel Design",
          packageName: "Gold",
          endsAt: "2026-12-01T10:00:00.000Z",
        },
      ],
      completionByCourse: [
        {
          courseId: "c1",
          courseName: "Steel Design",
          totalVideos: 10,
          enrolledStudents: 3,
          averagePercent: 40,
          completedStudents: 1,
        },
      ],
      liveSessionsThisWeek: [
        {
          sessionId: "s1",
          courseId: "c2",
          courseName: "Concrete Live",
          title: "Slabs",
          startsAt: "2026-11-30T17:00:00.000Z",
          durationMinutes: 90,
          enrolled: 12,
        },
      ],
    } satisfies Dashboard;
    const { text } = await render();
    expect(text).toContain("لوحة التحكم");
    expect(text).toContain("طلبات بانتظار الاعتماد");
    expect(text).toContain("الإيرادات الشهرية بعملة \u2068الجنيه المصري\u2069");
    expect(text).toContain("1,800 ج.م");
    expect(text).toContain("90 دقيقة · المشتركون: 12");
    expect(text).toContain("تحديد سعر الصرف");
    expectNoEnglish(text, ["Mona Adel", "Steel Design", "Concrete Live", "Slabs", "Gold"]);
  });
});
