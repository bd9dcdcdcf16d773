"use client";

import NextLink from "next/link";
import { useState, type ComponentProps } from "react";
import { usePageLocale } from "@/lib/i18n/client";
import { localizedPath } from "@/lib/i18n/locale-path";
import type { Locale } from "@/lib/i18n/routing";

/**
 * Next's `<Link>` that prefetches on intent (a pointer over it, a touch, keyboard focus) instead of
 * on sight, the pattern of Next's prefetching guide ("Hover-triggered prefetch"). Why: a page
 * links a dozen others on screen, and prefetching each one's data and JavaScript cost a visitor
 * on a slow phone 20–70 KB per page they never asked for (the consultancy page's form code on the
 * home page, the home page's carousel on a product's page). A link someone reaches for still
 * loads ahead of the click; a `prefetch` given here applies from then on.
 *
 * A path of the site (`/products`) is written in the page's language (`/ar/products` on an
 * Arabic page); `locale` picks another language (the language switch).
 */
export function Link({
  prefetch,
  onPointerEnter,
  onTouchStart,
  onFocus,
  href,
  locale,
  ...props
}: ComponentProps<typeof NextLink> & { locale?: Locale }) {
  const [hasIntent, setHasIntent] = useState(false);
  const pageLocale = usePageLocale();
  const language = locale ?? pageLocale;
  const target =
    typeof href === "string"
      ? href.startsWith("/")
        ? localizedPath(language, href)
        : href
      : href.pathname?.startsWith("/")
        ? { ...href, pathname: localizedPath(language, href.pathname) }
        : href;
  return (
    <NextLink
      {...props}
      href={target}
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
