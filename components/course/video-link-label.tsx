import { messages } from "@/lib/messages";
import { formatVideoDuration, isoVideoDuration } from "@/lib/video-duration";

/**
 * What a video's link in a section's list says: its number, its title, for a free preview
 * (which anyone may play without buying the course) the Preview mark, and its duration when
 * known ("12:30"), the two stacked so that a phone row keeps its width. Used by the public section list and the admin's content editor, so both say
 * the same.
 */
export function VideoLinkLabel({
  index,
  video,
}: {
  /** The video's place in its section, from 0. */
  index: number;
  video: { title: string; isPreview?: boolean; durationSeconds?: number | null };
}) {
  const duration = video.durationSeconds ?? null;
  return (
    <>
      <span className="w-6 shrink-0 text-right text-slate-600 tabular-nums">{index + 1}.</span>
      <span className="min-w-0 break-words">{video.title}</span>
      {video.isPreview || duration !== null ? (
        <span className="ms-auto flex shrink-0 flex-col items-end gap-1 self-start">
          {video.isPreview ? (
            <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">
              Preview
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
