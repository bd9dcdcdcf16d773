import { bulkhead } from "cockatiel";
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

// Why a line: decoding and re-encoding an image of up to 50 megapixels holds a libuv thread (the
// one the database's file I/O shares) and hundreds of MB for up to seconds; parallel uploads
// must not stall every other request. So images are decoded two at a time, a short line waits,
// and a request that would wait longer than the budget is told at once to come back, as the
// password-hashing line does (`auth/passwords.ts`).

/** Images decoded at once in this process. */
const DECODE_LANES = 2;
/** Decodes waiting for a lane, at most (each holds its upload's bytes in memory). */
const DECODE_QUEUE_CAP = 8;
/** Longest expected wait for a lane, in ms, before a request is refused instead of queued. */
const DECODE_WAIT_BUDGET_MS = 4000;

const decoding = bulkhead(DECODE_LANES, DECODE_QUEUE_CAP);
/** How long a decode took lately (exponential moving average, ms; undefined before the first). */
let decodeAverageMs: number | undefined;

/**
 * 503 "busy" with `Retry-After` (the app's error handler sets it from `retryAfterSeconds`): the
 * decode line is full, or its wait would pass the budget.
 */
export class DecodeBusy extends HttpProblem {
  /** Whole seconds (at least 1) until the line now waiting should have cleared. */
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number) {
    super(503, "The server is busy. Please try again in a moment.");
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/**
 * Runs `decode` (one sharp decode of an uploaded image) when one of the process's 2 decode lanes
 * is free; at most 8 wait.
 * @throws DecodeBusy at once when the line is full or its expected wait is over 4 s.
 */
export async function inDecodeLine<T>(decode: () => Promise<T>): Promise<T> {
  const ahead = DECODE_LANES - decoding.executionSlots + (DECODE_QUEUE_CAP - decoding.queueSlots);
  const waitMs = Math.floor(ahead / DECODE_LANES) * (decodeAverageMs ?? 0);
  const isFull = decoding.executionSlots === 0 && decoding.queueSlots === 0;
  if (isFull || waitMs > DECODE_WAIT_BUDGET_MS) {
    throw new DecodeBusy(Math.max(1, Math.ceil(Math.max(waitMs, decodeAverageMs ?? 0) / 1000)));
  }
  return decoding.execute(async () => {
    const started = performance.now();
    try {
      return await decode();
    } finally {
      const took = performance.now() - started;
      decodeAverageMs = decodeAverageMs === undefined ? took : 0.8 * decodeAverageMs + 0.2 * took;
    }
  });
}
