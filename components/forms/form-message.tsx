import type { ActionResult } from "@/lib/actions/result";

/**
 * The in-page result of a form action (errors must be visible without JavaScript, not only as
 * toasts). Errors are announced with role="alert", successes with role="status". With
 * `keepLiveRegion` an empty status line stays in place while there is no message (a dialog that
 * runs action after action, so each outcome is announced).
 */
export function FormMessage({
  result,
  keepLiveRegion = false,
}: {
  result: ActionResult<unknown> | null;
  keepLiveRegion?: boolean;
}) {
  if (!result?.message) return keepLiveRegion ? <p role="status" className="sr-only" /> : null;
  return result.ok ? (
    <p
      role="status"
      className="rounded-md bg-green-50 px-3 py-2 text-sm break-words text-green-800"
    >
      {result.message}
    </p>
  ) : (
    <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm break-words text-red-800">
      {result.message}
    </p>
  );
}
