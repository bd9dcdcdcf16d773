import type { Pool } from "pg";
import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { UpstreamConfig } from "../config";
import { postgresLimiterOnce, TooManyRequests } from "./throttle";

// Why: a payment proof could be sent again without limit, and each one was decoded, stored and
// e-mailed to the admin. The upstream is the authority (the web app shows its 429).

/** The settings of the proof limit (see `config.ts`). */
export type ProofThrottleSettings = Pick<
  UpstreamConfig,
  "THROTTLE_PROOFS_PER_ORDER" | "THROTTLE_PROOFS_WINDOW_SECONDS"
>;

/** Payment-proof uploads counted per order. */
export interface ProofThrottle {
  /**
   * Counts one proof upload for `orderId` (consumed before the body is read, so a refused
   * request costs nothing more).
   * @throws TooManyRequests (429, `Retry-After`) over `THROTTLE_PROOFS_PER_ORDER` in the window.
   */
  take(orderId: string): Promise<void>;
}

const keyPrefix = "proof_order";

function proofThrottle(limiter: RateLimiterAbstract): ProofThrottle {
  return {
    async take(orderId) {
      try {
        await limiter.consume(orderId);
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        throw new TooManyRequests(Math.max(1, error.msBeforeNext), {
          rule: keyPrefix,
          accountHash: "",
        });
      }
    },
  };
}

/** The proof limit in this process's memory (PGlite: one process; also the tests' default). */
export function createMemoryProofThrottle(settings: ProofThrottleSettings): ProofThrottle {
  return proofThrottle(
    new RateLimiterMemory({
      keyPrefix,
      points: settings.THROTTLE_PROOFS_PER_ORDER,
      duration: settings.THROTTLE_PROOFS_WINDOW_SECONDS,
    }),
  );
}

/**
 * The proof limit in PostgreSQL (table `rate_limits`, shared with the auth throttle), so every
 * upstream instance on the database shares the counts; memory while the database is unreachable.
 * Create it after the auth throttle (both may create the table; two creations at once race).
 * @throws when the table cannot be created.
 */
export async function createPostgresProofThrottle(
  settings: ProofThrottleSettings,
  pool: Pool,
): Promise<ProofThrottle> {
  const limiter = await postgresLimiterOnce(
    pool,
    keyPrefix,
    settings.THROTTLE_PROOFS_PER_ORDER,
    settings.THROTTLE_PROOFS_WINDOW_SECONDS,
  );
  return proofThrottle(limiter);
}
