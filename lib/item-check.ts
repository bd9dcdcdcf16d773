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
 * `failed`: the read failed or passed the read timeout (logged).
 */
export async function checkAdminItem(
  item: NonNullable<ReturnType<typeof adminItemOf>>,
  adminToken: string,
): Promise<Exclude<ItemCheck, "unchecked">> {
  return checkRead(item, "admin item check", () => itemExists(item, adminToken));
}

/** What {@link checkItem} found of a details page's item (`unchecked`: a kind it does not read). */
export type ItemCheck = "found" | "missing" | "failed" | "unchecked";

/** An item {@link itemExists} can read: a details page's (but a publication) or an edit page's. */
type ReadableItem =
  | { kind: Exclude<DetailRoute["kind"], "publication">; id: string }
  | NonNullable<ReturnType<typeof adminItemOf>>;

/** Whether `item` exists, read uncached (with `token`: an admin's, drafts too). */
async function itemExists(item: ReadableItem, token?: string): Promise<boolean> {
  switch (item.kind) {
    case "product": {
      const id = parseIntId(item.id);
      return id !== null && (await productExistsUncached(id, token));
    }
    case "project": {
      // Projects have no drafts: the public read decides for everyone.
      const id = parseIntId(item.id);
      return id !== null && (await projectExistsUncached(id));
    }
    case "onDemandCourse":
      return courseExistsUncached("on-demand", item.id, token);
    case "onlineCourse":
      return courseExistsUncached("online", item.id, token);
    case "certificate":
      // Certificates have no drafts: the public read decides for everyone.
      return certificateExistsUncached(item.id);
  }
}

/**
 * Runs `read` (whether `item` exists) and classifies its outcome: a refused token (401) reads
 * as `missing` (the page treats the draft as unknown too), any other failure as `failed`
 * (logged with `check`, the name of the check).
 */
async function checkRead(
  item: ReadableItem,
  check: string,
  read: () => Promise<boolean>,
): Promise<Exclude<ItemCheck, "unchecked">> {
  try {
    return (await read()) ? "found" : "missing";
  } catch (error) {
    if (error instanceof UpstreamError && error.isUnauthorized) return "missing";
    log.error(
      error instanceof UpstreamError
        ? { endpoint: error.endpoint, upstreamStatus: error.status }
        : { err: error },
      `${item.kind} ${item.id}: the ${check} failed`,
    );
    return "failed";
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
 * `failed`: the read failed or passed the read timeout (logged). `unchecked`: a publication,
 * whose only single read inlines its whole file (up to tens of MB), so it is not read twice per
 * view; its page draws its not-found or failure in a 200.
 */
export async function checkItem(
  detail: DetailRoute,
  adminToken: string | null,
): Promise<ItemCheck> {
  if (detail.kind === "publication") return "unchecked";
  const item = { kind: detail.kind, id: detail.id };
  return checkRead(
    item,
    "item check",
    async () =>
      (await itemExists(item)) || (adminToken ? await itemExists(item, adminToken) : false),
  );
}
