"use client";

import { Button } from "@/components/ui/button";
import { useUiTexts } from "@/components/ui/ui-texts";
import type { Upload } from "@/components/ui/use-upload";

/** Props of {@link UploadProgress}. */
export interface UploadProgressProps {
  /** The upload (`useUpload`): its percent sent (0–100, null when none runs) and its cancel. */
  upload: Pick<Upload<unknown>, "progress" | "cancel">;
  /** What is being sent, e.g. "Uploading the file" (default "Uploading" in the page's language). */
  label?: string;
}

/**
 * A real upload progress bar while an upload runs (nothing otherwise): `role="progressbar"` with
 * its value, the percent as text, and a Cancel button. After 100% the server still checks and
 * stores the file: it says so.
 */
export function UploadProgress({ upload, label: givenLabel }: UploadProgressProps) {
  const texts = useUiTexts();
  if (upload.progress === null) return null;
  const label = givenLabel ?? texts.uploading;
  const progress = upload.progress;
  const percent = Math.max(0, Math.min(100, Math.round(progress)));
  const text = percent < 100 ? texts.uploadingPercent(label, percent) : texts.uploaded;
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
      {percent < 100 ? (
        <Button variant="secondary" onClick={upload.cancel}>
          {texts.cancel}
        </Button>
      ) : null}
    </div>
  );
}
