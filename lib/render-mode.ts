import "server-only";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { setRequestLocale } from "next-intl/server";
import { getSession, type Session } from "@/lib/auth/guards";
import { isLocale } from "@/lib/i18n/routing";
import type { SearchParams } from "@/lib/search-params";

/**
 * How a public page is rendered. The public pages have one route tree,
 * `app/[locale]/render/[mode]`, and `proxy.ts` picks its `[mode]` for each request:
 * - `shared`: the one document every visitor gets, stored in Next's full-route cache (ISR; in
 *   Redis with `REDIS_URL`). The proxy rewrites a visitor's plain request (no session cookie, no
 *   query) of a page with `sharedDocument` (`lib/routes/manifest.ts`) to `/render/shared/…`. It
 *   reads no cookie, header or query, so once stored a visitor's request renders nothing and
 *   reads nothing from the upstream.
 * - `per-request`: the same route files rendered for this request and never stored: a signed-in
 *   reader (the session decides Buy, Enrolled, the player, the admin's controls), a query
 *   (`?q=`, `?page=`, `?video=`…), and the public pages that are never shared (`/payment`);
 *   rewritten to `/render/per-request/…`. Such a page (like every admin, student and auth page)
 *   waits for its session and its reads outside any `<Suspense>` (the tree's layout says
 *   `instant = false`: there is no static shell for Next to check). Next still sends its head
 *   before the render ends, so the status of a details page is settled first by `proxy.ts`
 *   (its item check: 404, or 500 when the item cannot be read).
 *
 * The mode is a route param, never stored: every public layout and page takes it from
 * {@link resolveRenderMode} and passes it, or the viewer from {@link viewerOf}, down as an
 * argument or prop to whatever depends on the reader (their holdings, entitlement, progress, an
 * admin's draft preview…). Nothing under a shared page may call `getSession()`: a cookie read
 * would make the shared document depend on its first visitor's request.
 */
export type RenderMode = "shared" | "per-request";

/** The `[mode]` of `app/[locale]/render/[mode]` for the shared document. */
const SHARED = "shared";

/** The `[mode]` of `app/[locale]/render/[mode]` for a page rendered for one request. */
const PER_REQUEST = "per-request";

/** A `[mode]` value that names no mode: the one `next build` renders (a 404 that reads nothing). */
const NOT_A_RENDER_MODE = "none";

/**
 * This render's mode from the route's params, and its locale declared to next-intl: the first
 * thing every public layout and page does, before any read. Nothing is stored: the caller passes
 * the mode (or {@link viewerOf}'s viewer) on to what it renders. (Next renders a layout and its
 * page side by side, so each resolves it for what it renders. Under `app/[locale]/render/[mode]` a
 * mode not listed at build time suspends here while `next build` prerenders, so nothing is read
 * from the upstream then.) In the `shared` mode nothing below may call `getSession()`: read the
 * viewer with {@link viewerOf}.
 * @throws Next's not-found for an unknown locale or a `[mode]` other than `shared` and
 *   `per-request`.
 */
export async function resolveRenderMode(params: Promise<object>): Promise<RenderMode> {
  // A page's own `PageProps` params: its `locale` (`app/[locale]`) and `mode`
  // (`app/[locale]/render/[mode]`). The locale is declared first: next-intl reads it from here,
  // not from a request header, so a stored document stays static.
  const { mode, locale } = (await params) as { mode?: string; locale?: string };
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  if (mode === PER_REQUEST) {
    // Rendered for this request only: never prerendered at `next build`, never stored.
    await connection();
    return "per-request";
  }
  if (mode !== SHARED) notFound();
  return "shared";
}

/**
 * The reader of a page rendered in `mode`: `null` in the shared document (it has no viewer, and
 * the session cookie stays unread: reading it would fail the static render), else the request's
 * session (`getSession()`, read once per request, so every caller gets the same object).
 * @returns the session, or `null` for the shared document and for a visitor.
 */
export async function viewerOf(mode: RenderMode): Promise<Session | null> {
  return mode === "shared" ? null : getSession();
}

/**
 * A public page's query in `mode`: none in the shared document (`proxy.ts` sends any query to the
 * per-request page, and reading it would fail the shared document's static render).
 */
export async function pageQuery(
  mode: RenderMode,
  searchParams: Promise<SearchParams>,
): Promise<SearchParams> {
  return mode === "shared" ? {} : searchParams;
}

/**
 * `generateStaticParams` of `app/[locale]/render/[mode]`: no real mode, so that `next build` reads
 * nothing upstream (the upstream may not run then); Next renders each shared document on its
 * first request, sends it whole, and stores it.
 */
export function noModeAhead(): { mode: string }[] {
  return [{ mode: NOT_A_RENDER_MODE }];
}

/**
 * `generateStaticParams` of a shared details page: one placeholder id under no mode, so that Next
 * stores each real item's document under its own address on its first request.
 */
export function noItemsAhead(): { id: string }[] {
  return [{ id: NOT_A_RENDER_MODE }];
}

/** `generateStaticParams` of the shared certificate page: as {@link noItemsAhead}, for its `[code]`. */
export function noCodesAhead(): { code: string }[] {
  return [{ code: NOT_A_RENDER_MODE }];
}
