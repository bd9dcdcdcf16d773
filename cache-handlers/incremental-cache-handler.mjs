// `cacheHandler` (next.config.ts, only with REDIS_URL): where Next keeps rendered pages, route
// handler responses and fetch results (APP_PAGE, APP_ROUTE, FETCH entries) for every instance.
// Types: incremental-cache-handler.d.mts. The interface: node_modules/next/dist/docs/01-app/
// 03-api-reference/05-config/01-next-config-js/incrementalCacheHandlerPath.md; Next's own:
// node_modules/next/dist/server/lib/incremental-cache/{index,file-system-cache}.js.
//
// - Entries in Redis under `<prefix><build id>:isr:<key>` (two builds never share a page), encoded
//   with node:v8's serializer, which round-trips Buffers (`rscData`, `body`) and Maps
//   (`segmentData`) exactly; a TTL of the entry's `expire` (30 days when it has none).
// - Tags: `x-next-cache-tags` of a page or route entry, `ctx.tags` of a fetch entry, plus the soft
//   tags Next passes. A get reads their times from Redis (tag-state.mjs) in the same request: an
//   entry with a tag expired after it was written is a miss; one with a stale tag is returned and
//   Next, finding the tag stale in its tags manifest (where tag-state.mjs writes), serves it while
//   it renders a fresh one. So a tag invalidated on instance A is invalid on B at B's next request.
// - Not in Redis (first request after a deploy), or Redis away: the build's own prerendered files,
//   through Next's FileSystemCache, under the same tag checks; during `next build` only that.
// - An entry, from Redis or from the build's files, is returned only once its tags' times were
//   read from Redis in this get: when they cannot be read in time it is a miss, never served as
//   fresh on what this instance happened to know.
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
import fileSystemCacheModule from "next/dist/server/lib/incremental-cache/file-system-cache.js";
import { sharedRedisConnection } from "./redis-connection.mjs";
import { sharedTagState } from "./tag-state.mjs";

const FileSystemCache = fileSystemCacheModule.default;

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
 * Makes the handler class Next constructs (once per request, with its options) over Redis.
 * @param options.connection a redis-connection.mjs connection, or `undefined` for Next's
 *   FileSystemCache alone (`next build`).
 * @param options.keyPrefix `REDIS_KEY_PREFIX`.
 * @param options.tags this instance's tag state (default: the process's, over Next's tags manifest).
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
  const tagState = connection ? (tags ?? sharedTagState(connection, keyPrefix)) : undefined;

  return class RedisIncrementalCache {
    /** @param ctx Next's options: `serverDistDir`, `fs`, `flushToDisk`, `maxMemoryCacheSize`, … */
    constructor(ctx = {}) {
      this.prefix = `${keyPrefix}${buildId ?? readBuildId(ctx.serverDistDir)}:isr:`;
      // The build's own files: what Next reads when no handler is configured.
      this.files = ctx.fs && ctx.serverDistDir ? new FileSystemCache(ctx) : undefined;
    }

    /** The entry `{ lastModified, value, cacheControl }`, or null for a miss. */
    async get(key, ctx = {}) {
      let entry = null;
      if (connection) {
        try {
          const stored = await connection.run((_client, buffers) => buffers.get(this.prefix + key));
          if (stored) entry = decodeEntry(stored);
        } catch {
          entry = null; // Redis away, or bytes from an incompatible Node version
        }
      }
      let tagList;
      if (entry) {
        tagList = [...entry.tags, ...(ctx.tags ?? [])];
      } else {
        entry = (await this.files?.get(key, ctx).catch(() => null)) ?? null;
        if (!entry) return null;
        tagList = [...entryTags(entry.value, ctx)];
      }
      if (!tagState) return entry;
      tagList.push(...(ctx.softTags ?? []));
      // Tag times that could not be read in time: a miss, never an entry served as fresh.
      if (!(await tagState.load([...new Set(tagList)]))) return null;
      if (tagState.isExpired(tagList, entry.lastModified)) return null;
      const { lastModified, value, cacheControl } = entry;
      return { lastModified, value, cacheControl };
    }

    /** Stores `data` (null for a not-found page) with its tags; Redis away: nothing stored. */
    async set(key, data, ctx = {}) {
      if (!connection) return this.files?.set(key, data, ctx);
      const cacheControl = ctx.fetchCache ? undefined : ctx.cacheControl;
      const expire = cacheControl?.expire;
      const ttl =
        typeof expire === "number" && expire > 0 ? Math.ceil(expire) : DEFAULT_TTL_SECONDS;
      const bytes = encodeEntry({
        lastModified: now(),
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
      const tagList = typeof tagOrTags === "string" ? [tagOrTags] : tagOrTags;
      if (tagState) await tagState.update(tagList, durations);
      else await this.files?.revalidateTag(tagList, durations);
    }

    /** Nothing to reset: no entry read from Redis is kept past the request. */
    resetRequestCache() {}
  };
}

function createDefaultClass() {
  const connection = sharedRedisConnection();
  return createIncrementalCacheHandler({ connection, keyPrefix: connection?.keyPrefix });
}

/** The class Next constructs: over Redis with REDIS_URL, Next's FileSystemCache during a build. */
const RedisIncrementalCache = createDefaultClass();
export default RedisIncrementalCache;
