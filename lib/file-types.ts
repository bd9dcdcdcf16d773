/**
 * Names and content types of downloaded document files (spec §9: publications are saved as
 * `document.pdf`, products under their title; contract §3.7, §5.8).
 *
 * The upstream sends no file name and no reliable format: product files carry a content type per
 * stored type (0 PDF, 1 Excel, 2 Word, 3 PowerPoint), but the legacy claims the old binary Word and
 * PowerPoint types even for .docx/.pptx, and the portfolio always claims PDF. So the format is
 * decided from the claimed type plus what `file-type` reads in the file's first bytes (an Office
 * Open XML package or a zip, an OLE container for the old binary formats, a PDF).
 */

import { fileTypeFromBuffer } from "file-type";

/** A document file type code (spec §3, §9): 0 PDF, 1 Excel, 2 Word, 3 PowerPoint. */
export type FileTypeCode = 0 | 1 | 2 | 3;

/** How to label a downloaded file: its extension (with the dot) and content type. */
export interface FileFormat {
  extension: string;
  contentType: string;
}

const PDF: FileFormat = { extension: ".pdf", contentType: "application/pdf" };
const UNKNOWN: FileFormat = { extension: "", contentType: "application/octet-stream" };

/** Per type: the Office Open XML format (a zip) and the old binary format. */
const officeFormats: Record<
  1 | 2 | 3,
  { openXml: FileFormat; binary: FileFormat; folder: string }
> = {
  1: {
    openXml: {
      extension: ".xlsx",
      contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    },
    binary: { extension: ".xls", contentType: "application/vnd.ms-excel" },
    folder: "xl/",
  },
  2: {
    openXml: {
      extension: ".docx",
      contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    },
    binary: { extension: ".doc", contentType: "application/msword" },
    folder: "word/",
  },
  3: {
    openXml: {
      extension: ".pptx",
      contentType: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
    },
    binary: { extension: ".ppt", contentType: "application/vnd.ms-powerpoint" },
    folder: "ppt/",
  },
};

/** The container of a file, as `file-type` judges it from its first bytes. */
export type FileMagic = "pdf" | "zip" | "ole" | "unknown";

/** `file-type`'s extensions of the containers {@link detectFileFormat} tells apart (`ai` is a PDF). */
const containers: Record<string, FileMagic> = { pdf: "pdf", ai: "pdf", zip: "zip", cfb: "ole" };

/** Raster image types the `/media` route serves. SVG is deliberately absent (see below). */
export type RasterImageType =
  "image/jpeg" | "image/png" | "image/gif" | "image/webp" | "image/avif";

/** `file-type`'s image types that are served, by the type sent (an animated PNG is a PNG). */
const rasterImageTypes: Record<string, RasterImageType> = {
  "image/jpeg": "image/jpeg",
  "image/png": "image/png",
  "image/apng": "image/png",
  "image/gif": "image/gif",
  "image/webp": "image/webp",
  "image/avif": "image/avif",
};

/**
 * The content type of an image judged by its bytes (`file-type`), or `null` when they are not a
 * JPEG, PNG, GIF, WebP or AVIF image.
 *
 * Why judge the bytes: the upstream stores whatever was uploaded without checking it (contract §7)
 * and returns it as base64 without a type, so the declared type cannot be trusted. SVG (and any
 * other text) returns `null`: an SVG served from our origin can carry script, so it is refused.
 */
export async function rasterImageType(bytes: Uint8Array): Promise<RasterImageType | null> {
  const detected = await fileTypeFromBuffer(bytes);
  return (detected && rasterImageTypes[detected.mime]) ?? null;
}

/**
 * The file type code a content type stands for (either Office flavour), or null for any other.
 * Parameters such as `; charset=…` are ignored.
 */
export function fileTypeFromContentType(contentType: string): FileTypeCode | null {
  const type = contentType.split(";")[0]!.trim().toLowerCase();
  if (type === PDF.contentType) return 0;
  for (const code of [1, 2, 3] as const) {
    const formats = officeFormats[code];
    if (type === formats.openXml.contentType || type === formats.binary.contentType) return code;
  }
  return null;
}

/**
 * The format of a file of a known type: PDF for 0; for Office types the Open XML flavour when the
 * file is a zip (or its start is unknown), the binary flavour for an OLE file.
 */
export function formatForFileType(code: FileTypeCode, magic: FileMagic = "unknown"): FileFormat {
  if (code === 0) return PDF;
  const formats = officeFormats[code];
  return magic === "ole" ? formats.binary : formats.openXml;
}

/**
 * The format of a downloaded file from the content type the upstream claimed and its first bytes,
 * read by `file-type`. The bytes win when they contradict the claim (the legacy portfolio is always
 * "PDF"): an Office Open XML package is named by its own kind; a zip `file-type` cannot place (its
 * first entries are past `head`) takes the claimed Office type, or else the type whose folder name
 * (`word/`, `xl/`, `ppt/`) appears in `head`.
 */
export async function detectFileFormat(
  claimedContentType: string,
  head: Uint8Array,
): Promise<FileFormat> {
  const detected = await fileTypeFromBuffer(head);
  const openXml = Object.values(officeFormats).find(
    (formats) => formats.openXml.extension === `.${detected?.ext}`,
  );
  if (openXml) return openXml.openXml;
  const magic = (detected && containers[detected.ext]) ?? "unknown";
  if (magic === "pdf") return PDF;
  const claimed = fileTypeFromContentType(claimedContentType);
  if (claimed !== null && claimed !== 0 && magic !== "unknown")
    return formatForFileType(claimed, magic);
  if (magic === "zip") {
    const text = new TextDecoder("latin1").decode(head);
    for (const code of [1, 2, 3] as const) {
      if (text.includes(officeFormats[code].folder)) return officeFormats[code].openXml;
    }
    return { extension: ".zip", contentType: "application/zip" };
  }
  if (claimed !== null) return formatForFileType(claimed, magic);
  return UNKNOWN;
}

/** The raster image types an upload may carry, and the extension each is named with. */
const imageExtensions: Record<string, string> = {
  "image/png": ".png",
  "image/jpeg": ".jpg",
  "image/webp": ".webp",
  "image/gif": ".gif",
  "image/avif": ".avif",
};

/**
 * The extension (with the dot) of a document or image content type: `.pdf`, `.xlsx`/`.xls`,
 * `.docx`/`.doc`, `.pptx`/`.ppt`, `.png`, `.jpg`, `.webp`, `.gif`, `.avif`; null for any other.
 * Parameters such as `; charset=…` are ignored.
 */
export function extensionForContentType(contentType: string): string | null {
  const type = contentType.split(";")[0]!.trim().toLowerCase();
  if (type === PDF.contentType) return PDF.extension;
  for (const { openXml, binary } of Object.values(officeFormats)) {
    if (type === openXml.contentType) return openXml.extension;
    if (type === binary.contentType) return binary.extension;
  }
  return imageExtensions[type] ?? null;
}

/** Longest file name stem we send, in characters (file systems allow 255 bytes in all). */
const MAX_STEM_LENGTH = 120;

/**
 * A file name stem that is safe on every file system and in a header: no path separators,
 * control characters or characters Windows forbids (`<>:"/\|?*`), no leading/trailing dots or
 * spaces, runs of whitespace collapsed, at most 120 characters; `fallback` when nothing is left.
 */
export function sanitizeFileName(name: string, fallback = "download"): string {
  const clean = name
    .normalize("NFC")

    .replace(/[\u0000-\u001f\u007f<>:"/\\|?*]+/g, " ")
    .replace(/\s+/g, " ")
    .replace(/^[\s.]+|[\s.]+$/g, "");
  const cut = Array.from(clean)
    .slice(0, MAX_STEM_LENGTH)
    .join("")
    .replace(/[\s.]+$/g, "");
  return cut === "" ? fallback : cut;
}

/**
 * A `Content-Disposition` header value for `fileName` (already sanitised): an ASCII `filename=`
 * for old clients (other characters become `_`) and the exact name as RFC 5987
 * `filename*=UTF-8''…`.
 */
export function contentDisposition(disposition: "attachment" | "inline", fileName: string): string {
  const ascii = fileName.replace(/[^\u0020-\u007e]/g, "_").replace(/["\\]/g, "_");
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
