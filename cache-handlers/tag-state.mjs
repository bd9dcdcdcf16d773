// When each cache tag was invalidated, shared by every instance through one Redis hash, and this
// process's view of it. Types: tag-state.d.mts.
//
// The hash `<prefix>tags` holds two fields per tag, `expired:<tag>` and `stale:<tag>` (ms since
// the epoch), with the semantics of Next's own tags manifest: an entry created before `expired`
// is gone once `expired` has passed; an entry created before `stale` is served while it is
// regenerated in the background (the `updateTags` of https://nextjs.org/docs/app/api-reference/config/next-config-js/cacheHandlers).
// Beside each, `expired@:<tag>` and `stale@:<tag>` hold when that value was written (ms): a write
// sent again after a failure never overwrites what another instance wrote after it (Next's own
// rule is "the last invalidation wins"; a late retry is not the last one).
//
// This process's view is a Map of its own (tag → `{ expired, stale }`), one for both handlers:
// each checks its entries against it (Next's own tag state is private to Next and is not used).
//
// Invalidations Redis did not take (it was away, or slower than the deadline) are kept and sent
// again, in the background with a growing pause, until Redis takes them: a tag expired during a
// hiccup reaches the other instances once Redis is back. Until then this instance's own view
// keeps them: a value read from Redis never replaces a write of ours Redis has not confirmed.
const wallClock = () => Math.round(performance.timeOrigin + performance.now());

/** At most this many tag fields wait to be sent again; past it, the oldest are dropped. */
export const MAX_PENDING_FIELDS = 10_000;
/** Pauses between background sends of invalidations Redis has not taken (ms): doubled up to the last. */
export const RETRY_DELAYS_MS = [100, 200, 400, 800, 1600, 3200];

// Sets each `field value` whose write time (`field@…`) is not older than the one stored.
// ARGV: field, value, write-time field, write time; repeated.
const WRITE_NEWER = `
for i = 1, #ARGV, 4 do
  local written = tonumber(redis.call('HGET', KEYS[1], ARGV[i + 2]) or '0')
  if tonumber(ARGV[i + 3]) >= written then
    redis.call('HSET', KEYS[1], ARGV[i], ARGV[i + 1], ARGV[i + 2], ARGV[i + 3])
  end
end
return 1`;

/** `expired:<tag>` → `expired@:<tag>`: the field holding when the value was written. */
const writtenField = (field) => field.replace(":", "@:");

/**
 * The tag state of one instance over Redis.
 * @param options.connection a {@link import("./redis-connection.mjs").createRedisConnection} result.
 * @param options.keyPrefix prepended to the hash's key (`REDIS_KEY_PREFIX`).
 * @param options.manifest this instance's view, tag → `{ expired, stale }` (ms; default a new Map).
 * @param options.now the clock of invalidations (ms).
 * @param options.onDropped called with the count of unsent invalidations dropped past
 *   {@link MAX_PENDING_FIELDS} (the process logs it).
 */
export function createTagState({
  connection,
  keyPrefix,
  manifest = new Map(),
  now = wallClock,
  onDropped = () => {},
}) {
  const hashKey = `${keyPrefix}tags`;
  /** Field → `{ value, at }`: invalidations Redis has not confirmed yet, oldest first. */
  const pending = new Map();
  let retryTimer;
  let retries = 0;
  /** Resolvers of {@link settled} callers, called once nothing is pending. */
  let settledWaiters = [];

  function notifySettled() {
    if (pending.size > 0) return;
    for (const resolve of settledWaiters) resolve();
    settledWaiters = [];
  }

  /**
   * Sends the pending invalidations, if any; those Redis does not take stay pending (and a
   * background retry is scheduled). `mustTry` when invalidating or retrying (worth a wait);
   * before a read, only as a read would be tried, so a hung Redis never slows every page down.
   * @returns whether nothing is left pending.
   */
  async function flush(mustTry = false) {
    if (pending.size === 0) return true;
    const sent = [...pending];
    const args = sent.flatMap(([field, { value, at }]) => [
      field,
      String(value),
      writtenField(field),
      String(at),
    ]);
    try {
      await connection.run(
        (client) => client.eval(WRITE_NEWER, { keys: [hashKey], arguments: args }),
        { mustTry },
      );
    } catch {
      scheduleRetry();
      return false;
    }
    // Confirmed, unless written again meanwhile (then that newer write is still to send).
    for (const [field, write] of sent) if (pending.get(field) === write) pending.delete(field);
    if (pending.size === 0) retries = 0;
    notifySettled();
    return pending.size === 0;
  }

  function scheduleRetry() {
    if (retryTimer || pending.size === 0) return;
    const delay = RETRY_DELAYS_MS[Math.min(retries, RETRY_DELAYS_MS.length - 1)];
    retries += 1;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void flush(true);
    }, delay);
    // A process that is done may exit: what it has not sent, no other instance can ask it for.
    retryTimer.unref?.();
  }

  /**
   * Writes `[field, value]` pairs read from the hash into the view: Redis has the last word,
   * except over an invalidation of ours it has not confirmed yet (that one is newer).
   */
  function apply(pairs) {
    for (const [field, raw] of pairs) {
      if (raw == null || pending.has(field)) continue;
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
     * A Redis failure is not thrown: this instance knows at once, and the write is sent again in
     * the background until Redis takes it (other instances learn of it then).
     * @returns whether Redis took it now.
     */
    async update(tags, durations) {
      if (tags.length === 0) return true;
      const at = now();
      for (const tag of tags) {
        // Only the fields this invalidation sets: the others are not ours to write back.
        const set = durations
          ? {
              stale: at,
              ...(durations.expire !== undefined && { expired: at + durations.expire * 1000 }),
            }
          : { expired: at };
        manifest.set(tag, { ...manifest.get(tag), ...set });
        for (const [kind, value] of Object.entries(set)) {
          const field = `${kind}:${tag}`;
          pending.delete(field); // re-inserted last: the map stays oldest first
          pending.set(field, { value, at });
        }
      }
      const excess = pending.size - MAX_PENDING_FIELDS;
      if (excess > 0) {
        for (const field of [...pending.keys()].slice(0, excess)) pending.delete(field);
        onDropped(excess);
      }
      // Must not be lost (other instances would keep serving what changed): tried even while
      // reads skip Redis, and kept to be sent again if it fails.
      return flush(true);
    },

    /** Resolves once Redis has taken every invalidation of this instance (at once if it has). */
    settled() {
      if (pending.size === 0) return Promise.resolve();
      return new Promise((resolve) => settledWaiters.push(resolve));
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

const shared = new WeakMap();

/**
 * This process's tag state for a connection and key prefix, one for both
 * handlers: what one of them has not sent yet, the other must not overwrite with an older value
 * read from Redis. Dropped invalidations are logged (`warn`) on the connection's logger.
 */
export function sharedTagState(connection, keyPrefix) {
  let byPrefix = shared.get(connection);
  if (!byPrefix) shared.set(connection, (byPrefix = new Map()));
  if (!byPrefix.has(keyPrefix)) {
    const onDropped = (count) =>
      connection.logger?.warn(
        { cache: "redis", dropped: count },
        "Redis took no cache invalidation for too long: the oldest unsent ones are dropped",
      );
    byPrefix.set(keyPrefix, createTagState({ connection, keyPrefix, onDropped }));
  }
  return byPrefix.get(keyPrefix);
}
