import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as z from "@/lib/zod";

vi.mock("@/lib/env", async (importOriginal) =>
  (await import("@/test/env-mock")).envWith(await importOriginal(), {
    UPSTREAM_READ_TIMEOUT_MS: 30,
    UPSTREAM_TIMEOUT_MS: 10_000,
    UPSTREAM_BREAKER_THRESHOLD: 3,
    UPSTREAM_BREAKER_COOLDOWN_MS: 10_000,
  }),
);

import { log } from "@/lib/log";
import { upstreamBreakerState } from "@/lib/upstream/breaker";
import { resetUpstreamBreaker } from "@/test/upstream-breaker";
import { upstreamFetch } from "@/lib/upstream/client";
import {
  jsonResponse,
  networkFailure,
  stubHangingUpstream,
  stubTimedOutUpstream,
  stubUpstream,
  textResponse,
  upstreamFailure,
} from "@/test/upstream-support";

const T0 = Date.UTC(2025, 5, 1, 12, 0, 0);
let warnings: string[];

beforeEach(() => {
  resetUpstreamBreaker();
  warnings = [];
  vi.spyOn(log, "warn").mockImplementation(((fields: object, msg: string) => {
    warnings.push(JSON.stringify({ level: "warn", ...fields, msg }));
  }) as never);
  // Only Date is faked: cockatiel reads Date.now() for the cool-down; timers and promises stay real.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(T0);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** Sends `count` reads that each meet a network failure. */
async function failReads(count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    expect((await upstreamFailure(upstreamFetch({ path: "/api/Things" }))).status).toBe(0);
  }
}

describe("upstream circuit breaker", () => {
  it("opens after the threshold of consecutive outages, then fails at once without calling fetch", async () => {
    const calls = stubUpstream(networkFailure);
    await failReads(3);
    expect(calls).toHaveLength(3);
    expect(upstreamBreakerState()).toEqual({ state: "open", retryAfterSeconds: 10 });

    const error = await upstreamFailure(upstreamFetch({ path: "/api/Things" }));
    expect(error.status).toBe(503);
    expect(error.isUnavailable).toBe(true);
    expect(error.failure).toBe("circuit-open");
    expect(error.retryAfterSeconds).toBe(10);
    expect(error.endpoint).toBe("GET /api/Things");
    expect(calls).toHaveLength(3);

    const opened = warnings.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(opened).toContainEqual(expect.objectContaining({ state: "open", level: "warn" }));
  });

  it("fails writes and file downloads at once too while open, and never retries a write", async () => {
    const calls = stubUpstream(networkFailure);
    const write = await upstreamFailure(
      upstreamFetch({ method: "POST", path: "/api/Enrollments", body: { packageId: "p" } }),
    );
    expect(write.status).toBe(0);
    expect(calls).toHaveLength(1);
    await failReads(2);
    expect(calls).toHaveLength(3);

    const blockedWrite = await upstreamFailure(
      upstreamFetch({ method: "PUT", path: "/api/X", body: {} }),
    );
    const blockedFile = await upstreamFailure(
      upstreamFetch({ file: true, path: "/api/Documents/Product/GetFile/1" }),
    );
    expect([blockedWrite.status, blockedFile.status]).toEqual([503, 503]);
    expect(calls).toHaveLength(3);
  });

  it("counts timeouts and 502/503/504 but not 4xx or 500 answers, which reset the count", async () => {
    const statuses = [502, 500, 504, 404, 503, 400, 401, 403, 409, 429, 502, 503];
    let next = 0;
    const calls = stubUpstream(() => textResponse(statuses[next++] ?? 200, "x"));
    for (let i = 0; i < statuses.length; i++) {
      await upstreamFailure(upstreamFetch({ path: "/api/Things" }));
      expect(upstreamBreakerState().state).toBe("closed");
    }
    expect(calls).toHaveLength(statuses.length);

    stubTimedOutUpstream();
    expect((await upstreamFailure(upstreamFetch({ path: "/api/Things" }))).failure).toBe("timeout");
    // 502, 503 and the timeout: three outages in a row.
    expect(upstreamBreakerState().state).toBe("open");
  });

  it("never opens on a busy upstream's 503 with Retry-After (logins told to come back), however many", async () => {
    const busy = () =>
      new Response(
        JSON.stringify({
          status: 503,
          detail: "The server is busy. Please try again in a moment.",
        }),
        {
          status: 503,
          headers: { "Content-Type": "application/problem+json", "Retry-After": "2" },
        },
      );
    const calls = stubUpstream(busy);
    for (let i = 0; i < 10; i++) {
      const error = await upstreamFailure(
        upstreamFetch({ method: "POST", path: "/api/Authentication/login", body: {} }),
      );
      expect(error).toMatchObject({ status: 503, retryAfterSeconds: 2, isBusy: true });
      // Before: three of these opened the breaker, and signed-in pages answered 503 for 10 s.
      expect(upstreamBreakerState().state).toBe("closed");
    }
    expect(calls).toHaveLength(10);
    // A 503 without Retry-After (a gateway with nothing behind it) is still an outage.
    stubUpstream(() => textResponse(503, "Service Unavailable"));
    for (let i = 0; i < 3; i++) await upstreamFailure(upstreamFetch({ path: "/api/Things" }));
    expect(upstreamBreakerState().state).toBe("open");
  });

  it("does not open on 404s however many", async () => {
    const calls = stubUpstream(() => textResponse(404, "Not Found"));
    for (let i = 0; i < 10; i++) {
      expect((await upstreamFailure(upstreamFetch({ path: "/api/Things/1" }))).isNotFound).toBe(
        true,
      );
    }
    expect(calls).toHaveLength(10);
    expect(upstreamBreakerState()).toEqual({ state: "closed" });
  });

  it("does not count a malformed body: the upstream answered", async () => {
    stubUpstream(() => textResponse(200, "{not json"));
    for (let i = 0; i < 5; i++) {
      const error = await upstreamFailure(
        upstreamFetch({ path: "/api/Things", schema: z.object({ id: z.number() }) }),
      );
      expect(error.status).toBe(502);
    }
    expect(upstreamBreakerState()).toEqual({ state: "closed" });
  });

  it("after the cool-down lets one probe through, which closes it on success", async () => {
    let isUp = false;
    const calls = stubUpstream(() => (isUp ? jsonResponse(200, { id: 1 }) : networkFailure()));
    await failReads(3);

    vi.setSystemTime(T0 + 9_001);
    expect(upstreamBreakerState()).toEqual({ state: "open", retryAfterSeconds: 1 });
    expect((await upstreamFailure(upstreamFetch({ path: "/api/Things" }))).status).toBe(503);
    expect(calls).toHaveLength(3);

    vi.setSystemTime(T0 + 10_000);
    expect(upstreamBreakerState()).toEqual({ state: "half-open" });
    isUp = true;
    await expect(
      upstreamFetch({ path: "/api/Things", schema: z.object({ id: z.number() }) }),
    ).resolves.toEqual({ id: 1 });
    expect(calls).toHaveLength(4);
    expect(upstreamBreakerState()).toEqual({ state: "closed" });
    const states = warnings.map((line) => (JSON.parse(line) as { state: string }).state);
    expect(states).toEqual(["open", "half-open", "closed"]);
  });

  it("a failed probe opens it for another full cool-down", async () => {
    const calls = stubUpstream(networkFailure);
    await failReads(3);
    vi.setSystemTime(T0 + 12_000);
    expect((await upstreamFailure(upstreamFetch({ path: "/api/Things" }))).status).toBe(0);
    expect(calls).toHaveLength(4);
    expect(upstreamBreakerState()).toEqual({ state: "open", retryAfterSeconds: 10 });
    expect((await upstreamFailure(upstreamFetch({ path: "/api/Things" }))).retryAfterSeconds).toBe(
      10,
    );
    expect(calls).toHaveLength(4);
  });

  it("holds other calls while the one probe is in flight", async () => {
    let release: (response: Response) => void = () => undefined;
    let isUp = false;
    const calls = stubUpstream(() => {
      if (!isUp) networkFailure();
      return calls.length === 4
        ? new Promise<Response>((resolve) => {
            release = resolve;
          })
        : textResponse(200);
    });
    await failReads(3);
    vi.setSystemTime(T0 + 10_000);
    isUp = true;

    const probe = upstreamFetch({ path: "/api/Probe" });
    const waiting = upstreamFetch({ path: "/api/Waiting" });
    await vi.waitFor(() => expect(calls).toHaveLength(4));
    expect(upstreamBreakerState()).toEqual({ state: "half-open" });
    release(textResponse(200));
    await Promise.all([probe, waiting]);
    expect(calls.map((call) => call.url.pathname)).toEqual([
      "/api/Things",
      "/api/Things",
      "/api/Things",
      "/api/Probe",
      "/api/Waiting",
    ]);
    expect(upstreamBreakerState()).toEqual({ state: "closed" });
  });

  it("is one breaker per process: another copy of the module sees the same state", async () => {
    stubUpstream(networkFailure);
    await failReads(3);
    vi.resetModules();
    const otherCopy = await import("@/lib/upstream/breaker");
    expect(otherCopy.upstreamBreakerState()).toEqual({ state: "open", retryAfterSeconds: 10 });
  });

  it("takes smaller settings from resetUpstreamBreaker", async () => {
    resetUpstreamBreaker({ threshold: 1, cooldownMs: 2_500 });
    stubUpstream(networkFailure);
    await failReads(1);
    expect(upstreamBreakerState()).toEqual({ state: "open", retryAfterSeconds: 3 });
  });
});

describe("timeouts", () => {
  it("aborts a read after UPSTREAM_READ_TIMEOUT_MS", async () => {
    const timeout = vi.spyOn(AbortSignal, "timeout");
    stubHangingUpstream();
    const error = await upstreamFailure(upstreamFetch({ path: "/api/Hang" }));
    expect(error.status).toBe(0);
    expect(error.failure).toBe("timeout");
    expect(timeout).toHaveBeenCalledWith(30);
  });

  it("gives writes UPSTREAM_TIMEOUT_MS and downloads six times that", async () => {
    const timeout = vi.spyOn(AbortSignal, "timeout");
    stubUpstream(() => new Response("bytes", { status: 200 }));
    await upstreamFetch({ method: "POST", path: "/api/A", body: {} });
    await upstreamFetch({ method: "PUT", path: "/api/B", body: {} });
    await upstreamFetch({ method: "DELETE", path: "/api/C" });
    await upstreamFetch({ file: true, path: "/api/D" });
    await upstreamFetch({ path: "/api/E", timeoutMs: 1234 });
    expect(timeout.mock.calls.map(([ms]) => ms)).toEqual([10_000, 10_000, 10_000, 60_000, 1234]);
  });

  it("counts a body that stalls past the timeout as a timeout", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: URL, init: RequestInit) => {
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode("[1,"));
            init.signal?.addEventListener("abort", () => controller.error(init.signal?.reason));
          },
        });
        return new Response(body, { status: 200 });
      }),
    );
    const error = await upstreamFailure(
      upstreamFetch({ path: "/api/Slow", schema: z.array(z.number()) }),
    );
    expect(error.status).toBe(0);
    expect(error.failure).toBe("timeout");
  });
});
