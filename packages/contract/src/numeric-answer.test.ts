import { describe, expect, it } from "vitest";
import { isWithinTolerance, parseNumericAnswer } from "./numeric-answer";

describe("parseNumericAnswer", () => {
  it.each([
    ["3.5", 3.5],
    ["3,5", 3.5],
    ["٣٫٥", 3.5],
    ["٣,٥", 3.5],
    ["۳.۵", 3.5],
    [" 1 250 ", 1250],
    ["1,234.5", 1234.5],
    ["-0.25", -0.25],
    ["−12", -12],
    [".5", 0.5],
    ["1e3", 1000],
    ["١٢٥٠", 1250],
  ])("reads %s as %d", (text, expected) => {
    expect(parseNumericAnswer(text)).toBe(expected);
  });

  it.each(["", "kN", "3.5 kN", "1.2.3", "1,2,3,4.5.6", "--3", "Infinity", "0x10"])(
    "refuses %j",
    (text) => {
      expect(parseNumericAnswer(text)).toBeNull();
    },
  );
});

describe("isWithinTolerance", () => {
  it("takes a percent of the answer, edges included", () => {
    expect(isWithinTolerance(1275, 1250, 2, "percent")).toBe(true);
    expect(isWithinTolerance(1225, 1250, 2, "percent")).toBe(true);
    expect(isWithinTolerance(1275.1, 1250, 2, "percent")).toBe(false);
    expect(isWithinTolerance(1224.9, 1250, 2, "percent")).toBe(false);
  });

  it("takes an absolute difference, edges included despite binary rounding", () => {
    expect(isWithinTolerance(3.6, 3.5, 0.1, "absolute")).toBe(true);
    expect(isWithinTolerance(3.4, 3.5, 0.1, "absolute")).toBe(true);
    expect(isWithinTolerance(3.61, 3.5, 0.1, "absolute")).toBe(false);
    expect(isWithinTolerance(3.5, 3.5, 0, "absolute")).toBe(true);
    expect(isWithinTolerance(3.5000001, 3.5, 0, "absolute")).toBe(false);
  });
});
