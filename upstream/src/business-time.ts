import { BUSINESS_TIME_ZONE } from "@brightway/contract";
import { DateTime } from "luxon";

/*
 * Times as the business reads them: in its own zone (Africa/Cairo, which has summer time again
 * since 2023), whatever zone the server runs in. Luxon reads the zone rules from the runtime's
 * ICU data, so a change of Egypt's rules arrives with a Node update, not with a code change.
 */

/**
 * `instant` in the business's zone, with the zone named, for e-mails:
 * "Saturday 28 November 2026 at 18:00 (Africa/Cairo)".
 */
export function formatBusinessTime(instant: Date): string {
  const local = DateTime.fromJSDate(instant, { zone: BUSINESS_TIME_ZONE }).setLocale("en-GB");
  return `${local.toFormat("cccc d LLLL yyyy 'at' HH:mm")} (${BUSINESS_TIME_ZONE})`;
}

/**
 * The business week around `now`: from Monday 00:00 to the next Monday 00:00 in Africa/Cairo, as
 * instants (`end` excluded). A week with a change of summer time is 167 or 169 hours long.
 */
export function businessWeek(now: Date): { start: Date; end: Date } {
  const monday = DateTime.fromJSDate(now, { zone: BUSINESS_TIME_ZONE }).startOf("week");
  return { start: monday.toJSDate(), end: monday.plus({ weeks: 1 }).toJSDate() };
}
