import "server-only";
import { logUpstreamFailure } from "@/lib/upstream-failure";

/**
 * The answer of a CSV export whose upstream read failed: the failure logged under `message`
 * (its endpoint and status, `fields` beside them), then 502 in plain text that names no upstream
 * detail, never cached.
 * @throws `error` itself when it is not an UpstreamError (a bug is not a failed read).
 */
export function exportFailureResponse(
  error: unknown,
  message: string,
  fields: Record<string, unknown>,
): Response {
  logUpstreamFailure(error, message, fields);
  return new Response("The export failed: please try again.", {
    status: 502,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
