import { BUSINESS_TIME_ZONE, SESSION_TIME_FORMAT } from "@brightway/contract/live-rules";
import { TZDate } from "@date-fns/tz";
import type { Language } from "./mail-language";

/*
 * Times as the business reads them: in its own zone (Africa/Cairo, which has summer time again
 * since 2023), whatever zone the server runs in. The zone rules come from the runtime's IANA data
 * (Intl, through @date-fns/tz, the same library as the web app and `live-sessions.ts`), so a
 * change of Egypt's rules arrives with a Node update, not with a code change.
 */

const emailTimeFormats = {
  en: new Intl.DateTimeFormat("en-GB", { ...SESSION_TIME_FORMAT, timeZone: BUSINESS_TIME_ZONE }),
  // Latin digits: a time is copied into a calendar, and read beside codes and amounts.
  ar: new Intl.DateTimeFormat("ar-EG", {
    ...SESSION_TIME_FORMAT,
    timeZone: BUSINESS_TIME_ZONE,
    numberingSystem: "latn",
  }),
} as const satisfies Record<Language, Intl.DateTimeFormat>;

/**
 * `instant` in the business's zone, with the zone named, for e-mails in `language`:
 * "Saturday 28 November 2026 at 18:00 (Africa/Cairo)", or
 * "السبت 28 نوفمبر 2026، الساعة 18:00 (بتوقيت القاهرة)" (Latin digits).
 */
export function formatBusinessTime(instant: Date, language: Language = "en"): string {
  const parts = emailTimeFormats[language].formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((each) => each.type === type)?.value ?? "";
  if (language === "ar")
    return `${part("weekday")} ${part("day")} ${part("month")} ${part("year")}، الساعة ${part("hour")}:${part("minute")} (بتوقيت القاهرة)`;
  return `${part("weekday")} ${part("day")} ${part("month")} ${part("year")} at ${part("hour")}:${part("minute")} (${BUSINESS_TIME_ZONE})`;
}

/**
 * The business week around `now`: from Monday 00:00 to the next Monday 00:00 in Africa/Cairo, as
 * instants (`end` excluded). A week with a change of summer time is 167 or 169 hours long.
 */
export function businessWeek(now: Date): { start: Date; end: Date } {
  const local = new TZDate(now.getTime(), BUSINESS_TIME_ZONE);
  const daysSinceMonday = (local.getDay() + 6) % 7;
  const mondayOf = (plusDays: number) =>
    new Date(
      new TZDate(
        local.getFullYear(),
        local.getMonth(),
        local.getDate() - daysSinceMonday + plusDays,
        BUSINESS_TIME_ZONE,
      ).getTime(),
    );
  return { start: mondayOf(0), end: mondayOf(7) };
}
