import "server-only";
import type { Route } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { UpstreamError } from "@/lib/upstream/client";
import { safeNext } from "@/lib/safe-next";
import { SESSION_ENDED_PARAM } from "@/lib/auth/routes";
import { hrefFor } from "@/lib/routes/manifest";
import { redirectLocalized } from "@/lib/i18n/redirect";
import { destroySession, readSession, type Session } from "@/lib/auth/session";
import { sessionEndedMarker } from "@/lib/auth/session-end";
import { unlessRevoked } from "@/lib/auth/revoked-sessions";
import { sessionEndReason } from "@/lib/upstream/sessions";

export type { Session } from "@/lib/auth/session";

/**
 * The current request's session, read once per request (React `cache()`), from its cookie. Never
 * call it under a public page rendered as the shared document (`lib/render-mode.ts`): reading the
 * cookie fails its static render. A public layout or page reads its viewer with
 * `viewerOf(mode)` and passes it down; student and admin pages, route handlers and actions call
 * this (or `requireUser()`…) and pass the session on.
 * @returns the session, or `null` when there is no cookie, it is expired or tampered with, or the
 *   web app refuses it (a logout the upstream did not confirm: `lib/auth/revoked-sessions.ts`).
 */
export const getSession = cache(async (): Promise<Session | null> =>
  unlessRevoked(await readSession()),
);

/** `/login?next=…` for a same-origin `nextPath` (anything else returns to `/`). */
export function loginUrl(nextPath?: string): Route {
  return hrefFor("/login", {}, { query: { next: nextParam(nextPath) } });
}

/**
 * `/signup?next=…` for a same-origin `nextPath` (anything else returns to `/`): the new student
 * comes back to the page that sent them, as after {@link loginUrl}.
 */
export function signupUrl(nextPath?: string): Route {
  return hrefFor("/signup", {}, { query: { next: nextParam(nextPath) } });
}

/** `nextPath` when it is a same-origin path other than `/` (the default landing), else nothing. */
function nextParam(nextPath: string | undefined): string | undefined {
  const next = safeNext(nextPath, "");
  return next && next !== "/" ? next : undefined;
}

/**
 * Any logged-in user (Student or Admin). Use for pages both may open, e.g. `/userProfile/{id}`,
 * where an admin views a student's profile and a student only their own (the page checks that).
 * @throws Next's redirect to `/login?next={nextPath}` (in the page's language: `/ar/login?…` on an
 *   Arabic page) when nobody is logged in.
 */
export async function requireUser(nextPath?: string): Promise<Session> {
  const session = await getSession();
  if (!session) return redirectLocalized(loginUrl(nextPath));
  return session;
}

/**
 * A logged-in Student. Student pages (`/editProfile`, `/enrolledCourses`, `/enrolledProducts`)
 * act on the session's own student record, which an admin does not have, so an Admin gets
 * not-found here (use {@link requireUser} where admins are welcome).
 * @throws Next's redirect to `/login?next={nextPath}` for a visitor; `notFound()` for an Admin.
 */
export async function requireStudent(nextPath?: string): Promise<Session & { role: "Student" }> {
  const session = await requireUser(nextPath);
  if (session.role !== "Student") notFound();
  return session as Session & { role: "Student" };
}

/**
 * A logged-in Admin. A student gets not-found (admin pages are not advertised to them).
 * @throws Next's redirect to `/login?next={nextPath}` for a visitor; `notFound()` for a Student.
 */
export async function requireAdmin(nextPath?: string): Promise<Session & { role: "Admin" }> {
  const session = await requireUser(nextPath);
  if (session.role !== "Admin") notFound();
  return session as Session & { role: "Admin" };
}

/**
 * Ends the session (removes the cookie). Only in server actions and route handlers.
 */
export async function endSession(): Promise<void> {
  await destroySession();
}

/**
 * `/login?next=…&sessionEnded=<marker>` after the upstream refused `token` (with its `reason`,
 * when it gave one): the login page says why, and `proxy.ts` drops the cookie that holds exactly
 * that token (`lib/auth/session-end.ts`).
 */
export async function sessionEndedLoginUrl(
  token: string,
  reason: string | null,
  nextPath?: string,
): Promise<Route> {
  const next = safeNext(nextPath, "");
  const marker = await sessionEndedMarker(token, reason);
  return hrefFor(
    "/login",
    {},
    { query: { next: next && next !== "/" ? next : undefined, [SESSION_ENDED_PARAM]: marker } },
  );
}

/**
 * Runs an upstream call with the session's token; when the upstream answers 401 the token is no
 * longer good (logged out elsewhere, idle, replaced by another device…), so the session ends and
 * the user is sent to log in again, told why.
 *
 * In a server action the cookie is removed here. While a server component renders cookies
 * cannot change, so the redirect carries a sealed `sessionEnded` marker naming the refused token
 * and `proxy.ts` removes the cookie on that request (otherwise it would bounce the
 * still-"logged-in" user away from /login). A bare `?sessionEnded=1` ends nothing.
 *
 * @throws Next's redirect to `/login` (in the page's language) on a 401; any other error of `call`
 *   unchanged.
 */
export async function withSessionToken<T>(
  session: Session,
  call: (token: string) => Promise<T>,
  nextPath?: string,
): Promise<T> {
  try {
    return await call(session.token);
  } catch (error) {
    if (!(error instanceof UpstreamError) || !error.isUnauthorized) throw error;
    try {
      await destroySession();
    } catch {
      // Rendering a server component: the proxy removes the cookie on the redirect below.
    }
    return redirectLocalized(
      await sessionEndedLoginUrl(session.token, sessionEndReason(error), nextPath),
    );
  }
}
