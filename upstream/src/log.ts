import { createHash } from "node:crypto";
import { pino, type DestinationStream, type Logger, type LoggerOptions } from "pino";
import pretty from "pino-pretty";
import type { UpstreamConfig } from "./config";

export type { Logger };

/** The settings {@link createLogger} reads. */
export type LogSettings = Pick<UpstreamConfig, "LOG_LEVEL" | "LOG_FORMAT">;

// Defence in depth: no code here logs a body, a header or a credential, but should an object
// carrying one ever reach a log call, these keys are censored rather than written.
const redactedKeys = ["password", "newPassword", "token", "authorization", "cookie"];
const redactPaths = redactedKeys.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]);

/** Keys of a request line that the readable output already shows in its message. */
const requestLineKeys = "method,path,status,durationMs";

/**
 * An error as a log line may hold it: type, message, stack, `code`, and its causes (3 deep).
 * Why not pino's own serializer: it copies every enumerable field, and a failed Drizzle query
 * carries its parameters (password hashes, file bytes, e-mail addresses) in `params` and in its
 * message; here a query error keeps only its SQL text.
 */
function errorForLog(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error))
    return { type: typeof error, message: "a non-Error value was thrown" };
  const query = (error as { query?: unknown }).query;
  const isQueryError = typeof query === "string" && "params" in error;
  const message = isQueryError ? `Failed query: ${query}` : error.message;
  const entry: Record<string, unknown> = {
    type: error.name,
    message,
    stack: isQueryError ? error.stack?.replace(error.message, message) : error.stack,
  };
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" || typeof code === "number") entry.code = code;
  if (error.cause !== undefined && depth < 3) entry.cause = errorForLog(error.cause, depth + 1);
  return entry;
}

/**
 * A short pseudonym of a personal value (an e-mail address) for log lines: the first 12 hex
 * digits of the SHA-256 of the trimmed, lower-cased value. The same address always gives the
 * same pseudonym, so an operator can follow one account across lines without reading it.
 */
export function hashForLog(value: string): string {
  return createHash("sha256").update(value.trim().toLowerCase()).digest("hex").slice(0, 12);
}

/**
 * A request path as it may be logged: without the query string (the caller passes only the
 * pathname), with every segment that holds an e-mail address (`forgotpassword/{email}`)
 * replaced by `email:<hash>` ({@link hashForLog}), and the secret of a calendar feed address
 * (`…/calendar/feed/{token}`: whoever holds it reads the meeting links) replaced by
 * `[redacted]`, the web app's rule for the same token (`lib/logging.mjs` `redactPath`).
 */
export function pathForLog(pathname: string): string {
  return pathname
    .split("/")
    .map((segment, index, segments) => {
      if (
        index >= 2 &&
        /^feed$/i.test(segments[index - 1]!) &&
        /^calendar$/i.test(segments[index - 2]!)
      )
        return "[redacted]";
      let decoded = segment;
      try {
        decoded = decodeURIComponent(segment);
      } catch {
        // A malformed escape is logged as sent (it cannot be an address we would act on).
      }
      return decoded.includes("@") ? `email:${hashForLog(decoded)}` : segment;
    })
    .join("/");
}

/**
 * The upstream's logger (pino). Lines carry `time` (ISO 8601), `level` (its name), `service:
 * "upstream"`, `msg` and fields. Output: `destination` when given (tests capture lines there),
 * else stdout: JSON lines, or readable lines (pino-pretty) when `LOG_FORMAT` is `pretty`, or
 * `auto` and stdout is a terminal. Writes are synchronous, so nothing is lost on exit.
 */
export function createLogger(settings: LogSettings, destination?: DestinationStream): Logger {
  const options: LoggerOptions = {
    level: settings.LOG_LEVEL,
    base: { service: "upstream" },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    serializers: { err: errorForLog },
    redact: { paths: redactPaths, censor: "[redacted]" },
  };
  if (destination) return pino(options, destination);
  const isTerminal = process.stdout.isTTY === true;
  if (settings.LOG_FORMAT === "pretty" || (settings.LOG_FORMAT === "auto" && isTerminal)) {
    return pino(
      options,
      pretty({
        colorize: isTerminal,
        sync: true,
        singleLine: true,
        translateTime: "SYS:HH:MM:ss.l",
        ignore: `pid,hostname,service,${requestLineKeys}`,
      }),
    );
  }
  return pino(options, pino.destination({ dest: 1, sync: true }));
}

/** A logger that writes nothing: what `createApp` uses when none is injected (tests). */
export const silentLogger: Logger = pino({ level: "silent" });
