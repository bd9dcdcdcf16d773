import { NextResponse, type NextRequest } from "next/server";
import { isAdminPath, isGuestOnlyPath, isStudentPath, SESSION_ENDED_PARAM } from "@/lib/auth/routes";
import { readSessionSeal, SESSION_COOKIE_NAME, type Session } from "@/lib/auth/session";
import { detailRouteFor, isMalformedDetailId } from "@/lib/unknown-detail";

/**
 * Where a document request for an unknown details id is rewritten: a path no route matches, so
 * Next renders `app/not-found.tsx` as a complete HTML page with status 404.
 */
export const UNKNOWN_DETAIL_REWRITE = "/_not-found";

/** What {@link decideRoute} needs to know about a request. */
export interface RouteRequest {
  /** The path without query, e.g. `/manageProducts`. */
  pathname: string;
  /** The query string with its `?`, or empty. */
  search?: string;
  /** The unsealed session, or `null` when there is none (or it would not unseal). */
  session: Pick<Session, "role" | "expiresAt"> | null;
  /** True when the request carried a session cookie at all. */
  hasCookie?: boolean;
  /** Current time in ms since the epoch. */
  now?: number;
}

/** Let the request through, or redirect it; either way maybe drop the session cookie. */
export type RouteDecision =
  | { action: "next"; clearSession: boolean }
  | { action: "redirect"; location: string; clearSession: boolean };

/**
 * The proxy's decision for one request (pure: no cookies, no upstream).
 *
 * - Admin pages: anyone but a logged-in Admin goes to `/login?next=…`.
 * - Student pages: a visitor goes to `/login?next=…` (admins pass: they open student profiles;
 *   each page checks the exact role again).
 * - `/login`, `/signup`: a logged-in user goes to `/`, except on `/login?sessionEnded=1`, where
 *   the upstream has rejected the session's token and the session is dropped instead, and except
 *   a student on `/login?next=<admin page>`, who sees the form (to log in as an admin).
 * - An expired or unreadable session counts as no session, and its cookie is dropped.
 *
 * This is for user experience only; pages, actions and route handlers re-check the role.
 */
export function decideRoute(request: RouteRequest): RouteDecision {
  const now = request.now ?? Date.now();
  const search = request.search ?? "";
  const isValid = request.session !== null && request.session.expiresAt > now;
  let session = isValid ? request.session : null;
  let clearSession = Boolean(request.hasCookie) && !isValid;

  if (request.pathname === "/login" && session && new URLSearchParams(search).has(SESSION_ENDED_PARAM)) {
    session = null;
    clearSession = true;
  }

  const toLogin = (): RouteDecision => ({
    action: "redirect",
    location: `/login?next=${encodeURIComponent(request.pathname + search)}`,
    clearSession,
  });

  if (isAdminPath(request.pathname)) return session?.role === "Admin" ? { action: "next", clearSession } : toLogin();
  if (isStudentPath(request.pathname)) return session ? { action: "next", clearSession } : toLogin();
  if (isGuestOnlyPath(request.pathname) && session) {
    // A student sent here from an admin page may want to log in as an admin: show the form.
    const next = new URLSearchParams(search).get("next");
    const wantsAdmin = request.pathname === "/login" && next !== null && isAdminPath(next.split("?")[0]!);
    if (wantsAdmin && session.role !== "Admin") return { action: "next", clearSession };
    return { action: "redirect", location: "/", clearSession };
  }
  return { action: "next", clearSession };
}

/**
 * Next 16's request interceptor (formerly `middleware.ts`): early redirects for the routes in
 * `config.matcher`, from the sealed session cookie alone; and the 404 page for unknown ids of the
 * public details pages.
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  const detail = detailRouteFor(request.nextUrl.pathname);
  if (detail) {
    // Why: in Next 16 a page's notFound() answers 404 with an empty <body> (the not-found
    // boundary only renders on the client; vercel/next.js #62228), so a browser without
    // JavaScript sees a blank page. A path no route matches renders app/not-found.tsx on the
    // server. The proxy makes no upstream calls, so only ids that cannot name any item are
    // rewritten here; a well-formed id of a missing item gets the page's notFound().
    if (isMalformedDetailId(detail)) return NextResponse.rewrite(new URL(UNKNOWN_DETAIL_REWRITE, request.url));
    return NextResponse.next();
  }
  const seal = request.cookies.get(SESSION_COOKIE_NAME)?.value;
  const session = await readSessionSeal(seal);
  const decision = decideRoute({
    pathname: request.nextUrl.pathname,
    search: request.nextUrl.search,
    session,
    hasCookie: Boolean(seal),
  });
  const response =
    decision.action === "redirect"
      ? NextResponse.redirect(new URL(decision.location, request.url))
      : NextResponse.next();
  if (decision.clearSession) response.cookies.delete(SESSION_COOKIE_NAME);
  return response;
}

// Literal list (Next reads it at build time): every admin and student route of spec §2, plus
// /login and /signup. `:path*` also covers the bare prefix. Then the public details pages.
export const config = {
  matcher: [
    "/assignStudentToCourse",
    "/assignStudentToProduct",
    "/createProduct",
    "/createPublication",
    "/createOnlineCourse",
    "/createOnDemanCourse",
    "/addNewProject",
    "/manageProducts",
    "/managePublications",
    "/manageOnlineCourses",
    "/manageOnDemandCourses",
    "/manageProjects",
    "/ManageHeaderPhotos",
    "/managePackages/:path*",
    "/editOnDemandCourse/:path*",
    "/editOnlineCourse/:path*",
    "/editProject/:path*",
    "/ManageOnDemandCoursesEnrollments/:path*",
    "/ManageProductsEnrollments/:path*",
    "/manageProductsEnrollments/:path*",
    "/userProfile/:path*",
    "/editProfile",
    "/enrolledCourses",
    "/enrolledProducts",
    "/login",
    "/signup",
    "/products/:id",
    "/publications/:id",
    "/onDemandCourseDetails/:id",
    "/onlineCourseDetails/:id",
    "/certificates/:code",
  ],
};
