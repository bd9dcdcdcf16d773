"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { FileDrop } from "@/components/ui/file-drop";
import { toast } from "@/components/ui/toast";
import { UploadProgress } from "@/components/ui/upload-progress";
import { useUpload, type Upload } from "@/components/ui/use-upload";
import type { AcceptMap } from "@/lib/files/limits";

/** What {@link UploadFormProps.renderFields} gets to build the fields before the drop zone. */
interface UploadFormControls {
  /** True while the bytes travel: the fields should be disabled. */
  isUploading: boolean;
  /** Forgets the chosen file and its message (e.g. when the chosen file type changes). */
  clearFile: () => void;
}

/** Props of {@link UploadForm}. */
export interface UploadFormProps {
  /** The route handler that takes the multipart form, e.g. `/api/admin/portfolio`. */
  url: string;
  /** The multipart field that carries the file (default "file"). */
  fieldName?: string;
  /** Other multipart fields, sent before the file, e.g. `{ type: "0" }`. */
  fields?: Record<string, string>;
  /** The file input's id. */
  id: string;
  /** The drop zone's label, e.g. "Photo". */
  label: string;
  /** Accepted types (MIME → extensions). */
  accept: AcceptMap;
  /** Largest file in bytes. */
  maxBytes: number;
  /** "image" shows a preview of the chosen file. */
  kind?: "image" | "document";
  /** Extra help under the drop zone's label. */
  hint?: string;
  /** Said when sent without a file, e.g. 'Please Choose a photo'. */
  requiredMessage: string;
  /** Also toast {@link requiredMessage} (not only under the field) when sent without a file. */
  isRequiredToasted?: boolean;
  /** Toasted on success when the route's answer has no message. */
  successMessage?: string;
  /** The submit button's text. */
  submitLabel: string;
  /** The progress bar's label (default "Uploading"). */
  progressLabel?: string;
  /** Called after a successful upload, before the page is refreshed (e.g. close a dialog). */
  onSuccess?: () => void;
  /** The upload to send with, when the caller must know whether it runs (e.g. a dialog). */
  upload?: Upload<unknown>;
  /** Fields shown before the drop zone (e.g. the file type choice). */
  renderFields?: (controls: UploadFormControls) => ReactNode;
  /** A button shown before the submit button, right-aligned with it (e.g. a dialog's Close). */
  secondaryAction?: ReactNode;
}

/**
 * One file sent with XHR to a route handler: a drop zone (type and size checked at once), a real
 * progress bar while the bytes travel (cancellable), `requiredMessage` when sent empty. A failure
 * shows the route's message under the field and as a toast; a success is toasted, the file
 * forgotten, `onSuccess` called and the page refreshed.
 */
export function UploadForm({
  url,
  fieldName = "file",
  fields,
  id,
  label,
  accept,
  maxBytes,
  kind,
  hint,
  requiredMessage,
  isRequiredToasted = false,
  successMessage,
  submitLabel,
  progressLabel,
  onSuccess,
  upload: givenUpload,
  renderFields,
  secondaryAction,
}: UploadFormProps) {
  const router = useRouter();
  const ownUpload = useUpload();
  const upload = givenUpload ?? ownUpload;
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();

  const clearFile = () => {
    setFile(null);
    setError(undefined);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setError(requiredMessage);
      if (isRequiredToasted) toast.error(requiredMessage);
      return;
    }
    const body = new FormData();
    for (const [name, value] of Object.entries(fields ?? {})) body.append(name, value);
    body.append(fieldName, file);
    const result = await upload.send(url, body);
    if (!result.ok) {
      setError(result.fieldErrors?.[fieldName]?.[0] ?? result.message);
      toast.error(result.message);
      return;
    }
    toast.success(result.message ?? successMessage);
    clearFile();
    onSuccess?.();
    router.refresh();
  };

  const submitButton = (
    <Button type="submit" isPending={upload.isUploading}>
      {submitLabel}
    </Button>
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {renderFields?.({ isUploading: upload.isUploading, clearFile })}
      <FileDrop
        id={id}
        label={label}
        kind={kind}
        accept={accept}
        maxBytes={maxBytes}
        hint={hint}
        file={file}
        onFileChange={(next) => {
          setFile(next);
          setError(undefined);
        }}
        error={error}
        disabled={upload.isUploading}
      />
      <UploadProgress upload={upload} label={progressLabel} />
      {secondaryAction ? (
        <div className="flex justify-end gap-3">
          {secondaryAction}
          {submitButton}
        </div>
      ) : (
        submitButton
      )}
    </form>
  );
}
