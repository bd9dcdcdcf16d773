import type { Metadata } from "next";

/** The site-wide Open Graph image (1200×630 PNG in `public/images/`). */
const DEFAULT_OG_IMAGE = "/images/og-default.png";

/** A description for search engines: whitespace collapsed, cut to about 160 characters. */
export function seoDescription(text: string | null | undefined, fallback: string): string {
  const clean = (text ?? "").replace(/\s+/g, " ").trim() || fallback;
  return clean.length <= 160 ? clean : `${clean.slice(0, 157).trimEnd()}…`;
}

/**
 * The metadata of an indexable page: title, description, canonical URL and Open Graph (title,
 * description, URL, image). Paths are relative: the root layout's `metadataBase` (`env.SITE_URL`)
 * makes them absolute. `image` is a same-origin path (`/media/…`); the site image otherwise.
 */
export function pageMetadata(options: {
  title: string;
  description: string;
  path: string;
  image?: { url: string; alt: string } | null;
}): Metadata {
  const image = options.image ?? { url: DEFAULT_OG_IMAGE, alt: "BrightWay Engineering" };
  return {
    title: options.title,
    description: options.description,
    alternates: { canonical: options.path },
    openGraph: {
      type: "website",
      siteName: "BrightWay Engineering",
      title: options.title,
      description: options.description,
      url: options.path,
      images: [image],
    },
  };
}
