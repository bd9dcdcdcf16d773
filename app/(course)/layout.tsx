import { AdminShell } from "@/components/admin-shell";
import { PublicShell } from "@/components/public-shell";
import { getSession } from "@/lib/auth/guards";
import { adminOrdersNav } from "@/lib/upstream/orders";

/**
 * Course details pages: public, but for an admin the admin sidebar replaces the public header
 * (spec §2, "Header and navigation"). A separate route group so only these pages decide it.
 */
export default async function CourseLayout({ children }: { children: React.ReactNode }) {
  const session = await getSession();
  if (session?.role !== "Admin") return <PublicShell>{children}</PublicShell>;
  return <AdminShell sidebar={await adminOrdersNav(session.token)}>{children}</AdminShell>;
}
