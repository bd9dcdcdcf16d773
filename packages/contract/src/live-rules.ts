/*
 * The live-session rules both sides of the wire apply. No zod here, so any web module, client
 * components included, may import it (`@brightway/contract/live-rules`).
 */

/** The business's time zone (IANA): live sessions are entered and shown in it. */
export const BUSINESS_TIME_ZONE = "Africa/Cairo";

/**
 * How a live session's time is written, on its page and in the reminder e-mails alike (English,
 * `en-GB`, with a zone added by the caller): weekday, day, month and year, 24-hour clock, e.g.
 * "Friday, 18 December 2026 at 19:00".
 */
export const SESSION_TIME_FORMAT: Readonly<Intl.DateTimeFormatOptions> = {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
};

/** Join opens this many minutes before a session starts (and closes when it ends). */
export const JOIN_OPENS_MINUTES_BEFORE = 15;

/** Where a live session stands at a moment: Join not yet open, open, or the session is over. */
export type JoinWindow = "before" | "open" | "ended";

/**
 * The Join window of a session (`startsAt` an ISO instant, `durationMinutes` minutes) at `now`:
 * open from {@link JOIN_OPENS_MINUTES_BEFORE} minutes before the start until the end
 * (start + duration, exclusive). The reference upstream refuses a Join outside it; the web app
 * enables Join by it, with the upstream's clock.
 */
export function joinWindow(
  session: { startsAt: string; durationMinutes: number },
  now: string | Date,
): JoinWindow {
  const at = new Date(now).getTime();
  const start = new Date(session.startsAt).getTime();
  if (at < start - JOIN_OPENS_MINUTES_BEFORE * 60_000) return "before";
  if (at >= start + session.durationMinutes * 60_000) return "ended";
  return "open";
}

/**
 * Where a live session stands at `now`, finer than {@link joinWindow}: `before` (Join not open),
 * `soon` (Join open, not started: the 15 minutes before the start), `live` (from the start until
 * the end, exclusive: only then is it "happening now") or `ended`.
 */
export type SessionPhase = "before" | "soon" | "live" | "ended";

/** The {@link SessionPhase} of a session (`startsAt` an ISO instant, `durationMinutes` minutes) at `now`. */
export function sessionPhase(
  session: { startsAt: string; durationMinutes: number },
  now: string | Date,
): SessionPhase {
  const window = joinWindow(session, now);
  if (window !== "open") return window;
  return new Date(now).getTime() < new Date(session.startsAt).getTime() ? "soon" : "live";
}

/** Whole minutes until a session starts, rounded up (at least 1): "Starts in 8 min". */
export function minutesUntilStart(session: { startsAt: string }, now: string | Date): number {
  const ms = new Date(session.startsAt).getTime() - new Date(now).getTime();
  return Math.max(1, Math.ceil(ms / 60_000));
}
