"use client";

import { useContext, useState } from "react";
import { PlayerEventsContext } from "@/components/player-events-context";
import { useCourseTexts } from "@/components/course/use-course-texts";

/**
 * The course video player. It first shows a poster with a Play button and only creates the
 * player iframe when the button is pressed, so a course page loads no third-party player until
 * someone wants to watch. The play triangle points right in both languages (a media control is
 * not mirrored).
 *
 * `src` must come from `parseVideoEmbed` (https on the allowlisted players): the stored snippet
 * is never rendered. The iframe is sandboxed to what a player needs (scripts, its own origin for
 * the player's storage, presentation) and sends only the origin as referrer.
 */
export function VideoPlayer({ src, title }: { src: string; title: string }) {
  const [isPlaying, setIsPlaying] = useState(false);
  const reportsEvents = useContext(PlayerEventsContext);
  const texts = useCourseTexts().player;

  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-xl bg-slate-900">
      {isPlaying ? (
        <iframe
          src={withAutoplay(src, reportsEvents)}
          title={title}
          className="absolute inset-0 size-full border-0"
          sandbox="allow-scripts allow-same-origin allow-presentation"
          allow="accelerometer; autoplay; encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      ) : (
        <button
          type="button"
          onClick={() => setIsPlaying(true)}
          className="group absolute inset-0 flex size-full flex-col items-center justify-center gap-4 bg-gradient-to-br from-brand-900 to-slate-900 p-6 text-white"
        >
          <span className="flex size-16 items-center justify-center rounded-full bg-white/90 text-brand-800 shadow-lg transition-transform group-hover:scale-105">
            <svg aria-hidden="true" viewBox="0 0 24 24" className="ml-1 size-8" fill="currentColor">
              <path d="M8 5v14l11-7z" />
            </svg>
          </span>
          <span className="max-w-md text-center text-base font-semibold">
            <span className="sr-only">{texts.playVideo}</span>
            <bdi>{title}</bdi>
          </span>
        </button>
      )}
    </div>
  );
}

/** The player address with autoplay on: pressing Play on the poster should start the video at once. */
function withAutoplay(src: string, reportsEvents: boolean): string {
  const url = new URL(src);
  url.searchParams.set("autoplay", "1");
  if (
    reportsEvents &&
    (url.hostname.endsWith("youtube-nocookie.com") || url.hostname.endsWith("youtube.com"))
  ) {
    // Lets the page hear the player's events (the end of the video marks it complete) through
    // postMessage, without loading YouTube's script; see lib/progress/player-events.ts.
    url.searchParams.set("enablejsapi", "1");
    url.searchParams.set("origin", window.location.origin);
  }
  return url.toString();
}
