import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("@/lib/env", async (importOriginal) =>
  (await import("@/test/env-mock")).envWith(await importOriginal(), {
    UPSTREAM_READ_TIMEOUT_MS: 30,
    UPSTREAM_BREAKER_THRESHOLD: 2,
    UPSTREAM_BREAKER_COOLDOWN_MS: 10_000,
  }),
);
// Outside a request there is no connection() to wait for; the tags and lifetime are Next's.
vi.mock("next/server", () => ({ connection: async () => undefined }));
const cacheCalls: unknown[][] = [];
vi.mock("next/cache", () => ({
  cacheTag: (...tags: string[]) => cacheCalls.push(["tag", ...tags]),
  cacheLife: (profile: string) => cacheCalls.push(["life", profile]),
}));

import { log } from "@/lib/log";
import { catalogueEntry, catalogueRead, missingEntry } from "@/lib/upstream/catalogue-cache";
import { resetUpstreamBreaker } from "@/test/upstream-breaker";
import { upstreamFetch } from "@/lib/upstream/client";
import {
  networkFailure,
  stubUpstream,
  upstreamFailure,
  upstreamRefusal,
} from "@/test/upstream-support";

beforeEach(() => {
  resetUpstreamBreaker();
  cacheCalls.length = 0;
  vi.spyOn(log, "warn").mockImplementation((() => undefined) as never);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("catalogueEntry", () => {
  it("tags the cached read and gives it the catalogue lifetime", () => {
    catalogueEntry(["products", "product:7"]);
    expect(cacheCalls).toEqual([
      ["tag", "products", "product:7"],
      ["life", "catalogue"],
    ]);
  });
});

describe("missingEntry", () => {
  it("tags a read that found nothing so the shared cache never stores it, and keeps it briefly elsewhere", () => {
    catalogueEntry(["products", "product:7"]);
    missingEntry();
    expect(cacheCalls).toEqual([
      ["tag", "products", "product:7"],
      ["life", "catalogue"],
      ["tag", "brightway:not-found"],
      ["life", "missing"],
    ]);
  });
});

describe("catalogueRead", () => {
  it("returns what the read returns", async () => {
    await expect(catalogueRead("GET /api/Things", async () => [1, 2])).resolves.toEqual([1, 2]);
  });

  it("passes an UpstreamError through unchanged (development keeps it across the cache boundary)", async () => {
    const original = upstreamRefusal(404, "Not found", "GET /api/Things/1");
    expect(
      await upstreamFailure(catalogueRead("GET /api/Things/{id}", () => Promise.reject(original))),
    ).toBe(original);
  });

  it("turns the opaque error a 'use cache' read throws in production into a 502 UpstreamError", async () => {
    const error = await upstreamFailure(
      catalogueRead("GET /api/Things", () =>
        Promise.reject(new Error("An error occurred in the Server Components render.")),
      ),
    );
    expect(error.status).toBe(502);
    expect(error.endpoint).toBe("GET /api/Things");
    expect(error.isOutage).toBe(true);
  });

  it("says 503 with the seconds left while the circuit breaker is open", async () => {
    stubUpstream(networkFailure);
    for (let i = 0; i < 2; i++) await upstreamFailure(upstreamFetch({ path: "/api/Things" }));
    const error = await upstreamFailure(
      catalogueRead("GET /api/Things", () => Promise.reject(new Error("opaque"))),
    );
    expect(error.status).toBe(503);
    expect(error.failure).toBe("circuit-open");
    expect(error.retryAfterSeconds).toBeGreaterThan(0);
  });

  it("lets Next's own control flow through untouched", async () => {
    const notFound = Object.assign(new Error("NEXT_HTTP_ERROR_FALLBACK;404"), {
      digest: "NEXT_HTTP_ERROR_FALLBACK;404",
    });
    const thrown = await catalogueRead("GET /api/Things", () => Promise.reject(notFound)).catch(
      (error: unknown) => error,
    );
    expect(thrown).toBe(notFound);
  });
});
