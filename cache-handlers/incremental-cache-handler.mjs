// `cacheHandler` (next.config.ts, only with REDIS_URL, never during `next build`): where Next keeps
// rendered pages, route handler responses and fetch results (APP_PAGE, APP_ROUTE, FETCH entries)
// for every instance. Types: incremental-cache-handler.d.mts. The interface, and nothing else of
// Next's: https://nextjs.org/docs/app/api-reference/config/next-config-js/incrementalCacheHandlerPath
// and https://nextjs.org/docs/app/guides/self-hosting#configuring-caching.
//
// - Entries in Redis under `<prefix><build id>:isr:<key>` (two builds never share a page), encoded
//   with node:v8's serializer, which round-trips Buffers (`rscData`, `body`) and Maps
//   (`segmentData`) exactly; a TTL of the entry's `expire` (30 days when it has none).
// - Tags: `x-next-cache-tags` of a page or route entry, `ctx.tags` of a fetch entry, plus the soft
//   tags Next passes. A get reads their times from Redis (tag-state.mjs) in the same request, so a
//   tag invalidated on instance A is invalid on B at B's next request: an entry with a tag expired
//   after it was written is a miss (Next renders the page anew, waiting for it); one with a stale
//   tag is returned dated back past its `revalidate` time, which is how the interface says
//   "serve this and render a fresh one behind it" (Next compares `lastModified` with the entry's
//   revalidate time).
// - An entry is returned only once its tags' times were read from Redis in this get: when they
//   cannot be read in time it is a miss, never served as fresh on what this instance happened to
//   know.
// - Not in Redis (the first request for a page after a deploy): a miss; Next renders the page and
//   stores it here. The build's own prerendered files are not read: their layout is Next's own.
// - Redis away or slow: a miss, a write does nothing, an invalidation is sent again until Redis
//   takes it (tag-state.mjs); never an error; logged once each way by redis-connection.mjs.
//
// Why ours and not a package (checked 16.4.5 against both, 10 minutes): @fortedigital/
// nextjs-cache-handler 3.3.0 (redis-strings) ignores revalidateTag's durations (a
// `revalidateTag(tag, "max")` deletes the entries instead of serving them stale), scans the whole
// tag index on every revalidation and waits 5 s per command by default; @trieb.work/
// nextjs-turbo-redis-cache 1.18.0 pins redis 4.7.0, keeps GET results in memory for 10 s and learns
// of other instances' invalidations through keyspace notifications and pub/sub, a race with the
// next request. Both would also need their own Redis client beside the 'use cache' handler's.
import { readFileSync } from "node:fs";
import path from "node:path";
import v8 from "node:v8";
import { isNotFoundPage } from "./not-found.mjs";
import { sharedRedisConnection } from "./redis-connection.mjs";
import { sharedTagState } from "./tag-state.mjs";

/** The longest a render is taken to last (ms): a handler older than this dates entries by their write. */
const MAX_RENDER_MS = 60_000;

/** The TTL of an entry whose cache control gives no `expire` (s): 30 days. */
export const DEFAULT_TTL_SECONDS = 30 * 24 * 60 * 60;

/**
 * The bytes stored for an entry: `{ lastModified, value, cacheControl, tags }` through node:v8's
 * serializer (Buffers stay Buffers, Maps stay Maps, `undefined` fields stay).
 */
export function encodeEntry(entry) {
  return v8.serialize(entry);
}

/** The entry {@link encodeEntry} stored; throws on bytes it did not write. */
export function decodeEntry(bytes) {
  return v8.deserialize(bytes);
}

/** The tags an entry carries: the cache-tags header of a page or route, `ctx.tags` of a fetch. */
export function entryTags(data, ctx) {
  if (data?.kind === "FETCH") return [...(ctx?.tags ?? [])];
  const header = data?.headers?.["x-next-cache-tags"];
  return typeof header === "string" && header !== "" ? header.split(",") : [];
}

const buildIds = new Map();

/** The build id beside Next's server output (`.next/BUILD_ID`), read once per directory. */
export function readBuildId(serverDistDir) {
  const file = serverDistDir
    ? path.join(serverDistDir, "..", "BUILD_ID")
    : path.join(process.cwd(), ".next", "BUILD_ID");
  if (!buildIds.has(file)) {
    let id = "no-build-id";
    try {
      id = readFileSync(file, "utf8").trim();
    } catch {
      // `next dev` has no BUILD_ID; its entries are not shared between builds anyway.
    }
    buildIds.set(file, id);
  }
  return buildIds.get(file);
}

/**
 * The revalidate time (s) Next reads for an entry: its cache control's, a fetch entry's own
 * (`ctx.revalidate`, else the value's). Undefined when the entry never revalidates.
 */
function revalidateSeconds(entry, ctx) {
  const seconds =
    entry.value?.kind === "FETCH"
      ? ctx.revalidate || entry.value.revalidate
      : entry.cacheControl?.revalidate;
  return typeof seconds === "number" && seconds > 0 ? seconds : undefined;
}

/**
 * Makes the handler class Next constructs (once per request, with its options) over Redis.
 * @param options.connection a redis-connection.mjs connection (required).
 * @param options.keyPrefix `REDIS_KEY_PREFIX`.
 * @param options.tags this instance's tag state (default: the process's, tag-state.mjs).
 * @param options.buildId default: read from `.next/BUILD_ID` beside Next's `serverDistDir`.
 * @param options.now the clock that dates stored entries (ms; tests date them in the past).
 */
export function createIncrementalCacheHandler({
  connection,
  keyPrefix = "",
  tags,
  buildId,
  now = Date.now,
}) {
  const tagState = tags ?? sharedTagState(connection, keyPrefix);

  return class RedisIncrementalCache {
    /** @param ctx Next's options: `serverDistDir`, `fs`, `flushToDisk`, `maxMemoryCacheSize`, … */
    constructor(ctx = {}) {
      this.prefix = `${keyPrefix}${buildId ?? readBuildId(ctx.serverDistDir)}:isr:`;
      // Next makes one per request, before it renders anything for it.
      this.startedAt = now();
    }

    /**
     * When the stored render began: its request's start. A page is dated by when it began to
     * read its data, not when it was written: a render that began before another instance
     * invalidated one of its tags, and ended after, must count as older than that invalidation
     * (else a crowd's in-flight render would keep the old text past the admin's change). A
     * handler older than a minute (not one request's) dates by the write.
     */
    renderStart() {
      const at = now();
      return at - this.startedAt <= MAX_RENDER_MS ? this.startedAt : at;
    }

    /** The entry `{ lastModified, value, cacheControl }`, or null for a miss. */
    async get(key, ctx = {}) {
      let entry;
      try {
        const stored = await connection.run((_client, buffers) => buffers.get(this.prefix + key));
        if (!stored) return null;
        entry = decodeEntry(stored);
      } catch {
        return null; // Redis away, or bytes from an incompatible Node version
      }
      const tagList = [...new Set([...entry.tags, ...(ctx.tags ?? []), ...(ctx.softTags ?? [])])];
      // Tag times that could not be read in time: a miss, never an entry served as fresh.
      if (!(await tagState.load(tagList))) return null;
      if (tagState.isExpired(tagList, entry.lastModified)) return null;
      const { value, cacheControl } = entry;
      let { lastModified } = entry;
      if (tagState.isStale(tagList, lastModified)) {
        // Dated back past its revalidate time: Next serves it and renders a fresh one behind it.
        // An entry that never revalidates cannot be told so: a miss.
        const seconds = revalidateSeconds(entry, ctx);
        if (seconds === undefined) return null;
        lastModified = Math.min(lastModified, now() - seconds * 1000 - 1000);
      }
      return { lastModified, value, cacheControl };
    }

    /**
     * Stores `data` with its tags; Redis away: nothing stored. A not-found page (null, or status
     * 404) is not stored, Next's one `/_not-found` page aside (not-found.mjs): made-up ids must
     * not fill Redis.
     */
    async set(key, data, ctx = {}) {
      if (isNotFoundPage(key, data)) return;
      const cacheControl = ctx.fetchCache ? undefined : ctx.cacheControl;
      const expire = cacheControl?.expire;
      const ttl =
        typeof expire === "number" && expire > 0 ? Math.ceil(expire) : DEFAULT_TTL_SECONDS;
      const bytes = encodeEntry({
        lastModified: this.renderStart(),
        value: data,
        cacheControl,
        tags: entryTags(data, ctx),
      });
      try {
        await connection.run((client) => client.set(this.prefix + key, bytes, { EX: ttl }));
      } catch {
        // Logged once by the connection; the next request renders again.
      }
    }

    /** Invalidates tags for every instance (see tag-state.mjs for `durations`). */
    async revalidateTag(tagOrTags, durations) {
      await tagState.update(typeof tagOrTags === "string" ? [tagOrTags] : tagOrTags, durations);
    }

    /** Nothing to reset: no entry read from Redis is kept past the request. */
    resetRequestCache() {}
  };
}

function createDefaultClass() {
  const connection = sharedRedisConnection();
  if (!connection) {
    // next.config.ts configures this handler only with REDIS_URL, outside `next build`; loaded
    // without it (a test importing this module), it stores nothing, as with Redis away.
    return class NoSharedCache {
      async get() {
        return null;
      }
      async set() {}
      async revalidateTag() {}
      resetRequestCache() {}
    };
  }
  return createIncrementalCacheHandler({ connection, keyPrefix: connection.keyPrefix });
}

/** The class Next constructs: over Redis (REDIS_URL). */
const RedisIncrementalCache = createDefaultClass();
export default RedisIncrementalCache;
