/**
 * The upstream's Guid ids (courses, sections, packages, enrolments, orders, sessions): the
 * contract's one pattern (8-4-4-4-12 hex digits, any case) and its check, for every web-side check
 * of a Guid from a URL or a form. Client-safe.
 */
export { GUID_PATTERN, isGuid } from "@brightway/contract/guid";
