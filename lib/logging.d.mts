// Types of lib/logging.mjs (plain JavaScript, shared by scripts/web-server.mjs and lib/log.ts).
import type { AsyncLocalStorage } from "node:async_hooks";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { DestinationStream, Logger } from "pino";
import type { PrettyOptions } from "pino-pretty";

/** What the web server knows about the request being served. */
export interface RequestContext {
  /** The request's id: a trusted proxy's `x-request-id`, or a new random UUID. */
  requestId: string;
  /** When the request's upstream reads must have ended, in ms since the epoch (one deadline per render). */
  readDeadline?: number;
}

/** A request id accepted from a trusted proxy: 1 to 128 of `A-Z a-z 0-9 _ = -` (the upstream's rule too). */
export const REQUEST_ID_PATTERN: RegExp;

/** The incoming id when `trustedProxies` > 0 and it is a safe token, else `generate()` (a random UUID). */
export function requestIdFor(
  incoming: string | string[] | undefined,
  trustedProxies: number,
  generate?: () => string,
): string;

/** This process's request-context storage, shared through globalThis. */
export function requestContextStorage(): AsyncLocalStorage<RequestContext>;

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

/** Wraps a Node request handler with request ids and one log line per request. */
export function withRequestLog(
  handle: (req: IncomingMessage, res: ServerResponse) => unknown,
  options: {
    logger: Logger;
    trustedProxies?: number;
    readBudgetMs?: number;
    now?: () => number;
    generate?: () => string;
  },
): (req: IncomingMessage, res: ServerResponse) => unknown;
