import { prerenderToNodeStream } from "react-dom/static";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { setRequestLocale } from "next-intl/server";
import { UpstreamError } from "@/lib/upstream/client";
import { expectNoEnglish } from "@/test/no-english";

const stubs = vi.hoisted(() => ({
  hasOrders: vi.fn(),
  lookUpPurchase: vi.fn(),
  getSession: vi.fn(),
  getExchangeRate: vi.fn(),
}));

// The detection is stubbed: the same page on a legacy upstream (no orders) and on the reference
// upstream with the orders extension.
vi.mock("@/lib/upstream/orders", () => ({ hasOrders: stubs.hasOrders, getOrder: vi.fn() }));
vi.mock("@/lib/upstream/exchange-rate", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/upstream/exchange-rate")>()),
  getExchangeRate: stubs.getExchangeRate,
}));
vi.mock("./purchase", () => ({ lookUpPurchase: stubs.lookUpPurchase }));
vi.mock("./actions", () => ({ createOrderAction: vi.fn(), cancelOrderAction: vi.fn() }));
vi.mock("@/lib/auth/guards", () => ({
  getSession: stubs.getSession,
  loginUrl: (next: string) => `/login?next=${encodeURIComponent(next)}`,
  signupUrl: (next: string) => `/signup?next=${encodeURIComponent(next)}`,
  requireStudent: vi.fn(),
  withSessionToken: vi.fn(),
}));

const { default: PaymentPage } = await import("./page");

/** The markup of a server tree (its async parts awaited). */
async function markupOf(element: React.ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  let out = "";
  for await (const chunk of prelude) out += String(chunk);
  return out.replaceAll("<!-- -->", "");
}

async function render(query: Record<string, string>, locale: "en" | "ar" = "en"): Promise<string> {
  const element = await PaymentPage({
    params: Promise.resolve({ mode: "per-request", locale }),
    searchParams: Promise.resolve(query),
  });
  return markupOf(element);
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");

/** A student's session, as the page reads it. */
const student = { userId: "s", token: "t", role: "Student", expiresAt: 0 };

/** The purchase lookup finds `purchase`: the item the page offers, with its price. */
const offer = (purchase: object) =>
  stubs.lookUpPurchase.mockResolvedValue({ status: "found", purchase });

/** The page offers a $120 online course. */
const offerUsd = () =>
  offer({
    title: "Seismic Design",
    kind: "Online course",
    price: { original: 120, final: 120, isDiscounted: false },
    currency: "USD",
    href: "/onlineCourseDetails/c",
  });

/** The text of each method's panel, in tab order (wallet, card, instant transfer). */
const panels = (html: string) =>
  html
    .split(/<div[^>]*role="tabpanel"/)
    .slice(1)
    .map(text);

beforeEach(() => {
  vi.clearAllMocks();
  stubs.getExchangeRate.mockResolvedValue({ status: "unset" });
  offer({
    title: "ETABS: 3 months Package",
    kind: "On-demand course package",
    price: { original: 1500, final: 1350, isDiscounted: true },
    currency: "EGP",
    href: "/onDemandCourseDetails/x",
  });
});

describe("payment page on a legacy upstream (no orders)", () => {
  it("shows the spec's three WhatsApp steps and no orders UI", async () => {
    stubs.hasOrders.mockResolvedValue(false);
    stubs.getSession.mockResolvedValue(student);
    const page = text(await render({ course: "c", package: "p" }));
    expect(page).toContain("You Will Be Enrolled Maximum 24 Hours");
    expect(page).toContain("Send 1,350 EGP to:");
    expect(page).toContain("Take a photo or screenshot of the success message of your payment.");
    expect(page).toContain("Send the photo to our admin on WhatsApp.");
    expect(page).toContain("Send the proof on WhatsApp");
    expect(page).not.toContain("Place my order");
    expect(page).not.toContain("Your order");
    expect(page).not.toContain("reference code");
  });
});

describe("a USD item on a legacy upstream (no rate extension)", () => {
  it("asks for the amount in Egyptian pounds on the wallet tab, and dollars only on the card tab", async () => {
    stubs.hasOrders.mockResolvedValue(false);
    stubs.getSession.mockResolvedValue(null);
    stubs.getExchangeRate.mockResolvedValue({ status: "absent" });
    offerUsd();
    const [wallet, card] = panels(await render({ course: "c" }));
    expect(wallet).toContain("Send the amount in Egyptian pounds to:");
    expect(wallet).toContain(
      "The amount in Egyptian pounds will be confirmed by BrightWay before you pay.",
    );
    expect(wallet).not.toContain("$120");
    expect(card).toContain("Send $120 to:");
  });
});

describe("payment page for an item the student already holds", () => {
  it.each([
    [true, "with the orders extension"],
    [false, "on a legacy upstream"],
  ])("sells nothing and links to the held item (%s: %s)", async (isOrdersOn) => {
    stubs.hasOrders.mockResolvedValue(isOrdersOn);
    stubs.getSession.mockResolvedValue(student);
    stubs.lookUpPurchase.mockResolvedValue({
      status: "held",
      title: "Seismic Design of RC Buildings to ECP 201",
      message: "You are already enrolled in this course.",
      href: "/onlineCourseDetails/c",
      linkText: "Go to the course",
    });
    const html = await render({ course: "c" });
    const page = text(html);
    expect(page).toContain("You are already enrolled in this course.");
    expect(html).toContain('href="/onlineCourseDetails/c"');
    for (const selling of [
      "Place my order",
      "Amount to pay",
      "Send the proof on WhatsApp",
      "How will you pay?",
      "You Will Be Enrolled Maximum 24 Hours",
    ]) {
      expect(page).not.toContain(selling);
    }
  });
});

describe("payment page with the orders extension", () => {
  it("lets a student place the order instead of the WhatsApp step", async () => {
    stubs.hasOrders.mockResolvedValue(true);
    stubs.getSession.mockResolvedValue(student);
    const page = text(await render({ course: "c", package: "p" }));
    expect(page).toContain("Place my order");
    expect(page).not.toContain("Send the proof on WhatsApp");
  });

  it("has the buyer choose the method once, in the tabs: each tab's order form posts its own method", async () => {
    stubs.hasOrders.mockResolvedValue(true);
    stubs.getSession.mockResolvedValue(student);
    const html = await render({ course: "c", package: "p", tab: "card" });
    expect(html).not.toContain('type="radio"');
    expect(html.match(/role="tablist"/g)).toHaveLength(1);
    const methods = [...html.matchAll(/name="method" value="(\w+)"/g)].map((match) => match[1]);
    expect(methods).toEqual(["wallet", "card", "instant"]);
    expect(html).toMatch(/aria-selected="true"[^>]*>Card</);
  });

  it("shows a USD item's EGP amount at the admin's rate, with the rate and its date, and what each account takes", async () => {
    stubs.hasOrders.mockResolvedValue(true);
    stubs.getSession.mockResolvedValue(null);
    stubs.getExchangeRate.mockResolvedValue({
      status: "set",
      egpPerUsd: 48.37,
      setAt: "2026-11-26T23:30:00.000Z",
    });
    offer({
      title: "Seismic Design",
      kind: "Online course",
      price: { original: 120, final: 120, isDiscounted: false },
      currency: "USD",
      href: "/onlineCourseDetails/c",
    });
    const page = text(await render({ course: "c" }));
    // 120 × 48.37 = 5804.4, rounded up to a whole pound; the day is Cairo's (UTC+2).
    expect(page).toContain("In Egyptian pounds: 5,805 EGP");
    expect(page).toContain("1 US dollar = 48.37 EGP, our rate of 27 November 2026");
    expect(page).toContain("Mobile wallet number");
    expect(page).toContain("Send 5,805 EGP here.");
    expect(page).toContain("For payments in Egyptian pounds: send 5,805 EGP here.");
    expect(page).toContain("For payments in US dollars: send $120 here.");
  });

  it("never asks for dollars on the wallet or instant-transfer tab while no rate is set: the amount in pounds is to be confirmed", async () => {
    stubs.hasOrders.mockResolvedValue(true);
    stubs.getSession.mockResolvedValue(null);
    offerUsd();
    const html = await render({ course: "c" });
    expect(text(html)).toContain("Amount to pay: $120");
    expect(text(html)).not.toContain("In Egyptian pounds:");
    const [wallet, card, instant] = panels(html);
    for (const egpOnly of [wallet!, instant!]) {
      expect(egpOnly).toContain(
        "The amount in Egyptian pounds will be confirmed by BrightWay before you pay.",
      );
      expect(egpOnly).not.toContain("$120");
    }
    expect(card).toContain(
      "For payments in Egyptian pounds. The amount in Egyptian pounds will be confirmed by BrightWay before you pay.",
    );
    expect(card).toContain("For payments in US dollars: send $120 here.");
  });

  it("says the same when the rate cannot be read", async () => {
    stubs.hasOrders.mockResolvedValue(true);
    stubs.getSession.mockResolvedValue(student);
    stubs.getExchangeRate.mockRejectedValue(
      new UpstreamError({ status: 503, endpoint: "GET /api/ExchangeRate", message: "down" }),
    );
    offerUsd();
    const [wallet] = panels(await render({ course: "c" }));
    expect(wallet).toContain(
      "The amount in Egyptian pounds will be confirmed by BrightWay before you pay.",
    );
    expect(wallet).toContain("Place my order");
  });

  it("asks a visitor to log in or create an account, both coming back to the same item and tab", async () => {
    stubs.hasOrders.mockResolvedValue(true);
    stubs.getSession.mockResolvedValue(null);
    const html = await render({ course: "c", package: "p", tab: "instant" });
    expect(text(html)).toContain(
      "Log in or create an account to place your order and upload your payment proof here.",
    );
    const back = encodeURIComponent("/payment?course=c&package=p&tab=instant");
    const link = (name: string) =>
      new RegExp(`<a[^>]*href="([^"]*)"[^>]*>${name}</a>`).exec(html)?.[1]?.replace(/&amp;/g, "&");
    expect(link("Log in")).toBe(`/login?next=${back}`);
    expect(link("Create account")).toBe(`/signup?next=${back}`);
  });
});

describe("payment page in Arabic", () => {
  beforeEach(() => {
    setRequestLocale("ar");
    offer({
      title: "ETABS",
      kind: "باقة دورة مسجّلة",
      price: { original: 1500, final: 1350, isDiscounted: true },
      currency: "EGP",
      href: "/onDemandCourseDetails/x",
    });
  });

  it("shows the three steps in Arabic, the amount and numbers in Latin digits", async () => {
    stubs.hasOrders.mockResolvedValue(false);
    stubs.getSession.mockResolvedValue(null);
    const html = await render({ course: "c", package: "p" }, "ar");
    const page = text(html);
    expect(page).toContain("الدفع");
    expect(page).toContain("سيُفعَّل اشتراكك خلال 24 ساعة بحد أقصى");
    expect(page).toContain("كيف ستدفع؟");
    expect(page).toContain("المحفظة الإلكترونية");
    expect(page).toContain("رقم المحفظة الإلكترونية");
    expect(page).toMatch(/أرسل 1,350/);
    expect(page).toContain("أرسل إثبات الدفع على واتساب");
    expect(html).toContain('aria-label="نسخ \u2068رقم المحفظة\u2069"');
    expectNoEnglish(page, ["ETABS"]);
  });

  it("asks a visitor to log in in Arabic with the orders extension", async () => {
    stubs.hasOrders.mockResolvedValue(true);
    stubs.getSession.mockResolvedValue(null);
    const page = text(await render({ course: "c", package: "p" }, "ar"));
    expect(page).toContain("سجّل الدخول أو أنشئ حسابًا لتقديم طلبك ورفع إثبات الدفع هنا.");
    expectNoEnglish(page, ["ETABS"]);
  });
});
