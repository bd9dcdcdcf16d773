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
const { payeesFor, paymentMethodParam, paymentMethodSchema } = await import("@/lib/payment-methods");

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

  it("gives each method its payees, in order, from the settings", () => {
    expect(payeesFor("wallet")).toEqual([{ label: "Mobile wallet number", value: "+20 111" }]);
    expect(payeesFor("card")).toEqual([
      { label: "EGP account", value: "EG-1" },
      { label: "US-dollar account", value: "EG-2" },
    ]);
    expect(payeesFor("instant")).toEqual([{ label: "Instant transfer address", value: "pay@instapay" }]);
  });

  it("refuses a posted method that is not one of the three", () => {
    expect(paymentMethodSchema("Failed to place the order").safeParse("card").success).toBe(true);
    expect(paymentMethodSchema("Failed to place the order").safeParse("cash").error?.issues[0]?.message).toBe(
      "Failed to place the order",
    );
  });
});
