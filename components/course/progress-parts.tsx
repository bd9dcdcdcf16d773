import { getCatalogue } from "@/lib/i18n/server";
import { CheckIcon } from "@/components/ui/icons";

/**
 * A labelled progress bar: a native `<progress>` (role progressbar, value 0–100) named by
 * `label`, with the percent written beside it. No inline style, so it works under a strict CSP.
 */
export function ProgressBar({
  value,
  label,
  size = "md",
}: {
  value: number;
  label: string;
  size?: "sm" | "md";
}) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div className="flex items-center gap-3">
      <progress
        value={percent}
        max={100}
        aria-label={label}
        className={`${size === "sm" ? "h-1.5" : "h-2.5"} w-full flex-1 appearance-none overflow-hidden rounded-full bg-slate-200 [&::-moz-progress-bar]:bg-emerald-600 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-emerald-600`}
      >
        {percent}%
      </progress>
      <span
        aria-hidden="true"
        className="w-10 shrink-0 text-end text-sm font-semibold tabular-nums text-slate-700"
      >
        {percent}%
      </span>
    </div>
  );
}

/** A video's done / not done mark in the section list (text for screen readers, an icon for the eye). */
export async function VideoDoneMark({ isDone }: { isDone: boolean }) {
  const messages = await getCatalogue();
  return isDone ? (
    <span className="flex shrink-0 items-center gap-1 text-xs font-semibold text-emerald-800">
      <CheckIcon className="size-4" />
      {messages.progress.done}
    </span>
  ) : (
    <span className="shrink-0 text-xs text-slate-500">{messages.progress.notDone}</span>
  );
}

/** Completed / total videos of one section, as the section list shows it under the section's name. */
export async function SectionProgressBar({
  sectionName,
  completed,
  total,
}: {
  sectionName: string;
  completed: number;
  total: number;
}) {
  const percent = total > 0 ? Math.floor((completed * 100) / total) : 0;
  const texts = (await getCatalogue()).coursePages.progress;
  return (
    <div className="px-4 pt-3 pb-1">
      <p className="mb-1 text-xs text-slate-600">{texts.videosDone(completed, total)}</p>
      <ProgressBar value={percent} label={texts.progressIn(sectionName)} size="sm" />
    </div>
  );
}
