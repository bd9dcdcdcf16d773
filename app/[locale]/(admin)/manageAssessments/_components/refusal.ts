import "server-only";
import { fail, type ActionResult } from "@/lib/actions/result";
import { problemFields } from "@/lib/upstream/assessment-admin";
import type { UpstreamError } from "@/lib/upstream/client";

/**
 * An upstream 400 that named fields, as a failed result with each field's text on the dialog's
 * field (`fieldText` says which field and text an upstream field is; the first one is the
 * message). Null for any other failure, or a 400 naming no field the dialog has: the action's
 * own failure text says it then.
 */
export function fieldRefusal(
  error: UpstreamError,
  fieldText: (upstreamField: string) => { field: string; message: string } | null,
): ActionResult<never> | null {
  const fieldErrors: Record<string, string[]> = {};
  for (const upstreamField of problemFields(error)) {
    const known = fieldText(upstreamField);
    if (known) fieldErrors[known.field] ??= [known.message];
  }
  const first = Object.values(fieldErrors)[0]?.[0];
  return first ? fail(first, fieldErrors) : null;
}
