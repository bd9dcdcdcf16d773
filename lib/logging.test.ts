import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { currentReadDeadline, currentRequestId } from "@/lib/request-context";
import { prettyFactory } from "pino-pretty";
import {
  createLogger,
  isPrettyFormat,
  prettyOptions,
  redactTarget,
  requestIdFor,
  requestPath,
  withRequestLog,
} from "@/lib/logging.mjs";

/** A pino destination that keeps each line, parsed, and tells a waiter when one arrives. */
function collector() {
  const lines: Record<string, unknown>[] = [];
  const raw: string[] = [];
  let waiting: (() => void) | undefined;
  return {
    lines,
    raw,
    write(line: string) {
      raw.push(line);
      lines.push(JSON.parse(line) as Record<string, unknown>);
      waiting?.();
    },
    /** Resolves once `count` lines have been written. */
    until(count: number): Promise<void> {
      if (lines.length >= count) return Promise.resolve();
      return new Promise((resolve) => {
        waiting = () => {
          if (lines.length >= count) resolve();
        };
      });
    },
  };
}

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))),
  );
});

/** What the handler behind the request log saw of one request. */
interface Seen {
  header?: string;
  context?: string;
  readDeadline?: number;
  body: string;
}

/** Serves `withRequestLog` around a handler that reads the body and answers `status`. */
async function serve(options: { trustedProxies: number; status?: number; readBudgetMs?: number }) {
  const sink = collector();
  const seen: Seen[] = [];
  let clock = 1000;
  const handler = withRequestLog(
    (req, res) => {
      const entry: Seen = {
        header: req.headers["x-request-id"] as string | undefined,
        context: currentRequestId(),
        readDeadline: currentReadDeadline(),
        body: "",
      };
      seen.push(entry);
      req.setEncoding("utf8");
      req.on("data", (chunk: string) => (entry.body += chunk));
      req.on("end", () => {
        clock += 12.34;
        res.statusCode = options.status ?? 200;
        res.end("ok");
      });
    },
    {
      logger: createLogger({ level: "debug", destination: sink }),
      trustedProxies: options.trustedProxies,
      readBudgetMs: options.readBudgetMs,
      now: () => clock,
      generate: () => "generated-id",
    },
  );
  const server = http.createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, sink, seen };
}

describe("read deadline", () => {
  it("gives a page's reads one deadline, and a form post's none (each call keeps its own timeout)", async () => {
    const { base, seen } = await serve({ trustedProxies: 0, readBudgetMs: 2750 });
    const before = Date.now();
    await fetch(`${base}/onlineCourses`);
    await fetch(`${base}/manageOnlineCourses/7`, { method: "POST", body: "rename" });
    const [page, post] = seen;
    expect(page?.readDeadline).toBeGreaterThanOrEqual(before + 2750);
    expect(page?.readDeadline).toBeLessThanOrEqual(Date.now() + 2750);
    expect(post?.readDeadline).toBeUndefined();
  });
});

describe("request log", () => {
  it("keeps no credential after a feed read, a password reset, an e-mail confirmation and an unsubscribe", async () => {
    const { base, sink } = await serve({ trustedProxies: 0 });
    const feedToken = "dXNlci0x.3.ZmVlZC1zZWNyZXQ";
    const secrets = [feedToken, "reset-secret-77", "confirm-secret-88", "unsub-secret-99"];
    await fetch(`${base}/calendar/${feedToken}`);
    await fetch(`${base}/ForgotPassword?email=ann%40example.com&token=reset-secret-77`);
    await fetch(`${base}/confirmEmail?token=confirm-secret-88`);
    await fetch(`${base}/api/unsubscribe?token=unsub-secret-99`, {
      method: "POST",
      body: "List-Unsubscribe=One-Click",
    });
    await sink.until(4);
    for (const secret of secrets) expect(sink.raw.join("")).not.toContain(secret);
    expect(sink.lines.map((line) => line.path)).toEqual([
      "/calendar/[redacted]",
      "/ForgotPassword",
      "/confirmEmail",
      "/api/unsubscribe",
    ]);
    expect(sink.lines[0]?.msg).toBe("GET /calendar/[redacted] 200 12.3 ms");
  });

  it("writes method, path, status, duration and id, and never headers, cookies, bodies or query strings", async () => {
    const { base, sink, seen } = await serve({ trustedProxies: 0 });
    const response = await fetch(
      `${base}/ForgotPassword?token=reset-token-4321&email=ann%40example.com`,
      {
        method: "POST",
        headers: {
          Authorization: "Bearer upstream-token-9876",
          Cookie: "brightway_session=sealed-session-abcdef",
          "Content-Type": "application/json",
        },
        body: JSON.stringify({ email: "ann@example.com", password: "Hunter2-secret-pw" }),
      },
    );
    expect(response.status).toBe(200);
    await sink.until(1);

    // The handler did receive everything, so its absence from the log is the logger's doing.
    expect(seen[0]?.body).toContain("Hunter2-secret-pw");
    const [line] = sink.lines;
    expect(line).toMatchObject({
      level: "info",
      service: "web",
      msg: "POST /ForgotPassword 200 12.3 ms",
      method: "POST",
      path: "/ForgotPassword",
      status: 200,
      durationMs: 12.3,
      requestId: "generated-id",
    });
    expect(typeof line?.time).toBe("string");
    const text = sink.raw.join("");
    for (const secret of [
      "reset-token-4321",
      "ann%40example.com",
      "ann@example.com",
      "upstream-token-9876",
      "sealed-session-abcdef",
      "Hunter2-secret-pw",
      "Bearer",
      "brightway_session",
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it("logs server errors at error level and static files at debug level", async () => {
    const failing = await serve({ trustedProxies: 0, status: 503 });
    await fetch(`${failing.base}/courses`);
    await failing.sink.until(1);
    expect(failing.sink.lines[0]).toMatchObject({ level: "error", status: 503, path: "/courses" });

    const assets = await serve({ trustedProxies: 0 });
    await fetch(`${assets.base}/_next/static/chunks/app.js?v=1`);
    await assets.sink.until(1);
    expect(assets.sink.lines[0]).toMatchObject({
      level: "debug",
      path: "/_next/static/chunks/app.js",
    });
  });
});

describe("request id", () => {
  it("believes a trusted proxy's x-request-id and carries it to the handler, its async context and the response", async () => {
    const { base, sink, seen } = await serve({ trustedProxies: 1 });
    const response = await fetch(`${base}/`, { headers: { "x-request-id": "lb-7f3a_42" } });
    await sink.until(1);
    expect(response.headers.get("x-request-id")).toBe("lb-7f3a_42");
    expect(seen[0]).toMatchObject({ header: "lb-7f3a_42", context: "lb-7f3a_42" });
    expect(sink.lines[0]?.requestId).toBe("lb-7f3a_42");
  });

  it("replaces an x-request-id sent straight to the app (no trusted proxy)", async () => {
    const { base, sink, seen } = await serve({ trustedProxies: 0 });
    const response = await fetch(`${base}/`, { headers: { "x-request-id": "forged-by-browser" } });
    await sink.until(1);
    expect(response.headers.get("x-request-id")).toBe("generated-id");
    expect(seen[0]).toMatchObject({ header: "generated-id", context: "generated-id" });
    expect(sink.raw.join("")).not.toContain("forged-by-browser");
  });

  it("replaces a trusted proxy's id that is not a safe token", () => {
    const generate = () => "generated-id";
    expect(requestIdFor("abc def", 1, generate)).toBe("generated-id");
    expect(requestIdFor('x"}{"level":60', 1, generate)).toBe("generated-id");
    expect(requestIdFor("a".repeat(129), 1, generate)).toBe("generated-id");
    expect(requestIdFor("", 1, generate)).toBe("generated-id");
    expect(requestIdFor(undefined, 1, generate)).toBe("generated-id");
    expect(requestIdFor("a".repeat(128), 1, generate)).toBe("a".repeat(128));
    expect(requestIdFor(["first-id", "second"], 2, generate)).toBe("first-id");
    // The upstream refuses "." and ":" too, so an id it would replace is replaced here already.
    expect(requestIdFor("lb.7f3a:42", 1, generate)).toBe("generated-id");
  });

  it("makes a random UUID by default", () => {
    const id = requestIdFor(undefined, 0);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(requestIdFor(undefined, 0)).not.toBe(id);
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
