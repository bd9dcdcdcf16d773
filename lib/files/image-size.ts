/**
 * An image's size read from its first bytes, without decoding it: PNG, JPEG and WebP (the types
 * we accept). Client-safe (no Node APIs): the drop zone refuses an image bomb before the browser
 * decodes it for the preview (Chromium spent ~7 s on a 16,000 × 16,000 PNG's preview). The server
 * measures again with sharp (`lib/files/check.ts`).
 */

/** How many leading bytes {@link imageSize} needs at most (a JPEG's EXIF may precede its size). */
export const IMAGE_HEADER_BYTES = 256 * 1024;

/** Width and height in pixels. */
export interface ImageSize {
  width: number;
  height: number;
}

const isPng = (b: Uint8Array) =>
  b.length >= 24 &&
  b[0] === 0x89 &&
  b[1] === 0x50 &&
  b[2] === 0x4e &&
  b[3] === 0x47 &&
  b[12] === 0x49 &&
  b[15] === 0x52;

const ascii = (b: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...b.subarray(start, end));

function jpegSize(b: Uint8Array, view: DataView): ImageSize | null {
  let offset = 2;
  while (offset + 9 < b.length) {
    if (b[offset] !== 0xff) return null;
    const marker = b[offset + 1]!;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    // Start-of-frame markers (C0–CF except DHT C4, JPG C8, DAC CC) hold the size.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) };
    }
    offset += 2 + view.getUint16(offset + 2);
  }
  return null;
}

function webpSize(b: Uint8Array, view: DataView): ImageSize | null {
  const chunk = ascii(b, 12, 16);
  if (chunk === "VP8X" && b.length >= 30) {
    const width = 1 + (b[24]! | (b[25]! << 8) | (b[26]! << 16));
    const height = 1 + (b[27]! | (b[28]! << 8) | (b[29]! << 16));
    return { width, height };
  }
  if (chunk === "VP8 " && b.length >= 30) {
    return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  }
  if (chunk === "VP8L" && b.length >= 25) {
    const bits = view.getUint32(21, true);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >>> 14) & 0x3fff) };
  }
  return null;
}

/**
 * The size of a PNG, JPEG or WebP from its leading bytes (at most {@link IMAGE_HEADER_BYTES}).
 * @returns null when the bytes are none of those, or the size is not in them.
 */
export function imageSize(bytes: Uint8Array): ImageSize | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (isPng(bytes)) return { width: view.getUint32(16), height: view.getUint32(20) };
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) return jpegSize(bytes, view);
  if (bytes.length >= 16 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP")
    return webpSize(bytes, view);
  return null;
}
