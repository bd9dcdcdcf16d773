// Redis paused (SIGSTOP) or slow for a moment while two instances serve and an admin changes
// something: an entry is never served as fresh on tag times that could not be read, an
// invalidation made meanwhile reaches the other instance once Redis is back, and a busy event
// loop does not turn Redis's timely answers into time-outs.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { CacheEntry } from "next/cache";
import { randomUUID } from "node:crypto";
import {
  createRedisConnection,
  RedisTimeoutError,
  type RedisConnection,
} from "./redis-connection.mjs";
import { createRedisUseCacheHandler } from "./use-cache-handler.mjs";
import { captureLogger, pageCacheOn, startRedis, type TestRedis } from "./test-redis-server";

let redis: TestRedis;
const opened: RedisConnection[] = [];

beforeAll(async () => {
  redis = await startRedis();
});
afterEach(() => {
  redis.process.kill("SIGCONT");
});
afterAll(async () => {
  for (const connection of opened) connection.close();
  await redis?.kill();
});

const pause = () => redis.process.kill("SIGSTOP");
const resume = () => redis.process.kill("SIGCONT");

/** A connection to the test Redis that logs to a captured logger, opened (and closed after all tests). */
async function openConnection(deadlines: {
  commandTimeoutMs: number;
  mustTryTimeoutMs?: number;
  cooldownMs?: number;
}) {
  const log = captureLogger();
  const connection = createRedisConnection({ url: redis.url, logger: log.logger, ...deadlines });
  opened.push(connection);
  await connection.open();
  return { connection, log };
}

/**
 * One instance with short deadlines (100 ms reads, 200 ms invalidations) and no cooldown, so that
 * a read after Redis is back reaches it: what it then serves is the handlers' doing alone.
 */
async function instance(
  keyPrefix: string,
  wrap: (connection: RedisConnection) => RedisConnection = (c) => c,
) {
  const { connection: real, log } = await openConnection({
    commandTimeoutMs: 100,
    mustTryTimeoutMs: 200,
    cooldownMs: 0,
  });
  const connection = wrap(real);
  const { tags, Handler: Pages } = pageCacheOn(connection, keyPrefix, "b");
  return {
    useCache: createRedisUseCacheHandler({ connection, keyPrefix, tags }),
    pages: () => new Pages({}),
    tags,
    log,
  };
}

/** Two instances of one site (a fresh key prefix in one Redis), B's connection passed through `wrapB`. */
async function twoInstances(wrapB?: (connection: RedisConnection) => RedisConnection) {
  const keyPrefix = `hiccup-${randomUUID()}:`;
  return { keyPrefix, a: await instance(keyPrefix), b: await instance(keyPrefix, wrapB) };
}

/** A connection whose HMGET (the tag times a get reads) misses its deadline; all else reaches Redis. */
function tagReadsTimeOut(connection: RedisConnection): RedisConnection {
  const slowTags = (client: RedisConnection["client"]) =>
    new Proxy(client, {
      get(target, property) {
        if (property === "hmGet") return () => Promise.reject(new RedisTimeoutError(100));
        const value = Reflect.get(target, property) as unknown;
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
  return {
    ...connection,
    run: (command, options) =>
      connection.run((client, buffers) => command(slowTags(client), slowTags(buffers)), options),
  };
}

function entry(tags: string[]): CacheEntry {
  return {
    value: new ReadableStream({
      start(controller) {
        controller.enqueue(new Uint8Array([1, 2, 3]));
        controller.close();
      },
    }),
    tags,
    stale: 300,
    timestamp: Date.now() - 1000,
    expire: 3600,
    revalidate: 900,
  };
}

const page = (tags: string) => ({
  kind: "APP_PAGE",
  html: "<h1>Old name</h1>",
  headers: { "x-next-cache-tags": tags },
  status: 200,
});
const cacheControl = { revalidate: 900, expire: 3600 };

describe("an entry whose tags cannot be checked in time", () => {
  it("is a miss on the 'use cache' handler when refreshTags could not read Redis", async () => {
    const { a, b } = await twoInstances();
    await b.useCache.set("course", Promise.resolve(entry(["course:1"])));
    await b.useCache.refreshTags();
    expect(await b.useCache.get("course", [])).toBeDefined();

    await a.useCache.updateTags(["course:1"]);
    pause();
    await b.useCache.refreshTags(); // misses its deadline: B's view lacks A's invalidation
    resume();
    expect(await b.useCache.get("course", [])).toBeUndefined();
  });

  it("is a miss on the page handler when the tag times miss their deadline", async () => {
    const { a, b } = await twoInstances(tagReadsTimeOut);
    await a.pages().set("/course", page("course:1"), { cacheControl });
    await a.pages().revalidateTag("course:1");
    expect(await b.pages().get("/course", { kind: "APP_PAGE" })).toBeNull();
  });
});

describe("a tag expired while Redis is paused", () => {
  it("reaches the other instance's two handlers once Redis is back", async () => {
    const { a, b } = await twoInstances();
    await b.useCache.set("course", Promise.resolve(entry(["course:1"])));
    await b.pages().set("/course", page("course:1"), { cacheControl });
    await b.useCache.refreshTags();
    expect(await b.useCache.get("course", [])).toBeDefined();
    expect(await b.pages().get("/course", { kind: "APP_PAGE" })).not.toBeNull();

    const before = Date.now();
    pause();
    await a.useCache.updateTags(["course:1"]); // misses its deadline; A itself knows
    await a.pages().revalidateTag("course:2");
    expect(a.tags.isExpired(["course:1"], before - 1)).toBe(true);
    resume();

    // A reads nothing meanwhile: only its own retries can bring the invalidation to Redis.
    await vi.waitFor(
      async () => {
        await b.useCache.refreshTags();
        expect(await b.useCache.get("course", [])).toBeUndefined();
        expect(await b.pages().get("/course", { kind: "APP_PAGE" })).toBeNull();
      },
      { timeout: 5000, interval: 50 },
    );
  });

  it("never overwrites, when sent again, what another instance wrote after it", async () => {
    const { keyPrefix, a, b } = await twoInstances();
    pause();
    await a.useCache.updateTags(["course:1"]); // expired now: kept to be sent again
    resume();
    // B's later invalidation (stale now, gone in an hour) reaches Redis first.
    const before = Date.now();
    await b.useCache.updateTags(["course:1"], { expire: 3600 });
    await a.useCache.refreshTags(); // sends A's again before reading
    const check = await instance(keyPrefix);
    await check.tags.refresh();
    expect(check.tags.isStale(["course:1"], before - 1)).toBe(true);
    expect(check.tags.expiration(["course:1"])).toBeGreaterThan(before + 3_000_000);
  });
});

describe("a Redis that stalls for a moment", () => {
  it("is not reported unavailable, and reads go back to it once it answers a PING", async () => {
    const { connection, log } = await openConnection({ commandTimeoutMs: 100 });
    await connection.run((client) => client.ping());
    pause();
    await expect(connection.run((client) => client.ping())).rejects.toBeInstanceOf(
      RedisTimeoutError,
    );
    resume();
    await vi.waitFor(
      async () => expect(await connection.run((client) => client.ping())).toBe("PONG"),
      { timeout: 900, interval: 20 },
    );
    expect(log.records.filter((record) => record.fields.redis === "unavailable")).toHaveLength(0);
    expect(connection.state).toBe("available");
  });
});

describe("a busy event loop", () => {
  it("does not turn an answer Redis gave in time into a time-out, nor Redis into unavailable", async () => {
    const { connection, log } = await openConnection({ commandTimeoutMs: 50 });
    await connection.run((client) => client.ping());
    const answer = connection.run((client) => client.ping());
    // A render holding the event loop for four deadlines (as a crowd's renders do).
    const until = performance.now() + 200;
    while (performance.now() < until);
    await expect(answer).resolves.toBe("PONG");
    expect(connection.state).toBe("available");
    expect(log.records.filter((record) => record.fields.redis === "unavailable")).toHaveLength(0);
  });
});
