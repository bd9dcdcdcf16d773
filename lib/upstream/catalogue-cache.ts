import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { connection } from "next/server";
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

/**
 * Runs a cached catalogue read at request time and gives its failure back as an
 * {@link UpstreamError}.
 *
 * - `connection()` first: a catalogue read belongs to a request, never to `next build` (the
 *   upstream may not run then), so a page that reads the catalogue is rendered per request from
 *   the cached data, and its failure is that request's 500, never a cached page.
 * - An error raised inside a `'use cache'` function reaches the caller through React's
 *   serialisation: in production it is no longer an `UpstreamError`. The cached function logs
 *   the upstream's answer itself; here the error becomes an `UpstreamError` again: 503 while the
 *   circuit breaker is open (the web server then answers 503 with `Retry-After`), else 502.
 * Next's own control flow (redirects, not-found, prerender bail-outs) passes through untouched.
 * @throws UpstreamError when the read failed.
 */
export async function catalogueRead<T>(endpoint: string, read: () => Promise<T>): Promise<T> {
  await connection();
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

/** Seconds a fetch-cached catalogue read stays fresh when no mutation invalidates it first (1 hour). */
const CATALOGUE_REVALIDATE_SECONDS = 3600;

/**
 * Fetch-level cache options (the `next` of `upstreamFetch`) for an anonymous raw read, such as the
 * `/media` handler's legacy image reads: the given tags and a 1 hour lifetime.
 */
export function catalogueFetchCache(cacheTags: string[]): { tags: string[]; revalidate: number } {
  return { tags: cacheTags, revalidate: CATALOGUE_REVALIDATE_SECONDS };
}
