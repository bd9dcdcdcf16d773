import { detailRouteFor } from "@/lib/unknown-detail";

/**
 * Where the proxy sends a visitor's plain view of a public page: the cached twin tree
 * `app/cached/[view]/…`, rendered once per revalidation (force-static: no cookies, no query) and
 * served from Next's page cache with `Cache-Control: public, s-maxage, stale-while-revalidate`.
 */
export const CACHED_VIEW_PREFIX = "/cached/visitor";

/** The one value of the twin tree's `[view]` segment. */
export const CACHED_VIEW = "visitor";

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
  return pathname === "/" ? CACHED_VIEW_PREFIX : CACHED_VIEW_PREFIX + pathname;
}

/** True when a browser asked for the twin tree by its internal path (it is served as 404). */
export function isCachedViewPath(pathname: string): boolean {
  return pathname === "/cached" || pathname.startsWith("/cached/");
}
