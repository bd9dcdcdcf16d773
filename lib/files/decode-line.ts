import "server-only";
import { bulkhead, type BulkheadPolicy } from "cockatiel";

// Why a line: decoding and re-encoding an uploaded image (up to 50 megapixels) holds a libuv
// thread and hundreds of MB for up to seconds; a few parallel uploads from one student would keep
// an instance busy for everyone. So images are decoded two at a time per process, a short line
// waits, and a request that would wait longer than the budget is told at once to come back
// (503 with Retry-After), as the reference upstream's password-hashing line does
// (`upstream/src/auth/passwords.ts`).

/** Images decoded at once in this process. */
const DECODE_LANES = 2;
/** Decodes waiting for a lane, at most (each holds its upload's bytes in memory). */
const DECODE_QUEUE_CAP = 8;
/** Longest expected wait for a lane, in ms, before a request is refused instead of queued. */
const DECODE_WAIT_BUDGET_MS = 4000;

/**
 * Thrown at once, instead of queueing, when the decode line is full or its wait would pass
 * {@link DECODE_WAIT_BUDGET_MS}: the mutation core answers 503 with `Retry-After` and the
 * "busy" message (`lib/actions/mutation.ts`).
 */
export class DecodeBusy extends Error {
  /** Whole seconds (at least 1) until the line now waiting should have cleared. */
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number) {
    super("The image decoding line is full");
    this.name = "DecodeBusy";
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** One line: its bulkhead and how long a decode took lately (moving average, ms). */
interface DecodeLine {
  /**
   * Runs `decode` when a lane is free.
   * @throws DecodeBusy at once when the line is full or too slow to wait in.
   */
  run<T>(decode: () => Promise<T>): Promise<T>;
}

/**
 * A decode line of `lanes` at once and `queueCap` waiting (tests make small ones). Waits are
 * estimated from the average decode time: the decodes ahead, `lanes` at a time.
 */
export function createDecodeLine({
  lanes = DECODE_LANES,
  queueCap = DECODE_QUEUE_CAP,
  waitBudgetMs = DECODE_WAIT_BUDGET_MS,
}: { lanes?: number; queueCap?: number; waitBudgetMs?: number } = {}): DecodeLine {
  const line: BulkheadPolicy = bulkhead(lanes, queueCap);
  let averageMs: number | undefined;
  return {
    async run(decode) {
      const ahead = lanes - line.executionSlots + (queueCap - line.queueSlots);
      const waitMs = Math.floor(ahead / lanes) * (averageMs ?? 0);
      const isFull = line.executionSlots === 0 && line.queueSlots === 0;
      if (isFull || waitMs > waitBudgetMs) {
        throw new DecodeBusy(Math.max(1, Math.ceil(Math.max(waitMs, averageMs ?? 0) / 1000)));
      }
      return line.execute(async () => {
        const started = performance.now();
        try {
          return await decode();
        } finally {
          const took = performance.now() - started;
          averageMs = averageMs === undefined ? took : 0.8 * averageMs + 0.2 * took;
        }
      });
    },
  };
}

const GLOBAL_KEY = Symbol.for("brightway.decodeLine");

/**
 * This process's image decode line (kept on `globalThis`, so every route bundle shares it): every
 * decode of an uploaded image goes through it (`checkImage` in `lib/files/check.ts`).
 */
export function decodeLine(): DecodeLine {
  const holder = globalThis as { [GLOBAL_KEY]?: DecodeLine };
  return (holder[GLOBAL_KEY] ??= createDecodeLine());
}
