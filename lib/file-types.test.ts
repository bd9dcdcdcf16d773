import { describe, expect, it } from "vitest";
import {
  contentDisposition,
  detectFileFormat,
  extensionForContentType,
  fileTypeFromContentType,
  formatForFileType,
  sanitizeFileName,
  sniffMagic,
} from "@/lib/file-types";

const bytes = (...values: number[]) => new Uint8Array(values);
const pdfHead = new TextEncoder().encode("%PDF-1.7\n");
const zipHead = bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0x00);
const oleHead = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0x00);
const zipWith = (entry: string) =>
  new Uint8Array([...zipHead, ...new TextEncoder().encode(`....${entry}document.xml`)]);

describe("sniffMagic", () => {
  it("recognises PDF, zip and OLE files", () => {
    expect(sniffMagic(pdfHead)).toBe("pdf");
    expect(sniffMagic(zipHead)).toBe("zip");
    expect(sniffMagic(oleHead)).toBe("ole");
    expect(sniffMagic(bytes(1, 2, 3))).toBe("unknown");
    expect(sniffMagic(bytes())).toBe("unknown");
  });
});

describe("formatForFileType", () => {
  it.each([
    [0, "pdf", ".pdf", "application/pdf"],
    [1, "zip", ".xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
    [2, "zip", ".docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
    [
      3,
      "zip",
      ".pptx",
      "application/vnd.openxmlformats-officedocument.presentationml.presentation",
    ],
    // The old binary formats for OLE files.
    [1, "ole", ".xls", "application/vnd.ms-excel"],
    [2, "ole", ".doc", "application/msword"],
    [3, "ole", ".ppt", "application/vnd.ms-powerpoint"],
  ] as const)(
    "gives type %i in a %s file the extension %s and content type %s",
    (type, container, extension, contentType) => {
      expect(formatForFileType(type, container)).toEqual({ extension, contentType });
    },
  );
});

describe("fileTypeFromContentType", () => {
  it("maps the upstream's content types (both Office flavours) to type codes", () => {
    expect(fileTypeFromContentType("application/pdf")).toBe(0);
    expect(
      fileTypeFromContentType("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"),
    ).toBe(1);
    expect(fileTypeFromContentType("application/msword")).toBe(2);
    expect(fileTypeFromContentType("Application/VND.MS-POWERPOINT; charset=binary")).toBe(3);
    expect(fileTypeFromContentType("text/html")).toBeNull();
  });
});

describe("detectFileFormat", () => {
  it("names a .docx sent as application/msword (the legacy's claim) .docx", () => {
    expect(detectFileFormat("application/msword", zipHead).extension).toBe(".docx");
    expect(detectFileFormat("application/vnd.ms-powerpoint", zipHead).extension).toBe(".pptx");
    expect(detectFileFormat("application/msword", oleHead).extension).toBe(".doc");
  });

  it("trusts PDF bytes and the claimed type when the bytes say nothing", () => {
    expect(detectFileFormat("application/octet-stream", pdfHead).extension).toBe(".pdf");
    expect(detectFileFormat("application/vnd.ms-excel", bytes(9, 9)).extension).toBe(".xlsx");
  });

  it("sees through a zip claimed to be a PDF (the legacy portfolio) by its Office folder", () => {
    expect(detectFileFormat("application/pdf", zipWith("word/")).extension).toBe(".docx");
    expect(detectFileFormat("application/pdf", zipWith("xl/")).extension).toBe(".xlsx");
    expect(detectFileFormat("application/pdf", zipWith("ppt/")).extension).toBe(".pptx");
    expect(detectFileFormat("application/pdf", zipHead).extension).toBe(".zip");
  });

  it("gives no extension for an unknown file", () => {
    expect(detectFileFormat("text/plain", bytes(1, 2))).toEqual({
      extension: "",
      contentType: "application/octet-stream",
    });
  });
});

describe("sanitizeFileName", () => {
  it("keeps ordinary titles, including non-ASCII letters", () => {
    expect(sanitizeFileName("Retaining Wall Design Spreadsheet")).toBe(
      "Retaining Wall Design Spreadsheet",
    );
    expect(sanitizeFileName("تصميم الخرسانة")).toBe("تصميم الخرسانة");
  });

  it("removes path separators, reserved and control characters", () => {
    expect(sanitizeFileName("../../etc/passwd")).toBe("etc passwd");
    expect(sanitizeFileName('a<b>c:d"e|f?g*h\\i')).toBe("a b c d e f g h i");
    expect(sanitizeFileName("line\r\nbreak\tand\u0000nul")).toBe("line break and nul");
  });

  it("trims dots and spaces and falls back when nothing is left", () => {
    expect(sanitizeFileName("  ..hidden.. ")).toBe("hidden");
    expect(sanitizeFileName("///", "product")).toBe("product");
    expect(sanitizeFileName("", "product")).toBe("product");
  });

  it("limits the length to 120 characters", () => {
    expect(sanitizeFileName("x".repeat(500))).toHaveLength(120);
  });
});

describe("contentDisposition", () => {
  it("sends an ASCII name and the exact UTF-8 name", () => {
    expect(contentDisposition("attachment", "document.pdf")).toBe(
      `attachment; filename="document.pdf"; filename*=UTF-8''document.pdf`,
    );
    expect(contentDisposition("attachment", "Béton (v2) 'final'.xlsx")).toBe(
      `attachment; filename="B_ton (v2) 'final'.xlsx"; filename*=UTF-8''B%C3%A9ton%20%28v2%29%20%27final%27.xlsx`,
    );
  });

  it("supports inline viewing", () => {
    expect(contentDisposition("inline", "portfolio.pdf").startsWith("inline; ")).toBe(true);
  });
});

describe("extensionForContentType", () => {
  it.each([
    ["application/pdf", ".pdf"],
    ["application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", ".xlsx"],
    ["application/vnd.ms-excel", ".xls"],
    ["application/msword", ".doc"],
    ["application/vnd.ms-powerpoint", ".ppt"],
    ["image/jpeg", ".jpg"],
    ["IMAGE/PNG; charset=binary", ".png"],
    ["image/avif", ".avif"],
    // Any other type has none, SVG included.
    ["image/svg+xml", null],
    ["", null],
  ])("names %s with %s", (contentType, extension) => {
    expect(extensionForContentType(contentType)).toBe(extension);
  });
});
