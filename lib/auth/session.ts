import "server-only";
import { getIronSession, sealData, unsealData, type SessionOptions } from "iron-session";
import { decodeJwt } from "jose";
import { cookies } from "next/headers";
import * as z from "@/lib/zod";
import { env } from "@/lib/env";

/**
 * The session cookie's name for a public origin: `__Host-bw_session` when `siteUrl` is https,
 * else `bw_session`. Why: a `__Host-` cookie is accepted by browsers only when Secure, for path
 * `/` and without a Domain, so no sibling subdomain (or a plain-http page of this host) can set or
 * shadow it; on http (the local default and the e2e runs) browsers refuse that prefix, so the
 * plain name stays. Every reader and writer uses {@link SESSION_COOKIE_NAME}; the balancer's
 * micro-cache tests both names.
 */
function sessionCookieName(siteUrl: string): "__Host-bw_session" | "bw_session" {
  return siteUrl.startsWith("https://") ? "__Host-bw_session" : "bw_session";
}

/** Name of the sealed session cookie on this deployment ({@link sessionCookieName} of `SITE_URL`). */
export const SESSION_COOKIE_NAME = sessionCookieName(env.SITE_URL);

/**
 * Longest a session may last, in seconds (30 days), even when the upstream token lives longer
 * (the legacy upstream issues 5-month tokens with no revocation; contract §7.6).
 */
export const MAX_SESSION_SECONDS = 30 * 24 * 60 * 60;

/**
 * Longest an Admin's session may last, in seconds (12 hours: the reference upstream's admin
 * session lifetime, so the cookie ends with it even on a legacy upstream's 5-month token).
 */
const ADMIN_MAX_SESSION_SECONDS = 12 * 60 * 60;

/**
 * How long a session may go unused, in seconds, by role: an Admin's 30 minutes, a Student's 14
 * days (the reference upstream's idle timeouts, so the cookie lapses with its session even on a
 * legacy upstream). "Used" = a guarded page opened; `proxy.ts` rolls `lastSeenAt` forward.
 */
const IDLE_SECONDS = { Admin: 30 * 60, Student: 14 * 24 * 60 * 60 } as const;

/** `lastSeenAt` is re-sealed at most this often (ms), not on every request. */
const SESSION_TOUCH_MS = 60 * 1000;

/** Roles the web app knows. The role is set by the login endpoint that succeeded. */
const roleSchema = z.enum(["Admin", "Student"]);

/** `"Admin"` or `"Student"`. */
export type Role = z.infer<typeof roleSchema>;

/**
 * The data sealed in the session cookie: the upstream user id, the upstream JWT (never sent to
 * the browser in readable form), the role and the end of the session in ms since the epoch.
 */
const sessionSchema = z.object({
  userId: z.string().min(1),
  token: z.string().min(1),
  role: roleSchema,
  expiresAt: z.number().int().positive(),
  /** Last use in ms since the epoch (absent in cookies made before it existed: counts as now). */
  lastSeenAt: z.number().int().positive().optional(),
});

/** A logged-in user's session. */
export type Session = z.infer<typeof sessionSchema>;

/**
 * The iron-session options for a session lasting `ttlSeconds`.
 *
 * The cookie is HttpOnly (scripts cannot read it), SameSite=Lax (not sent on cross-site POSTs, so
 * server actions cannot be forged from another site) and path `/`. `Secure` follows the public
 * origin (`env.SITE_URL` starting with https) rather than `NODE_ENV`: the production build is
 * also run over plain http://localhost by the e2e tests, where a Secure cookie would never be
 * sent back and every login would silently fail.
 */
export function sessionOptions(ttlSeconds: number = MAX_SESSION_SECONDS): SessionOptions {
  return {
    cookieName: SESSION_COOKIE_NAME,
    password: env.SESSION_SECRET,
    ttl: ttlSeconds,
    // Secure, path `/` and no `domain`: what the `__Host-` prefix requires on https.
    cookieOptions: {
      httpOnly: true,
      sameSite: "lax",
      secure: env.SITE_URL.startsWith("https://"),
      path: "/",
    },
  };
}

/**
 * Builds the session for a token the upstream login endpoint just returned.
 *
 * The JWT is decoded, not verified: it came straight from the upstream over the server's own
 * connection, and only its `exp` is used (so the session never outlives the token). The role is
 * the caller's, i.e. which login endpoint succeeded, never a claim chosen by the browser.
 *
 * @param now current time in ms since the epoch (for tests).
 * @returns the session, ending at the token's `exp` or after {@link MAX_SESSION_SECONDS}
 *   ({@link ADMIN_MAX_SESSION_SECONDS} for an Admin), whichever comes first; `null` when the
 *   token has already expired.
 */
export function buildSession(
  login: { userId: string; token: string; role: Role },
  now: number = Date.now(),
): Session | null {
  const cap = login.role === "Admin" ? ADMIN_MAX_SESSION_SECONDS : MAX_SESSION_SECONDS;
  let expiresAt = now + cap * 1000;
  try {
    const { exp } = decodeJwt(login.token);
    if (typeof exp === "number") expiresAt = Math.min(expiresAt, exp * 1000);
  } catch {
    // An opaque (non-JWT) token carries no expiry; the session cap applies alone.
  }
  if (expiresAt <= now) return null;
  return { userId: login.userId, token: login.token, role: login.role, expiresAt, lastSeenAt: now };
}

/**
 * Validates unsealed cookie data: `null` unless it is a complete session, not expired and not
 * idle longer than its role's {@link IDLE_SECONDS}. A tampered or foreign cookie unseals to `{}`
 * and is rejected here.
 */
export function parseSessionData(data: unknown, now: number = Date.now()): Session | null {
  const parsed = sessionSchema.safeParse(data);
  if (!parsed.success || parsed.data.expiresAt <= now) return null;
  const { lastSeenAt, role } = parsed.data;
  if (lastSeenAt !== undefined && now - lastSeenAt >= IDLE_SECONDS[role] * 1000) return null;
  return parsed.data;
}

/**
 * The cookie that records a use of `session` now, for `proxy.ts` to set on its response: the
 * same session with `lastSeenAt` = `now`, sealed to end with it. `null` while the last record is
 * under {@link SESSION_TOUCH_MS} old (no new cookie on every request).
 * @returns the seal and the cookie's max-age in seconds (iron-session's: lifetime minus 60 s).
 */
export async function touchedSessionCookie(
  session: Session,
  now: number = Date.now(),
): Promise<{ value: string; maxAgeSeconds: number } | null> {
  if (session.lastSeenAt !== undefined && now - session.lastSeenAt < SESSION_TOUCH_MS) return null;
  const ttlSeconds = Math.max(61, Math.floor((session.expiresAt - now) / 1000));
  const value = await sealData(
    { ...session, lastSeenAt: now },
    { password: env.SESSION_SECRET, ttl: ttlSeconds },
  );
  return { value, maxAgeSeconds: ttlSeconds - 60 };
}

/**
 * Reads a session from a raw cookie value (used by `proxy.ts`, which has the request's cookies
 * but not `next/headers`). Never throws: a malformed seal counts as no session.
 */
export async function readSessionSeal(
  seal: string | undefined,
  now: number = Date.now(),
): Promise<Session | null> {
  if (!seal) return null;
  try {
    const data = await unsealData<unknown>(seal, {
      password: env.SESSION_SECRET,
      ttl: MAX_SESSION_SECONDS,
    });
    return parseSessionData(data, now);
  } catch {
    return null;
  }
}

/**
 * Reads the session of the current request from its cookie.
 * Works in server components, server actions and route handlers.
 * @returns the session, or `null` when absent, expired or tampered with.
 */
export async function readSession(): Promise<Session | null> {
  const store = await cookies();
  const data = await getIronSession<Partial<Session>>(store, sessionOptions());
  return parseSessionData({ ...data });
}

/**
 * Seals `session` into the cookie; the cookie's max-age and the seal's lifetime end with the
 * session (iron-session sets max-age to ttl minus 60 s). Only in server actions and route handlers.
 */
export async function saveSession(session: Session, now: number = Date.now()): Promise<void> {
  const ttlSeconds = Math.max(61, Math.floor((session.expiresAt - now) / 1000));
  const store = await cookies();
  const ironSession = await getIronSession<Partial<Session>>(store, sessionOptions(ttlSeconds));
  ironSession.userId = session.userId;
  ironSession.token = session.token;
  ironSession.role = session.role;
  ironSession.expiresAt = session.expiresAt;
  ironSession.lastSeenAt = session.lastSeenAt ?? now;
  await ironSession.save();
}

/**
 * Removes the session cookie. Only in server actions and route handlers (Next forbids cookie
 * changes while a server component renders).
 */
export async function destroySession(): Promise<void> {
  const store = await cookies();
  const ironSession = await getIronSession<Partial<Session>>(store, sessionOptions());
  ironSession.destroy();
}
