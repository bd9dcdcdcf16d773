/** Raster image types the `/media` route serves. SVG is deliberately absent (see below). */
export type RasterImageType = "image/jpeg" | "image/png" | "image/gif" | "image/webp" | "image/avif";

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

const ascii = (text: string): number[] => Array.from(text, (char) => char.charCodeAt(0));

/**
 * The content type of an image judged by its magic bytes, or `null` when the bytes are not a
 * JPEG, PNG, GIF, WebP or AVIF image.
 *
 * Why sniff: the upstream stores whatever was uploaded without checking it (contract §7) and
 * returns it as base64 without a type, so the declared type cannot be trusted. SVG (and any
 * other text) returns `null`: an SVG served from our origin can carry script, so it is refused.
 */
export function sniffImageType(bytes: Uint8Array): RasterImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "image/gif";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "image/webp";
  if (
    startsWith(bytes, ascii("ftyp"), 4) &&
    (startsWith(bytes, ascii("avif"), 8) || startsWith(bytes, ascii("avis"), 8))
  ) {
    return "image/avif";
  }
  return null;
}
