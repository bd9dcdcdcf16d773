import { describe, expect, it } from "vitest";
import { parseDocumentId } from "@/lib/document-id";

describe("parseDocumentId", () => {
  it("reads positive int ids", () => {
    expect(parseDocumentId("1")).toBe(1);
    expect(parseDocumentId("123456789")).toBe(123456789);
  });

  it("rejects anything else", () => {
    for (const value of ["0", "01", "-1", "1.5", "1e3", "abc", "", "1234567890", "1 ", "%31"]) {
      expect(parseDocumentId(value)).toBeNull();
    }
  });
});
