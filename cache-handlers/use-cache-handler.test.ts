import { randomUUID } from "node:crypto";
import type { CacheEntry } from "next/cache";
import { PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from "next/constants";
import { afterEach, describe, expect, it, vi } from "vitest";
import nextConfig from "../next.config";
import { redisSettings } from "./redis-connection.mjs";
import { createTagState, type TagTimes } from "./tag-state.mjs";
import { createRedisUseCacheHandler } from "./use-cache-handler.mjs";
import { sharedTestRedis } from "./test-redis-server";

const server = sharedTestRedis();

/** One web instance: its own connection and its own view of the tag times. */
async function instance(keyPrefix: string) {
  const connection = await server.connect();
  const manifest = new Map<string, TagTimes>();
  const tags = createTagState({ connection, keyPrefix, manifest });
  return {
    handler: createRedisUseCacheHandler({ connection, keyPrefix, tags }),
    manifest,
    connection,
  };
}

async function twoInstances() {
  const keyPrefix = `test-${randomUUID()}:`;
  return { keyPrefix, a: await instance(keyPrefix), b: await instance(keyPrefix) };
}

function entry(
  fields: Partial<Omit<CacheEntry, "value">> & { bytes?: Uint8Array } = {},
): CacheEntry {
  const { bytes = new Uint8Array([1, 2, 3, 0, 255]), ...rest } = fields;
  return {
    value: new ReadableStream({
      start(controller) {
        controller.enqueue(bytes);
        controller.close();
      },
    }),
    tags: ["products"],
    stale: 300,
    timestamp: Date.now() - 10,
    expire: 3600,
    revalidate: 900,
    ...rest,
  };
}

async function bytesOf(found: CacheEntry | undefined) {
  expect(found).toBeDefined();
  return new Uint8Array(await new Response(found!.value).arrayBuffer());
}

describe("settings", () => {
  it("uses Redis only with REDIS_URL, never during next build, with the brightway: prefix by default", () => {
    expect(redisSettings({})).toBeUndefined();
    expect(
      redisSettings({ REDIS_URL: "redis://x", NEXT_PHASE: "phase-production-build" }),
    ).toBeUndefined();
    expect(redisSettings({ REDIS_URL: "redis://x" })).toEqual({
      url: "redis://x",
      keyPrefix: "brightway:",
    });
    expect(redisSettings({ REDIS_URL: "redis://x", REDIS_KEY_PREFIX: "b2:" })?.keyPrefix).toBe(
      "b2:",
    );
  });

  describe("next.config.ts", () => {
    afterEach(() => vi.unstubAllEnvs());
    const handlersOf = (phase: string) => {
      const config = nextConfig(phase);
      return { cacheHandler: config.cacheHandler, cacheHandlers: config.cacheHandlers };
    };

    it("configures no handler of ours without REDIS_URL: Next's own keep the cache", () => {
      vi.stubEnv("REDIS_URL", "");
      expect(handlersOf(PHASE_PRODUCTION_SERVER)).toEqual({
        cacheHandler: undefined,
        cacheHandlers: undefined,
      });
    });

    it("configures none during next build, even with REDIS_URL (the upstream and Redis may not run then)", () => {
      vi.stubEnv("REDIS_URL", "redis://127.0.0.1:6379");
      expect(handlersOf(PHASE_PRODUCTION_BUILD)).toEqual({
        cacheHandler: undefined,
        cacheHandlers: undefined,
      });
    });

    it("configures both over Redis for a server started with REDIS_URL", () => {
      vi.stubEnv("REDIS_URL", "redis://127.0.0.1:6379");
      const { cacheHandler, cacheHandlers } = handlersOf(PHASE_PRODUCTION_SERVER);
      expect(cacheHandler).toMatch(/cache-handlers\/incremental-cache-handler\.mjs$/);
      expect(cacheHandlers?.default).toMatch(/cache-handlers\/use-cache-handler\.mjs$/);
    });
  });
});

describe("use-cache handler over one Redis, two instances", () => {
  it("serves on B what A stored, bytes and fields, with a TTL of its expire", async () => {
    const { a, b, keyPrefix } = await twoInstances();
    const stored = entry({
      bytes: new Uint8Array([0, 1, 254, 255]),
      tags: ["products", "product:1"],
    });
    await a.handler.set("k", Promise.resolve(stored));
    await b.handler.refreshTags();
    const found = await b.handler.get("k", []);
    expect(await bytesOf(found)).toEqual(new Uint8Array([0, 1, 254, 255]));
    expect(found).toMatchObject({
      tags: ["products", "product:1"],
      stale: 300,
      expire: 3600,
      revalidate: 900,
      timestamp: stored.timestamp,
    });
    // A second hit gets a stream of its own.
    expect(await bytesOf(await b.handler.get("k", []))).toEqual(new Uint8Array([0, 1, 254, 255]));
    const ttl = await a.connection.client.ttl(`${keyPrefix}use-cache:k`);
    expect(ttl).toBeGreaterThan(3590);
    expect(ttl).toBeLessThanOrEqual(3600);
  });

  it("misses on B at its next request once A expired a tag of the entry (updateTag)", async () => {
    const { a, b } = await twoInstances();
    await a.handler.set("k", Promise.resolve(entry({ tags: ["products"] })));
    await a.handler.set("other", Promise.resolve(entry({ tags: ["courses"] })));
    await b.handler.refreshTags();
    expect(await b.handler.get("k", [])).toBeDefined();

    await a.handler.updateTags(["products"]);
    await b.handler.refreshTags();
    expect(await b.handler.get("k", [])).toBeUndefined();
    expect(await b.handler.get("other", [])).toBeDefined();
    // An entry written after the invalidation is fresh again.
    await b.handler.set(
      "k",
      Promise.resolve(entry({ tags: ["products"], timestamp: Date.now() + 1 })),
    );
    await a.handler.refreshTags();
    expect(await a.handler.get("k", [])).toBeDefined();
  });

  it("serves a stale entry for background regeneration (revalidate -1) after revalidateTag with a profile", async () => {
    const { a, b } = await twoInstances();
    await a.handler.set("k", Promise.resolve(entry({ tags: ["products"] })));
    await a.handler.updateTags(["products"], { expire: 3600 });
    await b.handler.refreshTags();
    const found = await b.handler.get("k", []);
    expect(found?.revalidate).toBe(-1);
    expect(await bytesOf(found)).toEqual(new Uint8Array([1, 2, 3, 0, 255]));
  });

  it("misses on B an entry whose soft tag (revalidatePath) A expired, and leaves that check to get", async () => {
    const { a, b } = await twoInstances();
    await b.handler.set("k", Promise.resolve(entry({ tags: ["products"] })));
    await a.handler.updateTags(["_N_T_/products"]);
    await b.handler.refreshTags();
    expect(await b.handler.get("k", ["_N_T_/layout", "_N_T_/products"])).toBeUndefined();
    expect(await b.handler.get("k", ["_N_T_/layout", "_N_T_/courses"])).toBeDefined();
    // Infinity: Next applies no soft-tag expiry of its own on top of get's answer.
    expect(await b.handler.getExpiration(["_N_T_/products"])).toBe(Infinity);
  });

  it("keeps B's last known tag times when a refresh cannot reach Redis", async () => {
    const { a, b } = await twoInstances();
    await a.handler.updateTags(["products"]);
    await b.handler.refreshTags();
    const known = b.manifest.get("products");
    b.connection.close();
    await b.handler.refreshTags();
    expect(b.manifest.get("products")).toEqual(known);
  });
});
