import { getSession } from "@/lib/auth/guards";
import { connection } from "next/server";
import { PublicShell } from "@/components/public-shell";

// Rendered per request and sent whole (lib/render-mode.ts): no static shell for Next to check.
export const instant = false;

/** Login, signup and password reset share the public header and footer. */
export default async function AuthLayout({ children }: { children: React.ReactNode }) {
  // Rendered per request, always: these pages carry a nonce Content-Security-Policy
  // (lib/security-headers.ts), and a page prerendered once cannot carry a per-request nonce.
  await connection();
  return <PublicShell session={await getSession()}>{children}</PublicShell>;
}
