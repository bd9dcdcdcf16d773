import type { MiddlewareHandler } from "hono";
import { requestId } from "hono/request-id";
import { type Logger, pathForLog } from "../log";
import type { AppEnv } from "./context";

/** Paths polled by load balancers and process managers: their 2xx lines are logged at debug. */
const pollingPaths = new Set(["/health", "/ready"]);

/** Longest `x-request-id` taken from a caller, in characters; longer ones are replaced. */
const maxRequestIdLength = 128;

/**
 * The request id: the caller's `x-request-id` when it is a safe token (1–128 of `A–Z a–z 0–9 _ -
 * =`, the rule of Hono's `requestId` middleware; the web app sends a UUID), else a new UUID. It is
 * `c.get("requestId")` in handlers and is returned in the `x-request-id` response header.
 */
export function requestIdentity(): MiddlewareHandler<AppEnv> {
  return requestId({ limitLength: maxRequestIdLength });
}

/**
 * One log line per request, written when the answer is ready: `method`, `path` (no query string;
 * e-mail segments hashed, see `pathForLog`), `status`, `durationMs` (to 0.1 ms) and
 * `requestId`. Level: error for 5xx, warn for 429, info otherwise, debug for 2xx of `/health`
 * and `/ready`. Sets `c.get("log")`: the logger bound to this request's id, for handlers.
 * Requires {@link requestIdentity} before it. Never logs headers, query strings or bodies.
 */
export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const id = c.get("requestId");
    const log = logger.child({ requestId: id });
    c.set("log", log);
    await next();
    // Why again: a handler that returns its own Response (file downloads, backups) drops the
    // header the requestId middleware prepared.
    c.header("X-Request-Id", id);
    const status = c.res.status;
    const path = pathForLog(new URL(c.req.url).pathname);
    const durationMs = Math.round((performance.now() - started) * 10) / 10;
    const level =
      status >= 500
        ? "error"
        : status === 429
          ? "warn"
          : status < 400 && pollingPaths.has(path.toLowerCase())
            ? "debug"
            : "info";
    log[level](
      { method: c.req.method, path, status, durationMs },
      `${c.req.method} ${path} ${status} ${durationMs} ms`,
    );
  };
}
