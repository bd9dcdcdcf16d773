/*
 * The entitlement rule both sides of the wire compute: when an enrolment's access ends. No zod
 * here, so the web app may import it from anywhere (`@brightway/contract/access`).
 */

/**
 * `date` plus whole calendar `months` (UTC), keeping the time of day. When the target month is
 * shorter the day is clamped to its last day: 31 January + 1 month = 28 (or 29) February. An
 * enrolment's access ends at its start date plus its package's months (spec §2; extension §3),
 * computed with this by the web app (`lib/entitlement.ts`) and the reference upstream
 * (`upstream/src/entitlement.ts`, its reminders and dashboard) alike.
 * @param months whole months (a fraction is truncated).
 */
export function addCalendarMonths(date: Date, months: number): Date {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + Math.trunc(months);
  const lastDayOfTarget = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const result = new Date(date.getTime());
  result.setUTCDate(1);
  result.setUTCFullYear(year, month, Math.min(date.getUTCDate(), lastDayOfTarget));
  return result;
}
