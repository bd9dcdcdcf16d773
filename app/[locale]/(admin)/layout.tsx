import { AdminShell } from "@/components/admin-shell";
import { requireAdmin } from "@/lib/auth/guards";
import { hasEnquiries } from "@/lib/upstream/enquiries";
import { adminOrdersNav } from "@/lib/upstream/orders";
import { hasSessions } from "@/lib/upstream/sessions";

// Blocking by design, not a migration opt-out: these pages carry a per-request nonce
// Content-Security-Policy (lib/security-headers.ts), which a static shell prerendered once cannot
// carry (Next's CSP guide: partial prerendering is incompatible with nonces). The role check and
// the sidebar's reads run before anything is sent.
export const instant = false;

export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  // Security boundary (first line only): a layout does not re-run on every client navigation,
  // so each admin page and action checks the role again itself (architecture rule 2).
  const session = await requireAdmin();
  const [ordersNav, sessions, enquiries] = await Promise.all([
    adminOrdersNav(session.token),
    hasSessions(),
    hasEnquiries(),
  ]);
  return (
    <AdminShell sidebar={{ ...ordersNav, hasSessions: sessions, hasEnquiries: enquiries }}>
      {children}
    </AdminShell>
  );
}
