import Image from "next/image";
import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

/** `sizes` of an image as wide as a card in the lists' grid (1, 2 or 3 columns). */
const cardImageSizes = "(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw";

/**
 * The AVIF/WebP quality of a cover image (next.config.ts lists it in `images.qualities`). A cover
 * is shown at card or banner size, where 60 looks like Next's default 75 and weighs about a third
 * less: on a list page its covers are most of the bytes a slow phone downloads besides the code.
 */
const COVER_IMAGE_QUALITY = 60;

/**
 * An image filling a box of `className`'s aspect ratio (`object-cover`, grey while it loads), or
 * `placeholder` when there is no image. `preload` marks the page's LCP image (fetched at high
 * priority); `children` are laid over the box (e.g. a spinner).
 */
export function CoverImage({
  src,
  alt,
  sizes = cardImageSizes,
  preload = false,
  className,
  placeholder = null,
  children,
}: {
  src: string | null;
  alt: string;
  sizes?: string;
  preload?: boolean;
  /** The box's aspect ratio and shape, e.g. `aspect-[4/3]`. */
  className: string;
  placeholder?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className={cn("relative w-full bg-slate-100", className)}>
      {src ? (
        <Image
          src={src}
          alt={alt}
          fill
          sizes={sizes}
          quality={COVER_IMAGE_QUALITY}
          preload={preload}
          fetchPriority={preload ? "high" : undefined}
          className="object-cover"
        />
      ) : (
        placeholder
      )}
      {children}
    </div>
  );
}
