import { describe, expect, it } from "vitest";
import { discountedPrice, displayPrice, formatPrice, roundMoney } from "@/lib/prices";

describe("discountedPrice", () => {
  it("subtracts price × discount / 100", () => {
    expect(discountedPrice(150, 20)).toBe(120);
    expect(discountedPrice(900, 15)).toBe(765);
  });

  it("rounds to 2 decimals", () => {
    expect(discountedPrice(99.99, 33)).toBe(66.99);
    expect(discountedPrice(10, 33.333)).toBe(6.67);
    expect(roundMoney(1.005)).toBe(1.01);
  });

  it("clamps a percent outside 0–100", () => {
    expect(discountedPrice(100, -10)).toBe(100);
    expect(discountedPrice(100, 150)).toBe(0);
  });
});

describe("displayPrice", () => {
  it("applies the discount only when hasDiscount is set and the percent is positive", () => {
    expect(displayPrice(150, { hasDiscount: true, discount: 20 })).toEqual({
      original: 150,
      final: 120,
      isDiscounted: true,
    });
    expect(displayPrice(150, { hasDiscount: false, discount: 20 })).toEqual({
      original: 150,
      final: 150,
      isDiscounted: false,
    });
    expect(displayPrice(150, { hasDiscount: true, discount: 0 })).toEqual({
      original: 150,
      final: 150,
      isDiscounted: false,
    });
  });
});

describe("formatPrice", () => {
  it("shows USD with a $ sign, decimals only when needed", () => {
    expect(formatPrice(120, "USD")).toBe("$120");
    expect(formatPrice(112.5, "USD")).toBe("$112.50");
    expect(formatPrice(1500, "USD")).toBe("$1,500");
  });

  it("shows EGP after the amount, for both currencies of a discounted package", () => {
    expect(formatPrice(discountedPrice(900, 15), "EGP")).toBe("765 EGP");
    expect(formatPrice(discountedPrice(1499, 15), "EGP")).toBe("1,274.15 EGP");
  });
});

describe("formatPrice in Arabic", () => {
  it("keeps Latin digits, writes EGP as ج.م and USD with its sign", () => {
    expect(formatPrice(1200, "EGP", "ar")).toBe("1,200 ج.م");
    expect(formatPrice(765.5, "EGP", "ar")).toBe("765.50 ج.م");
    expect(formatPrice(120, "USD", "ar")).toBe("$120");
  });
});
