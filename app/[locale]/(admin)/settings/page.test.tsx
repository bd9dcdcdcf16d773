import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { LocaleProvider } from "@/lib/i18n/locale-context";
import { expectNoEnglish } from "@/test/no-english";

const stubs = vi.hoisted(() => ({ getExchangeRate: vi.fn() }));

vi.mock("@/lib/auth/guards", () => ({
  requireAdmin: async () => ({ userId: "a", token: "t", role: "Admin", expiresAt: 0 }),
  withSessionToken: vi.fn(),
}));
// Only the rate's section: an upstream without the sessions extension.
vi.mock("@/lib/upstream/sessions", () => ({
  hasSessions: async () => false,
  getBusinessSettings: vi.fn(),
}));
vi.mock("@/lib/upstream/exchange-rate", () => ({ getExchangeRate: stubs.getExchangeRate }));
vi.mock("./actions", () => ({ saveExchangeRateAction: vi.fn(), saveSettingsAction: vi.fn() }));

const { default: SettingsPage } = await import("./page");

const render = async () =>
  renderToStaticMarkup(await SettingsPage())
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

beforeEach(() => vi.clearAllMocks());

describe("Settings' exchange rate", () => {
  it("tells the owner no rate is set, and what buyers are told meanwhile", async () => {
    stubs.getExchangeRate.mockResolvedValue({ status: "unset" });
    const page = await render();
    expect(page).toContain(
      "No exchange rate is set: buyers of USD courses and products who pay by wallet or instant transfer cannot see the amount in Egyptian pounds.",
    );
    expect(page).toContain(
      "No rate yet: buyers of USD items who pay in Egyptian pounds are told the amount will be confirmed by BrightWay.",
    );
    expect(page).toContain("Egyptian pounds per US dollar");
  });

  it("flags a rate set more than 7 days ago, with its day", async () => {
    stubs.getExchangeRate.mockResolvedValue({
      status: "set",
      egpPerUsd: 49.5,
      setAt: "2026-03-01T10:00:00.000Z",
    });
    vi.useFakeTimers({ now: new Date("2026-03-12T10:00:00.000Z"), toFake: ["Date"] });
    try {
      const page = await render();
      expect(page).toContain(
        "The exchange rate was last set on 1 March 2026: check it is still right.",
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it("says nothing more of a rate set this week", async () => {
    stubs.getExchangeRate.mockResolvedValue({
      status: "set",
      egpPerUsd: 49.5,
      setAt: new Date().toISOString(),
    });
    const page = await render();
    expect(page).not.toContain("No exchange rate is set");
    expect(page).not.toContain("check it is still right");
  });
});

describe("Settings in Arabic", () => {
  it("reads in Arabic, the rate's day with Latin digits", async () => {
    const { setRequestLocale } = await import("next-intl/server");
    setRequestLocale("ar");
    stubs.getExchangeRate.mockResolvedValue({
      status: "set",
      egpPerUsd: 49.5,
      setAt: "2026-03-01T10:00:00.000Z",
    });
    vi.useFakeTimers({ now: new Date("2026-03-12T10:00:00.000Z"), toFake: ["Date"] });
    try {
      // The `[locale]` layout gives the client forms the page's language; here the test does.
      const page = renderToStaticMarkup(
        <LocaleProvider locale="ar">{await SettingsPage()}</LocaleProvider>,
      )
        .replace(/<script[\s\S]*?<\/script>/g, " ")
        .replace(/<[^>]+>/g, " ")
        .replace(/\s+/g, " ");
      expect(page).toContain("الإعدادات");
      expect(page).toContain("سعر الصرف");
      expect(page).toContain("عدد الجنيهات المصرية مقابل الدولار الأمريكي");
      expect(page).toContain("1 مارس 2026");
      expect(page).toContain("حفظ سعر الصرف");
      expectNoEnglish(page, ["USD", "EGP"]);
    } finally {
      vi.useRealTimers();
    }
  });
});
