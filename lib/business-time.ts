import { TZDate } from "@date-fns/tz";
import { BUSINESS_TIME_ZONE } from "@brightway/contract/live-rules";

/*
 * Times of live sessions: instants (ISO-8601 UTC) entered and shown in the business's time zone,
 * Africa/Cairo, whose offset changes with daylight saving, so conversions go through the IANA
 * database (@date-fns/tz), never a fixed offset.
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
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
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
 * "Friday, 18 December 2026 at 19:00".
 */
export function formatSessionTime(instant: string, timeZone: string = BUSINESS_TIME_ZONE): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone,
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(new Date(instant));
}

/** The day of an instant in a time zone (default Africa/Cairo), English, e.g. "18 December 2026". */
export function formatBusinessDate(instant: string, timeZone: string = BUSINESS_TIME_ZONE): string {
  return new Intl.DateTimeFormat("en-GB", { timeZone, day: "numeric", month: "long", year: "numeric" }).format(
    new Date(instant),
  );
}
