/**
 * The security headers of every response (pure: no env, no request; `proxy.ts` and
 * `next.config.ts` apply them).
 *
 * Two page policies, because a nonce needs a page rendered per request (each page's kind is its
 * `csp` in the route manifest, `lib/routes/manifest.ts`):
 * - `nonce`: admin, student and auth pages (always rendered per request). Scripts run only with
 *   the request's nonce (`'strict-dynamic'` lets Next's runtime load its chunks); the proxy puts
 *   the policy on the request too, where Next finds the nonce and adds it to its own scripts.
 * - `public`: every other page (home, lists, details, products, publications, 404). They are
 *   meant to be served from a cache shared by all visitors, where a per-request nonce cannot
 *   live, so scripts are allowed from our origin and inline (`'unsafe-inline'`); everything else
 *   is as strict as on `nonce` pages.
 * Non-page responses get `resource` (JSON, images: nothing may load or run) or `download` (files
 * a browser may open inline).
 */
import { routeFor, type PagePolicyKind } from "./routes/manifest";
import { VIDEO_PLAYER_ORIGINS } from "./video-embed";

/** Which Content-Security-Policy a response gets; see the module comment. */
export type PolicyKind = PagePolicyKind | "resource" | "download";

/**
 * The policy kind of a request path (`pathname` without query): `resource` for `/api/…`,
 * `/media/…`, `/calendar/…` (subscription feeds) and a live session's Join
 * (`/onlineCourseDetails/{id}/join/{sessionId}`, a redirect), `download` for `/download/…` and a
 * course's `.ics` (`/onlineCourseDetails/{id}/calendar`), the page's `csp` in the route manifest
 * for a page (`nonce` for admin, student and auth pages), `public` for any other path (the 404 page).
 */
export function policyKindFor(pathname: string): PolicyKind {
  if (/^\/(api|media|calendar)(\/|$)/.test(pathname)) return "resource";
  if (/^\/onlineCourseDetails\/[^/]+\/join\/[^/]+$/.test(pathname)) return "resource";
  if (
    /^\/download(\/|$)/.test(pathname) ||
    /^\/onlineCourseDetails\/[^/]+\/calendar$/.test(pathname)
  )
    return "download";
  return routeFor(pathname)?.csp ?? "public";
}

/** What a policy depends on besides its kind. */
export interface PolicyOptions {
  /** The request's nonce; required for `nonce` policies. */
  nonce?: string;
  /** `next dev`: React needs `eval` for its error overlay and stacks (never in production). */
  isDev?: boolean;
  /** The public origin is https (`SITE_URL`): ask browsers to upgrade any http sub-request. */
  isHttps?: boolean;
}

/**
 * The Content-Security-Policy header value for a kind.
 *
 * Page policies allow: scripts as above; styles from us and inline (React `style` attributes
 * and Next's inline styles); images from us and `blob:` (admin previews of a chosen file, made
 * with `URL.createObjectURL`); fonts, fetches (server actions, RSC) and everything else from us
 * only; frames only for the video players of `lib/video-embed.ts`; no plugins; no `<base>`
 * elsewhere; forms post only to us; no framing of our pages.
 *
 * Why the player frames are allowed on every page, not only on course details: a link followed
 * inside the app (Next's client navigation) keeps the document, and so the policy, of the first
 * page loaded; a student who opens a course from /enrolledCourses plays it under that page's policy.
 *
 * @throws Error for a `nonce` policy without a nonce.
 */
export function contentSecurityPolicy(kind: PolicyKind, options: PolicyOptions = {}): string {
  if (kind === "resource") {
    return "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
  }
  if (kind === "download") {
    // Why no default-src/object-src: Chrome shows an inline PDF in a plugin document, which a
    // policy restricting objects blocks. The file itself runs nothing of ours.
    return "frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
  }
  if (kind === "nonce" && !options.nonce)
    throw new Error("A nonce policy needs the request's nonce");
  const evalSource = options.isDev ? " 'unsafe-eval'" : "";
  const scripts =
    kind === "nonce"
      ? `'self' 'nonce-${options.nonce}' 'strict-dynamic'${evalSource}`
      : `'self' 'unsafe-inline'${evalSource}`;
  const directives = [
    "default-src 'self'",
    `script-src ${scripts}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' blob:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${VIDEO_PLAYER_ORIGINS.join(" ")}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (options.isHttps) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/**
 * Features no page of ours uses are switched off for us and any frame; fullscreen stays for us
 * and the video players. `camera=()` concerns only scripts asking for a camera stream
 * (`getUserMedia`): a file input with `capture` opens the phone's own camera app and is not
 * affected.
 */
export const PERMISSIONS_POLICY = [
  "camera=()",
  "microphone=()",
  "geolocation=()",
  "payment=()",
  "usb=()",
  "serial=()",
  "hid=()",
  "display-capture=()",
  "browsing-topics=()",
  `fullscreen=(self ${VIDEO_PLAYER_ORIGINS.map((origin) => `"${origin}"`).join(" ")})`,
].join(", ");

/**
 * Headers that are the same on every response (`next.config.ts` sends them on every path,
 * static files and route handlers included).
 */
export const STATIC_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": PERMISSIONS_POLICY,
};

/**
 * `Strict-Transport-Security`: one year, this host and every subdomain (`includeSubDomains`, so an
 * http sibling cannot be used to plant cookies on this one), sent only when the public origin is
 * https.
 */
const HSTS_VALUE = "max-age=31536000; includeSubDomains";

/**
 * The per-request headers the proxy adds to a page response: the Content-Security-Policy of the
 * path's kind, and HSTS when `siteUrl` is https (a browser then refuses plain http to this host
 * for a year, so it must never be sent from an http deployment).
 */
export function pageSecurityHeaders(
  kind: PolicyKind,
  options: { nonce?: string; isDev?: boolean; siteUrl: string },
): Record<string, string> {
  const isHttps = options.siteUrl.startsWith("https://");
  const headers: Record<string, string> = {
    "Content-Security-Policy": contentSecurityPolicy(kind, {
      nonce: options.nonce,
      isDev: options.isDev,
      isHttps,
    }),
  };
  if (isHttps) headers["Strict-Transport-Security"] = HSTS_VALUE;
  return headers;
}

/** A fresh nonce: 128 random bits, base64. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
