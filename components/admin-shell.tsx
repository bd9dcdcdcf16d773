import type { ReactNode } from "react";
import { AdminSidebar } from "./admin-sidebar";
import { SkipLink } from "./skip-link";

/** The page frame for admins: skip link, the admin sidebar (spec §2) and `<main id="main">`. */
export function AdminShell({ children }: { children: ReactNode }) {
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
