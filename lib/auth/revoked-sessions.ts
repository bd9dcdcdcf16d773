import "server-only";
import { after } from "next/server";
import { sharedRedisConnection, type RedisConnection } from "@/cache-handlers/redis-connection.mjs";
import { tokenDigest } from "@/lib/auth/session-end";
import type { Session } from "@/lib/auth/session";
import { log } from "@/lib/log";
import { UpstreamError } from "@/lib/upstream/client";
import { logoutSession } from "@/lib/upstream/sessions";

/*
 * Logout fails closed. The upstream's session record is the truth (extension "Sessions"), but
 * when the upstream cannot confirm a logout (a timeout, its failure, the breaker open) deleting
 * the cookie alone would leave a copy of it working for up to 30 days. So the web app keeps the
 * session's token (as a SHA-256 digest) in a list of sessions it refuses, read with every
 * session, until the session would have ended anyway; and it asks the upstream again, after the
 * logout and whenever the refused cookie comes back, until the upstream confirms.
 */

/** Where the refused sessions are kept: this process's memory, or Redis shared by every instance. */
export type RevokedSessionsStore =
  { kind: "memory" } | { kind: "redis"; connection: RedisConnection; keyPrefix: string };

/** The sessions the web app refuses, whatever their cookie says. */
export interface RevokedSessions {
  /** Refuses `token` from now until `untilMs` (ms since the epoch: the session's own end). */
  revoke(token: string, untilMs: number): Promise<void>;
  /** True when `token` was revoked and its record has not run out. Never throws. */
  isRevoked(token: string): Promise<boolean>;
}

/** The records of this process, on globalThis: `proxy.ts` and the pages are bundled apart but share the process. */
function memoryRecords(): Map<string, number> {
  const state = globalThis as Record<symbol, Map<string, number> | undefined>;
  const key = Symbol.for("brightway.revoked-sessions");
  state[key] ??= new Map();
  return state[key];
}

/** Drops the records that ran out, so the map holds at most the sessions still alive. */
function prune(records: Map<string, number>, now: number): void {
  for (const [digest, until] of records) if (until <= now) records.delete(digest);
}

/**
 * The refused sessions in `store`. Every record is kept in this process's memory too (`records`:
 * by default one map per process; a test passes its own to play another instance), so an
 * instance refuses what it revoked itself even while Redis is away; on Redis (`SET … PXAT`, a
 * must-try write) every instance refuses it. A Redis read that fails counts as "not revoked
 * elsewhere" (this instance's own records still hold): Redis down never signs everybody out.
 * `now` gives the time in ms since the epoch (tests).
 */
export function createRevokedSessions(
  store: RevokedSessionsStore = { kind: "memory" },
  options: { records?: Map<string, number>; now?: () => number } = {},
): RevokedSessions {
  const { records = memoryRecords(), now = Date.now } = options;
  const redisKey = (digest: string) =>
    store.kind === "redis" ? `${store.keyPrefix}revoked-session:${digest}` : "";
  return {
    async revoke(token, untilMs) {
      const digest = await tokenDigest(token);
      prune(records, now());
      records.set(digest, untilMs);
      if (store.kind !== "redis") return;
      try {
        await store.connection.run(
          (client) => client.set(redisKey(digest), "1", { PXAT: Math.max(untilMs, now() + 1000) }),
          {
            mustTry: true,
          },
        );
      } catch (error) {
        log.warn(
          { err: error },
          "logout: the refused session could not be shared through Redis (this instance refuses it)",
        );
      }
    },
    async isRevoked(token) {
      const digest = await tokenDigest(token);
      const until = records.get(digest);
      if (until !== undefined && until > now()) return true;
      if (store.kind !== "redis") return false;
      try {
        return (await store.connection.run((client) => client.exists(redisKey(digest)))) === 1;
      } catch {
        return false;
      }
    },
  };
}

/** This process's refused sessions: in Redis when `REDIS_URL` is set (the cache handlers' connection), else in memory. */
export function revokedSessions(): RevokedSessions {
  const state = globalThis as Record<symbol, RevokedSessions | undefined>;
  const key = Symbol.for("brightway.revoked-sessions.store");
  if (!state[key]) {
    const connection = sharedRedisConnection();
    if (connection) void connection.open();
    state[key] = createRevokedSessions(
      connection
        ? { kind: "redis", connection, keyPrefix: connection.keyPrefix ?? "brightway:" }
        : { kind: "memory" },
    );
  }
  return state[key];
}

/** What the upstream said to a logout: `ended` (confirmed, or already over), `no-sessions` (a legacy upstream), `unconfirmed`. */
export type UpstreamLogout = "ended" | "no-sessions" | "unconfirmed";

/**
 * Asks the upstream to end `token`'s session: POST /api/Sessions/Logout. Asked whether or not the
 * sessions probe answered (a probe that timed out says nothing about the logout).
 * @returns `ended` on 2xx or 401 (already ended), `no-sessions` on 404/405 (a legacy upstream
 *   without the extension: its token cannot be ended), else `unconfirmed`. Never throws.
 */
async function endUpstreamSession(token: string): Promise<UpstreamLogout> {
  try {
    await logoutSession(token);
    return "ended";
  } catch (error) {
    if (error instanceof UpstreamError) {
      if (error.status === 401) return "ended";
      if (error.status === 404 || error.status === 405) return "no-sessions";
    }
    log.warn(
      { err: error },
      "logout: the upstream did not confirm the end of the session; the web app refuses it meanwhile",
    );
    return "unconfirmed";
  }
}

/** Delays between the logout's own retries, in ms (about two minutes in all). */
const RETRY_DELAYS_MS = [2_000, 4_000, 8_000, 16_000, 32_000, 64_000] as const;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Asks the upstream again, after each of `delaysMs`, until it confirms the end of `token`'s
 * session (or says it has no sessions). @returns whether it confirmed. Never throws.
 */
async function retryUpstreamLogout(
  token: string,
  delaysMs: readonly number[] = RETRY_DELAYS_MS,
): Promise<boolean> {
  for (const delay of delaysMs) {
    await wait(delay);
    if ((await endUpstreamSession(token)) !== "unconfirmed") {
      log.info(
        "logout: the upstream confirmed the end of a session it had not confirmed at logout",
      );
      return true;
    }
  }
  return false;
}

/**
 * Ends `session` on the upstream, failing closed: when the upstream does not confirm, the session
 * is refused by the web app until its own end (`revokedSessions`) and the logout is retried after
 * the response (Next's `after`). The caller removes the cookie either way.
 * @returns what the upstream said (see {@link endUpstreamSession}).
 */
export async function endSessionFailingClosed(session: Session): Promise<UpstreamLogout> {
  const outcome = await endUpstreamSession(session.token);
  if (outcome === "unconfirmed") {
    await revokedSessions().revoke(session.token, session.expiresAt);
    after(() => retryUpstreamLogout(session.token));
  }
  return outcome;
}

/** Tokens whose refusal already asked the upstream again in this process, with when (ms). */
const lastAskedAt = new Map<string, number>();

/** A refused session asks the upstream again at most this often per process (ms). */
const ASK_AGAIN_MS = 60_000;

/**
 * `session`, unless the web app refuses it (a logout the upstream has not confirmed): then
 * `null`, and the upstream is asked once more to end it (at most once a minute per session, in
 * the background). Used by every session read (`getSession`, `proxy.ts`).
 */
export async function unlessRevoked<T extends Pick<Session, "token">>(
  session: T | null,
): Promise<T | null> {
  if (!session || !(await revokedSessions().isRevoked(session.token))) return session;
  const now = Date.now();
  const asked = lastAskedAt.get(session.token);
  if (asked === undefined || now - asked >= ASK_AGAIN_MS) {
    lastAskedAt.set(session.token, now);
    for (const [token, at] of lastAskedAt) if (now - at >= ASK_AGAIN_MS) lastAskedAt.delete(token);
    void endUpstreamSession(session.token);
  }
  return null;
}
