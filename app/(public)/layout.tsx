import { getSession } from "@/lib/auth/guards";
import { resolveRenderMode, type RenderParams } from "@/lib/render-mode";
import { PublicShell } from "@/components/public-shell";

export default async function PublicLayout({ children, params }: { children: React.ReactNode; params: RenderParams }) {
  await resolveRenderMode(params);
  return <PublicShell session={await getSession()}>{children}</PublicShell>;
}
