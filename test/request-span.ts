import { context, ROOT_CONTEXT, trace, TraceFlags } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";

// Tests run code "while serving a request" as Next does: inside an active span, whose trace id
// is the request's id (`lib/request-context.ts`). Next's tracer keeps it active through
// OpenTelemetry's async-context manager, registered here once for the test process.
context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());

/** `call`, run while a span of trace `traceId` (32 hex digits) is active. */
export function inRequestSpan<T>(traceId: string, call: () => T): T {
  const span = trace.wrapSpanContext({
    traceId,
    spanId: "00f067aa0ba902b7",
    traceFlags: TraceFlags.SAMPLED,
  });
  return context.with(trace.setSpan(ROOT_CONTEXT, span), call);
}
