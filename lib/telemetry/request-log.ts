import {
  trace,
  TraceFlags,
  type Context,
  type TextMapGetter,
  type TextMapPropagator,
  type TextMapSetter,
} from "@opentelemetry/api";
import {
  NodeTracerProvider,
  SamplingDecision,
  type ReadableSpan,
  type Sampler,
  type SpanProcessor,
} from "@opentelemetry/sdk-trace-node";
import { W3CTraceContextPropagator } from "@opentelemetry/core";
import type { Logger } from "pino";
import { requestPath, traceIdAsRequestId } from "@/lib/logging.mjs";

// Next traces every request it serves through OpenTelemetry (a `BaseServer.handleRequest` span
// with the method, target and final status). This file registers the tracer that makes those
// spans real, and turns each one into the request log line: the request id is the span's trace
// id, which Next keeps active while the page renders, so the upstream client sends the same id
// (`lib/request-context.ts`). Nothing is exported to a collector; only the request spans are
// recorded (every other span is a cheap non-recording one that still carries the ids).

/** The span Next opens for each request it handles. */
const REQUEST_SPAN = "BaseServer.handleRequest";

/** How many of this process's request spans a re-injected `traceparent` may name. */
const KNOWN_SPANS = 4096;

/**
 * The span ids of the request spans this process opened lately. With a `proxy.ts`, Next handles a
 * request in two passes and hands the first pass's `traceparent` to the second through the
 * request's headers; only such a one is believed, so a browser cannot choose a request's id.
 */
const knownSpanIds = new Set<string>();

function rememberSpan(spanId: string): void {
  knownSpanIds.add(spanId);
  if (knownSpanIds.size > KNOWN_SPANS) {
    knownSpanIds.delete(knownSpanIds.values().next().value!);
  }
}

/** A UUID a trusted balancer sent as `x-request-id` (deploy/haproxy.cfg), as a trace id. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The W3C `traceparent` propagator, believing on the way in only what this process wrote (see
 * {@link knownSpanIds}) and, behind `trustedProxies` reverse proxies (TRUST_PROXY), a UUID
 * `x-request-id`, taken as the trace id so that the balancer's log line and ours share the id.
 */
function guardedPropagator(trustedProxies: number): TextMapPropagator {
  const w3c = new W3CTraceContextPropagator();
  return {
    inject: (context: Context, carrier: unknown, setter: TextMapSetter) =>
      w3c.inject(context, carrier, setter),
    extract(context: Context, carrier: unknown, getter: TextMapGetter): Context {
      const extracted = w3c.extract(context, carrier, getter);
      const remote = trace.getSpanContext(extracted);
      if (remote && knownSpanIds.has(remote.spanId)) return extracted;
      const incoming = [getter.get(carrier, "x-request-id") ?? []].flat()[0];
      if (trustedProxies > 0 && incoming && UUID.test(incoming)) {
        return trace.setSpanContext(context, {
          traceId: incoming.replaceAll("-", "").toLowerCase(),
          spanId: crypto.getRandomValues(Buffer.alloc(8)).toString("hex"),
          traceFlags: TraceFlags.SAMPLED,
          isRemote: true,
        });
      }
      return context;
    },
    fields: () => w3c.fields(),
  };
}

/** The span Next runs `proxy.ts` in, inside the first of a request's two passes. */
const PROXY_SPAN = "Middleware.execute";

/** Records Next's request and proxy spans only: the rest get ids but cost no recording. */
const requestSpansOnly: Sampler = {
  shouldSample: (_context, _traceId, _name, _kind, attributes) => ({
    decision:
      attributes["next.span_type"] === REQUEST_SPAN || attributes["next.span_type"] === PROXY_SPAN
        ? SamplingDecision.RECORD_AND_SAMPLED
        : SamplingDecision.NOT_RECORD,
  }),
  toString: () => "requestSpansOnly",
};

/** A span's duration in milliseconds, to 0.1 ms. */
const millis = ([seconds, nanos]: [number, number]) =>
  Math.round((seconds * 1e3 + nanos / 1e6) * 10) / 10;

/**
 * Writes one line per request: method, path (no query; a credential in it replaced,
 * `requestPath`), status, durationMs (from the request's first pass) and requestId, with the
 * message `GET /path 200 12.3 ms`, as the reference upstream writes its own; server errors (5xx)
 * at error level. Next handles a page request that `proxy.ts` lets through in two passes, each a
 * request span: the proxy's, which ends before the response is written, and the page's (its
 * child), whose end carries the status. The proxy's pass is logged only when the proxy answered
 * itself (a redirect, a 503): `proxy.ts` then puts the status on its span.
 */
function requestLogProcessor(logger: Logger): SpanProcessor {
  /** Request spans whose proxy passed the request on: their start, until the page's pass ends. */
  const passedOn = new Map<string, number>();
  /** Request spans whose proxy answered itself: the status it sent. */
  const answered = new Map<string, number>();
  const write = (span: ReadableSpan, status: number, durationMs: number) => {
    const attributes = span.attributes;
    const path = requestPath(String(attributes["http.target"] ?? "/"));
    const line = {
      method: String(attributes["http.method"] ?? ""),
      path,
      status,
      durationMs,
      requestId: traceIdAsRequestId(span.spanContext().traceId),
    };
    logger[status >= 500 ? "error" : "info"](
      line,
      `${line.method} ${path} ${status} ${durationMs} ms`,
    );
  };
  return {
    onStart(span) {
      rememberSpan(span.spanContext().spanId);
    },
    onEnd(span: ReadableSpan) {
      const { spanId } = span.spanContext();
      const parentId = span.parentSpanContext?.spanId;
      if (span.attributes["next.span_type"] === PROXY_SPAN) {
        if (!parentId) return;
        const status = span.attributes["http.status_code"];
        if (typeof status === "number") answered.set(parentId, status);
        else passedOn.set(parentId, span.startTime[0] * 1e3 + span.startTime[1] / 1e6);
        return;
      }
      const ownAnswer = answered.get(spanId);
      if (ownAnswer !== undefined) {
        answered.delete(spanId);
        return write(span, ownAnswer, millis(span.duration));
      }
      if (passedOn.has(spanId)) return;
      const firstPassStart = parentId === undefined ? undefined : passedOn.get(parentId);
      if (parentId !== undefined) passedOn.delete(parentId);
      const end = span.endTime[0] * 1e3 + span.endTime[1] / 1e6;
      const durationMs =
        firstPassStart === undefined
          ? millis(span.duration)
          : Math.round((end - firstPassStart) * 10) / 10;
      write(span, Number(span.attributes["http.status_code"] ?? 0), durationMs);
    },
    forceFlush: async () => {},
    shutdown: async () => {},
  };
}

/**
 * Registers the tracer that gives every request its id and its log line (see above).
 * @param options.trustedProxies TRUST_PROXY: reverse proxies whose `x-request-id` is believed.
 */
export function registerRequestLog(options: { logger: Logger; trustedProxies: number }): void {
  const provider = new NodeTracerProvider({
    sampler: requestSpansOnly,
    spanProcessors: [requestLogProcessor(options.logger)],
  });
  provider.register({ propagator: guardedPropagator(options.trustedProxies) });
}
