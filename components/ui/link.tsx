"use client";

import { useState, type ComponentProps } from "react";
import { Link as LocaleLink } from "@/lib/i18n/navigation";

/**
 * Next's `<Link>` that prefetches on intent (a pointer over it, a touch, keyboard focus) instead of
 * on sight, the pattern of Next's prefetching guide ("Hover-triggered prefetch"). Why: a page
 * links a dozen others on screen, and prefetching each one's data and JavaScript cost a visitor
 * on a slow phone 20–70 KB per page they never asked for (the consultancy page's form code on the
 * home page, the home page's carousel on a product's page). A link someone reaches for still
 * loads ahead of the click; a `prefetch` given here applies from then on. It is next-intl's link:
 * `/products` on an Arabic page goes to `/ar/products` (`locale` picks another language).
 */
export function Link({
  prefetch,
  onPointerEnter,
  onTouchStart,
  onFocus,
  ...props
}: ComponentProps<typeof LocaleLink>) {
  const [hasIntent, setHasIntent] = useState(false);
  return (
    <LocaleLink
      {...props}
      prefetch={hasIntent ? prefetch : false}
      onPointerEnter={(event) => {
        setHasIntent(true);
        onPointerEnter?.(event);
      }}
      onTouchStart={(event) => {
        setHasIntent(true);
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        setHasIntent(true);
        onFocus?.(event);
      }}
    />
  );
}
