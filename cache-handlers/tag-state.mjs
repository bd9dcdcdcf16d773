// When each cache tag was invalidated, shared by every instance through one Redis hash, and this
// process's view of it. Types: tag-state.d.mts.
//
// The hash `<prefix>tags` holds two fields per tag, `expired:<tag>` and `stale:<tag>` (ms since
// the epoch), with the semantics of Next's own tags manifest: an entry created before `expired`
// is gone once `expired` has passed; an entry created before `stale` is served while it is
// regenerated in the background (updateTags' docs, node_modules/next/dist/docs, cacheHandlers).
//
// Why this process's view is Next's own `tagsManifest` (tags-manifest.external.js): Next's
// incremental cache decides that a page or fetch entry is stale by looking its tags up in that
// very map (index.js: `areTagsStale`), so the page handler must put what Redis says there; the
// 'use cache' handler reads the same map, as Next's default handler does. Tests pass a Map of
// their own per simulated instance.
import tagsManifestModule from "next/dist/server/lib/incremental-cache/tags-manifest.external.js";

const { tagsManifest } = tagsManifestModule;

const wallClock = () => Math.round(performance.timeOrigin + performance.now());

/**
 * The tag state of one instance over Redis.
 * @param options.connection a {@link import("./redis-connection.mjs").createRedisConnection} result.
 * @param options.keyPrefix prepended to the hash's key (`REDIS_KEY_PREFIX`).
 * @param options.manifest this instance's view (default: Next's tagsManifest).
 */
export function createTagState({ connection, keyPrefix, manifest = tagsManifest, now = wallClock }) {
  const hashKey = `${keyPrefix}tags`;
  /** Invalidations Redis has not taken yet (it failed or timed out): sent again before the next read. */
  let pending = {};

  /**
   * Sends the pending invalidations, if any; they stay pending when Redis still fails.
   * `mustTry` when invalidating (worth a wait); before a read, only as a read would be tried, so a
   * hung Redis never slows every page down.
   */
  async function flush(mustTry = false) {
    const fields = pending;
    if (Object.keys(fields).length === 0) return;
    pending = {};
    try {
      await connection.run((client) => client.hSet(hashKey, fields), { mustTry });
    } catch {
      pending = { ...fields, ...pending };
    }
  }

  /** Writes `[field, value]` pairs read from the hash into the view; Redis has the last word. */
  function apply(pairs) {
    for (const [field, raw] of pairs) {
      if (raw == null) continue;
      const colon = field.indexOf(":");
      const kind = field.slice(0, colon);
      if (kind !== "expired" && kind !== "stale") continue;
      const tag = field.slice(colon + 1);
      manifest.set(tag, { ...manifest.get(tag), [kind]: Number(raw) });
    }
  }

  return {
    /**
     * Reads the whole hash (one HGETALL) into the view. On failure the view keeps what it knew.
     * @returns whether Redis answered.
     */
    async refresh() {
      await flush();
      try {
        const all = await connection.run((client) => client.hGetAll(hashKey));
        apply(Object.entries(all));
        return true;
      } catch {
        return false;
      }
    },

    /**
     * Reads the times of these tags (one HMGET) into the view. On failure the view keeps what it
     * knew. @returns whether Redis answered.
     */
    async load(tags) {
      if (tags.length === 0) return true;
      await flush();
      const fields = tags.flatMap((tag) => [`expired:${tag}`, `stale:${tag}`]);
      try {
        const values = await connection.run((client) => client.hmGet(hashKey, fields));
        apply(fields.map((field, index) => [field, values[index]]));
        return true;
      } catch {
        return false;
      }
    },

    /**
     * Invalidates tags now, in the view and in Redis. Without `durations` (updateTag,
     * revalidateTag(tag)) entries carrying them are gone at once; with `durations`
     * (revalidateTag(tag, profile)) they are stale now and gone after `durations.expire` seconds.
     * A Redis failure is not thrown: this instance still knows, and the write is sent again before
     * its next read of the hash (other instances learn of it then).
     */
    async update(tags, durations) {
      if (tags.length === 0) return;
      const at = now();
      const fields = {};
      for (const tag of tags) {
        const times = { ...manifest.get(tag) };
        if (durations) {
          times.stale = at;
          if (durations.expire !== undefined) times.expired = at + durations.expire * 1000;
        } else {
          times.expired = at;
        }
        manifest.set(tag, times);
        if (times.stale !== undefined) fields[`stale:${tag}`] = String(times.stale);
        if (times.expired !== undefined) fields[`expired:${tag}`] = String(times.expired);
      }
      // Must not be lost (other instances would keep serving what changed): tried even while
      // reads skip Redis, and kept to be sent again before this instance's next read if it fails.
      pending = { ...pending, ...fields };
      await flush(true);
    },

    /** The latest `expired` time of these tags in the view (ms), 0 when none was invalidated. */
    expiration(tags) {
      return Math.max(0, ...tags.map((tag) => manifest.get(tag)?.expired ?? 0));
    },

    /** Whether one of these tags expired after `timestamp` (ms) and that time has come. */
    isExpired(tags, timestamp) {
      const current = now();
      return tags.some((tag) => {
        const expired = manifest.get(tag)?.expired;
        return typeof expired === "number" && expired <= current && expired > timestamp;
      });
    },

    /** Whether one of these tags went stale after `timestamp` (ms). */
    isStale(tags, timestamp) {
      return tags.some((tag) => (manifest.get(tag)?.stale ?? 0) > timestamp);
    },
  };
}
