import { timingSafeEqual } from "node:crypto";
import type { DatabaseHandle } from "../db/client";
import type { App } from "../http/context";

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
 */
export function registerOpsRoutes(
  app: App,
  deps: { database: DatabaseHandle; opsToken: string },
): void {
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
    const header = c.req.header("authorization") ?? "";
    const given = header.startsWith("Bearer ") ? header.slice("Bearer ".length) : "";
    if (!sameToken(given, deps.opsToken))
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
}
