import { AdminShell } from "@/components/admin-shell";
import { requireAdmin } from "@/lib/auth/guards";
import { hasEnquiries } from "@/lib/upstream/enquiries";
import { adminOrdersNav } from "@/lib/upstream/orders";
import { hasSessions } from "@/lib/upstream/sessions";

// Rendered per request and sent whole (lib/render-mode.ts): no static shell for Next to check.
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
