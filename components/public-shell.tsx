import type { ReactNode } from "react";
import type { Session } from "@/lib/auth/guards";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { SkipLink } from "./skip-link";

/**
 * The page frame for visitors and students: skip link, header (its account corner for `session`,
 * `null` for a visitor's), `<main id="main">`, footer.
 */
export function PublicShell({
  session,
  children,
}: {
  session: Session | null;
  children: ReactNode;
}) {
  return (
    <>
      <SkipLink />
      <SiteHeader session={session} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
