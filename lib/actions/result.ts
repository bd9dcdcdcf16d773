import type { Route } from "next";
import type * as z from "@/lib/zod";

/**
 * What every server action returns. Expected failures are values, not exceptions.
 * - `{ ok: true, data?, message? }`: success; `message` is a spec §8 success text to show.
 * - `{ ok: false, message, fieldErrors?, values? }`: `message` is a spec §5/§8 text; `fieldErrors`
 *   maps a form field name to its messages, in the order the rules are checked; `values` echoes
 *   the submitted non-secret fields (never passwords) so a form re-rendered by the server
 *   without JavaScript keeps what the user typed; `redirectTo` is a same-origin path the client
 *   goes to even though the operation failed (a multi-step create kept its record but a later
 *   step failed: the page where that step can be done again).
 */
export type ActionResult<T = undefined> =
  | { ok: true; data?: T; message?: string }
  | {
      ok: false;
      message: string;
      fieldErrors?: Record<string, string[]>;
      values?: Record<string, string>;
      redirectTo?: Route;
    };

/** A successful {@link ActionResult}. */
export function ok<T = undefined>(data?: T, message?: string): ActionResult<T> {
  const result: { ok: true; data?: T; message?: string } = { ok: true };
  if (data !== undefined) result.data = data;
  if (message !== undefined) result.message = message;
  return result;
}

/** A failed {@link ActionResult}. */
export function fail(message: string, fieldErrors?: Record<string, string[]>): ActionResult<never> {
  return fieldErrors ? { ok: false, message, fieldErrors } : { ok: false, message };
}

/** Field name → messages, in the order zod reported them (the schemas' rule order). */
export function issuesToFieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string[]> {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : "_form";
    (fieldErrors[key] ??= []).push(issue.message);
  }
  return fieldErrors;
}

/**
 * The submitted value of `field` echoed back by a failed result (see `ActionOptions.keepValues`),
 * for a `defaultValue`; `undefined` after a success or when the field was not echoed.
 */
export function keptValue(
  result: ActionResult<unknown> | null | undefined,
  field: string,
): string | undefined {
  if (!result || result.ok) return undefined;
  return result.values?.[field];
}

/** The first message for `field` in a failed result, if any (for rendering under an input). */
export function fieldError(
  result: ActionResult<unknown> | null | undefined,
  field: string,
): string | undefined {
  if (!result || result.ok) return undefined;
  return result.fieldErrors?.[field]?.[0];
}
