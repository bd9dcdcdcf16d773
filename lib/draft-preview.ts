import "server-only";
import type { Session } from "@/lib/auth/guards";
import { UpstreamError } from "@/lib/upstream/client";
import { isPublishingSupported } from "@/lib/upstream/publishing";

/**
 * The admin's preview of a draft (extension "Publishing") on its public details page, which the
 * anonymous cached read answered as unknown. `read` runs with the admin's token, uncached: only
 * for a `session` of an Admin on a page rendered for this request (the shared visitor's document
 * passes null, so it never gets here), on an upstream with drafts.
 * @returns what `read` found (the draft), or null for anyone else, a legacy upstream, an unknown
 *   id or a token the upstream refused (the page then shows the not-found page, as for any
 *   unknown id).
 * @throws UpstreamError when the read failed otherwise.
 */
export async function readDraftPreview<T>(
  session: Session | null,
  read: (token: string) => Promise<T | null>,
): Promise<T | null> {
  if (session?.role !== "Admin" || !(await isPublishingSupported())) return null;
  try {
    return await read(session.token);
  } catch (error) {
    if (error instanceof UpstreamError && error.isUnauthorized) return null;
    throw error;
  }
}
