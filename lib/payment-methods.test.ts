import { describe, expect, it, vi } from "vitest";

vi.mock("@/lib/env", () => ({
  env: {
    PAYMENT_WALLET_NUMBER: "+20 111",
    PAYMENT_CARD_EGP_ACCOUNT: "EG-1",
    PAYMENT_CARD_USD_ACCOUNT: "EG-2",
    PAYMENT_INSTANT_TRANSFER_ADDRESS: "pay@instapay",
  },
}));

const { parseSearchParams } = await import("@/lib/search-params");
const {
  amountForPayee,
  amountToSend,
  isEgpAmountPending,
  payeesFor,
  paymentMethodParam,
  paymentMethodSchema,
} = await import("@/lib/payment-methods");

/** `?tab=` read as the payment page reads it. */
const parsePaymentMethod = (tab: string | string[] | undefined) =>
  parseSearchParams({ tab }, { tab: paymentMethodParam }).tab;

describe("payment methods", () => {
  it("reads ?tab= as a method, the mobile wallet by default", () => {
    expect(parsePaymentMethod("card")).toBe("card");
    expect(parsePaymentMethod(["instant", "card"])).toBe("instant");
    expect(parsePaymentMethod("cash")).toBe("wallet");
    expect(parsePaymentMethod(undefined)).toBe("wallet");
  });

  it("gives each method its payees, in order, from the settings, with the currency each takes", () => {
    expect(payeesFor("wallet")).toEqual([
      {
        label: "Mobile wallet number",
        copyName: "wallet number",
        currency: "EGP",
        value: "+20 111",
      },
    ]);
    expect(payeesFor("card")).toEqual([
      { label: "EGP account", copyName: "EGP account", currency: "EGP", value: "EG-1" },
      { label: "US-dollar account", copyName: "US-dollar account", currency: "USD", value: "EG-2" },
    ]);
    expect(payeesFor("instant")).toEqual([
      {
        label: "Instant transfer address",
        copyName: "instant transfer address",
        currency: "EGP",
        value: "pay@instapay",
      },
    ]);
  });

  it("asks an EGP payee for a USD price's EGP quote, and a payee of the other currency for nothing", () => {
    const usd = {
      amount: 120,
      currency: "USD" as const,
      egp: { amount: 6000, rate: 50, setAt: "2026-11-27T10:00:00.000Z" },
    };
    expect(amountForPayee("EGP", usd)).toEqual({ amount: 6000, currency: "EGP" });
    expect(amountForPayee("USD", usd)).toEqual({ amount: 120, currency: "USD" });
    expect(amountForPayee("EGP", { ...usd, egp: null })).toBeNull();
    const egp = { amount: 1350, currency: "EGP" as const, egp: null };
    expect(amountForPayee("EGP", egp)).toEqual({ amount: 1350, currency: "EGP" });
    expect(amountForPayee("USD", egp)).toBeNull();
  });

  it("says step 1's amount: what a method's one payee takes, else the price and its EGP quote", () => {
    const usd = {
      amount: 120,
      currency: "USD" as const,
      egp: { amount: 6000, rate: 50, setAt: "2026-11-27T10:00:00.000Z" },
    };
    expect(amountToSend("wallet", usd)).toBe("6,000 EGP");
    expect(amountToSend("card", usd)).toBe("$120 or 6,000 EGP");
    expect(amountToSend("card", { ...usd, egp: null })).toBe("$120");
  });

  it("never asks a wallet or an instant transfer for dollars while a USD price has no EGP quote", () => {
    const usd = { amount: 120, currency: "USD" as const, egp: null };
    expect(amountToSend("wallet", usd)).toBeNull();
    expect(amountToSend("instant", usd)).toBeNull();
    expect(isEgpAmountPending("EGP", usd)).toBe(true);
    expect(isEgpAmountPending("USD", usd)).toBe(false);
    const quoted = { ...usd, egp: { amount: 5940, rate: 49.5, setAt: "2026-11-27T10:00:00.000Z" } };
    expect(isEgpAmountPending("EGP", quoted)).toBe(false);
    expect(isEgpAmountPending("EGP", { amount: 1350, currency: "EGP", egp: null })).toBe(false);
  });

  it("refuses a posted method that is not one of the three", () => {
    expect(paymentMethodSchema("Failed to place the order").safeParse("card").success).toBe(true);
    expect(
      paymentMethodSchema("Failed to place the order").safeParse("cash").error?.issues[0]?.message,
    ).toBe("Failed to place the order");
  });
});
