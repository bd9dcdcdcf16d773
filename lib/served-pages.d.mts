// Types of lib/served-pages.mjs (plain JavaScript, shared by scripts/web-server.mjs and proxy.ts).
import type { IncomingMessage, ServerResponse } from "node:http";

/** At most this many paths are remembered, oldest first out. */
export const SERVED_PAGES_MAX: number;

/** Notes that the page at `pathname` (a browser path, no query) was answered with 200. */
export function rememberServedPage(pathname: string): void;

/** True when the page at `pathname` was answered with 200 before, by this process. */
export function wasPageServed(pathname: string): boolean;

/** Wraps a Node request handler so that each GET of a page answered with 200 is remembered. */
export function withServedPages<H extends (req: IncomingMessage, res: ServerResponse) => unknown>(handle: H): H;
