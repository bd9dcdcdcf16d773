/*
 * The one place ids are judged before they reach an upstream path or query, so user input never
 * builds odd paths: the upstream's Guids (courses, sections, packages, enrollments, orders,
 * sessions), its positive int ids (products, publications, projects, headers, videos) and Identity
 * user ids. Client-safe; `upstreamFetch`'s `ids` (lib/upstream/client.ts) throws with these checks.
 */

import { GUID_PATTERN, isGuid } from "@brightway/contract/guid";

/** The contract's one Guid pattern (8-4-4-4-12 hex digits, any case) and its check. */
export { GUID_PATTERN, isGuid };

// Identity user ids are Guid strings; the pattern is a little wider (letters, digits, dashes) so a
// differently generated id still passes, but never a quote, slash, dot or space: the legacy pastes
// `studentId` into raw SQL (contract §7.12) and into paths.
const userIdPattern = /^[A-Za-z0-9-]{1,64}$/;

/** True when `value` is a positive safe integer (the upstream's int ids start at 1). */
export function isPositiveIntId(value: unknown): value is number {
  return typeof value === "number" && Number.isSafeInteger(value) && value > 0;
}

/** True when `value` looks like an upstream user id (letters, digits and dashes, 1–64 chars). */
export function isUserId(value: unknown): value is string {
  return typeof value === "string" && userIdPattern.test(value);
}

/** The forms of id the upstream's paths and queries take: a Guid, a positive int, a user id. */
export type IdKind = "guid" | "int" | "user";

/** True when `value` is an id of the form `kind`. */
export function isIdOfKind(kind: IdKind, value: unknown): boolean {
  return kind === "guid"
    ? isGuid(value)
    : kind === "int"
      ? isPositiveIntId(value)
      : isUserId(value);
}

/**
 * Reads an int id (a product, publication, header, project image…) from a URL segment or form
 * field: plain decimal, at most 9 digits (no sign, no leading zero, no "1e3"), else null so the
 * caller shows not-found instead of asking the upstream (which answers 400 or 500 for malformed
 * ids).
 */
export function parseIntId(value: string): number | null {
  if (!/^[1-9]\d{0,8}$/.test(value)) return null;
  return Number(value);
}
