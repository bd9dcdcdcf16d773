"use client";

import NextLink, { type LinkProps } from "next/link";
import { useState } from "react";

/**
 * Next's `<Link>` that prefetches on intent (a pointer over it, a touch, keyboard focus) instead of
 * on sight, the pattern of Next's prefetching guide ("Hover-triggered prefetch"). Why: a page
 * links a dozen others on screen, and prefetching each one's data and JavaScript cost a visitor
 * on a slow phone 20–70 KB per page they never asked for (the consultancy page's form code on the
 * home page, the home page's carousel on a product's page). A link someone reaches for still
 * loads ahead of the click; a `prefetch` given here applies from then on.
 */
export function Link<RouteType>({
  prefetch,
  onPointerEnter,
  onTouchStart,
  onFocus,
  ...props
}: LinkProps<RouteType>) {
  const [hasIntent, setHasIntent] = useState(false);
  return (
    <NextLink<RouteType>
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
