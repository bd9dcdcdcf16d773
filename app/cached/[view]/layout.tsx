import { notFound } from "next/navigation";
import { PublicShell } from "@/components/public-shell";
import { cachedViewKey } from "@/lib/cached-view";

/**
 * The cached twin of the public pages (see `lib/cached-view.ts`): the same pages, rendered for a
 * visitor without cookies or query and kept in Next's page cache until a cache tag they read is
 * invalidated, or an hour passes. The proxy rewrites a visitor's plain request here; the browser
 * keeps the public address. Nothing is rendered at build time (the upstream may not run then):
 * each page is rendered on its first request.
 */
export const dynamic = "force-static";
export const revalidate = 3600;

export function generateStaticParams(): Array<{ view: string }> {
  return [];
}


export default async function CachedViewLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<{ view: string }>;
}) {
  const { view } = await params;
  // Only this app's own twin (its upstream's key) is served.
  if (view !== cachedViewKey()) notFound();
  return <PublicShell>{children}</PublicShell>;
}
