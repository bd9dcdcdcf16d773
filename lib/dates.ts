/**
 * Date helpers for the upstream's zone-less date-times (`YYYY-MM-DDTHH:mm:ss`, see
 * `lib/upstream/types.ts`). The web app sends start dates as UTC (`toUpstreamDateTime`) and the
 * upstream stores that clock time, so a naive value is read back as UTC everywhere here: the
 * same instant on every server, whatever its time zone.
 */

import type { Locale } from "@/lib/i18n/routing";
import { intlTag, LATIN_DIGITS } from "@/lib/locale-format";

const naivePattern = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?)?/;

/**
 * The instant of a naive upstream date-time, read as UTC.
 * @returns the Date, or null when `value` is not `YYYY-MM-DD[THH:mm[:ss]]` or names no real day
 *   (e.g. `2024-02-30`).
 */
export function parseNaiveDateTime(value: string): Date | null {
  const match = naivePattern.exec(value);
  if (!match) return null;
  const [, y, mo, d, h = "0", mi = "0", s = "0"] = match;
  const date = new Date(
    Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)),
  );
  if (date.getUTCMonth() !== Number(mo) - 1 || date.getUTCDate() !== Number(d)) return null;
  // Date.UTC maps years 0–99 to 1900–1999; set the year again so `0001-01-01` stays year 1.
  date.setUTCFullYear(Number(y));
  return date;
}

/** The date part (`YYYY-MM-DD`) of a naive date-time, or null when it is not one. */
export function datePart(value: string): string | null {
  return parseNaiveDateTime(value) ? value.slice(0, 10) : null;
}

/**
 * A naive date-time's day for people, e.g. "12 May 2025" (date part only, spec §2), "12 مايو 2025"
 * in Arabic (Latin digits); "" when invalid.
 */
export function formatDate(value: string, locale: Locale = "en"): string {
  const date = parseNaiveDateTime(value);
  if (!date) return "";
  return date.toLocaleDateString(intlTag(locale), {
    ...LATIN_DIGITS,
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}

/** {@link addCalendarMonths}: when access ends (start + package months), as the upstream computes it. */
export { addCalendarMonths } from "@brightway/contract/access";

/**
 * A `YYYY-MM` month for people: "February 2026" (`long`) or "Feb 2026" (`short`, chart axes),
 * "فبراير 2026" in Arabic; "" when `month` is not one.
 */
export function formatMonth(
  month: string,
  style: "long" | "short" = "long",
  locale: Locale = "en",
): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match || Number(match[2]) < 1 || Number(match[2]) > 12) return "";
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  return date.toLocaleDateString(intlTag(locale), {
    ...LATIN_DIGITS,
    month: style,
    year: "numeric",
    timeZone: "UTC",
  });
}

/**
 * A date's day and short month, "23 Feb" (chart axes), "23 فبراير" in Arabic; "" when `value` is
 * not a date.
 */
export function formatDayMonth(value: string, locale: Locale = "en"): string {
  const date = parseNaiveDateTime(value);
  if (!date) return "";
  return date.toLocaleDateString(intlTag(locale), {
    ...LATIN_DIGITS,
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });
}

/** The ISO text of a date for the upstream: UTC clock time with `Z` (stored as that clock time). */
export function toUpstreamDateTime(date: Date): string {
  return date.toISOString();
}
