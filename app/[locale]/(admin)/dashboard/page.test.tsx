import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Dashboard } from "@/lib/upstream/dashboard";

const stubs = vi.hoisted(() => ({ getExchangeRate: vi.fn() }));

vi.mock("@/lib/auth/guards", () => ({
  requireAdmin: async () => ({ userId: "a", token: "t", role: "Admin", expiresAt: 0 }),
  withSessionToken: (session: { token: string }, call: (token: string) => unknown) =>
    call(session.token),
}));
vi.mock("@/lib/upstream/dashboard", () => ({
  getDashboard: async (): Promise<Dashboard> => ({
    source: "legacy",
    orders: null,
    revenue: null,
    newStudentsByWeek: null,
    endingSoon: null,
    completionByCourse: null,
    liveSessionsThisWeek: null,
  }),
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

beforeEach(() => vi.clearAllMocks());

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
