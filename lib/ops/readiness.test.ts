import { afterEach, describe, expect, it, vi } from "vitest";
import { env } from "@/lib/env";
import { log } from "@/lib/log";
import { checkReadiness, READY_UPSTREAM_TIMEOUT_MS } from "@/lib/ops/readiness";
import { upstreamBreakerState } from "@/lib/upstream/breaker";
import { resetUpstreamBreaker } from "@/test/upstream-breaker";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("checkReadiness", () => {
  it("is ready when the upstream answers, even 404 as the legacy API does for /health", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("", { status: 404 })),
    );
    expect(await checkReadiness()).toEqual({ ready: true });
  });

  it("names the reason when the upstream fails or cannot be reached", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("", { status: 503 })),
    );
    expect(await checkReadiness()).toEqual({
      ready: false,
      reasons: ["the upstream answered HTTP 503"],
    });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("fetch failed");
      }),
    );
    expect(await checkReadiness()).toEqual({
      ready: false,
      reasons: ["the upstream cannot be reached"],
    });
  });

  it("says when the upstream does not answer in time", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new DOMException("The operation timed out.", "TimeoutError");
      }),
    );
    const readiness = await checkReadiness();
    expect(readiness.ready).toBe(false);
    expect(!readiness.ready && readiness.reasons[0]).toMatch(
      /^the upstream did not answer within \d+ ms$/,
    );
  });

  it("waits for the upstream no longer than the read timeout", async () => {
    const timeout = vi.spyOn(AbortSignal, "timeout");
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("", { status: 200 })),
    );
    await checkReadiness();
    expect(timeout).toHaveBeenCalledWith(READY_UPSTREAM_TIMEOUT_MS);
    expect(READY_UPSTREAM_TIMEOUT_MS).toBe(env.UPSTREAM_READ_TIMEOUT_MS);
  });

  it("reports an open breaker without calling the upstream, and is ready again once a probe succeeds", async () => {
    vi.spyOn(log, "warn").mockImplementation(() => undefined);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.UTC(2025, 5, 1, 12, 0, 0));
    resetUpstreamBreaker({ threshold: 2, cooldownMs: 30_000 });
    let isUp = false;
    const fetch = vi.fn(async () => {
      if (!isUp) throw new TypeError("fetch failed");
      return new Response("", { status: 200 });
    });
    vi.stubGlobal("fetch", fetch);

    await checkReadiness();
    await checkReadiness();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(await checkReadiness()).toEqual({
      ready: false,
      reasons: ["upstream circuit open (retry in 30s)"],
    });
    vi.setSystemTime(Date.UTC(2025, 5, 1, 12, 0, 20));
    expect(await checkReadiness()).toEqual({
      ready: false,
      reasons: ["upstream circuit open (retry in 10s)"],
    });
    expect(fetch).toHaveBeenCalledTimes(2);

    isUp = true;
    vi.setSystemTime(Date.UTC(2025, 5, 1, 12, 0, 30));
    expect(await checkReadiness()).toEqual({ ready: true });
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(upstreamBreakerState()).toEqual({ state: "closed" });
  });
});
