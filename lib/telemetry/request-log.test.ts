import { context, propagation, ROOT_CONTEXT, SpanKind, trace, type Span } from "@opentelemetry/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "@/lib/logging.mjs";
import { registerRequestLog } from "@/lib/telemetry/request-log";

// Drives the tracer as Next does (lib/telemetry/request-log.ts explains the two passes): a
// `BaseServer.handleRequest` span per pass, the proxy in a `Middleware.execute` span inside the
// first, the first pass's traceparent handed to the second through the request's headers.

const lines: Record<string, unknown>[] = [];
beforeAll(() => {
  registerRequestLog({
    logger: createLogger({
      level: "info",
      destination: { write: (line: string) => void lines.push(JSON.parse(line)) },
    }),
    trustedProxies: 1,
  });
});
afterAll(() => {
  trace.disable();
  propagation.disable();
  context.disable();
});

const tracer = () => trace.getTracer("next.js");

/** Runs `call` inside a span of Next's `type` (its attributes as Next sets them at the start). */
function inSpan<T>(type: string, attributes: Record<string, string>, call: (span: Span) => T): T {
  return tracer().startActiveSpan(
    type,
    { kind: SpanKind.SERVER, attributes: { "next.span_type": type, ...attributes } },
    (span) => {
      try {
        return call(span);
      } finally {
        span.end();
      }
    },
  );
}

/** One pass of Next's request handling, from `headers` (extracted as Next does), ending with `status`. */
function pass(
  headers: Record<string, string>,
  target: string,
  status: number,
  inside?: (span: Span) => void,
): Record<string, string> {
  const carrier: Record<string, string> = {};
  context.with(propagation.extract(ROOT_CONTEXT, headers), () =>
    inSpan("BaseServer.handleRequest", { "http.method": "GET", "http.target": target }, (span) => {
      inside?.(span);
      propagation.inject(context.active(), carrier);
      span.setAttribute("http.status_code", status);
    }),
  );
  return carrier;
}

describe("request log", () => {
  it("writes one line for a page the proxy passed on, with the page's status and no query", () => {
    lines.length = 0;
    const handedOn = pass({}, "/ForgotPassword?token=reset-secret", 200, () =>
      inSpan("Middleware.execute", {}, () => undefined),
    );
    pass(handedOn, "/ForgotPassword?token=reset-secret", 404);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ method: "GET", path: "/ForgotPassword", status: 404 });
    expect(JSON.stringify(lines)).not.toContain("reset-secret");
    expect(lines[0]?.requestId).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    );
  });

  it("writes the proxy's own answer (a redirect) with its status, and replaces a feed token", () => {
    lines.length = 0;
    pass({}, "/calendar/feed-secret", 200, () =>
      inSpan("Middleware.execute", {}, (span) => span.setAttribute("http.status_code", 307)),
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ path: "/calendar/[redacted]", status: 307 });
  });

  it("takes a trusted balancer's UUID as the id, and never a browser's traceparent", () => {
    lines.length = 0;
    pass({ "x-request-id": "4bf92f35-77b3-4da6-a3ce-929d0e0e4736" }, "/", 200);
    pass({ traceparent: "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01" }, "/", 200);
    expect(lines.map((line) => line.requestId)).toHaveLength(2);
    expect(lines[0]?.requestId).toBe("4bf92f35-77b3-4da6-a3ce-929d0e0e4736");
    expect(lines[1]?.requestId).not.toBe("0af76519-16cd-43dd-8448-eb211c80319c");
  });

  it("logs server errors at error level", () => {
    lines.length = 0;
    pass({}, "/products", 500);
    expect(lines[0]).toMatchObject({ level: "error", status: 500 });
  });
});
