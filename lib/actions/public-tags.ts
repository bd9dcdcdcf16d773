import "server-only";
import { updateTag } from "next/cache";
import { bumpPageGeneration } from "@/lib/page-microcache.mjs";

/**
 * Expires cache tags from a server action (`updateTag`: the action's own answer and the next
 * visit read the change) and empties the web server's micro-cache of public pages
 * (`lib/page-microcache.mjs`), so a visitor's next load shows the change too. Route handlers use
 * `expireTags` of `lib/actions/admin-route.ts`, which does the same there.
 */
export function updatePublicTags(cacheTags: Iterable<string>): void {
  for (const tag of cacheTags) updateTag(tag);
  bumpPageGeneration();
}
