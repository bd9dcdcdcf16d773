// Types of scripts/request-log.mjs (plain Node, run outside Next's bundler) for its unit tests.
import type { AsyncLocalStorage } from "node:async_hooks";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { DestinationStream, Logger, LoggerOptions } from "pino";

export const REQUEST_ID_PATTERN: RegExp;
export function requestIdFor(
  incoming: string | string[] | undefined,
  trustedProxies: number,
  generate?: () => string,
): string;
export function requestContextStorage(): AsyncLocalStorage<{ requestId: string }>;
export function loggerOptions(level: string, name?: string): LoggerOptions;
export function createLogger(options?: {
  level?: string;
  destination?: DestinationStream;
  pretty?: boolean;
  name?: string;
}): Logger;
export function requestPath(url: string | undefined): string;
export function withRequestLog(
  handle: (req: IncomingMessage, res: ServerResponse) => unknown,
  options: { logger: Logger; trustedProxies?: number; now?: () => number; generate?: () => string },
): (req: IncomingMessage, res: ServerResponse) => unknown;
