/*
 * The countdown of a timed attempt, judged by the upstream's clock: the page gets the deadline
 * and the upstream's `now`, and the browser only measures the time elapsed since (a monotonic
 * clock), so a wrong clock on the student's phone neither gives nor takes time. The upstream
 * stays the judge: an answer it receives late is not counted whatever the page showed.
 * Client-safe and pure.
 */

/**
 * Milliseconds left at `elapsedMs` after the moment the upstream said `serverNow`.
 * @returns the time left (0 at and after the deadline), or null without a deadline (or an
 *   unreadable one).
 */
export function millisecondsLeft(
  deadlineAt: string | null,
  serverNow: string,
  elapsedMs: number,
): number | null {
  if (deadlineAt === null) return null;
  const deadline = Date.parse(deadlineAt);
  const now = Date.parse(serverNow);
  if (Number.isNaN(deadline) || Number.isNaN(now)) return null;
  return Math.max(0, deadline - now - Math.max(0, elapsedMs));
}

/**
 * The deadline on the page's monotonic clock (`performance.now()` units): `receivedAt` (when the
 * upstream's `serverNow` reached the page) plus the time the upstream had left then. A later
 * reading of the upstream's clock (a saved answer's `savedAt`, received at another moment) may
 * only bring it earlier, never later, so the page never counts past the real deadline.
 */
export function deviceDeadline(
  deadlineAt: string,
  serverNow: string,
  receivedAt: number,
  previous: number = Number.POSITIVE_INFINITY,
): number {
  const left = Date.parse(deadlineAt) - Date.parse(serverNow);
  if (Number.isNaN(left)) return previous;
  return Math.min(previous, receivedAt + left);
}

/** "4:05" (minutes and seconds) or "1:04:05" with hours, for milliseconds left (rounded up). */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (value: number) => String(value).padStart(2, "0");
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${minutes}:${pad(seconds)}`;
}

/** Under a minute left: the countdown is shown as urgent (and announced). */
export function isUrgent(ms: number | null): boolean {
  return ms !== null && ms < 60_000;
}
