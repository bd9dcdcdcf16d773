import "server-only";
import type { DestinationStream, Logger } from "pino";
import { env } from "@/lib/env";
import { createLogger as createBaseLogger, isPrettyFormat } from "@/lib/logging.mjs";
import { currentRequestId } from "@/lib/request-context";

/** Options of {@link createLogger}. */
export interface LoggerSettings {
  /** A pino level name (`LOG_LEVEL`). */
  level: string;
  /** Where JSON lines go (default stdout); tests pass a collecting stream. */
  destination?: DestinationStream;
  /** One readable line per record (pino-pretty) instead of JSON (default: from `LOG_FORMAT`). */
  pretty?: boolean;
}

/**
 * A pino logger for the web app's server code, configured as the request log
 * (`lib/logging.mjs`: ISO `time`, `level` by name, `service: "web"`, error bodies dropped,
 * credential-looking fields redacted), with the current request's `requestId` on every line
 * written while serving one.
 */
export function createLogger(settings: LoggerSettings): Logger {
  return createBaseLogger({
    level: settings.level,
    destination: settings.destination,
    pretty:
      settings.pretty ?? (settings.destination === undefined && isPrettyFormat(env.LOG_FORMAT)),
    mixin() {
      const requestId = currentRequestId();
      return requestId ? { requestId } : {};
    },
  });
}

/**
 * The web app's logger (level `LOG_LEVEL`, default info; format `LOG_FORMAT`). Log operational events with their
 * fields, e.g. `log.error({ endpoint, upstreamStatus }, "upstream call failed")`; never
 * passwords, tokens, cookies, session seals, reset tokens or file bytes. (`method`, `path`,
 * `status` and `durationMs` belong to the request line.)
 */
export const log: Logger = createLogger({ level: env.LOG_LEVEL });
