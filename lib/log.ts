import "server-only";
import pino, { type DestinationStream, type Logger, type LoggerOptions } from "pino";
import PinoPretty from "pino-pretty";
import { env } from "@/lib/env";
import { currentRequestId } from "@/lib/request-context";

/** Never logged: an upstream error's body (it may echo what was sent). */
function errorWithoutBody(error: Error): unknown {
  const serialized = pino.stdSerializers.err(error) as unknown as Record<string, unknown>;
  delete serialized.body;
  return serialized;
}

/** Options of {@link createLogger}. */
export interface LoggerSettings {
  /** A pino level name (`LOG_LEVEL`). */
  level: string;
  /** Where JSON lines go (default stdout); tests pass a collecting stream. */
  destination?: DestinationStream;
  /** Human-readable lines through pino-pretty instead of JSON (default: stdout is a terminal). */
  pretty?: boolean;
}

/**
 * A pino logger for the web app's server code, with the options of the web server's request log
 * (`scripts/request-log.mjs`): ISO `time`, `name: "web"`, error bodies dropped, credential-looking
 * fields (`password`, `token`, `authorization`, `cookie`) redacted, and the current request's
 * `requestId` on every line written while a request is served.
 */
export function createLogger(settings: LoggerSettings): Logger {
  const options: LoggerOptions = {
    name: "web",
    level: settings.level,
    timestamp: pino.stdTimeFunctions.isoTime,
    serializers: { err: errorWithoutBody, error: errorWithoutBody },
    redact: {
      paths: ["password", "token", "authorization", "cookie", "*.password", "*.token", "*.authorization", "*.cookie"],
      censor: "[redacted]",
    },
    mixin() {
      const requestId = currentRequestId();
      return requestId ? { requestId } : {};
    },
  };
  const pretty = settings.pretty ?? (settings.destination === undefined && process.stdout.isTTY === true);
  const stream = pretty
    ? PinoPretty({ colorize: true, sync: true, translateTime: "SYS:HH:MM:ss.l", ignore: "pid,hostname" })
    : (settings.destination ?? pino.destination({ dest: 1, sync: true }));
  return pino(options, stream);
}

/**
 * The web app's logger (level `LOG_LEVEL`, default info). Log operational events (upstream
 * failures, throttling decisions) with their fields, e.g.
 * `log.warn({ endpoint, status }, "upstream call failed")`; never passwords, tokens, cookies,
 * session seals, reset tokens or file bytes.
 */
export const log: Logger = createLogger({ level: env.LOG_LEVEL });
