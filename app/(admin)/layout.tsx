import { AdminShell } from "@/components/admin-shell";
import { requireAdmin } from "@/lib/auth/guards";
import { adminOrdersNav } from "@/lib/upstream/orders";

export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  // Security boundary (first line only): a layout does not re-run on every client navigation,
  // so each admin page and action checks the role again itself (architecture rule 2).
  const session = await requireAdmin();
  return <AdminShell sidebar={await adminOrdersNav(session.token)}>{children}</AdminShell>;
}
