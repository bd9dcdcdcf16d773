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
