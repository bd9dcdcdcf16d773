import { describe, expect, it } from "vitest";
import { packageFieldsSchema } from "./schema";

describe("packageFieldsSchema", () => {
  it("coerces the form's text to whole months and an EGP price", () => {
    expect(
      packageFieldsSchema.parse({ name: " Gold ", durationMonths: "6", price: "2499.5" }),
    ).toEqual({
      name: "Gold",
      durationMonths: 6,
      price: 2499.5,
    });
    expect(packageFieldsSchema.parse({ name: "Free", durationMonths: 1, price: 0 }).price).toBe(0);
  });

  it("refuses an empty name, a duration that is not whole months ≥ 1 and a negative price", () => {
    for (const [input, field] of [
      [{ name: "", durationMonths: 1, price: 1 }, "name"],
      [{ name: "A", durationMonths: 0, price: 1 }, "durationMonths"],
      [{ name: "A", durationMonths: 2.5, price: 1 }, "durationMonths"],
      [{ name: "A", durationMonths: "", price: 1 }, "durationMonths"],
      [{ name: "A", durationMonths: 1, price: -5 }, "price"],
      [{ name: "A", durationMonths: 1, price: "abc" }, "price"],
    ] as const) {
      const result = packageFieldsSchema.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.path[0])).toContain(field);
    }
  });
});
