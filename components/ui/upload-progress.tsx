"use client";

import { Button } from "@/components/ui/button";

/** Props of {@link UploadProgress}. */
export interface UploadProgressProps {
  /** Percent sent, 0–100. */
  progress: number;
  /** Aborts the upload; omit to hide the Cancel button. */
  onCancel?: () => void;
  /** What is being sent, e.g. "Uploading the file" (default "Uploading"). */
  label?: string;
}

/**
 * A real upload progress bar: `role="progressbar"` with its value, the percent as text, and a
 * Cancel button. After 100% the server still checks and stores the file: it says so.
 */
export function UploadProgress({ progress, onCancel, label = "Uploading" }: UploadProgressProps) {
  const percent = Math.max(0, Math.min(100, Math.round(progress)));
  const text = percent < 100 ? `${label}: ${percent}%` : "Uploaded, checking and saving…";
  return (
    <div className="flex items-center gap-3" aria-live="polite">
      <div className="min-w-0 flex-1 space-y-1">
        <p className="text-sm font-medium text-slate-800">{text}</p>
        <div
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${percent}%`}
          className="h-2.5 overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className="h-full bg-brand-700 transition-[width]"
            style={{ width: `${percent}%` }}
          />
        </div>
      </div>
      {onCancel && percent < 100 ? (
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      ) : null}
    </div>
  );
}
