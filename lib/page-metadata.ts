import type { Metadata } from "next";
import { localizedPath } from "@/lib/i18n/locale-path";
import type { Locale } from "@/lib/i18n/routing";

/** The site-wide Open Graph image (1200×630 PNG in `public/images/`). */
const DEFAULT_OG_IMAGE = "/images/og-default.png";

/** A description for search engines: whitespace collapsed, cut to about 160 characters. */
export function seoDescription(text: string | null | undefined, fallback: string): string {
  const clean = (text ?? "").replace(/\s+/g, " ").trim() || fallback;
  return clean.length <= 160 ? clean : `${clean.slice(0, 157).trimEnd()}…`;
}

/**
 * The canonical address of a public page (`path`, a site path without the language, e.g.
 * `/products`) in `locale`, with its addresses in both languages: `en` and `x-default` at the
 * spec's path, `ar` under `/ar`. For `alternates` of a page's metadata (relative to `metadataBase`).
 */
export function localeAlternates(
  path: string,
  locale: Locale = "en",
): { canonical: string; languages: Record<"en" | "ar" | "x-default", string> } {
  return {
    canonical: localizedPath(locale, path),
    languages: {
      en: localizedPath("en", path),
      ar: localizedPath("ar", path),
      "x-default": localizedPath("en", path),
    },
  };
}

/**
 * The metadata of an indexable page: title, description, canonical URL in `locale` (English by
 * default) with the page's address in each language, and Open Graph (title, description, URL,
 * image, locale). `path` is the site path without the language. Paths are relative: the root
 * layout's `metadataBase` (`env.SITE_URL`) makes them absolute. `image` is a same-origin path
 * (`/media/…`); the site image otherwise.
 */
export function pageMetadata(options: {
  title: string;
  description: string;
  path: string;
  image?: { url: string; alt: string } | null;
  locale?: Locale;
}): Metadata {
  const image = options.image ?? { url: DEFAULT_OG_IMAGE, alt: "BrightWay Engineering" };
  const locale = options.locale ?? "en";
  const alternates = localeAlternates(options.path, locale);
  return {
    title: options.title,
    description: options.description,
    alternates,
    openGraph: {
      type: "website",
      siteName: "BrightWay Engineering",
      title: options.title,
      description: options.description,
      url: alternates.canonical,
      locale: locale === "ar" ? "ar_EG" : "en_US",
      images: [image],
    },
  };
}
