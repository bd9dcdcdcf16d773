// `cacheHandlers.default` (next.config.ts, only with REDIS_URL, never during `next build`: Next's
// own handler serves then): where 'use cache' entries live. Types: use-cache-handler.d.mts. The
// interface, and nothing else of Next's:
// https://nextjs.org/docs/app/api-reference/config/next-config-js/cacheHandlers.
//
// - Entries in Redis (`<prefix>use-cache:<key>`, the value stream's bytes and the
//   entry's fields, a TTL of its `expire`), tag times in Redis (tag-state.mjs). `refreshTags`, which
//   Next calls before a request's first read, reads every tag time in one round trip, so a tag
//   invalidated on another instance is invalid here from this instance's next request on. Nothing
//   read from Redis is kept past the request that read it.
// - An entry is served only against tag times Redis gave: when the last refreshTags failed, `get`
//   reads the entry's tags' times itself, and when that fails too the entry is a miss. Soft tags
//   (revalidatePath) are checked in `get` as well (getExpiration answers Infinity, which tells
//   Next so), for the same reason.
// - Redis away or slow: a read is a miss, a write does nothing, an invalidation is sent again until
//   Redis takes it (tag-state.mjs); never an error (redis-connection.mjs fails fast and logs once
//   each way).
//
// Why ours: @fortedigital/nextjs-cache-handler does not support `cacheHandlers`, and
// @trieb.work/nextjs-turbo-redis-cache keeps GET results in memory for 10 s by default and learns
// of other instances' invalidations through keyspace notifications (a race with the next request);
// the interface is five methods over a well-kept client (node-redis).
import v8 from "node:v8";
import { isNotFoundEntry } from "./not-found.mjs";
import { sharedRedisConnection } from "./redis-connection.mjs";
import { sharedTagState } from "./tag-state.mjs";

/** A fresh single-use stream over stored bytes (every hit gets its own). */
function streamOf(bytes) {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}

/**
 * A 'use cache' handler over Redis.
 * @param options.connection a redis-connection.mjs connection.
 * @param options.keyPrefix prepended to every key (`REDIS_KEY_PREFIX`).
 * @param options.tags this instance's tag state (default: the process's, over Next's tags manifest).
 * @returns Next's `CacheHandler` (`get`, `set`, `refreshTags`, `getExpiration`, `updateTags`).
 */
export function createRedisUseCacheHandler({
  connection,
  keyPrefix,
  tags = sharedTagState(connection, keyPrefix),
}) {
  const entryKey = (cacheKey) => `${keyPrefix}use-cache:${cacheKey}`;
  // Whether the last refreshTags read the tag times from Redis. Until one has, each get reads its
  // entry's tag times itself: the view may lack an invalidation made on another instance.
  let viewIsCurrent = false;
  // A set still writing delays a get of the same key in this process (as Next's own handler
  // does); the map holds only sets in flight.
  const pendingSets = new Map();

  return {
    async get(cacheKey, softTags = []) {
      await pendingSets.get(cacheKey);
      let stored;
      try {
        stored = await connection.run((_client, buffers) => buffers.get(entryKey(cacheKey)));
      } catch {
        return undefined;
      }
      if (!stored) return undefined;
      let entry;
      try {
        entry = v8.deserialize(stored);
      } catch {
        return undefined; // written by an incompatible Node version: a miss
      }
      if (entry.expire < 0) return undefined;
      // Tag times that could not be checked in time: a miss, never an entry served as fresh.
      if (!viewIsCurrent && !(await tags.load([...new Set([...entry.tags, ...softTags])])))
        return undefined;
      if (tags.isExpired(entry.tags, entry.timestamp)) return undefined;
      // What Next itself does with getExpiration's answer for the soft tags.
      if (tags.expiration(softTags) >= entry.timestamp) return undefined;
      // Past `revalidate` but within `expire`: served while Next regenerates it (a shared store
      // keeps such entries, cacheHandlers.md); a stale tag asks for the same.
      const revalidate = tags.isStale(entry.tags, entry.timestamp) ? -1 : entry.revalidate;
      const { value, ...fields } = entry;
      return { ...fields, revalidate, value: streamOf(value) };
    },

    async set(cacheKey, pendingEntry) {
      let done = () => {};
      pendingSets.set(cacheKey, new Promise((resolve) => (done = resolve)));
      try {
        const entry = await pendingEntry;
        // `expire: 0` is dynamic: Next regenerates it on every read (as its own handler, skip it).
        if (!process.env.__NEXT_DEV_SERVER && entry.expire === 0) return;
        // A read that found nothing (a made-up id): never a key (not-found.mjs).
        if (isNotFoundEntry(entry.tags)) return;
        const value = new Uint8Array(await new Response(entry.value).arrayBuffer());
        const { tags: entryTags, stale, timestamp, expire, revalidate } = entry;
        const bytes = v8.serialize({
          tags: entryTags,
          stale,
          timestamp,
          expire,
          revalidate,
          value,
        });
        const options = Number.isFinite(entry.expire)
          ? { EX: Math.max(1, Math.ceil(entry.expire)) }
          : {};
        await connection.run((client) => client.set(entryKey(cacheKey), bytes, options));
      } catch {
        // An interrupted value stream or Redis away: nothing stored, the next read renders again.
      } finally {
        done();
        pendingSets.delete(cacheKey);
      }
    },

    async refreshTags() {
      viewIsCurrent = await tags.refresh();
    },

    // Infinity: "the handler checks soft tags in get" (cacheHandlers.md), where a failed read of
    // their times can make a miss; a number here would be trusted by Next as it stands.
    async getExpiration() {
      return Infinity;
    },

    async updateTags(tagList, durations) {
      await tags.update(tagList, durations);
    },
  };
}

function createHandler() {
  const connection = sharedRedisConnection();
  if (!connection) {
    // next.config.ts configures this handler only with REDIS_URL, outside `next build`; loaded
    // without it (a test importing this module), it stores nothing, as with Redis away.
    return {
      get: async () => undefined,
      set: async (_cacheKey, pendingEntry) => void (await pendingEntry),
      refreshTags: async () => {},
      getExpiration: async () => 0,
      updateTags: async () => {},
    };
  }
  return createRedisUseCacheHandler({ connection, keyPrefix: connection.keyPrefix });
}

/** This process's 'use cache' handler, over Redis (REDIS_URL). */
const handler = createHandler();
export default handler;
