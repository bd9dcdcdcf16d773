// A throwaway redis-server for the cache handlers' tests: Debian's binary on a free port with
// deploy/redis.conf (no persistence, bounded), and the page cache a test instance builds over it. Fails with a clear message when redis-server is not installed (never skips).
import type { ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { once } from "node:events";
import { afterAll, beforeAll } from "vitest";
import { freePort, startRedisServer } from "../scripts/processes.mjs";
import { createRedisConnection, type RedisConnection } from "./redis-connection.mjs";
import { createIncrementalCacheHandler } from "./incremental-cache-handler.mjs";
import { createTagState, type TagTimes } from "./tag-state.mjs";

const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? "/usr/bin/redis-server";

/** A running redis-server: its URL, and ways to stop, pause and restart it. */
export interface TestRedis {
  url: string;
  port: number;
  process: ChildProcess;
  /** Kills the server (SIGKILL) and resolves once it has exited. */
  kill(): Promise<void>;
  /** Starts a new server on the same port; resolves once it accepts connections. */
  restart(): Promise<void>;
}

/** Starts redis-server; throws a clear error when the binary is missing. */
export async function startRedis(): Promise<TestRedis> {
  if (!existsSync(REDIS_SERVER)) {
    throw new Error(
      `redis-server not found at ${REDIS_SERVER}: the cache handler tests need Debian's redis-server (apt-get install -y redis-server).`,
    );
  }
  const port = await freePort();
  const redis: TestRedis = {
    url: `redis://127.0.0.1:${port}`,
    port,
    process: await startRedisServer(port, REDIS_SERVER),
    async kill() {
      if (redis.process.exitCode !== null || redis.process.signalCode !== null) return;
      const exited = once(redis.process, "exit");
      redis.process.kill("SIGKILL");
      await exited;
    },
    async restart() {
      redis.process = await startRedisServer(port, REDIS_SERVER);
    },
  };
  return redis;
}

/**
 * One redis-server for a test file (or a `describe`): started before its tests, stopped after
 * them with every connection opened through `connect`.
 * @returns `redis()` (the running server) and `connect()` (an open connection, quiet logger).
 */
export function sharedTestRedis() {
  let redis: TestRedis | undefined;
  const connections: RedisConnection[] = [];
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    for (const connection of connections) connection.close();
    await redis?.kill();
  });
  return {
    redis: (): TestRedis => redis!,
    async connect(): Promise<RedisConnection> {
      const connection = createRedisConnection({ url: redis!.url, logger: captureLogger().logger });
      connections.push(connection);
      await connection.open();
      return connection;
    },
  };
}

/** A logger that keeps what it is given, and waits for a record. */
export function captureLogger() {
  const records: { level: string; fields: Record<string, unknown>; msg: string }[] = [];
  const waiters: { match: (r: (typeof records)[number]) => boolean; resolve: () => void }[] = [];
  const write = (level: string) => (fields: Record<string, unknown>, msg: string) => {
    const record = { level, fields, msg };
    records.push(record);
    for (const waiter of waiters.filter((w) => w.match(record))) waiter.resolve();
  };
  return {
    records,
    logger: { warn: write("warn"), info: write("info") },
    /** Resolves when a record with `redis: state` has been written (at once if one was). */
    waitFor(state: "available" | "unavailable") {
      const match = (r: (typeof records)[number]) => r.fields.redis === state;
      if (records.some(match)) return Promise.resolve();
      return new Promise<void>((resolve) => waiters.push({ match, resolve }));
    },
  };
}

/**
 * One instance's page cache over `connection`: its tag state (with the tag `manifest` it keeps)
 * and the page handler class Next would construct. Entries are dated a second back, so that an
 * invalidation in the same millisecond as the write (which Next, too, counts as older than the
 * entry) cannot make a test pass or fail.
 */
export function pageCacheOn(connection: RedisConnection, keyPrefix: string, buildId: string) {
  const manifest = new Map<string, TagTimes>();
  const tags = createTagState({ connection, keyPrefix, manifest });
  const Handler = createIncrementalCacheHandler({
    connection,
    keyPrefix,
    tags,
    buildId,
    now: () => Date.now() - 1000,
  });
  return { manifest, tags, Handler };
}
