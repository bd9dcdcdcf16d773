// Types of lib/page-microcache.mjs (plain JavaScript, shared by scripts/web-server.mjs and the app).
import type { IncomingMessage, ServerResponse } from "node:http";

/** Forgets every page the micro-cache keeps (called with each cache-tag invalidation). */
export function bumpPageGeneration(): void;

/** Wraps a Node request handler with the micro-cache of shareable public pages. */
export function withPageMicroCache<H extends (req: IncomingMessage, res: ServerResponse) => unknown>(
  handle: H,
  options?: { ttlMs?: number; maxEntries?: number; now?: () => number },
): H;
