/**
 * The upstream's Guid ids (courses, sections, packages, enrolments, orders, sessions): 8-4-4-4-12
 * hex digits, any case. The one pattern every check of a Guid from a URL or a form uses.
 * Client-safe (no imports).
 */
export const GUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when `value` is a Guid in `8-4-4-4-12` hex form (any case), by {@link GUID_PATTERN}. */
export function isGuid(value: unknown): value is string {
  return typeof value === "string" && GUID_PATTERN.test(value);
}
