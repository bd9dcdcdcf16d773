"use client";

import { Link } from "@/components/ui/link";
import { useEffect, useRef, type ReactNode } from "react";
import { useSitePathname } from "@/lib/i18n/client";
import { isNavItemActive } from "@/lib/routes/active-link";
import type { NavItem } from "@/lib/routes/navigation";
import { LinkPending } from "./ui/link-pending";

/**
 * A menu link that marks itself `aria-current="page"` (and takes `activeClassName`) when it is
 * the current page or one of its sub-pages, and shows a spinner while its page loads.
 */
export function NavLink({
  href,
  activeFor,
  className,
  activeClassName,
  children,
}: Pick<NavItem, "href" | "activeFor"> & {
  className: string;
  activeClassName: string;
  children: ReactNode;
}) {
  const pathname = useSitePathname();
  const isActive = isNavItemActive({ href, activeFor }, pathname);
  return (
    <Link
      href={href}
      aria-current={isActive ? "page" : undefined}
      className={`${className} ${isActive ? activeClassName : ""}`}
    >
      {children}
      <LinkPending />
    </Link>
  );
}

/**
 * A `<details>` disclosure used for dropdowns and the mobile menu. Without JavaScript it opens
 * and closes natively (keyboard included: Enter/Space on the summary). With JavaScript it also
 * closes on Escape (returning focus to its button), on a click outside and after navigation.
 * `activeItems` highlight the summary when the current page is one of them.
 */
export function DisclosureMenu({
  summary,
  summaryClassName,
  activeSummaryClassName = "",
  activeItems = [],
  className = "",
  panelClassName,
  children,
}: {
  summary: ReactNode;
  summaryClassName: string;
  activeSummaryClassName?: string;
  activeItems?: readonly Pick<NavItem, "href" | "activeFor">[];
  className?: string;
  panelClassName: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  const pathname = useSitePathname();
  const isActive = activeItems.some((item) => isNavItemActive(item, pathname));

  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [pathname]);

  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const onPointerDown = (event: PointerEvent) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !details.open) return;
      details.open = false;
      details.querySelector("summary")?.focus();
    };
    const onFocusOut = (event: FocusEvent) => {
      if (details.open && event.relatedTarget && !details.contains(event.relatedTarget as Node)) {
        details.open = false;
      }
    };
    document.addEventListener("pointerdown", onPointerDown);
    details.addEventListener("keydown", onKeyDown);
    details.addEventListener("focusout", onFocusOut);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      details.removeEventListener("keydown", onKeyDown);
      details.removeEventListener("focusout", onFocusOut);
    };
  }, []);

  return (
    <details ref={ref} className={`group relative ${className}`}>
      <summary
        className={`cursor-pointer list-none [&::-webkit-details-marker]:hidden ${summaryClassName} ${
          isActive ? activeSummaryClassName : ""
        }`}
      >
        {summary}
      </summary>
      <div className={panelClassName}>{children}</div>
    </details>
  );
}
