import { getCatalogue } from "@/lib/i18n/server";
import { CheckIcon } from "@/components/ui/icons";
import { ProgressBar } from "./progress-bar";

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
