import { resolveRenderMode } from "@/lib/render-mode";

/**
 * The shared documents of the public pages (`lib/render-mode.ts`): what every visitor gets,
 * stored whole in Next's full-route cache on the first request and served from it until an
 * admin's change expires its tags. `proxy.ts` rewrites a visitor's plain address here; the
 * route files below re-export the public pages, and `/render/…` itself answers 404 from outside.
 *
 * `ensureStatic = "navigation"`: the whole page must come from the stored render (a cookie,
 * header, query or uncached read in it fails the page instead of quietly rendering it per
 * request), and a first request waits for the complete document.
 */
export const ensureStatic = "navigation";

export { noModeAhead as generateStaticParams } from "@/lib/render-mode";

export default async function SharedDocumentLayout({
  children,
  params,
}: LayoutProps<"/[locale]/render/[mode]">) {
  await resolveRenderMode(params);
  return children;
}
