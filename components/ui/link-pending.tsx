"use client";

import { useLinkStatus } from "next/link";
import { SpinnerRing } from "@/components/course/loading-spinner";
import { clientMessages } from "@/lib/client-messages";
import { clsx } from "clsx";

/**
 * Put inside a `<Link>`: while a client navigation to that link's page is loading, shows a small
 * spinner with 'Loading...' for screen readers (spec §2: lists show a spinner while fetching).
 * Pages stream nothing (no `loading.tsx`: browsers without JavaScript get the whole page and
 * unknown ids keep their 404), so this is the "still fetching" feedback; without JavaScript the
 * browser's own page loading shows instead.
 *
 * By default the text sits in a `role="status"` region that is always there (so the change is
 * announced) and takes no room when idle. `live={false}` leaves the region out, for a place that
 * already has its own status region. `className` places the visible spinner. It fades in after
 * 150 ms, so a fast navigation does not flash it.
 *
 * Classes are joined with `clsx`, not `cn`: this is the one component of `components/ui` in every
 * visitor's JavaScript, and `tailwind-merge` would add about 8 KB (Brotli) to each page for
 * nothing, as a caller's `className` only places the spinner and never overrides these classes.
 */
export function LinkPending({
  className = "ms-2",
  live = true,
}: {
  className?: string;
  live?: boolean;
}) {
  const { pending } = useLinkStatus();
  const indicator = pending ? (
    <span className={clsx("inline-flex animate-pending-in items-center", className)}>
      <SpinnerRing size="sm" />
      <span className="sr-only">{clientMessages.loading}</span>
    </span>
  ) : null;
  return live ? <span role="status">{indicator}</span> : indicator;
}
