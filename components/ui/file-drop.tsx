"use client";

import { useEffect, useMemo, useState } from "react";
import { useDropzone, type FileRejection } from "react-dropzone";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field";
import { cn } from "@/lib/utils";
import { IMAGE_HEADER_BYTES, imageSize } from "@/lib/files/image-size";
import { describeAccept, formatBytes, IMAGE_MAX_PIXELS, type AcceptMap } from "@/lib/files/limits";
import type { Catalogue } from "@/lib/i18n/catalogue";
import { useCatalogue } from "@/lib/i18n/use-catalogue";

/** Props of {@link FileDrop}. */
export interface FileDropProps {
  /** The file input's id (its `<label>` points at it). */
  id: string;
  /** The visible label, e.g. "Course Photo". */
  label: string;
  /** Accepted types (MIME → extensions), e.g. `IMAGE_ACCEPT` or `documentAccept(0)`. */
  accept: AcceptMap;
  /** Largest file in bytes, e.g. `IMAGE_MAX_BYTES`. */
  maxBytes: number;
  /** The chosen file, or null (controlled by the form). */
  file: File | null;
  /** Called with the newly chosen file, or null when it is removed or refused. */
  onFileChange: (file: File | null) => void;
  /** A message from the form or the server (e.g. 'Please Choose a photo'). */
  error?: string;
  /** "image" shows a preview of the chosen file. */
  kind?: "image" | "document";
  /** Extra help under the label. */
  hint?: string;
  disabled?: boolean;
}

function rejectionMessage(
  texts: Catalogue["ui"]["fileDrop"],
  rejection: FileRejection,
  accept: AcceptMap,
  maxBytes: number,
): string {
  const code = rejection.errors[0]?.code;
  if (code === "file-too-large") return texts.tooLarge(formatBytes(maxBytes));
  return texts.wrongType(describeAccept(accept));
}

/**
 * True when an image's header says it is over {@link IMAGE_MAX_PIXELS}. Why here: the preview
 * would make the browser decode it (seconds of a frozen page for a 16,000 × 16,000 PNG); the
 * server refuses it anyway. An unreadable header is left to the server's check.
 */
async function isTooManyPixels(file: File): Promise<boolean> {
  const size = imageSize(new Uint8Array(await file.slice(0, IMAGE_HEADER_BYTES).arrayBuffer()));
  return size !== null && size.width * size.height > IMAGE_MAX_PIXELS;
}

/** The preview's alternative text, from the drop zone's label. */
type Alt = (label: string) => string;

function ImagePreview({ file, label, alt }: { file: File; label: string; alt: Alt }) {
  // A file exists only in the browser, so this never runs on the server.
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return (
    // A local blob: URL of a file not yet uploaded: next/image cannot optimise it.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={url}
      alt={alt(label)}
      className="h-32 w-auto rounded-md object-cover ring-1 ring-slate-200"
    />
  );
}

/**
 * A drop zone for one file (react-dropzone): says which types and what size it accepts before
 * anything is sent, refuses a wrong type, an oversized file or an image over 50 megapixels (read
 * from its header, before the preview decodes it) at once with a clear message (the server
 * checks the bytes again), shows the chosen file (a preview for images) and lets the admin
 * remove it. The file input is labelled, and a "Choose file" button opens it from the keyboard.
 */
export function FileDrop({
  id,
  label,
  accept,
  maxBytes,
  file,
  onFileChange,
  error,
  kind = "document",
  hint,
  disabled = false,
}: FileDropProps) {
  const messages = useCatalogue();
  const t = messages.ui.fileDrop;
  const [refusal, setRefusal] = useState<string | undefined>();
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    accept,
    maxSize: maxBytes,
    multiple: false,
    noClick: true,
    noKeyboard: true,
    disabled,
    onDrop: async (accepted, rejected) => {
      if (rejected[0]) {
        setRefusal(rejectionMessage(t, rejected[0], accept, maxBytes));
        onFileChange(null);
        return;
      }
      const chosen = accepted[0] ?? null;
      if (chosen && kind === "image" && (await isTooManyPixels(chosen))) {
        setRefusal(messages.upload.imageTooLarge);
        onFileChange(null);
        return;
      }
      setRefusal(undefined);
      onFileChange(chosen);
    },
  });
  const rulesId = `${id}-rules`;
  const errorId = `${id}-error`;
  const message = refusal ?? error;

  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <p id={rulesId} className="text-xs text-slate-600">
        {hint ? `${hint} ` : null}
        {t.rules(describeAccept(accept), formatBytes(maxBytes))}
      </p>
      <div
        {...getRootProps({
          className: cn(
            "flex flex-col items-start gap-3 rounded-md border-2 border-dashed p-4 sm:flex-row sm:items-center",
            isDragActive
              ? "border-brand-600 bg-brand-50"
              : message
                ? "border-red-600"
                : "border-slate-300 bg-white",
          ),
        })}
      >
        <input
          {...getInputProps({
            id,
            "aria-describedby": message ? `${rulesId} ${errorId}` : rulesId,
            "aria-invalid": message ? true : undefined,
          })}
        />
        {file && kind === "image" ? (
          <ImagePreview file={file} label={label} alt={t.previewAlt} />
        ) : null}
        <div className="min-w-0 flex-1 text-sm text-slate-700">
          {file ? (
            <p className="break-all">
              <span className="font-medium text-slate-900">{file.name}</span> (
              {formatBytes(file.size)})
            </p>
          ) : (
            <p>{isDragActive ? t.dropHere : t.dragHere}</p>
          )}
        </div>
        <div className="flex gap-2">
          <Button
            variant="secondary"
            onClick={open}
            disabled={disabled}
            aria-label={`${file ? t.replace : t.choose}: ${label}`}
          >
            {file ? t.replace : t.choose}
          </Button>
          {file ? (
            <Button
              variant="ghost"
              disabled={disabled}
              aria-label={t.removeLabel(label)}
              onClick={() => {
                setRefusal(undefined);
                onFileChange(null);
              }}
            >
              {t.remove}
            </Button>
          ) : null}
        </div>
      </div>
      <FieldError id={errorId} message={message} />
    </div>
  );
}
