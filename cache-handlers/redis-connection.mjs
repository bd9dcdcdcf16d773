// The one Redis connection both cache handlers share (use-cache-handler.mjs for 'use cache',
// incremental-cache-handler.mjs for pages), in plain JavaScript because Next imports the handlers
// at run time, untranspiled. Types: redis-connection.d.mts.
//
// Why the options: a cache must never make a page slower or fail than no cache would. So commands
// never wait for a connection (`disableOfflineQueue`: while Redis is away they fail at once), never
// wait long for an answer (a deadline of our own: node-redis's `timeout` command option stops
// counting once the command is written, so against a hung server it never fires), and after Redis
// itself went silent past a deadline the next commands skip it for a moment instead of each
// waiting it out. The handlers turn every failure into a miss (reads) or a retried write (tag
// invalidations); this module only tells them it failed and logs the change of state once each way.
//
// Why a deadline counts from the command's write and is judged after the event loop has read its
// socket: under a crowd one turn of the loop takes longer than a deadline (renders); node-redis
// writes a command only at the end of the turn that sent it, and Node runs due timers before it
// reads sockets, so an answer Redis gave at once lost to the timer (300 ms then).
// Measured with two instances under 100 connections each on this 2-core machine: from send to
// answer 1.8–3.7 s (p90 per 5 s window; the loop's lag), from write to answer tens of ms (p50)
// and no deadline missed at 300 ms. And why a missed deadline alone does not make Redis
// "unavailable": if Redis answered any command since this one was sent, Redis is alive and the
// lateness is ours, so only this command is a miss; if it answered nothing, reads skip it only
// until a PING answers (with the longer deadline), and only a PING that fails too makes Redis
// "unavailable" (logged). Before, a crowd made the handlers flap between unavailable and
// available every second, each flap a second of misses.
import { createClient, RESP_TYPES } from "redis";
import { createLogger, isPrettyFormat } from "../lib/logging.mjs";

/** A command waits at most this long for Redis's answer (ms); then it counts as a miss. */
export const COMMAND_TIMEOUT_MS = 300;
/** Opening the connection gives up after this long (ms); the reconnect strategy then retries. */
export const CONNECT_TIMEOUT_MS = 1000;
/** After Redis went silent past a deadline, reads skip it this long (ms) at most: less once a PING answers. */
export const COOLDOWN_MS = 1000;
/**
 * Deadline of a command that must not be lost (a tag invalidation, ms): longer than a read's, and
 * tried even during a cooldown, since a dropped invalidation leaves other instances serving what
 * an admin changed, where a dropped read only costs a miss.
 */
export const MUST_TRY_TIMEOUT_MS = 2000;

/**
 * Where the shared cache lives, from the environment: `REDIS_URL` and `REDIS_KEY_PREFIX`
 * (default `brightway:`). `undefined` when `REDIS_URL` is unset or empty (one process: Next's own
 * cache) and while `next build` runs (NEXT_PHASE `phase-production-build`: a build never needs
 * Redis, and what it prerenders is written to `.next` by Next itself).
 * @returns `{ url, keyPrefix }` or `undefined`.
 */
export function redisSettings(env = process.env) {
  if (!env.REDIS_URL || env.NEXT_PHASE === "phase-production-build") return undefined;
  return { url: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX ?? "brightway:" };
}

/**
 * The web app's JSON logger (lib/logging.mjs: `service: "web"`, level `LOG_LEVEL`, format
 * `LOG_FORMAT`). Without the request id: Redis's state belongs to the process, and node-redis
 * reports it in the context of whichever request opened the socket.
 */
export function createCacheLogger(env = process.env) {
  return createLogger({ level: env.LOG_LEVEL ?? "info", pretty: isPrettyFormat(env.LOG_FORMAT) });
}

/** The error a command meets while Redis is known to be away (it never reached Redis). */
export class RedisUnavailableError extends Error {
  constructor() {
    super("Redis is unavailable");
    this.name = "RedisUnavailableError";
  }
}

/** The error of a command Redis did not answer within the deadline. */
export class RedisTimeoutError extends Error {
  constructor(ms) {
    super(`Redis did not answer within ${ms} ms`);
    this.name = "RedisTimeoutError";
  }
}

/**
 * `promise`, or a rejection with {@link RedisTimeoutError} after `ms`, counted from the turn of
 * the event loop that writes the command: node-redis writes in a `setImmediate` queued when the
 * command was sent, so one queued now runs just after the write. And the rejection waits for the
 * loop's next socket reads (`setImmediate` runs after them): an answer that arrived in time while
 * the loop was busy wins over the timer. Both delays are the loop's, never Redis's.
 */
function withDeadline(promise, ms) {
  let timer;
  let immediate;
  const deadline = new Promise((_, reject) => {
    immediate = setImmediate(() => {
      timer = setTimeout(() => {
        immediate = setImmediate(() => reject(new RedisTimeoutError(ms)));
      }, ms);
    });
  });
  return Promise.race([promise, deadline]).finally(() => {
    clearImmediate(immediate);
    clearTimeout(timer);
  });
}

/**
 * A lazily opened node-redis client with fail-fast options, and its availability.
 * Opens the connection at the first {@link RedisConnection.run}, never at import.
 * @param options.url a `redis://` URL.
 * @param options.logger a pino logger: one `warn` line when Redis becomes unavailable, one `info`
 *   line when it is back (fields `cache: "redis"`, `redis: "unavailable" | "available"`).
 * @param options.commandTimeoutMs per-command timeout (default {@link COMMAND_TIMEOUT_MS}).
 * @param options.mustTryTimeoutMs deadline of a write that must not be lost (default
 *   {@link MUST_TRY_TIMEOUT_MS}).
 * @param options.now a clock in ms (tests may inject one).
 */
export function createRedisConnection({
  url,
  logger,
  commandTimeoutMs = COMMAND_TIMEOUT_MS,
  mustTryTimeoutMs = MUST_TRY_TIMEOUT_MS,
  connectTimeoutMs = CONNECT_TIMEOUT_MS,
  cooldownMs = COOLDOWN_MS,
  now = Date.now,
}) {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    // Commands still waiting when Redis hangs are bounded (a full queue rejects at once).
    commandsQueueMaxLength: 10_000,
    commandOptions: { timeout: commandTimeoutMs },
    socket: {
      connectTimeout: connectTimeoutMs,
      // 100 ms, 200 ms, 400 ms … up to 5 s between attempts, forever: Redis may come back.
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5000),
    },
  });
  // Replies as Buffers for binary values. Options given this way replace the client's defaults,
  // so the timeout is repeated here.
  const buffers = client.withCommandOptions({
    timeout: commandTimeoutMs,
    typeMapping: { [RESP_TYPES.BLOB_STRING]: Buffer },
  });
  // The same client with the longer deadline of commands that must not be lost.
  const patient = client.withCommandOptions({ timeout: mustTryTimeoutMs });
  /** "unknown" until the first answer or failure, then "available" or "unavailable". */
  let state = "unknown";
  let skipUntil = 0;
  /** When Redis last answered a command (ms): alive, whatever this command's lateness. */
  let answeredAt = 0;
  /** The PING in flight after Redis went silent past a deadline, if any. */
  let probing;
  let opening;

  function markUnavailable(error) {
    if (state === "unavailable") return;
    state = "unavailable";
    logger.warn(
      { cache: "redis", redis: "unavailable", err: error },
      "Redis unavailable: pages and data are served without the shared cache until it is back",
    );
  }
  function markAvailable() {
    skipUntil = 0;
    if (state === "available") return;
    const wasUnavailable = state === "unavailable";
    state = "available";
    if (wasUnavailable)
      logger.info(
        { cache: "redis", redis: "available" },
        "Redis available again: the shared cache is back",
      );
  }
  // Without an error listener node-redis's reconnect errors would crash the process.
  client.on("error", (error) => markUnavailable(error));
  client.on("ready", () => markAvailable());

  function open() {
    opening ??= client.connect().catch((error) => markUnavailable(error));
    return opening;
  }

  return {
    client,
    logger,
    /** "unknown", "available" or "unavailable". */
    get state() {
      return state;
    },
    /**
     * Runs `command(client, buffers)` against Redis (`buffers`: the same client, bulk replies as
     * Buffers). Rejects at once with {@link RedisUnavailableError}
     * while the client is not connected or cooling down after a timeout, and with the command's
     * error otherwise; a success after a failure logs that Redis is back. With `mustTry` (a write
     * that must not be lost) the command is tried during a cooldown too, with the longer
     * {@link MUST_TRY_TIMEOUT_MS} deadline. A missed deadline makes reads skip Redis only when it
     * answered nothing since the command was sent, and only until a PING answers (at most
     * {@link COOLDOWN_MS} without one).
     */
    async run(command, { mustTry = false } = {}) {
      void open();
      if (!client.isReady || (!mustTry && now() < skipUntil)) {
        const error = new RedisUnavailableError();
        // Still opening the first connection: a miss, and nothing to report yet (the "error"
        // event reports a connection that cannot open). Cooling down after a missed deadline:
        // a miss too, and only the PING in flight may call Redis unavailable.
        if (state !== "unknown" && !client.isReady) markUnavailable(error);
        throw error;
      }
      const sentAt = now();
      try {
        const result = mustTry
          ? await withDeadline(command(patient, buffers), mustTryTimeoutMs)
          : await withDeadline(command(client, buffers), commandTimeoutMs);
        answeredAt = now();
        markAvailable();
        return result;
      } catch (error) {
        const timedOut = error instanceof RedisTimeoutError || error?.name === "TimeoutError";
        if (timedOut && answeredAt < sentAt) {
          // Silent since this command was sent: reads skip Redis until a PING says it answers
          // again; Redis is "unavailable" only when that PING fails too.
          skipUntil = now() + cooldownMs;
          probing ??= withDeadline(patient.ping(), mustTryTimeoutMs)
            .then(
              () => {
                answeredAt = now();
                markAvailable();
              },
              (pingError) => markUnavailable(pingError),
            )
            .finally(() => (probing = undefined));
        } else if (!timedOut && !client.isReady) {
          markUnavailable(error);
        } else if (!timedOut) {
          answeredAt = now(); // an error reply is an answer too
        }
        throw error;
      }
    },
    /** Opens the connection (resolves once connected, or once the first attempt failed). */
    open,
    /** Closes the connection at once (tests; the web server exits the process instead). */
    close() {
      if (client.isOpen) client.destroy();
    },
  };
}

const SHARED = Symbol.for("brightway.redisCacheConnection");

/**
 * This process's connection for the cache handlers, from {@link redisSettings}, shared through
 * globalThis so both handler modules (and any copy of them) use one client. `undefined` without
 * `REDIS_URL` or during `next build`.
 */
export function sharedRedisConnection(env = process.env) {
  const settings = redisSettings(env);
  if (!settings) return undefined;
  if (!globalThis[SHARED]) {
    const connection = createRedisConnection({ url: settings.url, logger: createCacheLogger(env) });
    connection.keyPrefix = settings.keyPrefix;
    globalThis[SHARED] = connection;
  }
  return globalThis[SHARED];
}
