import "server-only";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { formatForFileType, type FileTypeCode } from "@/lib/file-types";
import { DecodeBusy, decodeLine } from "@/lib/files/decode-line";
import {
  DOCUMENT_MAX_BYTES,
  documentAccept,
  IMAGE_ACCEPT,
  IMAGE_MAX_BYTES,
  IMAGE_MAX_PIXELS,
  tooLargeMessage,
  wrongTypeMessage,
} from "@/lib/files/limits";
import { messages } from "@/lib/messages";

/** The outcome of checking an uploaded file: the bytes to send on, or the message to show. */
export type FileCheck<T> = { ok: true; value: T } | { ok: false; message: string };

/** Widest image we keep, in pixels: wider photos are scaled down (a phone photo is ~4000 px). */
export const IMAGE_MAX_WIDTH = 1600;

const imageMimes = new Set(Object.keys(IMAGE_ACCEPT));

/** True for a non-empty uploaded file (a `File`/`Blob` from `FormData`). */
function isFilled(file: unknown): file is Blob {
  return file instanceof Blob && file.size > 0;
}

/**
 * Checks an uploaded image by its bytes and normalises it for students' phones.
 * - Refuses a missing file (`requiredMessage`), a file over {@link IMAGE_MAX_BYTES}, any file
 *   whose bytes are not JPEG, PNG or WebP (whatever its name or claimed type says), and an image
 *   over {@link IMAGE_MAX_PIXELS}, read from its header before any pixel is decoded (an image
 *   bomb: 16,000 × 16,000 pixels fit in 31 KB).
 * - Normalises with sharp: rotated by its EXIF orientation (then the orientation is dropped), at
 *   most {@link IMAGE_MAX_WIDTH} px wide, re-encoded as JPEG (metadata such as GPS is not kept),
 *   in a lane of the process's decode line (`lib/files/decode-line.ts`).
 * @returns `{ ok: true, value }` with an `image/jpeg` Blob, or `{ ok: false, message }`.
 * @throws DecodeBusy when the decode line is full (the caller answers 503 with `Retry-After`).
 */
export async function checkImage(
  file: unknown,
  { requiredMessage }: { requiredMessage: string },
): Promise<FileCheck<Blob>> {
  if (!isFilled(file)) return { ok: false, message: requiredMessage };
  if (file.size > IMAGE_MAX_BYTES) return { ok: false, message: tooLargeMessage(IMAGE_MAX_BYTES) };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !imageMimes.has(detected.mime)) {
    return { ok: false, message: wrongTypeMessage(IMAGE_ACCEPT) };
  }
  const pixels = await headerPixels(bytes);
  if (pixels === null) return { ok: false, message: wrongTypeMessage(IMAGE_ACCEPT) };
  if (pixels > IMAGE_MAX_PIXELS) return { ok: false, message: messages.upload.imageTooLarge };
  try {
    // The decode waits for a lane of the process's decode line (bounded across requests).
    const jpeg = await decodeLine().run(() =>
      sharp(bytes, { failOn: "error", limitInputPixels: IMAGE_MAX_PIXELS })
        .rotate()
        .resize({ width: IMAGE_MAX_WIDTH, withoutEnlargement: true })
        .jpeg({ quality: 82, mozjpeg: true })
        .toBuffer(),
    );
    return { ok: true, value: new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }) };
  } catch (error) {
    if (error instanceof DecodeBusy) throw error;
    // The header looked like an image but the data is broken.
    return { ok: false, message: wrongTypeMessage(IMAGE_ACCEPT) };
  }
}

/**
 * An image's size in pixels (width × one frame's height) from its header alone: sharp's
 * `metadata()` decodes no pixel data (with sharp's own limit lifted: that limit refuses the
 * header of an image over 268 megapixels as if it were broken). Null when the header cannot be read.
 */
async function headerPixels(bytes: Uint8Array): Promise<number | null> {
  try {
    const { width, height, pageHeight } = await sharp(bytes, {
      limitInputPixels: false,
    }).metadata();
    const frameHeight = pageHeight ?? height;
    return width && frameHeight ? width * frameHeight : null;
  } catch {
    return null;
  }
}

/** What file-type reports for each document type; `cfb` is the old binary Office container. */
const documentExtensions: Record<FileTypeCode, readonly string[]> = {
  0: ["pdf"],
  1: ["xlsx", "cfb"],
  2: ["docx", "cfb"],
  3: ["pptx", "cfb"],
};

/**
 * Checks an uploaded document by its bytes against the chosen type (0 PDF, 1 Excel, 2 Word,
 * 3 PowerPoint): a PDF must start as a PDF, an Office type must be its Open XML package or an
 * old binary Office file (the old container cannot tell Word from Excel, so either passes).
 * Refuses a missing file (`requiredMessage`) and a file over {@link DOCUMENT_MAX_BYTES}.
 * @returns `{ ok: true, value }` with the bytes as a Blob of the right content type (so the
 * upstream stores a sensible extension), or `{ ok: false, message }`.
 */
export async function checkDocument(
  file: unknown,
  typeCode: FileTypeCode,
  { requiredMessage }: { requiredMessage: string },
): Promise<FileCheck<Blob>> {
  if (!isFilled(file)) return { ok: false, message: requiredMessage };
  if (file.size > DOCUMENT_MAX_BYTES) {
    return { ok: false, message: tooLargeMessage(DOCUMENT_MAX_BYTES) };
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !documentExtensions[typeCode].includes(detected.ext)) {
    return { ok: false, message: wrongTypeMessage(documentAccept(typeCode)) };
  }
  const contentType =
    detected.ext === "cfb" ? formatForFileType(typeCode, "ole").contentType : detected.mime;
  return { ok: true, value: new Blob([bytes], { type: contentType }) };
}
