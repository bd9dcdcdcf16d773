import "server-only";
import { log } from "@/lib/log";
import { UpstreamError } from "@/lib/upstream/client";

/**
 * For a page or route that answers an upstream failure with its own text: logs an
 * {@link UpstreamError} (its endpoint and status, `fields` beside them) under `message`, and
 * throws anything else on unchanged (a bug, or Next's redirect and not-found).
 * @throws `error` itself when it is not an UpstreamError.
 */
export function logUpstreamFailure(
  error: unknown,
  message: string,
  fields: Record<string, unknown> = {},
): asserts error is UpstreamError {
  if (!(error instanceof UpstreamError)) throw error;
  log.error({ endpoint: error.endpoint, upstreamStatus: error.status, ...fields }, message);
}
