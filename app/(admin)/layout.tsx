import { AdminSidebar } from "@/components/admin-sidebar";
import { SkipLink } from "@/components/skip-link";
import { requireAdmin } from "@/lib/auth/guards";

export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  // Security boundary (first line only): a layout does not re-run on every client navigation,
  // so each admin page and action checks the role again itself (architecture rule 2).
  await requireAdmin();
  return (
    <div className="flex min-h-dvh flex-col lg:flex-row">
      <SkipLink />
      <AdminSidebar />
      <main id="main" tabIndex={-1} className="min-w-0 flex-1 bg-slate-50 focus:outline-none">
        {children}
      </main>
    </div>
  );
}
