import "server-only";
import { isGuid } from "@/lib/guid";
import { UpstreamError } from "@/lib/upstream/client";

/*
 * The checks every id passes before it is put into an upstream path or query, so user input never
 * builds odd paths: Guids (`lib/guid.ts`), the upstream's positive int ids and Identity user ids.
 */

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

/**
 * Checks an id before it is put into a path or query, so user input never builds odd paths.
 * @throws UpstreamError with status 404 (nothing was sent: an id of the wrong form names nothing).
 */
export function assertId(kind: IdKind, value: unknown, endpoint: string): void {
  const ok =
    kind === "guid" ? isGuid(value) : kind === "int" ? isPositiveIntId(value) : isUserId(value);
  if (!ok) throw new UpstreamError({ status: 404, endpoint, message: `Invalid ${kind} id` });
}

/** One id an upstream call names, with the form it must have. */
export type IdCheck = readonly [kind: IdKind, value: unknown];

/**
 * {@link assertId} for each id an upstream call names, in order.
 * @throws UpstreamError with status 404 and `endpoint` for the first id of the wrong form.
 */
export function assertIds(endpoint: string, ids: readonly IdCheck[]): void {
  for (const [kind, value] of ids) assertId(kind, value, endpoint);
}
