import { arabicPlural } from "@/lib/i18n/arabic-plural";
import { catalogueFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/routing";

/** "15 minutes" / "1 minute" in English; after Arabic's "بعد": "15 دقيقة", "دقيقة واحدة", "دقيقتين". */
function minutesText(minutes: number, locale: Locale): string {
  if (locale === "ar")
    return arabicPlural(minutes, {
      one: "دقيقة واحدة",
      two: "دقيقتين",
      few: (n) => `${n} دقائق`,
      many: (n) => `${n} دقيقة`,
      other: (n) => `${n} دقيقة`,
    });
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}

/**
 * What a throttled form says: `messages.auth.tooManyAttempts` with the wait rounded up to whole
 * minutes ("Too many attempts. Please try again in 15 minutes."; in Arabic (`locale` "ar") the
 * catalogue's sentence with "15 دقيقة"). `retryAfterSeconds` is the upstream's `Retry-After` or our
 * own limiter's wait; unknown (undefined) reads as one minute.
 */
export function throttleMessage(
  retryAfterSeconds: number | undefined,
  locale: Locale = "en",
): string {
  const seconds =
    retryAfterSeconds !== undefined && Number.isFinite(retryAfterSeconds) ? retryAfterSeconds : 60;
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return catalogueFor(locale).auth.tooManyAttempts.replace(
    "{minutes}",
    minutesText(minutes, locale),
  );
}
