/**
 * What a video's link in a section's list says: its number, its title and, for a free preview
 * (which anyone may play without buying the course), the Preview mark. Used by the public section
 * list and the admin's content editor, so both say the same.
 */
export function VideoLinkLabel({
  index,
  video,
}: {
  /** The video's place in its section, from 0. */
  index: number;
  video: { title: string; isPreview?: boolean };
}) {
  return (
    <>
      <span className="w-6 shrink-0 text-right text-slate-600 tabular-nums">{index + 1}.</span>
      <span className="min-w-0 break-words">{video.title}</span>
      {video.isPreview ? (
        <span className="ml-auto shrink-0 self-start rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">
          Preview
        </span>
      ) : null}
    </>
  );
}
