import { resolveRenderMode, viewerOf } from "@/lib/render-mode";
import { PublicShell } from "@/components/public-shell";

/** The public pages' header and footer, for a visitor (the shared document) or the signed-in reader. */
export default async function PublicLayout({
  children,
  params,
}: LayoutProps<"/[locale]/render/[mode]">) {
  const mode = await resolveRenderMode(params);
  return <PublicShell session={await viewerOf(mode)}>{children}</PublicShell>;
}
