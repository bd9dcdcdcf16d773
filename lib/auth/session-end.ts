import "server-only";
import { sealData, unsealData } from "iron-session";
import { env } from "@/lib/env";
import type { Catalogue } from "@/lib/i18n/catalogue";
import { messages as englishMessages } from "@/lib/messages";

/*
 * Why a marker and not `?sessionEnded=1`: the proxy dropped the session cookie of anyone who
 * opened `/login?sessionEnded=1`, so a link anywhere could log a person out. Now the
 * value is sealed with the session secret and names a digest of the very token the upstream
 * refused: only this server can make it, and it ends only that session.
 */

/** How long a marker is honoured, in seconds (10 minutes: it is made for the redirect that follows). */
const MARKER_TTL_SECONDS = 10 * 60;

/** What a marker says: a digest of the refused token (hex) and the upstream's reason, if any. */
export interface SessionEndedMarker {
  tokenDigest: string;
  reason: string | null;
}

/** SHA-256 of an upstream token, hex (Web Crypto: works in the proxy too). */
export async function tokenDigest(token: string): Promise<string> {
  const bytes = new Uint8Array(
    await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token)),
  );
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * The `sessionEnded` value for the redirect to `/login` after the upstream refused `token`:
 * a seal of its digest and `reason` (see {@link readSessionEndedMarker}).
 */
export async function sessionEndedMarker(token: string, reason: string | null): Promise<string> {
  return sealData(
    { d: await tokenDigest(token), r: reason },
    { password: env.SESSION_SECRET, ttl: MARKER_TTL_SECONDS },
  );
}

/** Unseals a `sessionEnded` value. @returns `null` for anything this server did not seal (e.g. `1`) or an old one. Never throws. */
export async function readSessionEndedMarker(
  value: string | null | undefined,
): Promise<SessionEndedMarker | null> {
  if (!value || value.length < 20) return null;
  try {
    const data = await unsealData<{ d?: unknown; r?: unknown }>(value, {
      password: env.SESSION_SECRET,
      ttl: MARKER_TTL_SECONDS,
    });
    if (typeof data.d !== "string") return null;
    return { tokenDigest: data.d, reason: typeof data.r === "string" ? data.r : null };
  } catch {
    return null;
  }
}

/** The login page's text per reason the upstream gave for ending a session, in `messages`. */
const sessionEndedMessages = (messages: Catalogue): Readonly<Record<string, string>> => ({
  replaced: messages.sessions.endedReplaced,
  idle: messages.sessions.endedIdle,
  "signed-out": messages.sessions.endedSignedOut,
  expired: messages.sessions.endedExpired,
  "password-changed": messages.sessions.endedPasswordChanged,
  "email-changed": messages.sessions.endedEmailChanged,
});

/**
 * The login page's text for a session that ended for `reason` (generic for an unknown or absent
 * one), from `messages` (the page's catalogue; English by default).
 */
export function sessionEndedMessage(
  reason: string | null,
  messages: Catalogue = englishMessages,
): string {
  const texts = sessionEndedMessages(messages);
  return reason !== null && Object.hasOwn(texts, reason)
    ? texts[reason]!
    : messages.auth.loginRequired;
}
