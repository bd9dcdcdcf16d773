import "server-only";
import { unstable_rethrow } from "next/navigation";
import { log } from "@/lib/log";
import { PageUnavailableError } from "@/lib/page-failure";
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

/**
 * Ends a public page's failed read: Next's own control flow (a request-time bail-out, not-found)
 * passes through; any other failure is logged under `message` (an {@link UpstreamError} with its
 * endpoint and status) and becomes the page's "unavailable" answer (a 500, its error boundary).
 * @throws always: Next's control-flow error, or a {@link PageUnavailableError} of `page`.
 */
export function failPublicRead(error: unknown, page: string, message: string): never {
  unstable_rethrow(error);
  log.error(
    error instanceof UpstreamError
      ? { endpoint: error.endpoint, upstreamStatus: error.status }
      : { err: error },
    message,
  );
  throw new PageUnavailableError(page);
}
