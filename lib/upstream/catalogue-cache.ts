import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { NOT_FOUND_TAG } from "@/cache-handlers/not-found.mjs";
import { unstable_rethrow } from "next/navigation";
import { UpstreamError } from "@/lib/upstream/client";
import { upstreamBreakerState } from "@/lib/upstream/breaker";

/**
 * The `cacheLife` profile of every public catalogue read (declared in `next.config.ts`): fresh
 * for an hour, then served while one refresh runs in the background; kept up to 30 days, so that
 * a page read before still renders while the upstream is down. An admin's change expires the
 * tags it touched at once (`updateTag` / `revalidateTag(tag, { expire: 0 })`), on every instance
 * that shares the cache handler's store (`cache-handlers/`, Redis when `REDIS_URL` is set).
 */
export const CATALOGUE_CACHE_PROFILE = "catalogue";

/**
 * Marks the enclosing `'use cache'` function as a catalogue read: its tags (from
 * `lib/upstream/tags.ts`) and the {@link CATALOGUE_CACHE_PROFILE} lifetime. Call it first thing
 * inside the cached function. Never use it for a read that takes a session token.
 */
export function catalogueEntry(cacheTags: readonly string[]): void {
  cacheTag(...cacheTags);
  cacheLife(CATALOGUE_CACHE_PROFILE);
}

/** The `cacheLife` profile of a read that found no such item (declared in `next.config.ts`: 5 minutes at most). */
const MISSING_ITEM_PROFILE = "missing";

/**
 * Marks the enclosing `'use cache'` catalogue read as having found no such item: tagged
 * {@link NOT_FOUND_TAG}, which the shared cache handlers never store (`cache-handlers/not-found.mjs`;
 * the tag reaches every cached scope around the read, and the page that says not found is not
 * stored either), so made-up ids add no key to Redis that could evict catalogue entries; and kept
 * 5 minutes at most where Next's own in-memory cache serves (no `REDIS_URL`).
 */
export function missingEntry(): void {
  cacheTag(NOT_FOUND_TAG);
  cacheLife(MISSING_ITEM_PROFILE);
}

/**
 * Runs a cached catalogue read and gives its failure back as an {@link UpstreamError}.
 * Public pages read the catalogue only when rendered for a request or stored on their first
 * request (`app/[locale]/render/[mode]`), never at `next build` (the upstream may not run then).
 *
 * - An error raised inside a `'use cache'` function reaches the caller through React's
 *   serialisation: in production it is no longer an `UpstreamError`. The cached function logs
 *   the upstream's answer itself; here the error becomes an `UpstreamError` again: 503 while the
 *   circuit breaker is open (`proxy.ts` then answers 503 with `Retry-After`), else 502.
 * Next's own control flow (redirects, not-found, prerender bail-outs) passes through untouched.
 * @throws UpstreamError when the read failed.
 */
export async function catalogueRead<T>(endpoint: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    unstable_rethrow(error);
    if (error instanceof UpstreamError) throw error;
    const breaker = upstreamBreakerState();
    throw new UpstreamError({
      status: breaker.state === "open" ? 503 : 502,
      endpoint,
      message: "the catalogue read failed",
      retryAfterSeconds: breaker.state === "open" ? breaker.retryAfterSeconds : undefined,
      failure: breaker.state === "open" ? "circuit-open" : undefined,
    });
  }
}
