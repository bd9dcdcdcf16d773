import type { AppContext } from "./context";
import { assertImagePixels } from "./images";
import { HttpProblem, badRequest } from "./problem";

/** Largest accepted upload, in bytes (the legacy server's framework default, about 30 MB). */
export const maxUploadBytes = 30_000_000;

/** Product file types of the wire: 0 PDF, 1 Excel, 2 Word, 3 PowerPoint. */
export type FileType = 0 | 1 | 2 | 3;

/** Names the legacy binder accepted for a `Type` part, besides the numbers 0-3. */
const fileTypeNames: Record<string, FileType> = { pdf: 0, excel: 1, word: 2, powerpoint: 3 };

/** A file received in a multipart upload, with its content type sniffed from its bytes. */
export interface Upload {
  data: Buffer;
  contentType: string;
  size: number;
  fileName: string;
}

const startsWith = (data: Buffer, bytes: number[], offset = 0) =>
  bytes.every((byte, i) => data[offset + i] === byte);

/** The image content type of `data` from its magic bytes, or `null` if it is no image we accept. */
export function sniffImage(data: Buffer): string | null {
  if (startsWith(data, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (
    data
      .subarray(0, 6)
      .toString("latin1")
      .match(/^GIF8[79]a$/)
  )
    return "image/gif";
  if (
    data.subarray(0, 4).toString("latin1") === "RIFF" &&
    data.subarray(8, 12).toString("latin1") === "WEBP"
  ) {
    return "image/webp";
  }
  return null;
}

const ooxmlFolder: Record<1 | 2 | 3, string> = { 1: "xl/", 2: "word/", 3: "ppt/" };
const ooxmlType: Record<1 | 2 | 3, string> = {
  1: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  2: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  3: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
};

/**
 * Checks that `data` really is a document of `fileType` and returns its content type: `%PDF-`
 * for 0; for 1-3 an Office Open XML zip whose entries include `xl/`, `word/` or `ppt/`, or a
 * legacy OLE compound file (.xls/.doc/.ppt, which cannot be told apart cheaply).
 * @returns the content type, or `null` when the bytes do not match the type.
 */
export function sniffDocument(data: Buffer, fileType: FileType): string | null {
  if (fileType === 0)
    return data.subarray(0, 5).toString("latin1") === "%PDF-" ? "application/pdf" : null;
  if (startsWith(data, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))
    return "application/x-ole-storage";
  if (!startsWith(data, [0x50, 0x4b, 0x03, 0x04])) return null;
  return data.includes(ooxmlFolder[fileType], 0, "latin1") ? ooxmlType[fileType] : null;
}

/** Any of the four document types, whichever matches (portfolio uploads). */
export function sniffAnyDocument(data: Buffer): string | null {
  for (const type of [0, 1, 2, 3] as const) {
    const contentType = sniffDocument(data, type);
    if (contentType) return contentType;
  }
  return null;
}

/** Parses a `Type` part: a number 0-3 or an enum name; absent = 0 (PDF). */
export function parseFileType(raw: string | undefined): FileType {
  if (raw === undefined || raw.trim() === "") return 0;
  const value = raw.trim();
  if (/^[0-3]$/.test(value)) return Number(value) as FileType;
  const named = fileTypeNames[value.toLowerCase()];
  if (named !== undefined) return named;
  throw badRequest(`The value '${value}' is not valid for Type.`, {
    Type: [`The value '${value}' is not valid.`],
  });
}

/**
 * Reads a multipart upload: the `File` part (any case) and the `Type` part.
 * @throws HttpProblem 413 over {@link maxUploadBytes}, 415 for a non-multipart body, 400 when the
 *   `File` part is missing or empty or `Type` is invalid.
 */
export async function readUpload(
  c: AppContext,
): Promise<{ file: Upload; type: string | undefined }> {
  const length = Number(c.req.header("content-length") ?? "0");
  if (length > maxUploadBytes + 64 * 1024)
    throw new HttpProblem(413, "The upload is larger than 30 MB.");
  const contentType = c.req.header("content-type") ?? "";
  if (!contentType.toLowerCase().startsWith("multipart/form-data")) {
    throw new HttpProblem(415, "The body must be multipart/form-data with a File part.");
  }
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw badRequest("The multipart body could not be read.");
  }
  let filePart: File | undefined;
  let typePart: string | undefined;
  for (const [key, value] of form.entries()) {
    const name = key.toLowerCase();
    if (name === "file" && typeof value !== "string") filePart = value;
    if (name === "type" && typeof value === "string") typePart = value;
  }
  if (!filePart || filePart.size === 0) {
    throw badRequest("The File field is required.", { File: ["The File field is required."] });
  }
  if (filePart.size > maxUploadBytes)
    throw new HttpProblem(413, "The upload is larger than 30 MB.");
  const data = Buffer.from(await filePart.arrayBuffer());
  return {
    file: {
      data,
      contentType: filePart.type || "application/octet-stream",
      size: data.length,
      fileName: filePart.name,
    },
    type: typePart,
  };
}

/**
 * Reads an image upload and checks its bytes and its size in pixels (from the header: an image
 * over 50 megapixels is refused before anything decodes it, here or in a browser).
 * @throws HttpProblem as {@link readUpload}, 415 when the file is not a JPEG, PNG, GIF or WebP,
 *   and 413 "This image is too large: at most 50 megapixels." (`http/images.ts`).
 */
export async function readImageUpload(c: AppContext): Promise<Upload> {
  const { file } = await readUpload(c);
  const contentType = sniffImage(file.data);
  if (!contentType)
    throw new HttpProblem(415, "The file is not an image (JPEG, PNG, GIF or WebP).");
  await assertImagePixels(file.data);
  return { ...file, contentType };
}
