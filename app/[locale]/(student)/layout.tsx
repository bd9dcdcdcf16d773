import { getSession } from "@/lib/auth/guards";
import { PublicShell } from "@/components/public-shell";

// Blocking by design, not a migration opt-out: these pages carry a per-request nonce
// Content-Security-Policy (lib/security-headers.ts), which a static shell prerendered once cannot
// carry (Next's CSP guide: partial prerendering is incompatible with nonces). And without
// JavaScript a streamed Suspense hole stays hidden, while a signed-in reader must reach Profile.
export const instant = false;

export default async function StudentLayout({ children }: { children: React.ReactNode }) {
  return <PublicShell session={await getSession()}>{children}</PublicShell>;
}
