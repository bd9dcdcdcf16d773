import { describe, expect, it } from "vitest";
import { fileFactsText, formatFileSize } from "@/lib/file-facts";

describe("formatFileSize", () => {
  it("says bytes, whole KB, then MB with one decimal at most", () => {
    expect(formatFileSize(1)).toBe("1 byte");
    expect(formatFileSize(512)).toBe("512 bytes");
    expect(formatFileSize(1024)).toBe("1 KB");
    expect(formatFileSize(87_040)).toBe("85 KB");
    expect(formatFileSize(2_516_582)).toBe("2.4 MB");
    expect(formatFileSize(12 * 1024 * 1024)).toBe("12 MB");
  });
});

describe("fileFactsText", () => {
  it('joins the type and the size: "PDF · 2.4 MB"', () => {
    expect(fileFactsText({ type: 0, sizeBytes: 2_516_582 })).toBe("PDF · 2.4 MB");
    expect(fileFactsText({ type: 1, sizeBytes: 87_040 })).toBe("Excel · 85 KB");
    expect(fileFactsText({ type: 2, sizeBytes: 40_960 })).toBe("Word · 40 KB");
    expect(fileFactsText({ type: 3, sizeBytes: 3_145_728 })).toBe("PowerPoint · 3 MB");
  });

  it("leaves out what is unknown, and says nothing when nothing is known", () => {
    expect(fileFactsText({ type: 0, sizeBytes: null })).toBe("PDF");
    expect(fileFactsText({ type: null, sizeBytes: 900 })).toBe("900 bytes");
    expect(fileFactsText({ type: null, sizeBytes: null })).toBeNull();
    expect(fileFactsText(null)).toBeNull();
  });
});
