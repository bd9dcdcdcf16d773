import { getSession } from "@/lib/auth/guards";
import { resolveRenderMode } from "@/lib/render-mode";
import { PublicShell } from "@/components/public-shell";

// Rendered per request and sent whole (lib/render-mode.ts): no static shell for Next to check.
export const instant = false;

export default async function PublicLayout({ children, params }: LayoutProps<"/">) {
  await resolveRenderMode(params);
  return <PublicShell session={await getSession()}>{children}</PublicShell>;
}
