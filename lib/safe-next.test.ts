import { describe, expect, it } from "vitest";
import { safeNext } from "@/lib/safe-next";

describe("safeNext", () => {
  it.each([
    ["/", "/"],
    ["/enrolledCourses", "/enrolledCourses"],
    ["/onDemandCourseDetails/abc?video=3#player", "/onDemandCourseDetails/abc?video=3#player"],
    ["/a/../b", "/b"],
  ])("keeps the same-origin path %s", (input, expected) => {
    expect(safeNext(input)).toBe(expected);
  });

  it.each([
    ["protocol-relative", "//evil.example/x"],
    ["backslash host", "/\\evil.example"],
    ["absolute http", "http://evil.example/"],
    ["absolute https", "https://evil.example/"],
    ["javascript scheme", "javascript:alert(1)"],
    ["relative without slash", "enrolledCourses"],
    ["tab trick", "/\t/evil.example"],
    ["newline trick", "/\n/evil.example"],
    ["empty", ""],
    ["dot segment before a second slash", "/.//evil.example"],
    ["dot-dot segment before a second slash", "/a/..//evil.example/x"],
    ["dot segment before a backslash", "/./\\evil.example"],
  ])("rejects %s", (_name, input) => {
    expect(safeNext(input)).toBe("/");
  });

  it("rejects non-strings and uses the given fallback", () => {
    expect(safeNext(undefined)).toBe("/");
    expect(safeNext(["/a"])).toBe("/");
    expect(safeNext("//evil.example", "/login")).toBe("/login");
  });
});
