import { getSession } from "@/lib/auth/guards";
import { PublicShell } from "@/components/public-shell";

// Rendered per request and sent whole (lib/render-mode.ts): no static shell for Next to check.
export const instant = false;

export default async function StudentLayout({ children }: { children: React.ReactNode }) {
  return <PublicShell session={await getSession()}>{children}</PublicShell>;
}
