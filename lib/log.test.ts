import { describe, expect, it } from "vitest";
import { createLogger } from "@/lib/log";
import { inRequestSpan } from "@/test/request-span";
import { UpstreamError } from "@/lib/upstream/client";

function collector() {
  const raw: string[] = [];
  return { raw, write: (line: string) => void raw.push(line) };
}

describe("log", () => {
  it("adds the request id of the request being served, and none outside a request", () => {
    const sink = collector();
    const log = createLogger({ level: "info", destination: sink });
    inRequestSpan("4bf92f3577b34da6a3ce929d0e0e4736", () =>
      log.warn({ limit: "login" }, "throttled"),
    );
    log.info("outside");
    const [inside, outside] = sink.raw.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(inside).toMatchObject({
      level: "warn",
      service: "web",
      msg: "throttled",
      limit: "login",
      requestId: "4bf92f35-77b3-4da6-a3ce-929d0e0e4736",
    });
    expect(outside).not.toHaveProperty("requestId");
  });

  it("redacts credential fields and never writes an upstream error's body", () => {
    const sink = collector();
    const log = createLogger({ level: "info", destination: sink });
    const error = new UpstreamError({
      status: 400,
      endpoint: "POST /api/Auth/Login",
      message: "Invalid credentials",
      body: '{"echo":"Hunter2-secret-pw"}',
    });
    log.error(
      { err: error, endpoint: error.endpoint, upstreamStatus: error.status },
      "action: upstream call failed",
    );
    log.info(
      {
        password: "Hunter2-secret-pw",
        token: "reset-token-4321",
        form: { password: "pw-in-a-form" },
      },
      "oops",
    );
    const text = sink.raw.join("");
    expect(text).toContain("POST /api/Auth/Login");
    expect(text).toContain("Invalid credentials");
    for (const secret of ["Hunter2-secret-pw", "reset-token-4321", "pw-in-a-form"])
      expect(text).not.toContain(secret);
  });

  it("writes nothing below its level", () => {
    const sink = collector();
    const log = createLogger({ level: "warn", destination: sink });
    log.info("quiet");
    log.warn("loud");
    expect(sink.raw).toHaveLength(1);
  });
});
