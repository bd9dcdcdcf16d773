import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";

/** What the web server knows about the request being served. */
export interface RequestContext {
  /** The request's id: a trusted proxy's `x-request-id`, or one made by `scripts/web-server.mjs`. */
  requestId: string;
}

// Why on globalThis: the custom server (`scripts/web-server.mjs`, plain Node) runs every request
// inside this storage, while Next bundles server code into its own chunks, each with its own copy
// of this module. `Symbol.for` gives them all the one instance; the server file uses the same key.
const STORAGE_KEY = Symbol.for("brightway.requestContext");

/**
 * This process's request-context storage, created on first use. The custom server runs each
 * request in `run({ requestId }, …)`; under `next dev` (no custom server) it stays empty.
 */
export function requestContextStorage(): AsyncLocalStorage<RequestContext> {
  const store = globalThis as { [STORAGE_KEY]?: AsyncLocalStorage<RequestContext> };
  return (store[STORAGE_KEY] ??= new AsyncLocalStorage<RequestContext>());
}

/**
 * The id of the request being served, for logs and for the upstream (`x-request-id`). Read from
 * the async context, not from `headers()`, so that cached public pages stay static.
 * @returns undefined outside a request (build, `next dev`, background work started elsewhere).
 */
export function currentRequestId(): string | undefined {
  return requestContextStorage().getStore()?.requestId;
}

/**
 * `{ "x-request-id": id }` for a call to the upstream made while serving a request, so that one
 * request can be followed through both logs; `{}` outside a request.
 */
export function requestIdHeader(): Record<string, string> {
  const requestId = currentRequestId();
  return requestId ? { "x-request-id": requestId } : {};
}
