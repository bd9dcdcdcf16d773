import { LockIcon } from "@/components/ui/icons";
import { catalogueFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/routing";
import { formatVideoDuration, isoVideoDuration } from "@/lib/video-duration";

/**
 * What a video's link in a section's list says: its number, its title, for a free preview
 * (which anyone may play without buying the course) the Preview mark, for a lesson the viewer
 * cannot play (`isLocked`) a lock named "Locked: buy the course to watch", and its duration when
 * known ("12:30"), the marks stacked so that a phone row keeps its width. Used by the public
 * section list and the admin's content editor, so both say
 * the same. Its texts are in `locale` (the page's: the caller passes it, as this label renders in
 * both a server list and a client editor).
 */
export function VideoLinkLabel({
  index,
  video,
  isLocked = false,
  locale = "en",
}: {
  /** The video's place in its section, from 0. */
  index: number;
  video: { title: string; isPreview?: boolean; durationSeconds?: number | null };
  /** The viewer may not play it (not a preview, and no running access to the course). */
  isLocked?: boolean;
  /** The page's language. */
  locale?: Locale;
}) {
  const messages = catalogueFor(locale);
  const duration = video.durationSeconds ?? null;
  const showsLock = isLocked && !video.isPreview;
  return (
    <>
      <span className="w-6 shrink-0 text-end text-slate-600 tabular-nums">{index + 1}.</span>
      <bdi className="min-w-0 break-words">{video.title}</bdi>
      {video.isPreview || showsLock || duration !== null ? (
        <span className="ms-auto flex shrink-0 flex-col items-end gap-1 self-start">
          {video.isPreview ? (
            <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">
              {messages.coursePages.player.preview}
            </span>
          ) : null}
          {showsLock ? (
            <span
              role="img"
              aria-label={messages.catalogue.lessonLocked}
              title={messages.catalogue.lessonLocked}
              className="pt-0.5 text-slate-500"
            >
              <LockIcon className="size-4" />
            </span>
          ) : null}
          {duration !== null ? (
            <span className="text-sm font-normal text-slate-600 tabular-nums">
              <span className="sr-only">{messages.watch.durationLabel} </span>
              <time dateTime={isoVideoDuration(duration)}>{formatVideoDuration(duration)}</time>
            </span>
          ) : null}
        </span>
      ) : null}
    </>
  );
}
