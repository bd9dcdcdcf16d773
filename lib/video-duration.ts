/**
 * A video's length, as the admin types it and as people read it. Whole seconds throughout.
 * Client-safe (the admin's video dialog checks the field with it before anything is sent).
 */
import type { Locale } from "@/lib/i18n/routing";
import { formatDuration } from "@/lib/orders";

/** The longest video the upstream stores: 24 hours, in seconds. */
export const MAX_VIDEO_SECONDS = 86_400;

/** `m:ss` (minutes of any length) or `h:mm:ss`: minutes and seconds below 60, two digits each. */
const durationPattern = /^(?:(\d{1,3}):([0-5]\d)|(\d{1,2}):([0-5]\d):([0-5]\d))$/;

/**
 * Reads a duration typed as `mm:ss` or `h:mm:ss` ("12:30" → 750, "1:02:03" → 3723, "0:45" → 45),
 * spaces around it ignored.
 * @returns the seconds (0 for "0:00"), or null for any other text ("7:5", "abc", "12", "1:60").
 */
export function parseVideoDuration(text: string): number | null {
  const match = durationPattern.exec(text.trim());
  if (!match) return null;
  const [, minutes, seconds, longHours, longMinutes, longSeconds] = match;
  if (minutes !== undefined) return Number(minutes) * 60 + Number(seconds);
  return Number(longHours) * 3600 + Number(longMinutes) * 60 + Number(longSeconds);
}

/**
 * A duration as a clock reads it, the way the admin types it: "12:30", "0:45", "1:02:03".
 * Fractions of a second are rounded up (a time left is never said shorter than it is); a
 * negative or non-finite value reads as "0:00".
 */
export function formatVideoDuration(seconds: number): string {
  const whole = Number.isFinite(seconds) ? Math.max(0, Math.ceil(seconds)) : 0;
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${rest}` : `${minutes}:${rest}`;
}

/**
 * A total of video, for a course or a section: hours and minutes, "3 h 25 min", "45 min" ("3 س 25 د"
 * in Arabic), rounded to the nearest minute and never below "1 min" (the format of `formatDuration`).
 */
export function formatVideoTime(seconds: number, locale: Locale = "en"): string {
  return formatDuration(Math.max(1, Math.round(seconds / 60)) * 60_000, locale);
}

/** A duration as ISO 8601 (`PT1H2M3S`), for `<time dateTime>`. */
export function isoVideoDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  return `PT${hours ? `${hours}H` : ""}${minutes ? `${minutes}M` : ""}${rest || whole === 0 ? `${rest}S` : ""}`;
}

/**
 * The sum of the durations that are known (null ones are left out).
 * @returns the seconds, or null when no duration is known at all (nothing to show).
 */
export function totalVideoSeconds(
  videos: readonly { durationSeconds: number | null }[],
): number | null {
  const known = videos.flatMap((video) =>
    video.durationSeconds === null ? [] : [video.durationSeconds],
  );
  return known.length === 0 ? null : known.reduce((sum, seconds) => sum + seconds, 0);
}
