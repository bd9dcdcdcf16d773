/**
 * The mark of a free preview video, which anyone may play without buying the course. Used by the
 * public section list and the admin's content editor, so both say the same.
 */
export function PreviewMark() {
  return (
    <span className="ml-auto shrink-0 self-start rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">
      Preview
    </span>
  );
}
