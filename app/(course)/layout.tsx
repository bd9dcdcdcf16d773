import { AdminShell } from "@/components/admin-shell";
import { PublicShell } from "@/components/public-shell";
import { getSession } from "@/lib/auth/guards";
import { adminOrdersNav } from "@/lib/upstream/orders";

// A course page waits for its course (a cached catalogue read) before its first byte, so that a course that cannot be read answers 500, never a 200 shell; the viewer's part (Buy or the player, progress, the admin's editor) depends on the session.
// Blocking by design: Next's check that a page has a static shell does not apply here.
export const instant = false;

/**
 * Course details pages: public, but for an admin the admin sidebar replaces the public header
 * (spec §2, "Header and navigation"). A separate route group so only these pages decide it.
 */
export default async function CourseLayout({ children }: { children: React.ReactNode }) {
  const session = await getSession();
  if (session?.role !== "Admin") return <PublicShell>{children}</PublicShell>;
  return <AdminShell sidebar={await adminOrdersNav(session.token)}>{children}</AdminShell>;
}
