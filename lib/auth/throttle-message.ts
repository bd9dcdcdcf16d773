import { messages } from "@/lib/messages";

/**
 * What a throttled form says: `messages.auth.tooManyAttempts` with the wait rounded up to whole
 * minutes ("Too many attempts. Please try again in 15 minutes."). `retryAfterSeconds` is the
 * upstream's `Retry-After` or our own limiter's wait; unknown (undefined) reads as one minute.
 */
export function throttleMessage(retryAfterSeconds: number | undefined): string {
  const seconds =
    retryAfterSeconds !== undefined && Number.isFinite(retryAfterSeconds) ? retryAfterSeconds : 60;
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return messages.auth.tooManyAttempts.replace(
    "{minutes}",
    minutes === 1 ? "1 minute" : `${minutes} minutes`,
  );
}
