import { getSession } from "@/lib/auth/guards";
import { connection } from "next/server";
import { PublicShell } from "@/components/public-shell";

// Blocking by design, not a migration opt-out: these pages carry a per-request nonce
// Content-Security-Policy (lib/security-headers.ts), which a static shell prerendered once cannot
// carry (Next's CSP guide: partial prerendering is incompatible with nonces). And without
// JavaScript a streamed Suspense hole stays hidden, while these forms must work by plain posts.
export const instant = false;

/** Login, signup and password reset share the public header and footer. */
export default async function AuthLayout({ children }: { children: React.ReactNode }) {
  // Rendered per request, always, even for a visitor with nothing per-request to read (the nonce).
  await connection();
  return <PublicShell session={await getSession()}>{children}</PublicShell>;
}
