"use client";

import Autoplay from "embla-carousel-autoplay";
import useEmblaCarousel from "embla-carousel-react";
import { Children, useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { clsx } from "clsx";

/** Props of {@link Carousel}. */
export interface CarouselProps {
  /** Accessible name of the carousel region, e.g. "Featured photos". */
  label: string;
  /**
   * One child per slide, rendered on the server. Give the first slide's image `preload` (it is
   * the LCP element) and leave the others lazy: without JavaScript only the first one shows.
   */
  children: ReactNode;
  /** Milliseconds between automatic slide changes. */
  delayMs?: number;
  className?: string;
  /** The controls' accessible names in the page's language (English by default). */
  texts?: CarouselTexts;
}

/** The accessible names of the carousel's controls. */
interface CarouselTexts {
  previous: string;
  next: string;
  /**
   * Each dot's name in slide order ("Go to slide 2"), resolved on the server: a client component
   * takes no function from a server one. A dot without one is named in English.
   */
  goTo: readonly string[];
  play: string;
  pause: string;
}

const englishTexts: CarouselTexts = {
  previous: "Previous slide",
  next: "Next slide",
  goTo: [],
  play: "Play slideshow",
  pause: "Pause slideshow",
};

function prefersReducedMotion(): boolean {
  return (
    typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches
  );
}

/**
 * The one embla carousel of the app: a looping, swipeable slider with previous/next buttons,
 * slide dots and a pause button. It autoplays, pauses while the pointer is over it or focus is
 * inside it, and never autoplays for people who prefer reduced motion.
 *
 * Its classes are joined with `clsx`, not `cn`: it is on the home page, and `tailwind-merge`
 * would add about 8 KB (Brotli) to a visitor's JavaScript for classes that never conflict (the
 * caller's `className` sizes the region).
 */
export function Carousel({
  label,
  children,
  delayMs = 6000,
  className,
  texts = englishTexts,
}: CarouselProps) {
  const slides = Children.toArray(children);
  const hasSeveral = slides.length > 1;
  // Plugins are chosen once on the client; on the server (no window) there is nothing to play.
  const [plugins] = useState(() =>
    hasSeveral && !prefersReducedMotion()
      ? [
          Autoplay({
            delay: delayMs,
            playOnInit: true,
            stopOnInteraction: false,
            stopOnMouseEnter: false,
            stopOnFocusIn: false,
          }),
        ]
      : [],
  );
  // Embla moves the slides itself, so it must be told the page reads right to left (the `dir` of
  // `<html>`); the options never change the markup, so reading them on the client is safe.
  const [direction] = useState<"ltr" | "rtl">(() =>
    typeof document !== "undefined" && document.documentElement.dir === "rtl" ? "rtl" : "ltr",
  );
  const [viewportRef, emblaApi] = useEmblaCarousel(
    { loop: true, duration: 30, direction },
    plugins,
  );
  const [selected, setSelected] = useState(0);
  const [isPaused, setIsPaused] = useState(false);
  const hasAutoplay = plugins.length > 0;
  const pointerInside = useRef(false);
  const focusInside = useRef(false);
  const pausedByUser = useRef(false);

  // Hover and focus pause it; it resumes only when neither holds and the user did not pause it.
  const syncAutoplay = useCallback(() => {
    const autoplay = emblaApi?.plugins().autoplay;
    if (!autoplay) return;
    if (pointerInside.current || focusInside.current || pausedByUser.current) autoplay.stop();
    else autoplay.play();
  }, [emblaApi]);

  useEffect(() => {
    if (!emblaApi) return;
    const onSelect = () => setSelected(emblaApi.selectedScrollSnap());
    onSelect();
    emblaApi.on("select", onSelect).on("reInit", onSelect);
    return () => {
      emblaApi.off("select", onSelect).off("reInit", onSelect);
    };
  }, [emblaApi]);

  const togglePause = () => {
    pausedByUser.current = !pausedByUser.current;
    setIsPaused(pausedByUser.current);
    syncAutoplay();
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={clsx("relative", className)}
      onMouseEnter={() => {
        pointerInside.current = true;
        syncAutoplay();
      }}
      onMouseLeave={() => {
        pointerInside.current = false;
        syncAutoplay();
      }}
      onFocus={() => {
        focusInside.current = true;
        syncAutoplay();
      }}
      onBlur={(event) => {
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
        focusInside.current = false;
        syncAutoplay();
      }}
    >
      <div ref={viewportRef} className="h-full overflow-hidden">
        <div className="flex h-full touch-pan-y">
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
              aria-hidden={hasSeveral && index !== selected ? true : undefined}
              className="relative h-full min-w-0 flex-[0_0_100%]"
            >
              {slide}
            </div>
          ))}
        </div>
      </div>

      {/* Controls need JavaScript, so they appear once embla is running. */}
      {hasSeveral && emblaApi && (
        <div className="absolute inset-x-0 bottom-3 flex items-center justify-center gap-3">
          <ControlButton label={texts.previous} onClick={() => emblaApi?.scrollPrev()} pointsInline>
            <path d="M15 18l-6-6 6-6" />
          </ControlButton>
          {/* Each dot is drawn small but pressed as a 24 px target (WCAG 2.5.8 target size). */}
          <div className="flex items-center rounded-full bg-black/45 px-1.5">
            {slides.map((_, index) => (
              <button
                key={index}
                type="button"
                aria-label={texts.goTo[index] ?? `Go to slide ${index + 1}`}
                aria-current={index === selected ? "true" : undefined}
                onClick={() => emblaApi?.scrollTo(index)}
                className="group grid h-9 min-w-6 place-items-center px-0.5"
              >
                <span
                  aria-hidden="true"
                  className={clsx(
                    "block h-2.5 rounded-full transition-all",
                    index === selected
                      ? "w-6 bg-white"
                      : "w-2.5 bg-white/60 group-hover:bg-white/90",
                  )}
                />
              </button>
            ))}
          </div>
          <ControlButton label={texts.next} onClick={() => emblaApi?.scrollNext()} pointsInline>
            <path d="M9 18l6-6-6-6" />
          </ControlButton>
          {hasAutoplay && (
            <ControlButton label={isPaused ? texts.play : texts.pause} onClick={togglePause}>
              {isPaused ? <path d="M8 5l11 7-11 7z" /> : <path d="M9 5v14M15 5v14" />}
            </ControlButton>
          )}
        </div>
      )}
    </section>
  );
}

/** `pointsInline`: the icon points along the line (previous/next), so it mirrors right to left. */
function ControlButton({
  label,
  onClick,
  pointsInline = false,
  children,
}: {
  label: string;
  onClick: () => void;
  pointsInline?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="grid size-9 place-items-center rounded-full bg-black/55 text-white hover:bg-black/75 focus-visible:outline-white"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className={clsx("size-5", pointsInline && "rtl:-scale-x-100")}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.25"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {children}
      </svg>
    </button>
  );
}
