import "server-only";
import { parseIntId } from "@/lib/ids";
import { log } from "@/lib/log";
import type { DetailRoute } from "@/lib/unknown-detail";
import { UpstreamError } from "@/lib/upstream/client";
import { courseExistsUncached } from "@/lib/upstream/courses";
import { productExistsUncached } from "@/lib/upstream/documents";
import { projectExistsUncached } from "@/lib/upstream/projects";
import { certificateExistsUncached } from "@/lib/upstream/progress";

/**
 * The item an admin's edit page names (`/editOnlineCourse/{id}`, `/editOnDemandCourse/{id}`,
 * `/editProject/{id}`), or null for any other path. Such a page is rendered per request, so its
 * own `notFound()` comes after a 200 head: `proxy.ts` checks the item first (404 when unknown or
 * of the other course kind).
 */
export function adminItemOf(
  pathname: string,
): { kind: "onlineCourse" | "onDemandCourse" | "project"; id: string } | null {
  const match = /^\/(editOnlineCourse|editOnDemandCourse|editProject)\/([^/]+)$/.exec(pathname);
  if (!match) return null;
  let id = "";
  try {
    id = decodeURIComponent(match[2]!);
  } catch {
    // A malformed %-escape names no item.
  }
  const kind =
    match[1] === "editOnlineCourse"
      ? "onlineCourse"
      : match[1] === "editOnDemandCourse"
        ? "onDemandCourse"
        : "project";
  return { kind, id };
}

/**
 * Whether the item of an admin's edit page exists, read with the admin's token (drafts too).
 * Calls GET {controller}/GetSingleCourse/{id} or GET /api/Projects/{id}.
 */
export async function checkAdminItem(
  item: NonNullable<ReturnType<typeof adminItemOf>>,
  adminToken: string,
): Promise<Exclude<ItemCheck, "unchecked">> {
  try {
    if (item.kind === "project") {
      const id = parseIntId(item.id);
      return id !== null && (await projectExistsUncached(id)) ? "found" : "missing";
    }
    const kind = item.kind === "onlineCourse" ? "online" : "on-demand";
    return (await courseExistsUncached(kind, item.id, adminToken)) ? "found" : "missing";
  } catch (error) {
    if (error instanceof UpstreamError && error.isUnauthorized) return "missing";
    log.error(
      error instanceof UpstreamError
        ? { endpoint: error.endpoint, upstreamStatus: error.status }
        : { err: error },
      `${item.kind} ${item.id}: the admin item check failed`,
    );
    return "failed";
  }
}

/** What {@link checkItem} found of a details page's item (`unchecked`: a kind it does not read). */
export type ItemCheck = "found" | "missing" | "failed" | "unchecked";

/** Whether the item of `detail` exists, read uncached (with `token`: an admin's, drafts too); null: not read. */
async function itemExists(detail: DetailRoute, token?: string): Promise<boolean | null> {
  switch (detail.kind) {
    case "product": {
      const id = parseIntId(detail.id);
      return id !== null && (await productExistsUncached(id, token));
    }
    case "onDemandCourse":
      return courseExistsUncached("on-demand", detail.id, token);
    case "onlineCourse":
      return courseExistsUncached("online", detail.id, token);
    case "certificate":
      // Certificates have no drafts: the public read decides for everyone.
      return certificateExistsUncached(detail.id);
    case "publication":
      // The upstream's only single read of a publication inlines its whole file (up to tens of
      // MB): not read twice per view. Its page draws its not-found or failure in a 200.
      return null;
  }
}

/**
 * Whether the item a details page rendered per request (a session, a query) names exists for
 * this reader, asked by `proxy.ts` straight of the upstream client: the public read, then, for an
 * admin, the read with the admin's token (which also finds a draft). Why here and not in the page:
 * such a page has sent its head before its reads end, so its own `notFound()` or failure no
 * longer sets the status (measured on Next 16.4.5: Next's span logs 404/500, the client gets
 * 200). Why uncached: `'use cache'` is not compiled in the proxy's bundle (its `cacheTag()`
 * throws there), so this costs one upstream read more per such view.
 * `failed`: the read failed or passed the read timeout (logged).
 */
export async function checkItem(
  detail: DetailRoute,
  adminToken: string | null,
): Promise<ItemCheck> {
  try {
    const found = await itemExists(detail);
    if (found === null) return "unchecked";
    if (found) return "found";
    if (adminToken && (await itemExists(detail, adminToken))) return "found";
    return "missing";
  } catch (error) {
    // An admin's token the upstream refuses: the page treats the draft as unknown too.
    if (error instanceof UpstreamError && error.isUnauthorized) return "missing";
    log.error(
      error instanceof UpstreamError
        ? { endpoint: error.endpoint, upstreamStatus: error.status }
        : { err: error },
      `${detail.kind} ${detail.id}: the item check failed`,
    );
    return "failed";
  }
}
