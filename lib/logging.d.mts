// Types of lib/logging.mjs (plain JavaScript, shared by scripts/start.mjs and the app).
import type { DestinationStream, Logger } from "pino";
import type { PrettyOptions } from "pino-pretty";

/** pino-pretty's options: one line per record, without the fields a request line's message says. */
export function prettyOptions(options?: { colorize?: boolean }): PrettyOptions;

/** Whether `LOG_FORMAT` (`auto`, `json`, `pretty`) asks for readable lines on this stdout. */
export function isPrettyFormat(format?: string, isTerminal?: boolean): boolean;

/** A pino logger (JSON lines, or pino-pretty when `pretty`), `service` on every line, secrets redacted. */
export function createLogger(options?: {
  level?: string;
  destination?: DestinationStream;
  pretty?: boolean;
  service?: string;
  mixin?: () => object;
}): Logger;

/** A request target with credential segments and credential-named query values replaced by `[redacted]`. */
export function redactTarget(target: string | undefined): string;

/** The path of a request target without its query string or fragment, credentials replaced. */
export function requestPath(url: string | undefined): string;

/** A trace id (32 hex digits) written as a UUID (8-4-4-4-12): a request's id in the logs. */
export function traceIdAsRequestId(traceId: string): string;
