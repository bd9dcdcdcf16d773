import { trace } from "@opentelemetry/api";
import { NextResponse, type NextRequest } from "next/server";
import { FORM_FLASH_COOKIE, FORM_FLASH_HEADER } from "@/lib/actions/form-flash";
import { UNTRUSTED_FORWARDING_HEADERS } from "@/lib/auth/client-address";
import {
  isAdminPath,
  isGuestOnlyPath,
  isStudentPath,
  SESSION_ENDED_PARAM,
} from "@/lib/auth/routes";
import {
  readSessionSeal,
  SESSION_COOKIE_NAME,
  sessionOptions,
  touchedSessionCookie,
  type Session,
} from "@/lib/auth/session";
import { readSessionEndedMarker, tokenDigest } from "@/lib/auth/session-end";
import { unlessRevoked } from "@/lib/auth/revoked-sessions";
import { env } from "@/lib/env";
import { SERVICE_UNAVAILABLE_TEXT, unavailablePageHtml } from "@/lib/unavailable-page.mjs";
import { upstreamBreakerState } from "@/lib/upstream/breaker";
import { createNonce, pageSecurityHeaders, policyKindFor } from "@/lib/security-headers";
import { detailRouteFor, isMalformedDetailId } from "@/lib/unknown-detail";
import { isRenderTreePath, isServedPath, matchRoute } from "@/lib/routes/manifest";
import { currentRequestId } from "@/lib/request-context";
import { failureTextFor } from "@/lib/page-failure";
import { adminItemOf, checkAdminItem, checkItem } from "@/lib/item-check";
import { internalPath, localizedPath, splitLocalePath } from "@/lib/i18n/locale-path";
import type { Locale } from "@/lib/i18n/routing";

/**
 * Where a request for a path no page serves, or a details page's malformed id, is rewritten: the
 * language's stored not-found document (`app/[locale]/render/[mode]/(public)/[...rest]`), a
 * complete HTML page with status 404, drawn on the server.
 */
export const UNKNOWN_DETAIL_REWRITE = "/render/shared/_not-found";

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
  /**
   * True when `/login` carries a `sessionEnded` marker sealed by this server for this very
   * session's token (`lib/auth/session-end.ts`): the upstream refused it, so the cookie goes.
   */
  sessionEndedConfirmed?: boolean;
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
 * - `/login`, `/signup`: a logged-in user goes to `/`, except on `/login?sessionEnded=<marker>`
 *   when the marker names this session's token (the upstream has rejected it; see
 *   {@link RouteRequest.sessionEndedConfirmed}), where the session is dropped instead (a bare
 *   `?sessionEnded=1`, or a marker for another token, ends nothing: a link must not log anyone
 *   out), and except
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

  if (request.pathname === "/login" && session && request.sessionEndedConfirmed) {
    session = null;
    clearSession = true;
  }

  const toLogin = (): RouteDecision => ({
    action: "redirect",
    location: `/login?next=${encodeURIComponent(request.pathname + search)}`,
    clearSession,
  });

  if (isAdminPath(request.pathname))
    return session?.role === "Admin" ? { action: "next", clearSession } : toLogin();
  if (isStudentPath(request.pathname))
    return session ? { action: "next", clearSession } : toLogin();
  if (isGuestOnlyPath(request.pathname) && session) {
    // A student sent here from an admin page may want to log in as an admin: show the form.
    const next = new URLSearchParams(search).get("next");
    const wantsAdmin =
      request.pathname === "/login" && next !== null && isAdminPath(next.split("?")[0]!);
    if (wantsAdmin && session.role !== "Admin") return { action: "next", clearSession };
    return { action: "redirect", location: "/", clearSession };
  }
  return { action: "next", clearSession };
}

/**
 * A GET or HEAD of a page (a document or Next's own page data). Server actions (POST) pass on:
 * their upstream call fails at once with the breaker open and the form keeps its input.
 */
function isPageView(request: NextRequest): boolean {
  return request.method === "GET" || request.method === "HEAD";
}

/** 503 with `Retry-After` and a small page that says so, without rendering anything. */
function unavailableResponse(retryAfterSeconds: number): NextResponse {
  const html = unavailablePageHtml(SERVICE_UNAVAILABLE_TEXT);
  return new NextResponse(html, {
    status: 503,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Retry-After": String(retryAfterSeconds),
    },
  });
}

/** 500 with the page's own failure text (spec §8), for a page that cannot be built. */
function failedPageResponse(pathname: string): NextResponse {
  return new NextResponse(unavailablePageHtml(failureTextFor(pathname)), {
    status: 500,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/**
 * True when a student asks for another student's profile (`/userProfile/{id}`): it answers 404
 * as an unknown page does (the page itself refuses it too, but a page rendered per request has
 * sent its head, 200, before its `notFound()`). Admins open every profile.
 */
function isOthersProfile(pathname: string, session: Session | null): boolean {
  const match = matchRoute(pathname);
  if (match?.route.path !== "/userProfile/[id]" || !session || session.role === "Admin")
    return false;
  return decodeURIComponent(match.params.id ?? "") !== session.userId;
}

/** The admin's upstream token of a request's session, or null (a visitor, a student). */
async function adminTokenOf(request: NextRequest): Promise<string | null> {
  const session = await readSessionSeal(request.cookies.get(SESSION_COOKIE_NAME)?.value);
  return session?.role === "Admin" && session.expiresAt > Date.now() ? session.token : null;
}

/**
 * The response for a request before the security headers: the guard's redirect or pass, the
 * 404 rewrite of a malformed details id, or a plain pass for every other page. `requestHeaders`
 * (when given) replace the request's headers on the way to the page.
 */
async function routeResponse(
  request: NextRequest,
  route: { locale: Locale; url: NextRequest["nextUrl"] },
  requestHeaders: Headers,
): Promise<NextResponse> {
  const pass = { request: { headers: requestHeaders } };
  const { pathname, search } = route.url;
  // Every route lives under app/[locale], in the reader's language; a public page (or a route
  // handler below one) not sent to its shared document is rendered per request in the same
  // route tree (app/[locale]/render/[mode], lib/render-mode.ts).
  const toPage = (path: string, query = "") => {
    const internal = isRenderTreePath(path)
      ? `${PER_REQUEST_PREFIX}${path === "/" ? "" : path}`
      : path;
    return NextResponse.rewrite(
      new URL(internalPath(route.locale, internal) + query, request.url),
      pass,
    );
  };
  const detail = detailRouteFor(pathname);
  // A path no page or route handler serves (`/nope`), the shared documents' own internal
  // addresses (`/render/…`: reached only through the rewrite below) among them: the language's
  // not-found document.
  if (!isServedPath(pathname)) return toPage(UNKNOWN_DETAIL_REWRITE);
  if (detail && isMalformedDetailId(detail)) {
    // Why: in Next 16 a page's notFound() answers 404 with an empty <body> (the not-found
    // boundary only renders on the client; vercel/next.js #62228), so a browser without
    // JavaScript sees a blank page. The language's stored not-found document is drawn on the
    // server. The proxy makes no upstream calls, so only ids that cannot name any item are
    // rewritten here; a well-formed id of a missing item gets the page's <ItemNotFound />, drawn
    // on the server in a visitor's document (components/not-found-content.tsx).
    return toPage(UNKNOWN_DETAIL_REWRITE);
  }
  const shared = sharedDocumentRewrite({ nextUrl: route.url, cookies: request.cookies });
  const breaker = upstreamBreakerState();
  const perRequestPublic = !shared && Boolean(matchRoute(pathname)?.route.sharedDocument);
  if (
    breaker.state === "open" &&
    isPageView(request) &&
    (request.cookies.has(SESSION_COOKIE_NAME) || perRequestPublic)
  ) {
    // The upstream is down and this page is rendered for this request (a session's page, or a
    // public page with a query): it reads the upstream and is never served from a cache, so fail
    // fast and say when to retry. A visitor's plain public page goes on to its shared document,
    // which Next serves from its cache when stored (a never-stored one fails: Next's 500).
    return unavailableResponse(breaker.retryAfterSeconds);
  }
  if (shared) return toPage(shared);
  if (detail) {
    // A details page rendered per request (a session, a query): its item is checked here, as the
    // page's own notFound() or failure comes after its head is sent (lib/item-check.ts). A
    // visitor's stored document knows its status itself (the shared rewrite above).
    if (isPageView(request)) {
      const item = await checkItem(detail, await adminTokenOf(request));
      if (item === "missing") return toPage(UNKNOWN_DETAIL_REWRITE);
      if (item === "failed") return failedPageResponse(pathname);
    }
    return toPage(pathname, search);
  }
  // Only guarded pages read the cookie: a public page's response must not depend on (or drop)
  // a session, so that it can be shared by every visitor.
  if (!isAdminPath(pathname) && !isStudentPath(pathname) && !isGuestOnlyPath(pathname))
    return toPage(pathname, search);
  const seal = request.cookies.get(SESSION_COOKIE_NAME)?.value;
  // A session whose logout the upstream has not confirmed is refused here too (its cookie is
  // dropped), or the login page would bounce a refused browser back to the page it came from.
  const session = await unlessRevoked(await readSessionSeal(seal));
  const decision = decideRoute({
    pathname,
    search,
    session,
    hasCookie: Boolean(seal),
    sessionEndedConfirmed: await isSessionEndedFor(pathname, route.url.searchParams, session),
  });
  // A redirect keeps the reader's language; `?next=` holds the path without it (the login
  // action's redirect adds the language back).
  const adminItem =
    decision.action === "next" && session?.role === "Admin" && isPageView(request)
      ? adminItemOf(pathname)
      : null;
  const adminItemCheck =
    adminItem && session ? await checkAdminItem(adminItem, session.token) : null;
  if (adminItemCheck === "failed") return failedPageResponse(pathname);
  const response =
    decision.action === "redirect"
      ? NextResponse.redirect(new URL(localizedPath(route.locale, decision.location), request.url))
      : isOthersProfile(pathname, session) || adminItemCheck === "missing"
        ? toPage(UNKNOWN_DETAIL_REWRITE)
        : toPage(pathname, search);
  // Cleared with the cookie's own attributes: a browser ignores a `__Host-` cookie (https) set
  // without Secure, so a bare delete would leave the ended session's cookie in place.
  if (decision.clearSession)
    response.cookies.set(SESSION_COOKIE_NAME, "", { ...sessionOptions().cookieOptions, maxAge: 0 });
  else if (
    session &&
    decision.action === "next" &&
    (isAdminPath(pathname) || isStudentPath(pathname))
  ) {
    // A guarded page opened = the session is in use: roll its idle clock (at most once a minute).
    const touched = await touchedSessionCookie(session);
    if (touched) {
      response.cookies.set(SESSION_COOKIE_NAME, touched.value, {
        ...sessionOptions().cookieOptions,
        maxAge: touched.maxAgeSeconds,
      });
    }
  }
  return response;
}

/** The request header next-intl reads a request's locale from (its middleware's own name). */
const LOCALE_HEADER = "X-NEXT-INTL-LOCALE";

/**
 * The public pages' one route tree (`app/[locale]/render/[mode]`, `lib/render-mode.ts`), below
 * the locale: the shared document a visitor's plain request gets, and the page rendered for one
 * request (a session, a query), from the same route files.
 */
const SHARED_PREFIX = "/render/shared";
const PER_REQUEST_PREFIX = "/render/per-request";

/** Query keys that never change a page: Next's own cache-buster of its page data requests. */
const IGNORED_QUERY_KEYS = new Set(["_rsc"]);

/**
 * The shared document's internal address for a visitor's plain request of a public page, or null:
 * with a session cookie (the page depends on the viewer) or a query (`?q=`, `?page=`, `?video=`…:
 * never stored, so no outsider can fill the cache by varying it) the page is rendered per request
 * at its own address.
 */
export function sharedDocumentRewrite(
  request: Pick<NextRequest, "nextUrl" | "cookies">,
): string | null {
  const { pathname, searchParams } = request.nextUrl;
  if (!matchRoute(pathname)?.route.sharedDocument) return null;
  if (request.cookies.has(SESSION_COOKIE_NAME)) return null;
  if ([...searchParams.keys()].some((key) => !IGNORED_QUERY_KEYS.has(key))) return null;
  return pathname === "/" ? SHARED_PREFIX : `${SHARED_PREFIX}${pathname}`;
}

/** True when `/login`'s `sessionEnded` marker was sealed here for `session`'s own token. */
async function isSessionEndedFor(
  pathname: string,
  query: URLSearchParams,
  session: Session | null,
): Promise<boolean> {
  if (pathname !== "/login" || !session || !query.has(SESSION_ENDED_PARAM)) return false;
  const marker = await readSessionEndedMarker(query.get(SESSION_ENDED_PARAM));
  return marker !== null && marker.tokenDigest === (await tokenDigest(session.token));
}

/**
 * Next 16's request interceptor (formerly `middleware.ts`), run for every page (see
 * `config.matcher`):
 * - early redirects for admin, student and guest-only pages, from the sealed session cookie
 *   alone ({@link decideRoute}); the 404 page for unknown ids of the public details pages;
 * - the page's Content-Security-Policy (`lib/security-headers.ts`) and, on an https site, HSTS.
 *   Admin, student and auth pages get a fresh nonce, also set on the request
 *   (`Content-Security-Policy`, `x-nonce`) so that Next adds it to the scripts it renders;
 * - with no trusted reverse proxy (`TRUST_PROXY=0`), drops the forwarding headers a browser
 *   sent, so the client address the auth actions throttle by is the connection's
 *   (`lib/auth/client-address.ts`). Server actions post to page paths, so all pass here.
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  // `/ar/…` is Arabic, every other path English; `/en/…` is sent to the plain address.
  const { locale, pathname, explicitDefault } = splitLocalePath(request.nextUrl.pathname);
  if (explicitDefault) {
    const plain = new URL(localizedPath(locale, pathname) + request.nextUrl.search, request.url);
    return NextResponse.redirect(plain, 308);
  }
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  const kind = policyKindFor(pathname);
  const nonce = kind === "nonce" ? createNonce() : undefined;
  const headers = pageSecurityHeaders(kind, {
    nonce,
    isDev: env.NODE_ENV === "development",
    siteUrl: env.SITE_URL,
  });
  // Security boundary: reached directly (TRUST_PROXY=0), a browser's own forwarding headers
  // would pose as its address (throttling counts it); dropped, Next sets the connection's.
  const forged =
    env.TRUST_PROXY === 0
      ? UNTRUSTED_FORWARDING_HEADERS.filter((name) => request.headers.has(name))
      : [];
  // A form's failed result flashed across a no-JavaScript post (lib/actions/form-flash.ts) goes
  // to the page this request renders as a request header, and its cookie is dropped in the
  // answer, so that it shows once. (A cookie deleted here would be gone for the page too.)
  const flash =
    request.method === "GET" ? request.cookies.get(FORM_FLASH_COOKIE)?.value : undefined;
  const requestHeaders = new Headers(request.headers);
  for (const name of forged) requestHeaders.delete(name);
  if (nonce) {
    requestHeaders.set("content-security-policy", headers["Content-Security-Policy"]!);
    requestHeaders.set("x-nonce", nonce);
  }
  // Only the proxy sets it: a browser's own is dropped (a seal it could not make anyway).
  requestHeaders.delete(FORM_FLASH_HEADER);
  if (flash) requestHeaders.set(FORM_FLASH_HEADER, flash);
  // The language of server actions and route handlers (next-intl reads this header where no
  // `[locale]` param set it); the proxy's own, never a browser's.
  requestHeaders.set(LOCALE_HEADER, locale);
  const response = await routeResponse(request, { locale, url }, requestHeaders);
  // The not-found document is a stored public page whatever the address asked for (another
  // student's profile, a mistyped admin path): its scripts carry no nonce, so the public policy.
  const isNotFoundDocument = response.headers
    .get("x-middleware-rewrite")
    ?.endsWith(UNKNOWN_DETAIL_REWRITE);
  const sent =
    isNotFoundDocument && kind !== "public"
      ? pageSecurityHeaders("public", {
          isDev: env.NODE_ENV === "development",
          siteUrl: env.SITE_URL,
        })
      : headers;
  for (const [name, value] of Object.entries(sent)) response.headers.set(name, value);
  // The id this request's log line and upstream calls carry (`lib/request-context.ts`).
  const requestId = currentRequestId();
  if (requestId) response.headers.set("x-request-id", requestId);
  // An answer of the proxy's own (a redirect, a 503) is logged with its status by the request
  // log (`lib/telemetry/request-log.ts`), which reads it from the proxy's span.
  const isPassedOn =
    response.headers.has("x-middleware-next") || response.headers.has("x-middleware-rewrite");
  if (!isPassedOn) trace.getActiveSpan()?.setAttribute("http.status_code", response.status);
  if (flash) response.cookies.delete(FORM_FLASH_COOKIE);
  return response;
}

/**
 * Every page, and nothing else (Next reads this literal at build time). Left out:
 * - `_next/static`, `_next/image`, `/media/…`, `/images/…` and the metadata files: static bytes,
 *   the bulk of all requests; their headers come from `next.config.ts`.
 * - `/api/…` and `/download/…`: route handlers that check the session themselves. `/api` also
 *   because a proxy buffers request bodies (10 MB by default) and uploads may be larger.
 * - `/calendar/…`: the calendar subscription feed, fetched by calendar servers with no cookie
 *   (the token in its address is the proof).
 */
export const config = {
  matcher: [
    "/((?!api/|_next/static/|_next/image|media/|download/|calendar/|images/|favicon\\.ico$|icon\\.svg$|robots\\.txt$|sitemap\\.xml$).*)",
  ],
};
