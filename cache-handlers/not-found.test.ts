import { randomUUID } from "node:crypto";
import type { CacheEntry } from "next/cache";
import { describe, expect, it } from "vitest";
import { NOT_FOUND_TAG } from "./not-found.mjs";
import { createTagState, type TagTimes } from "./tag-state.mjs";
import { createRedisUseCacheHandler } from "./use-cache-handler.mjs";
import { pageCacheOn, sharedTestRedis } from "./test-redis-server";

// Before: every made-up id left a 'use cache' entry (its read, 5 minutes) and a page entry (its
// 404) in Redis: 1,000 made-up ids, 2,000 new keys, each able to evict (volatile-lru) the 30-day
// catalogue copies that keep pages up while the upstream is down.

const server = sharedTestRedis();

const keysUnder = async (connection: Awaited<ReturnType<typeof server.connect>>, match: string) =>
  connection.run((client) => client.keys(match));

function entry(tags: string[], expire = 300): CacheEntry {
  return {
    value: new ReadableStream({
      start(controller) {
        controller.enqueue(new Uint8Array([1, 2, 3]));
        controller.close();
      },
    }),
    tags,
    stale: 30,
    timestamp: Date.now() - 10,
    expire,
    revalidate: 60,
  };
}

/** A page entry as Next 16 hands it over: here the 404 of a details page, or a found page. */
function appPage(status: number, tags: string) {
  return {
    kind: "APP_PAGE",
    html: "<!DOCTYPE html><html><body><h1>Not found</h1></body></html>",
    rscData: Buffer.from([0x30, 0x3a]),
    postponed: undefined,
    headers: { "x-next-cache-tags": tags },
    status,
    segmentData: new Map<string, Buffer>(),
  };
}

describe("a not-found answer leaves no key in the shared cache", () => {
  it("'use cache': 1,000 reads of made-up ids add no key; the catalogue entry stays", async () => {
    const connection = await server.connect();
    const keyPrefix = `test-${randomUUID()}:`;
    const tags = createTagState({ connection, keyPrefix, manifest: new Map<string, TagTimes>() });
    const handler = createRedisUseCacheHandler({ connection, keyPrefix, tags });
    await handler.set("catalogue", Promise.resolve(entry(["products"], 30 * 86_400)));
    for (let id = 1_000_001; id <= 1_001_000; id++)
      await handler.set(
        `product-${id}`,
        Promise.resolve(entry(["products", `product:${id}`, NOT_FOUND_TAG])),
      );
    const added = await keysUnder(connection, `${keyPrefix}use-cache:*`);
    expect(added.length).toBeLessThanOrEqual(100);
    expect(added).toEqual([`${keyPrefix}use-cache:catalogue`]);
    expect(await handler.get("product-1000001", [])).toBeUndefined();
    expect(await handler.get("catalogue", [])).toBeDefined();
  });

  it("pages: 1,000 details pages of made-up ids (404) add no key; Next's one /_not-found page and found pages are kept", async () => {
    const connection = await server.connect();
    const keyPrefix = `test-${randomUUID()}:`;
    const { Handler } = pageCacheOn(connection, keyPrefix, "build-1");
    const cacheControl = { revalidate: 60, expire: 300 };
    for (let id = 1_000_001; id <= 1_001_000; id++) {
      const path = `/render/shared/products/${id}`;
      await new Handler({}).set(path, appPage(404, `_N_T_${path},products`), { cacheControl });
    }
    await new Handler({}).set("/render/shared/publications/77", null, { cacheControl });
    await new Handler({}).set("/_not-found", appPage(404, "_N_T_/_not-found"), { cacheControl });
    await new Handler({}).set("/render/shared/products/1", appPage(200, "products"), {
      cacheControl: { revalidate: 3600, expire: 30 * 86_400 },
    });
    const added = await keysUnder(connection, `${keyPrefix}build-1:isr:*`);
    expect(added.sort()).toEqual([
      `${keyPrefix}build-1:isr:/_not-found`,
      `${keyPrefix}build-1:isr:/render/shared/products/1`,
    ]);
  });
});
