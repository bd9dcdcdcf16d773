import "server-only";
import { RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { sharedRedisConnection } from "@/cache-handlers/redis-connection.mjs";
import { makeLimiter, type ThrottleStore } from "@/lib/auth/throttle";
import { addressKey } from "@/lib/auth/throttle-keys";
import { log } from "@/lib/log";

/** A limit of requests per client address (IPv6 grouped by /64, as every throttle counts). */
export interface AddressLimit {
  /**
   * Counts one request from `address`, before any work is done for it.
   * @returns seconds to wait when the address is over the limit (answer 429 with `Retry-After`
   *   then), else 0.
   * @throws the store's error when neither Redis nor the memory fallback can count.
   */
  take(address: string): Promise<number>;
}

/**
 * A per-address limit of `points` requests in `durationSeconds`, named `name` (its key prefix
 * and what a refusal's log line says), in `store` (memory by default; Redis shares it between
 * instances, falling back to memory while Redis is away, as the auth throttle does).
 */
function createAddressLimit(
  name: string,
  points: number,
  durationSeconds: number,
  store: ThrottleStore = { kind: "memory" },
): AddressLimit {
  const limiter: RateLimiterAbstract = makeLimiter(store, name, points, durationSeconds);
  return {
    async take(address) {
      try {
        await limiter.consume(addressKey(address));
        return 0;
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        const waitSeconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
        log.warn({ limit: name, by: "address", waitSeconds }, "throttled");
        return waitSeconds;
      }
    },
  };
}

/** Certificate PDFs one client address may fetch per {@link CERTIFICATE_PDF_WINDOW_SECONDS}. */
const CERTIFICATE_PDF_REQUESTS = 30;
/** The window of {@link CERTIFICATE_PDF_REQUESTS}, in seconds (one minute). */
const CERTIFICATE_PDF_WINDOW_SECONDS = 60;

const GLOBAL_KEY = Symbol.for("brightway.certificatePdfLimit");

/**
 * The limit of `/certificates/{code}/pdf` per client address ({@link CERTIFICATE_PDF_REQUESTS} a
 * minute: a person downloads a few; a script walking codes or asking for one PDF in a loop is
 * stopped), in Redis when `REDIS_URL` is set (keys `REDIS_KEY_PREFIX` + `throttle:certificate_pdf`),
 * else in this process's memory. Kept on `globalThis`, so every route bundle counts in one place.
 */
export function certificatePdfLimit(): AddressLimit {
  const holder = globalThis as { [GLOBAL_KEY]?: AddressLimit };
  if (!holder[GLOBAL_KEY]) {
    const connection = sharedRedisConnection();
    holder[GLOBAL_KEY] = createAddressLimit(
      "certificate_pdf",
      CERTIFICATE_PDF_REQUESTS,
      CERTIFICATE_PDF_WINDOW_SECONDS,
      connection
        ? { kind: "redis", connection, keyPrefix: connection.keyPrefix ?? "brightway:" }
        : { kind: "memory" },
    );
  }
  return holder[GLOBAL_KEY];
}
