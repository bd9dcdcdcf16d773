import { timingSafeEqual } from "node:crypto";
import type { DatabaseHandle } from "../db/client";
import { z } from "zod";
import type { App } from "../http/context";
import type { AuthThrottle } from "../http/throttle";

/** Longest wait for the database in a readiness check, in milliseconds. */
export const READY_TIMEOUT_MS = 2000;

/** Name of the file in the data directory that holds the operator token for `/ops/*`. */
export const OPS_TOKEN_FILE = "ops-token";

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Operator routes of the reference upstream (an extension: the legacy API has none).
 * - `GET /ready`: 200 `{ status: "ready" }` when the database answers `SELECT 1` within
 *   {@link READY_TIMEOUT_MS}; 503 `{ status: "unavailable", reason }` otherwise. Cheap enough to
 *   poll every second. (`GET /health` stays "the process is alive".)
 * - `POST /ops/backup`: PGlite only; `Authorization: Bearer <ops token>` (the token is in the data
 *   directory, readable only by the operator); answers a gzip tarball of the live database
 *   (`application/gzip`). 401 without the token; 409 on PostgreSQL (use pg_dump there).
 * - `POST /ops/unlock`: the same token; body `{ email, address? }`; clears the login and reset
 *   counts of that account (from `address`, or from every address and the account's own) in
 *   this upstream's throttle store (memory or PostgreSQL). 200 `{ cleared }` (how many counts);
 *   400 for a malformed body. Used by `npm run unlock`.
 */
export function registerOpsRoutes(
  app: App,
  deps: { database: DatabaseHandle; opsToken: string; throttle: AuthThrottle },
): void {
  const isOperator = (header: string | undefined) => {
    const given = header?.startsWith("Bearer ") ? header.slice("Bearer ".length) : "";
    return sameToken(given, deps.opsToken);
  };

  app.get("/ready", async (c) => {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        deps.database.ping(),
        new Promise((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`the database did not answer within ${READY_TIMEOUT_MS} ms`)),
            READY_TIMEOUT_MS,
          );
        }),
      ]);
      return c.json({ status: "ready" });
    } catch (error) {
      const reason = error instanceof Error ? error.message : "the database did not answer";
      return c.json({ status: "unavailable", reason }, 503);
    } finally {
      clearTimeout(timer);
    }
  });

  app.post("/ops/backup", async (c) => {
    if (!isOperator(c.req.header("authorization")))
      return c.json({ status: 401, title: "Unauthorized" }, 401);
    if (!deps.database.dump) {
      return c.json(
        { status: 409, title: "This upstream runs on PostgreSQL: back it up with pg_dump." },
        409,
      );
    }
    const archive = await deps.database.dump();
    return new Response(archive.stream(), {
      headers: { "Content-Type": "application/gzip", "Cache-Control": "no-store" },
    });
  });

  app.post("/ops/unlock", async (c) => {
    if (!isOperator(c.req.header("authorization")))
      return c.json({ status: 401, title: "Unauthorized" }, 401);
    const body = unlockSchema.safeParse(await c.req.json().catch(() => null));
    if (!body.success) return c.json({ status: 400, title: "Expected { email, address? }" }, 400);
    const cleared = await deps.throttle.unlock(body.data.email, body.data.address);
    return c.json({ cleared });
  });
}

const unlockSchema = z.object({
  email: z.string().trim().min(1).max(256),
  address: z.string().trim().min(1).max(64).optional(),
});
