import { resolveRenderMode, viewerOf } from "@/lib/render-mode";
import { AdminShell } from "@/components/admin-shell";
import { PublicShell } from "@/components/public-shell";
import { adminOrdersNav } from "@/lib/upstream/orders";

// Blocking by design, not a migration opt-out: this is the per-request render only (a signed-in
// reader, or a query); visitors get the cached document of app/render/[mode]. Without JavaScript a
// streamed Suspense hole stays hidden (search results must show after a plain GET form), and a
// page sent whole carries its true status (lib/render-mode.ts).
export const instant = false;

/**
 * Course details pages: public, but for an admin the admin sidebar replaces the public header
 * (spec §2, "Header and navigation"). A separate route group so only these pages decide it.
 */
export default async function CourseLayout({ children, params }: LayoutProps<"/[locale]">) {
  const session = await viewerOf(await resolveRenderMode(params));
  if (session?.role !== "Admin") return <PublicShell session={session}>{children}</PublicShell>;
  return <AdminShell sidebar={await adminOrdersNav(session.token)}>{children}</AdminShell>;
}
