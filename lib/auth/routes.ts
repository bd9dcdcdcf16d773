/**
 * The guards' view of the route manifest (`lib/routes/manifest.ts`), used by `proxy.ts` (early
 * redirects), the login action (where to go after login) and robots.txt. Pure: no cookies, no
 * upstream.
 */
import { fixedPrefix, routeFor, routes, type RoutePath } from "../routes/manifest";

/** Where an admin lands after login (spec §4). */
export const ADMIN_HOME = "/assignStudentToCourse" satisfies RoutePath;

/**
 * True for an admin page (`pathname` without query, as Next gives it); a page with an id also
 * guards its bare prefix and anything below it (`/editProject`, `/editProject/1/x`).
 */
export function isAdminPath(pathname: string): boolean {
  return routeFor(pathname)?.access === "admin";
}

/** True for a page that needs a logged-in user (`/userProfile/*`, `/editProfile`, `/enrolled*`). */
export function isStudentPath(pathname: string): boolean {
  return routeFor(pathname)?.access === "student";
}

/** True for a page a logged-in user has no business on (`/login`, `/signup`: they go to `/`). */
export function isGuestOnlyPath(pathname: string): boolean {
  return routeFor(pathname)?.access === "guest-only";
}

/**
 * The path of every admin and student page up to its first `{param}` (`/manageProducts`,
 * `/editProject`), in manifest order: robots.txt keeps crawlers out of them (robots rules are
 * prefixes, so `/editProject` also covers `/editProject/{id}`).
 */
export const GUARDED_PATH_PREFIXES: readonly string[] = routes
  .filter((route) => route.access === "admin" || route.access === "student")
  .map(fixedPrefix);

/** Query flag on `/login` telling `proxy.ts` to drop a session the upstream has rejected. */
export const SESSION_ENDED_PARAM = "sessionEnded";

/**
 * Query flag on `/login` after a logout the upstream did not confirm: the page says that the
 * session is refused here and asked to end again. It ends nothing itself (the logout did).
 */
export const SIGNED_OUT_PARAM = "signedOut";

/** The value of {@link SIGNED_OUT_PARAM} for a logout the upstream did not confirm. */
export const SIGNED_OUT_UNCONFIRMED = "unconfirmed";
