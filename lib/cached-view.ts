import { createHash } from "node:crypto";
import { env } from "@/lib/env";
import { detailRouteFor } from "@/lib/unknown-detail";

let viewKey: string | undefined;

/**
 * The `[view]` segment of the cached twin tree `app/cached/[view]/…`: 12 hex digits of a hash of
 * the upstream's address. Next keeps rendered pages by path (on disk too, across restarts), so
 * two apps sharing one build (the e2e suite's seeded and empty pairs), or one app moved to
 * another upstream, never serve each other's cached pages.
 */
export function cachedViewKey(): string {
  viewKey ??= createHash("sha256").update(env.UPSTREAM_URL).digest("hex").slice(0, 12);
  return viewKey;
}

/**
 * Where the proxy sends a visitor's plain view of a public page: `/cached/{key}` + the page's path,
 * the cached twin tree rendered once per revalidation (force-static: no cookies, no query) and
 * served from Next's page cache with `Cache-Control: s-maxage, stale-while-revalidate`.
 */
export function cachedViewPrefix(): string {
  return `/cached/${cachedViewKey()}`;
}

const listPaths = new Set(["/", "/onDemandCourses", "/onlineCourses", "/products", "/publications", "/consultancyServices"]);

/** Query parameters that Next's own router adds and that do not change what a page shows. */
const routerParams = new Set(["_rsc"]);

/** What {@link cachedViewPath} needs to know about a request. */
export interface CachedViewRequest {
  method: string;
  /** The path without query, e.g. `/products`. */
  pathname: string;
  /** The query parameters. */
  searchParams: URLSearchParams;
  /** True when the request carries a session cookie (valid or not). */
  hasSessionCookie: boolean;
}

/**
 * The cached twin's path for a request, or `null` when the request must be rendered per request.
 *
 * Only a visitor's plain GET (or HEAD) of a public list or details page is served from the cache:
 * a session cookie (the header shows the account; details pages show the student's access), or a
 * query such as `?page=`, `?q=` or `?video=` sends the request to the page rendered per request.
 * Pure: reads no cookie value.
 */
export function cachedViewPath(request: CachedViewRequest): string | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  if (request.hasSessionCookie) return null;
  for (const name of request.searchParams.keys()) if (!routerParams.has(name)) return null;
  const { pathname } = request;
  if (!listPaths.has(pathname) && detailRouteFor(pathname) === null) return null;
  return pathname === "/" ? cachedViewPrefix() : cachedViewPrefix() + pathname;
}

/** True when a browser asked for the twin tree by its internal path (it is served as 404). */
export function isCachedViewPath(pathname: string): boolean {
  return pathname === "/cached" || pathname.startsWith("/cached/");
}
