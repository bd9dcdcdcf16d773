import "server-only";
import { updateTag } from "next/cache";

/**
 * Expires cache tags from a server action (`updateTag`: the action's own answer and the next
 * visit, on any instance sharing the cache handler's store, read the change). Route handlers use
 * `expireTags` of `lib/actions/admin-route.ts`, which does the same there.
 */
export function updatePublicTags(cacheTags: Iterable<string>): void {
  for (const tag of cacheTags) updateTag(tag);
}
