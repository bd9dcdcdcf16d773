import sharp from "sharp";
import { HttpProblem } from "./problem";

// Why: sharp's default limit is 268 megapixels. A 16,000 × 16,000 PNG compresses to 31 KB (one
// colour) and took seconds and hundreds of MB to decode as a payment proof; a 20,000 × 20,000
// one was refused, but as "not an image". The size is read from the header, before any pixel.

/** Largest image decoded or stored, in pixels (width × height): 50 megapixels. */
export const MAX_IMAGE_PIXELS = 50_000_000;

/**
 * The problem detail of an image over {@link MAX_IMAGE_PIXELS}; the web app shows the same words
 * (`lib/messages.ts`, `upload.imageTooLarge`).
 */
const imageTooLargeMessage = "This image is too large: at most 50 megapixels.";

/** sharp's input options for every decode of an uploaded image: the pixel limit, and broken data fails. */
export const sharpInputOptions = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" } as const;

/**
 * Checks the image's dimensions from its header only (sharp's `metadata()` decodes no pixel;
 * about a millisecond whatever the size; sharp's own limit is lifted for this read, since it
 * refuses the header of an image over 268 megapixels as if it were broken). Animated images
 * count one frame.
 * @throws HttpProblem 413 {@link imageTooLargeMessage} over {@link MAX_IMAGE_PIXELS};
 *   415 when the header cannot be read.
 */
export async function assertImagePixels(data: Buffer): Promise<void> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    const metadata = await sharp(data, { limitInputPixels: false }).metadata();
    width = metadata.width;
    height = metadata.pageHeight ?? metadata.height;
  } catch {
    throw new HttpProblem(415, "The file is not a readable image.");
  }
  if (!width || !height) throw new HttpProblem(415, "The file is not a readable image.");
  if (width * height > MAX_IMAGE_PIXELS) throw new HttpProblem(413, imageTooLargeMessage);
}
