import { resolveRenderMode, viewerOf } from "@/lib/render-mode";
import { AdminShell } from "@/components/admin-shell";
import { PublicShell } from "@/components/public-shell";
import { adminOrdersNav } from "@/lib/upstream/orders";

/**
 * Course details pages: public, but for an admin the admin sidebar replaces the public header
 * (spec §2, "Header and navigation"). A separate route group so only these pages decide it.
 */
export default async function CourseLayout({
  children,
  params,
}: LayoutProps<"/[locale]/render/[mode]">) {
  const session = await viewerOf(await resolveRenderMode(params));
  if (session?.role !== "Admin") return <PublicShell session={session}>{children}</PublicShell>;
  return <AdminShell sidebar={await adminOrdersNav(session.token)}>{children}</AdminShell>;
}
