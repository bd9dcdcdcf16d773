import { describe, expect, it } from "vitest";
import { parseIntId } from "@/lib/ids";

describe("parseIntId", () => {
  it("reads positive int ids", () => {
    expect(parseIntId("1")).toBe(1);
    expect(parseIntId("123456789")).toBe(123456789);
  });

  it("rejects anything else", () => {
    for (const value of ["0", "01", "-1", "1.5", "1e3", "abc", "", "1234567890", "1 ", "%31"]) {
      expect(parseIntId(value)).toBeNull();
    }
  });
});
