import type { ReactNode } from "react";
import { AdminSidebar, type AdminSidebarProps } from "./admin-sidebar";
import { SkipLink } from "./skip-link";

/**
 * The page frame for admins: skip link, the admin sidebar (spec §2) and `<main id="main">`.
 * `sidebar` carries what the layout learnt from the upstream (orders extension, badge count).
 */
export function AdminShell({
  children,
  sidebar,
}: {
  children: ReactNode;
  sidebar?: AdminSidebarProps;
}) {
  return (
    <div className="flex min-h-dvh flex-col lg:flex-row">
      <SkipLink />
      <AdminSidebar {...sidebar} />
      <main id="main" tabIndex={-1} className="min-w-0 flex-1 bg-slate-50 focus:outline-none">
        {children}
      </main>
    </div>
  );
}
