import { PublicShell } from "@/components/public-shell";

// Student pages are rendered per request for the signed-in student (their data is private and never cached).
// Blocking by design: Next's check that a page has a static shell does not apply here.
export const instant = false;

export default function StudentLayout({ children }: { children: React.ReactNode }) {
  return <PublicShell>{children}</PublicShell>;
}
