/*
 * The Guid ids of the wire (courses, sections, packages, enrolments, orders, sessions): the one
 * pattern the web app and the reference upstream check them by. No zod here, so any web module
 * (client components included) may import it (`@brightway/contract/guid`).
 */

/** 8-4-4-4-12 hex digits, any case (the legacy writes them lowercase; callers lower-case keys). */
export const GUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when `value` is a Guid in `8-4-4-4-12` hex form (any case), by {@link GUID_PATTERN}. */
export function isGuid(value: unknown): value is string {
  return typeof value === "string" && GUID_PATTERN.test(value);
}
