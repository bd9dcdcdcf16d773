import { describe, expect, it } from "vitest";
import { prettyFactory } from "pino-pretty";
import {
  isPrettyFormat,
  prettyOptions,
  redactTarget,
  requestPath,
  traceIdAsRequestId,
} from "@/lib/logging.mjs";

describe("traceIdAsRequestId", () => {
  it("writes a trace id as a UUID, the request id's shape in every log", () => {
    expect(traceIdAsRequestId("4bf92f3577b34da6a3ce929d0e0e4736")).toBe(
      "4bf92f35-77b3-4da6-a3ce-929d0e0e4736",
    );
  });
});

describe("requestPath", () => {
  it("drops the query string and the fragment", () => {
    expect(requestPath("/download/product/5?token=abc")).toBe("/download/product/5");
    expect(requestPath("/a#b?c")).toBe("/a");
    expect(requestPath("?x=1")).toBe("/");
    expect(requestPath(undefined)).toBe("/");
  });
});

describe("readable lines", () => {
  it("show a request line once, on one line, with its request id", () => {
    const pretty = prettyFactory(prettyOptions({ colorize: false }));
    const record = {
      level: "info",
      time: "2026-01-01T00:00:00.000Z",
      service: "web",
      msg: "GET /courses 200 12.3 ms",
    };
    const text = pretty({
      ...record,
      method: "GET",
      path: "/courses",
      status: 200,
      durationMs: 12.3,
      requestId: "r-1",
    });
    expect(text.trimEnd().split("\n")).toHaveLength(1);
    expect(text).toContain("INFO");
    expect(text).toContain("GET /courses 200 12.3 ms");
    expect(text).toContain('"requestId":"r-1"');
    expect(text).not.toContain('"status"');
  });

  it("are chosen by LOG_FORMAT, auto meaning a terminal", () => {
    expect(isPrettyFormat("auto", true)).toBe(true);
    expect(isPrettyFormat("auto", false)).toBe(false);
    expect(isPrettyFormat("json", true)).toBe(false);
    expect(isPrettyFormat("pretty", false)).toBe(true);
  });
});

describe("redactTarget", () => {
  it("replaces the calendar feed token, in the web's address and in the upstream's", () => {
    expect(redactTarget("/calendar/dXNlci0x.3.c2lnbg")).toBe("/calendar/[redacted]");
    expect(redactTarget("/api/LiveSessions/Calendar/Feed/dXNlci0x.3.c2lnbg")).toBe(
      "/api/LiveSessions/Calendar/Feed/[redacted]",
    );
    expect(redactTarget("/api/livesessions/calendar/feed/abc")).toBe(
      "/api/livesessions/calendar/feed/[redacted]",
    );
  });

  it("keeps paths that name no credential as they are", () => {
    expect(redactTarget("/api/LiveSessions/Calendar/Token")).toBe(
      "/api/LiveSessions/Calendar/Token",
    );
    expect(redactTarget("/calendar")).toBe("/calendar");
    expect(redactTarget("/api/Orders/5")).toBe("/api/Orders/5");
  });

  it("replaces the value of every credential-named query parameter, and keeps the others", () => {
    expect(redactTarget("/ForgotPassword?email=a%40b.com&token=s3cret")).toBe(
      "/ForgotPassword?email=a%40b.com&token=[redacted]",
    );
    expect(redactTarget("/confirmEmail?code=123456&lang=ar#top")).toBe(
      "/confirmEmail?code=[redacted]&lang=ar#top",
    );
    expect(redactTarget("/x?resetToken=a&api_key=b&page=2")).toBe(
      "/x?resetToken=[redacted]&api_key=[redacted]&page=2",
    );
  });
});
