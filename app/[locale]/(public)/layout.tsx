import { resolveRenderMode, viewerOf } from "@/lib/render-mode";
import { PublicShell } from "@/components/public-shell";

// Blocking by design, not a migration opt-out: this is the per-request render only (a signed-in
// reader, or a query); visitors get the cached document of app/render/[mode]. Without JavaScript a
// streamed Suspense hole stays hidden (search results must show after a plain GET form), and a
// page sent whole carries its true status (lib/render-mode.ts).
export const instant = false;

export default async function PublicLayout({ children, params }: LayoutProps<"/[locale]">) {
  const mode = await resolveRenderMode(params);
  return <PublicShell session={await viewerOf(mode)}>{children}</PublicShell>;
}
