import type { Route } from "next";
import { Link } from "@/components/ui/link";
import type { ReactNode } from "react";

/**
 * The top of an admin page: its one `h1` and, when given, the line under it saying what the page
 * is for.
 */
export function PageHeading({
  title,
  intro,
  className,
}: {
  title: ReactNode;
  intro?: ReactNode;
  /** Extra classes of the `h1` (e.g. `mt-2` under a breadcrumb). */
  className?: string;
}) {
  return (
    <>
      <h1
        className={`text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl${className ? ` ${className}` : ""}`}
      >
        {title}
      </h1>
      {intro ? <p className="mt-2 text-slate-700">{intro}</p> : null}
    </>
  );
}

/** A link inside a page's intro line (to the public page it manages, or back to its list). */
export function IntroLink({ href, children }: { href: Route; children: ReactNode }) {
  return (
    <Link href={href} className="font-medium text-brand-800 underline">
      {children}
    </Link>
  );
}
