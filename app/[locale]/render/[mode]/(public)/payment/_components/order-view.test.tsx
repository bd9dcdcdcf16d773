import { prerenderToNodeStream } from "react-dom/static";
import { describe, expect, it, vi } from "vitest";
import { setRequestLocale } from "next-intl/server";
import type { Order } from "@/lib/upstream/orders";

vi.mock("../actions", () => ({ cancelOrderAction: vi.fn() }));
// The proof upload refreshes the page after a success; rendered here outside Next's router.
vi.mock("next/navigation", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/navigation")>()),
  useRouter: () => ({ refresh: () => undefined }),
}));

const { OrderView } = await import("./order-view");

/** A student's open order of a $120 online course by mobile wallet, with no EGP quote. */
const unquoted: Order = {
  id: "0b6f3c1e-6a57-4d1c-9a55-1f4a4bb8e001",
  reference: "BW-7K2Q",
  status: "awaiting_proof",
  kind: "onlineCourse",
  courseId: "c",
  packageId: null,
  productId: null,
  title: "Seismic Design",
  amount: 120,
  currency: "USD",
  previousAmount: null,
  quotedAt: "2026-03-01T10:00:00.000Z",
  egpAmount: null,
  egpRate: null,
  egpRateSetAt: null,
  paymentMethod: "wallet",
  hasProof: false,
  rejectionReason: null,
  studentId: "s",
  studentName: "Test Student",
  studentEmail: "s@gmail.com",
  hasAccess: false,
  createdAt: "2026-03-01T10:00:00.000Z",
  updatedAt: "2026-03-01T10:00:00.000Z",
  proofSubmittedAt: null,
  approvedAt: null,
  rejectedAt: null,
  cancelledAt: null,
  expiresAt: null,
};

/** The order view's markup (its async parts awaited). */
async function render(order: Order): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    await OrderView({ order, now: new Date("2026-03-01T11:00:00Z"), myOrdersHref: "/" }),
  );
  let out = "";
  for await (const chunk of prelude) out += String(chunk);
  return out
    .replaceAll("<!-- -->", "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
}

describe("an order's step 1", () => {
  it("never asks a wallet for dollars while the order has no EGP quote: the buyer waits for the amount in pounds", async () => {
    const page = await render(unquoted);
    expect(page).toContain(
      "1. Once BrightWay confirms the amount in Egyptian pounds, send it by Mobile Wallet to the account below, and write BW-7K2Q in the transfer note.",
    );
    expect(page).toContain(
      "The amount in Egyptian pounds will be confirmed by BrightWay before you pay.",
    );
    expect(page).not.toContain("Send $120");
  });

  it("asks for the EGP amount once the order is quoted", async () => {
    const page = await render({
      ...unquoted,
      egpAmount: 5940,
      egpRate: 49.5,
      egpRateSetAt: "2026-03-01T10:00:00.000Z",
    });
    expect(page).toContain("1. Send 5,940 EGP by Mobile Wallet to the account below");
    expect(page).toContain("Send 5,940 EGP here.");
  });

  it("asks the card's US-dollar account for dollars while there is no quote", async () => {
    const page = await render({ ...unquoted, paymentMethod: "card" });
    expect(page).toContain("1. Send $120 by Card to the account below");
    expect(page).toContain("For payments in US dollars: send $120 here.");
  });
});

describe("an order in Arabic", () => {
  it("reads in Arabic, the reference and amount kept Latin and copyable", async () => {
    setRequestLocale("ar");
    const page = await render({
      ...unquoted,
      egpAmount: 5805,
      egpRate: 48.375,
      egpRateSetAt: "2026-02-27T09:00:00.000Z",
    });
    expect(page).toContain("طلبك:");
    expect(page).toContain("الرمز المرجعي");
    expect(page).toContain("BW-7K2Q");
    expect(page).toContain("عن طريق \u2068المحفظة الإلكترونية\u2069 إلى الحساب أدناه، واكتب");
    expect(page).toContain("طلباتي");
    // The status badge, proof upload and cancel button (components/orders) are translated apart.
    expect(page).not.toContain("Reference code");
    expect(page).not.toContain("Amount to pay");
  });
});
