import { TZDate } from "@date-fns/tz";
import { BUSINESS_TIME_ZONE, SESSION_TIME_FORMAT } from "@brightway/contract/live-rules";
import { datePart, parseNaiveDateTime } from "@/lib/dates";
import type { Locale } from "@/lib/i18n/routing";
import { intlTag, LATIN_DIGITS } from "@/lib/locale-format";

/*
 * Times for people: instants (ISO-8601 UTC, or the upstream's naive UTC date-times) entered and
 * shown in the business's time zone, Africa/Cairo, whose offset changes with daylight saving, so
 * conversions go through the IANA database (@date-fns/tz, Intl), never a fixed offset. Every
 * screen that shows a time to a student or an admin writes it with this module.
 */

export { BUSINESS_TIME_ZONE, joinWindow, type JoinWindow } from "@brightway/contract/live-rules";

/** `YYYY-MM-DDTHH:mm`, the value of an `<input type="datetime-local">`. */
const localPattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * The instant (ISO-8601 UTC with `Z`) of a wall-clock time in Africa/Cairo, as typed into a
 * `datetime-local` field (`YYYY-MM-DDTHH:mm`).
 * @returns null when the text is not such a time or names no real date.
 */
export function businessLocalToInstant(local: string): string | null {
  const match = localPattern.exec(local);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return null;
  const zoned = new TZDate(year, month - 1, day, hour, minute, BUSINESS_TIME_ZONE);
  // A day the month does not have rolls over (31 April → 1 May): refuse it.
  if (zoned.getDate() !== day) return null;
  return new Date(zoned.getTime()).toISOString();
}

/** The `datetime-local` value (`YYYY-MM-DDTHH:mm`, Africa/Cairo) of an ISO instant: a form's initial value. */
export function instantToBusinessLocal(instant: string): string {
  const zoned = new TZDate(new Date(instant).getTime(), BUSINESS_TIME_ZONE);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${zoned.getFullYear()}-${pad(zoned.getMonth() + 1)}-${pad(zoned.getDate())}T${pad(zoned.getHours())}:${pad(zoned.getMinutes())}`;
}

/**
 * An instant written for people in a time zone (default Africa/Cairo), English, e.g.
 * "Friday, 18 December 2026 at 19:00"; in Arabic (`locale` "ar", Latin digits)
 * "الجمعة، 18 ديسمبر 2026 في 19:00".
 */
export function formatSessionTime(
  instant: string,
  timeZone: string = BUSINESS_TIME_ZONE,
  locale: Locale = "en",
): string {
  return new Intl.DateTimeFormat(intlTag(locale), {
    ...SESSION_TIME_FORMAT,
    ...LATIN_DIGITS,
    timeZone,
  }).format(new Date(instant));
}

/**
 * The day of an instant in a time zone (default Africa/Cairo), English, e.g. "18 December 2026"
 * ("18 ديسمبر 2026" in Arabic); an ISO instant, a naive upstream date-time (UTC) or a Date; ""
 * when unreadable.
 */
export function formatBusinessDate(
  instant: string | Date,
  timeZone: string = BUSINESS_TIME_ZONE,
  locale: Locale = "en",
): string {
  const date = instantOf(instant);
  if (!date) return "";
  return new Intl.DateTimeFormat(intlTag(locale), {
    ...LATIN_DIGITS,
    timeZone,
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(date);
}

/** The words that mark a time as the business's, e.g. "14:03 Cairo time". */
const BUSINESS_TIME_MARK = "Cairo time";

/** {@link BUSINESS_TIME_MARK} in each language ("بتوقيت القاهرة" in Arabic). */
export const BUSINESS_TIME_MARKS: Readonly<Record<Locale, string>> = {
  en: BUSINESS_TIME_MARK,
  ar: "بتوقيت القاهرة",
};

/** A value with an explicit zone: `Z` or an offset at its end. */
const zonedPattern = /(?:[zZ]|[+-]\d{2}:?\d{2})$/;

/**
 * The instant of an ISO-8601 time with `Z` or an offset, of a naive upstream date-time
 * (`YYYY-MM-DDTHH:mm:ss`, read as UTC like every wire date: lib/dates.ts), or of a Date.
 * @returns null when unreadable, and for the legacy's "no date" (year 1).
 */
function instantOf(value: string | Date): Date | null {
  const date =
    value instanceof Date
      ? value
      : zonedPattern.test(value)
        ? new Date(value)
        : parseNaiveDateTime(value);
  if (!date || Number.isNaN(date.getTime()) || date.getUTCFullYear() < 1000) return null;
  return date;
}

const dateTimeInCairo = Object.fromEntries(
  (["en", "ar"] as const).map((locale) => [
    locale,
    new Intl.DateTimeFormat(intlTag(locale), {
      ...LATIN_DIGITS,
      timeZone: BUSINESS_TIME_ZONE,
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }),
  ]),
) as Record<Locale, Intl.DateTimeFormat>;

/**
 * A time as people in Cairo read it, day and 24-hour clock: "12 May 2025, 17:03 Cairo time", or
 * without the mark (`{ isMarked: false }`) where a heading or column already says "Cairo time".
 * In Arabic (`{ locale: "ar" }`): "12 مايو 2025، 17:03 بتوقيت القاهرة".
 * Takes what {@link instantOf} reads: an ISO instant, a naive upstream date-time (UTC) or a Date.
 * @returns "" for an unreadable value.
 */
export function formatBusinessDateTime(
  value: string | Date,
  options: { isMarked?: boolean; locale?: Locale } = {},
): string {
  const date = instantOf(value);
  if (!date) return "";
  const locale = options.locale ?? "en";
  const text = dateTimeInCairo[locale].format(date);
  return options.isMarked === false ? text : `${text} ${BUSINESS_TIME_MARKS[locale]}`;
}

/**
 * The hour and minute of an instant in Cairo, unmarked, e.g. "19:05" (for a list whose heading
 * names the zone); Latin digits in both languages.
 */
export function formatBusinessClock(value: string | Date, locale: Locale = "en"): string {
  const date = instantOf(value);
  if (!date) return "";
  return new Intl.DateTimeFormat(intlTag(locale), {
    ...LATIN_DIGITS,
    timeZone: BUSINESS_TIME_ZONE,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(date);
}

/** Where a live course stands on a day: not started, running, or over. */
export type CourseRun = "upcoming" | "in-progress" | "ended";

/**
 * Where an online course stands on `today` (`YYYY-MM-DD` in Africa/Cairo), by the days of its
 * naive upstream `start` and `end` (the days the course form entered and the details page shows):
 * in progress from its start day to its end day, both included.
 * @returns null when either date is unreadable (the course says nothing then).
 */
export function courseRun(course: { start: string; end: string }, today: string): CourseRun | null {
  const start = datePart(course.start);
  const end = datePart(course.end);
  if (!start || !end) return null;
  if (today < start) return "upcoming";
  return today > end ? "ended" : "in-progress";
}
