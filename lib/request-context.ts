import "server-only";
import { trace } from "@opentelemetry/api";
import { cache } from "react";
import { env } from "@/lib/env";
import { traceIdAsRequestId } from "@/lib/logging.mjs";

/**
 * The id of the request being served: the trace id of Next's span for it (Next traces every
 * request through OpenTelemetry; `instrumentation.ts` registers the tracer that makes the ids
 * real), as a UUID. The request log (`lib/telemetry/request-log.ts`) writes the same id. Read
 * from the active span, not from `headers()`, so that cached public pages stay static.
 * @returns undefined outside a request (build, tests, background work started elsewhere).
 */
export function currentRequestId(): string | undefined {
  const context = trace.getActiveSpan()?.spanContext();
  return context && trace.isSpanContextValid(context)
    ? traceIdAsRequestId(context.traceId)
    : undefined;
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
 * The signal that ends the upstream reads of the render being served: one per render (React
 * `cache()`), aborted `UPSTREAM_READ_TIMEOUT_MS` less 250 ms after the render's first read, so
 * that a page making several reads still answers (or fails) within one read timeout, with time
 * left to draw its error page. Outside a render (a server action's own calls, tests) each call
 * gets a fresh signal, so only its own timeout applies.
 */
export const renderReadSignal = cache((): AbortSignal =>
  AbortSignal.timeout(Math.max(1, env.UPSTREAM_READ_TIMEOUT_MS - 250)),
);
