// Redis stopped or hung while the instances run: every read is a miss within the command timeout,
// writes do nothing, nothing throws, and the outage is logged once, its end once.
import { afterAll, beforeAll, expect, it } from "vitest";
import { createIncrementalCacheHandler } from "./incremental-cache-handler.mjs";
import { createRedisConnection, type RedisConnection } from "./redis-connection.mjs";
import { createTagState, type TagTimes } from "./tag-state.mjs";
import { createRedisUseCacheHandler } from "./use-cache-handler.mjs";
import { captureLogger, startRedis, type TestRedis } from "./test-redis-server";

let redis: TestRedis;
let connection: RedisConnection;
const log = captureLogger();

beforeAll(async () => {
  redis = await startRedis();
  connection = createRedisConnection({ url: redis.url, logger: log.logger });
  await connection.open();
});
afterAll(async () => {
  connection?.close();
  await redis?.kill();
});

const keyPrefix = "down:";

function handlers() {
  const tagState = createTagState({ connection, keyPrefix, manifest: new Map<string, TagTimes>() });
  const Pages = createIncrementalCacheHandler({
    connection,
    keyPrefix,
    tags: tagState,
    buildId: "b",
  });
  return {
    useCache: createRedisUseCacheHandler({ connection, keyPrefix, tags: tagState }),
    pages: new Pages({}),
  };
}

function entry() {
  return {
    value: new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array([7]));
        controller.close();
      },
    }),
    tags: ["t"],
    stale: 300,
    timestamp: Date.now(),
    expire: 3600,
    revalidate: 900,
  };
}

/** Runs `work` and returns how long it took (ms). */
async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

it("serves misses quickly while Redis is stopped, logs it once, and once when it is back", async () => {
  const { useCache, pages } = handlers();
  await useCache.set("k", Promise.resolve(entry()));
  await pages.set("/p", { kind: "APP_PAGE", html: "x", headers: {}, status: 200 }, {});
  expect(await useCache.get("k", [])).toBeDefined();

  await redis.kill();
  const [missed, ms] = await timed(() => useCache.get("k", []));
  expect(missed).toBeUndefined();
  expect(ms).toBeLessThan(1000);
  const [pageMiss, pageMs] = await timed(() => pages.get("/p", { kind: "APP_PAGE" }));
  expect(pageMiss).toBeNull();
  expect(pageMs).toBeLessThan(1000);
  console.info(
    `stopped Redis: use-cache get missed in ${ms.toFixed(1)} ms, page get in ${pageMs.toFixed(1)} ms`,
  );
  await expect(useCache.set("k2", Promise.resolve(entry()))).resolves.toBeUndefined();
  await expect(
    pages.set("/q", { kind: "APP_PAGE", html: "y", headers: {}, status: 200 }, {}),
  ).resolves.toBeUndefined();
  await expect(useCache.updateTags(["t"])).resolves.toBeUndefined();
  await expect(useCache.refreshTags()).resolves.toBeUndefined();
  await expect(pages.revalidateTag("t")).resolves.toBeUndefined();
  await log.waitFor("unavailable");
  for (let i = 0; i < 5; i++) expect(await useCache.get("k", [])).toBeUndefined();
  expect(log.records.filter((r) => r.fields.redis === "unavailable")).toHaveLength(1);
  expect(log.records.find((r) => r.fields.redis === "unavailable")).toMatchObject({
    level: "warn",
    fields: { cache: "redis" },
  });

  await redis.restart();
  await log.waitFor("available");
  // The server came back empty (no persistence): a miss, then a hit once written again.
  await useCache.set("k", Promise.resolve(entry()));
  expect(await useCache.get("k", [])).toBeDefined();
  expect(log.records.filter((r) => r.fields.redis === "available")).toHaveLength(1);
  expect(log.records.filter((r) => r.fields.redis === "unavailable")).toHaveLength(1);
});

it("answers within the command timeout while Redis is hung, then skips it at once", async () => {
  const { useCache } = handlers();
  redis.process.kill("SIGSTOP");
  try {
    const [, refreshMs] = await timed(() => useCache.refreshTags());
    expect(refreshMs).toBeLessThan(1000);
    const [again, fastMs] = await timed(() => useCache.get("k", []));
    expect(again).toBeUndefined();
    expect(fastMs).toBeLessThan(50);
    console.info(
      `hung Redis: refreshTags gave up after ${refreshMs.toFixed(0)} ms, the next get missed in ${fastMs.toFixed(1)} ms`,
    );
  } finally {
    redis.process.kill("SIGCONT");
  }
});
