import type { SessionDto } from "@brightway/contract";
import { and, asc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { Role } from "./auth/tokens";
import type { UpstreamConfig } from "./config";
import type { Executor } from "./db/client";
import { calendarFeeds, sessions, settings, users } from "./db/schema";
import { fromNaive, toNaive } from "./orders";

/*
 * Server-side sessions (extension "Sessions", EXTENSIONS.md). Why: a legacy token lived months
 * (ours 7 days) and nothing could end it: a copied cookie kept working after logout or a
 * password reset. Each login now makes a row here whose id rides in the token (`sid`); every
 * authenticated request checks it (`checkSession`).
 */

/**
 * Why a session ended, as the 401 problem's `reason` says it. Other helpers may end sessions
 * with reasons of their own (e.g. `email-changed`); clients treat unknown reasons generically.
 */
export type SessionEndReason =
  "signed-out" | "idle" | "replaced" | "expired" | "password-changed" | (string & {});

/** The idle and absolute limits of one role, in milliseconds. */
export interface SessionLimits {
  idleMs: number;
  lifetimeMs: number;
}

/** Settings read by the session rules (see `config.ts`). */
export type SessionSettings = Pick<
  UpstreamConfig,
  | "SESSION_ADMIN_IDLE_SECONDS"
  | "SESSION_ADMIN_LIFETIME_SECONDS"
  | "SESSION_STUDENT_IDLE_SECONDS"
  | "SESSION_STUDENT_LIFETIME_SECONDS"
>;

/** A session's `lastSeenAt` is written at most this often (ms): not a write per request. */
const touchIntervalMs = 60 * 1000;

/** The idle timeout and absolute lifetime of a role's sessions (admin 30 min / 12 h, student 14 / 30 days by default). */
export function sessionLimits(config: SessionSettings, role: Role): SessionLimits {
  return role === "Admin"
    ? {
        idleMs: config.SESSION_ADMIN_IDLE_SECONDS * 1000,
        lifetimeMs: config.SESSION_ADMIN_LIFETIME_SECONDS * 1000,
      }
    : {
        idleMs: config.SESSION_STUDENT_IDLE_SECONDS * 1000,
        lifetimeMs: config.SESSION_STUDENT_LIFETIME_SECONDS * 1000,
      };
}

/**
 * "Browser on System" from a User-Agent header ("Chrome on Windows", "Safari on iPhone"), for the
 * Devices list; "Unknown browser on unknown system" parts when not recognised. Order matters:
 * Edge and Opera also say Chrome, Chrome also says Safari.
 */
export function deviceLabel(userAgent: string | null | undefined): string {
  const ua = userAgent ?? "";
  const browser = /Edg(e|A|iOS)?\//.test(ua)
    ? "Edge"
    : /OPR\/|Opera/.test(ua)
      ? "Opera"
      : /SamsungBrowser\//.test(ua)
        ? "Samsung Internet"
        : /Firefox\/|FxiOS\//.test(ua)
          ? "Firefox"
          : /Chrome\/|CriOS\/|Chromium\//.test(ua)
            ? "Chrome"
            : /Safari\//.test(ua) && /Version\//.test(ua)
              ? "Safari"
              : "Unknown browser";
  const system = /iPhone/.test(ua)
    ? "iPhone"
    : /iPad/.test(ua)
      ? "iPad"
      : /Android/.test(ua)
        ? "Android"
        : /Windows/.test(ua)
          ? "Windows"
          : /CrOS/.test(ua)
            ? "ChromeOS"
            : /Mac OS X|Macintosh/.test(ua)
              ? "macOS"
              : /Linux/.test(ua)
                ? "Linux"
                : "unknown system";
  return `${browser} on ${system}`;
}

/** The business settings of this extension (`GET/PUT /api/Settings`). */
export interface BusinessSettings {
  /** Devices a student may be signed in on at once; 0 = no cap. Default 2. */
  maxStudentDevices: number;
}

/** The settings when none are stored. */
const defaultSettings: BusinessSettings = { maxStudentDevices: 2 };

/** Reads the business settings (defaults for keys never stored). */
export async function readSettings(db: Executor): Promise<BusinessSettings> {
  const rows = await db.select().from(settings);
  const stored = Object.fromEntries(rows.map((row) => [row.key, JSON.parse(row.value) as unknown]));
  const cap = stored.maxStudentDevices;
  return {
    maxStudentDevices:
      typeof cap === "number" && Number.isInteger(cap) && cap >= 0
        ? cap
        : defaultSettings.maxStudentDevices,
  };
}

/** Stores the business settings (every key given). */
export async function writeSettings(db: Executor, values: BusinessSettings): Promise<void> {
  for (const [key, value] of Object.entries(values)) {
    await db
      .insert(settings)
      .values({ key, value: JSON.stringify(value) })
      .onConflictDoUpdate({ target: settings.key, set: { value: JSON.stringify(value) } });
  }
}

type SessionRow = typeof sessions.$inferSelect;

/** Why `row` is over (idle or past its lifetime) at `now`, or `null` while it may go on. */
function lapse(
  row: Pick<SessionRow, "role" | "createdAt" | "lastSeenAt">,
  now: number,
  config: SessionSettings,
): "idle" | "expired" | null {
  const limits = sessionLimits(config, row.role);
  if (now - fromNaive(row.createdAt).getTime() >= limits.lifetimeMs) return "expired";
  if (now - fromNaive(row.lastSeenAt).getTime() >= limits.idleMs) return "idle";
  return null;
}

/**
 * Starts a session for a login that just succeeded. For a student over the device cap
 * (`maxStudentDevices`, 0 = none), the oldest active sessions end with reason `replaced` so that
 * the new one makes exactly the cap. Logins of one account are serialised (the user row is
 * locked), so two at once cannot both slip under the cap.
 * @returns the new session's id and how many sessions it replaced.
 */
export async function startSession(
  db: Executor,
  options: {
    userId: string;
    role: Role;
    userAgent?: string | null;
    address?: string | null;
    config: SessionSettings;
    now?: number;
  },
): Promise<{ sessionId: string; replaced: number }> {
  const now = options.now ?? Date.now();
  const at = toNaive(new Date(now));
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, options.userId)).for("update");
    // Housekeeping: this user's sessions ended over 30 days ago are no longer worth a reason.
    await tx
      .delete(sessions)
      .where(
        and(
          eq(sessions.userId, options.userId),
          sql`${sessions.endedAt} < ${toNaive(new Date(now - 30 * 24 * 60 * 60 * 1000))}`,
        ),
      );
    let replaced = 0;
    if (options.role === "Student") {
      const { maxStudentDevices } = await readSettings(tx);
      if (maxStudentDevices > 0) {
        const active = await activeRows(tx, options.userId, now, options.config);
        const over = active.length - (maxStudentDevices - 1);
        if (over > 0) {
          const oldest = [...active]
            .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
            .slice(0, over);
          replaced = await endSessionsById(
            tx,
            oldest.map((row) => row.id),
            "replaced",
            now,
          );
        }
      }
    }
    const userAgent = options.userAgent?.slice(0, 512) ?? null;
    const [row] = await tx
      .insert(sessions)
      .values({
        userId: options.userId,
        role: options.role,
        createdAt: at,
        lastSeenAt: at,
        userAgent,
        label: deviceLabel(userAgent),
        address:
          options.address && options.address !== "unknown" ? options.address.slice(0, 64) : null,
      })
      .returning({ id: sessions.id });
    return { sessionId: row!.id, replaced };
  });
}

/** The result of {@link checkSession}. */
export type SessionCheck = { ok: true } | { ok: false; reason: SessionEndReason };

/**
 * Checks the session of a token on an authenticated request: it must exist, belong to the
 * token's user, not be ended, idle or past its lifetime. An idle or expired session is ended
 * here (with that reason); a live one has `lastSeenAt` moved to now when it is older than
 * {@link touchIntervalMs}. One read per request, a write at most once a minute.
 * @returns `{ ok: true }`, or why the session is over (`expired` for an unknown session).
 */
export async function checkSession(
  db: Executor,
  sessionId: string,
  userId: string,
  config: SessionSettings,
  now = Date.now(),
): Promise<SessionCheck> {
  if (!/^[0-9a-f-]{36}$/i.test(sessionId)) return { ok: false, reason: "expired" };
  const [row] = await db.select().from(sessions).where(eq(sessions.id, sessionId)).limit(1);
  if (!row || row.userId !== userId) return { ok: false, reason: "expired" };
  if (row.endedAt) return { ok: false, reason: row.endReason ?? "signed-out" };
  const over = lapse(row, now, config);
  if (over) {
    await endSessionsById(db, [row.id], over, now);
    return { ok: false, reason: over };
  }
  if (now - fromNaive(row.lastSeenAt).getTime() >= touchIntervalMs) {
    await db
      .update(sessions)
      .set({ lastSeenAt: toNaive(new Date(now)) })
      .where(and(eq(sessions.id, row.id), isNull(sessions.endedAt)));
  }
  return { ok: true };
}

/** Ends the given sessions that are still active. @returns how many were ended. */
async function endSessionsById(
  db: Executor,
  ids: string[],
  reason: SessionEndReason,
  now: number,
): Promise<number> {
  if (ids.length === 0) return 0;
  const ended = await db
    .update(sessions)
    .set({ endedAt: toNaive(new Date(now)), endReason: reason })
    .where(and(inArray(sessions.id, ids), isNull(sessions.endedAt)))
    .returning({ id: sessions.id });
  return ended.length;
}

/**
 * Ends one session of a user (logout, "Sign out" on the Devices list, an admin's action).
 * @returns false when the user has no active session with that id.
 */
export async function endSession(
  db: Executor,
  userId: string,
  sessionId: string,
  reason: SessionEndReason = "signed-out",
  now = Date.now(),
): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(sessionId)) return false;
  const ended = await db
    .update(sessions)
    .set({ endedAt: toNaive(new Date(now)), endReason: reason })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.endedAt)))
    .returning({ id: sessions.id });
  return ended.length > 0;
}

/**
 * Ends every active session of a user, except `options.except` (a session id, e.g. the caller's
 * own). Used by "Sign out all other devices", an admin's "Sign out everywhere", a password reset
 * (reason `password-changed`) and a confirmed e-mail change. Safe inside a transaction.
 * It also replaces the user's calendar feed address (bumps `calendar_feeds.version`): the feed
 * is a credential with no expiry, so whatever ends a thief's sessions must end their copy of it too.
 * @returns how many sessions were ended.
 */
export async function endAllSessions(
  db: Executor,
  userId: string,
  options: { except?: string; reason?: string } = {},
): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ endedAt: toNaive(new Date()), endReason: options.reason ?? "signed-out" })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.endedAt),
        options.except && /^[0-9a-f-]{36}$/i.test(options.except)
          ? ne(sessions.id, options.except)
          : undefined,
      ),
    )
    .returning({ id: sessions.id });
  // No row: no feed token was ever given out (the first ask creates the row), so nothing to end.
  await db
    .update(calendarFeeds)
    .set({ version: sql`${calendarFeeds.version} + 1`, updatedAt: toNaive(new Date()) })
    .where(eq(calendarFeeds.userId, userId));
  return ended.length;
}

/** The user's sessions not ended, idle or expired at `now`, oldest first. */
async function activeRows(
  db: Executor,
  userId: string,
  now: number,
  config: SessionSettings,
): Promise<SessionRow[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt)))
    .orderBy(asc(sessions.createdAt), asc(sessions.id));
  return rows.filter((row) => lapse(row, now, config) === null);
}

/** The user's active sessions as `SessionDto`s (@brightway/contract), newest activity first, `current` marking `currentId`. */
export async function listActiveSessions(
  db: Executor,
  userId: string,
  config: SessionSettings,
  currentId?: string,
  now = Date.now(),
): Promise<SessionDto[]> {
  const rows = await activeRows(db, userId, now, config);
  return rows
    .map((row) => ({
      id: row.id,
      label: row.label,
      userAgent: row.userAgent,
      address: row.address,
      createdAt: fromNaive(row.createdAt).toISOString(),
      lastSeenAt: fromNaive(row.lastSeenAt).toISOString(),
      current: row.id === currentId,
    }))
    .sort(
      (a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt),
    );
}
