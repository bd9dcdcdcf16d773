import { describe, expect, it } from "vitest";
import {
  contentDisposition,
  detectFileFormat,
  extensionForContentType,
  fileTypeFromContentType,
  formatForFileType,
  rasterImageType,
  sanitizeFileName,
} from "@/lib/file-types";

const bytes = (...values: number[]) => new Uint8Array(values);
const pdfHead = new TextEncoder().encode("%PDF-1.7\n");
const zipHead = bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0x00);
const oleHead = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0x00);
const zipWith = (entry: string) =>
  new Uint8Array([...zipHead, ...new TextEncoder().encode(`....${entry}document.xml`)]);

/** A zip local file entry, stored (not compressed), as Office packages begin. */
function zipEntry(name: string, data: string): Uint8Array {
  const nameBytes = new TextEncoder().encode(name);
  const dataBytes = new TextEncoder().encode(data);
  const header = new DataView(new ArrayBuffer(30));
  header.setUint32(0, 0x04034b50, true);
  header.setUint16(4, 20, true);
  header.setUint32(18, dataBytes.length, true);
  header.setUint32(22, dataBytes.length, true);
  header.setUint16(26, nameBytes.length, true);
  return new Uint8Array([...new Uint8Array(header.buffer), ...nameBytes, ...dataBytes]);
}

/** The first entry of an Office Open XML package whose main part has `contentType`. */
const officePackage = (part: string, contentType: string) =>
  zipEntry(
    "[Content_Types].xml",
    `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/${part}" ContentType="${contentType}.main+xml"/></Types>`,
  );

describe("rasterImageType", () => {
  const ascii = (text: string) => [...new TextEncoder().encode(text)];
  // The signature and the first chunk's header: a PNG always opens with its IHDR chunk.
  const png = [0x89, ...ascii("PNG\r\n\x1a\n"), 0, 0, 0, 13, ...ascii("IHDR")];
  it.each([
    ["jpeg", [0xff, 0xd8, 0xff, 0xe0, 0, 16], "image/jpeg"],
    ["png", png, "image/png"],
    ["gif", [...ascii("GIF89a"), 1, 0], "image/gif"],
    ["webp", [...ascii("RIFF"), 0, 0, 0, 0, ...ascii("WEBPVP8 ")], "image/webp"],
    ["avif", [0, 0, 0, 28, ...ascii("ftypavif"), 0, 0], "image/avif"],
  ] as const)("recognises %s by its bytes", async (_name, head, type) => {
    expect(await rasterImageType(Uint8Array.from(head))).toBe(type);
  });

  it("refuses SVG, HTML, other files, truncated and empty input", async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    expect(await rasterImageType(new TextEncoder().encode(svg))).toBeNull();
    expect(await rasterImageType(new TextEncoder().encode("<!doctype html><p>hi</p>"))).toBeNull();
    expect(await rasterImageType(pdfHead)).toBeNull();
    expect(await rasterImageType(bytes(0x89, 0x50))).toBeNull();
    expect(await rasterImageType(bytes())).toBeNull();
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
  const extension = async (claimed: string, head: Uint8Array) =>
    (await detectFileFormat(claimed, head)).extension;

  it("names a .docx sent as application/msword (the legacy's claim) .docx", async () => {
    expect(await extension("application/msword", zipHead)).toBe(".docx");
    expect(await extension("application/vnd.ms-powerpoint", zipHead)).toBe(".pptx");
    expect(await extension("application/msword", oleHead)).toBe(".doc");
  });

  it("names an Office package by its own kind when the claim says another", async () => {
    const xlsx = officePackage(
      "xl/workbook.xml",
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    const pptx = officePackage(
      "ppt/presentation.xml",
      "application/vnd.openxmlformats-officedocument.presentationml.presentation",
    );
    expect(await extension("application/msword", xlsx)).toBe(".xlsx");
    expect(await extension("application/pdf", pptx)).toBe(".pptx");
  });

  it("trusts PDF bytes and the claimed type when the bytes say nothing", async () => {
    expect(await extension("application/octet-stream", pdfHead)).toBe(".pdf");
    expect(await extension("application/vnd.ms-excel", bytes(9, 9))).toBe(".xlsx");
  });

  it("sees through a zip claimed to be a PDF (the legacy portfolio) by its Office folder", async () => {
    expect(await extension("application/pdf", zipWith("word/"))).toBe(".docx");
    expect(await extension("application/pdf", zipWith("xl/"))).toBe(".xlsx");
    expect(await extension("application/pdf", zipWith("ppt/"))).toBe(".pptx");
    expect(await extension("application/pdf", zipHead)).toBe(".zip");
  });

  it("gives no extension for an unknown file", async () => {
    expect(await detectFileFormat("text/plain", bytes(1, 2))).toEqual({
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
