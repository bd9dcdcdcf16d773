import "server-only";
import { requestContextStorage } from "@/lib/logging.mjs";

export { requestContextStorage } from "@/lib/logging.mjs";

/**
 * The id of the request being served (the custom server, `scripts/web-server.mjs`, runs each
 * request in {@link requestContextStorage}), for logs and for the upstream (`x-request-id`). Read
 * from the async context, not from `headers()`, so that cached public pages stay static.
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

/**
 * When the upstream reads made for the request being served must have ended, in ms since the
 * epoch (the web server sets it to the request's start plus `UPSTREAM_READ_TIMEOUT_MS`): one
 * deadline per page render, however many reads it makes. Undefined outside a request.
 */
export function currentReadDeadline(): number | undefined {
  return requestContextStorage().getStore()?.readDeadline;
}
