import { describe, expect, it } from "vitest";
import { cn } from "./utils";

describe("cn", () => {
  it("keeps the later of two conflicting Tailwind utilities", () => {
    expect(cn("inline-flex h-10 px-4 bg-brand-700", "h-11 px-6")).toBe(
      "inline-flex bg-brand-700 h-11 px-6",
    );
  });

  it("drops falsy values and joins conditional classes", () => {
    expect(
      cn("space-y-1", undefined, false, { "border-red-600": true, "border-slate-300": false }),
    ).toBe("space-y-1 border-red-600");
  });
});
