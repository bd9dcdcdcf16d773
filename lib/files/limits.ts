/**
 * What admins may upload, shared by the drop zones (to say it before the upload and refuse early)
 * and the upload route handlers (to enforce it). Client-safe: no Node APIs.
 */
import type { FileTypeCode } from "@/lib/file-types";

/** Largest image accepted, in bytes (10 MB): a phone photo fits; it is normalised to ≤1600 px JPEG. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;

/**
 * Largest image decoded, in pixels (width × height): 50 megapixels (a phone photo is 12–48).
 * Checked from the image's header before sharp decodes anything (`lib/files/check.ts`); the
 * reference upstream has the same limit.
 */
export const IMAGE_MAX_PIXELS = 50_000_000;

/**
 * Largest document accepted, in bytes (25 MB). The legacy upstream refuses request bodies over
 * about 30,000,000 bytes (contract §1.5), multipart overhead included.
 */
export const DOCUMENT_MAX_BYTES = 25 * 1024 * 1024;

/** A react-dropzone `accept` map: MIME type → extensions. */
export type AcceptMap = Record<string, string[]>;

/** Images the upload handlers accept (checked again by their bytes on the server). */
export const IMAGE_ACCEPT: AcceptMap = {
  "image/jpeg": [".jpg", ".jpeg"],
  "image/png": [".png"],
  "image/webp": [".webp"],
};

const documentAccepts: Record<FileTypeCode, AcceptMap> = {
  0: { "application/pdf": [".pdf"] },
  1: {
    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": [".xlsx"],
    "application/vnd.ms-excel": [".xls"],
  },
  2: {
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": [".docx"],
    "application/msword": [".doc"],
  },
  3: {
    "application/vnd.openxmlformats-officedocument.presentationml.presentation": [".pptx"],
    "application/vnd.ms-powerpoint": [".ppt"],
  },
};

/** The `accept` map of a document file type (0 PDF, 1 Excel, 2 Word, 3 PowerPoint). */
export function documentAccept(typeCode: FileTypeCode): AcceptMap {
  return documentAccepts[typeCode];
}

/** The document file types an admin chooses from (spec §2: PDF, EXCEL, WORD, POWER POINT). */
export const documentTypeOptions: ReadonlyArray<{ value: FileTypeCode; label: string }> = [
  { value: 0, label: "PDF" },
  { value: 1, label: "EXCEL" },
  { value: 2, label: "WORD" },
  { value: 3, label: "POWER POINT" },
];

/** The extensions of an accept map as a person reads them: ".jpg, .jpeg, .png". */
export function describeAccept(accept: AcceptMap): string {
  return Object.values(accept).flat().join(", ");
}

/** A byte count for people: "950 KB", "10 MB", "1.5 MB" (1 MB = 1024 × 1024 bytes). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  const megabytes = bytes / (1024 * 1024);
  return `${Number.isInteger(megabytes) ? megabytes : megabytes.toFixed(1)} MB`;
}

/** The "too large" message for a file over `maxBytes`. */
export function tooLargeMessage(maxBytes: number): string {
  return `The file is larger than ${formatBytes(maxBytes)}. Please choose a smaller file.`;
}

/** The "wrong kind of file" message naming what is accepted. */
export function wrongTypeMessage(accept: AcceptMap): string {
  return `This file's contents are not an accepted type (${describeAccept(accept)}). Please choose another file.`;
}
