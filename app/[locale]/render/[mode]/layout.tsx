import { resolveRenderMode } from "@/lib/render-mode";

/**
 * The public pages' one route tree (`lib/render-mode.ts`): `proxy.ts` rewrites a visitor's plain
 * request of a public page to `/render/shared/…`, the one document every visitor gets, stored
 * whole in Next's full-route cache on the first request and served from it until an admin's
 * change expires its tags; every other request of a public page (a session, a query) to
 * `/render/per-request/…`, rendered for that request from the same route files. `/render/…`
 * itself answers 404 from outside.
 *
 * `instant = false`, blocking by design: a per-request render waits for its session and reads
 * outside any `<Suspense>` (without JavaScript a streamed hole stays hidden, and search results
 * must show after a plain GET form), so there is no static shell for Next to check; the shared
 * document reads no cookie, header or query (`viewerOf`), so Next stores it whole.
 */
export const instant = false;

export { noModeAhead as generateStaticParams } from "@/lib/render-mode";

export default async function RenderTreeLayout({
  children,
  params,
}: LayoutProps<"/[locale]/render/[mode]">) {
  await resolveRenderMode(params);
  return children;
}
