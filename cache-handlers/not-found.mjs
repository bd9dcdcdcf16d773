// What the shared cache never keeps: answers that found nothing. Why: keys an outsider can vary
// (made-up ids, codes) must not fill Redis, whose memory limit (deploy/redis.conf, volatile-lru)
// would then evict the 30-day catalogue copies that keep pages up while the upstream is down.
// A made-up id is answered afresh each time instead (one upstream read; its page rendered again).
// Types: not-found.d.mts. Plain JavaScript: Node loads the handlers without a bundler.

/**
 * The tag `missingEntry()` (lib/upstream/catalogue-cache.ts) puts on a 'use cache' read that
 * found no such item; Next passes it on to every cached scope around that read. The 'use cache'
 * handler stores no entry that carries it.
 */
export const NOT_FOUND_TAG = "brightway:not-found";

/**
 * The path of Next's own not-found page (`proxy.ts` rewrites malformed detail ids to it): one
 * page for every such id, so it is stored like any page.
 */
const SHARED_NOT_FOUND_KEY = "/_not-found";

/** True when a 'use cache' entry with these tags found nothing (it must not be stored). */
export function isNotFoundEntry(tags) {
  return Array.isArray(tags) && tags.includes(NOT_FOUND_TAG);
}

/**
 * True when the page handler must not store this entry: a not-found page or route answer (Next
 * passes `null`, or a page or route entry with status 404) under any key but Next's one
 * not-found page.
 */
export function isNotFoundPage(key, data) {
  if (key === SHARED_NOT_FOUND_KEY) return false;
  if (data === null || data === undefined) return true;
  return (data.kind === "APP_PAGE" || data.kind === "APP_ROUTE") && data.status === 404;
}
