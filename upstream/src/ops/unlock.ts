import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { type UpstreamConfig, loadConfig } from "../config";
import { createPostgresAuthThrottle } from "../http/throttle";
import { isUpstreamRunning, localUrl } from "./backup";
import { OPS_TOKEN_FILE } from "./routes";

/** What {@link unlockUpstream} did: where the counts were, and how many it cleared. */
export interface UpstreamUnlock {
  /** `postgres`: in the database; `live`: through the running upstream; `none`: nothing holds counts. */
  via: "postgres" | "live" | "none";
  cleared: number;
}

/**
 * Clears the reference upstream's login and reset counts of `email` (from `address`, or from
 * every address and the account's own daily count):
 * - PostgreSQL (`DATABASE_URL`): deletes them from the `rate_limits` table, running or not.
 * - PGlite, upstream running: asks it (`POST /ops/unlock`, the operator token of the data
 *   directory), since its counts live in its memory.
 * - PGlite, upstream stopped: nothing to clear (a stopped process's counts are gone).
 * @throws Error with a message for the operator when the upstream refuses.
 */
export async function unlockUpstream(
  email: string,
  address: string | undefined,
  config: UpstreamConfig = loadConfig(),
): Promise<UpstreamUnlock> {
  if (config.DATABASE_URL) {
    const { Pool } = await import("pg");
    const pool = new Pool({ connectionString: config.DATABASE_URL, max: 1 });
    try {
      const throttle = await createPostgresAuthThrottle(config, pool);
      return { via: "postgres", cleared: await throttle.unlock(email, address) };
    } finally {
      await pool.end();
    }
  }
  if (!(await isUpstreamRunning(config))) return { via: "none", cleared: 0 };
  const tokenFile = path.join(config.UPSTREAM_DATA_DIR, OPS_TOKEN_FILE);
  if (!existsSync(tokenFile)) {
    throw new Error(
      `No operator token in ${tokenFile}: is UPSTREAM_DATA_DIR the running upstream's?`,
    );
  }
  const response = await fetch(`${localUrl(config)}/ops/unlock`, {
    method: "POST",
    headers: {
      Authorization: `Bearer ${readFileSync(tokenFile, "utf8").trim()}`,
      "Content-Type": "application/json",
    },
    body: JSON.stringify({ email, address }),
  });
  if (!response.ok)
    throw new Error(`The running upstream refused the unlock (HTTP ${response.status})`);
  const { cleared } = (await response.json()) as { cleared: number };
  return { via: "live", cleared };
}
