import Image from "next/image";
import type { ReactNode } from "react";

/** The `sizes` of the covers: a card of a three-, two- or one-column list, and a details page's hero. */
export const coverSizes = {
  card: "(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw",
  hero: "(min-width: 1024px) 480px, 100vw",
} as const;

/**
 * An image filling its positioned frame (`fill`, `object-cover`), or `fallback` when there is no
 * image. `preload` marks the page's LCP image (preloaded, fetched with high priority).
 */
export function CoverImage({
  src,
  alt,
  sizes,
  preload = false,
  fallback = null,
}: {
  src: string | null | undefined;
  alt: string;
  sizes: string;
  preload?: boolean;
  fallback?: ReactNode;
}) {
  if (!src) return fallback;
  return (
    <Image
      src={src}
      alt={alt}
      fill
      sizes={sizes}
      preload={preload}
      fetchPriority={preload ? "high" : undefined}
      className="object-cover"
    />
  );
}
