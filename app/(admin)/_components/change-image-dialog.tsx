"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { FileDrop } from "@/components/ui/file-drop";
import { UploadProgress } from "@/components/ui/upload-progress";
import { useUpload } from "@/components/ui/use-upload";
import { IMAGE_ACCEPT, IMAGE_MAX_BYTES } from "@/lib/files/limits";
import { messages } from "@/lib/messages";

/** Props of {@link ChangeImageDialog}. */
export interface ChangeImageDialogProps {
  /** The opening button's text, e.g. "Change Course Image". */
  triggerLabel: string;
  /** The dialog's title, e.g. "Change the course image of ETABS". */
  title: string;
  /** The admin upload route that takes the image (multipart field `image`). */
  uploadUrl: string;
  /** The file field's label (default "Photo"). */
  fieldLabel?: string;
  /** Said when sent without a file (default 'Please Choose a photo'). */
  requiredMessage?: string;
  /** The submit button's text (default "Save"). */
  submitLabel?: string;
}

/**
 * The change-image dialog of the admin screens (spec §2 "Change Image", "Change Course Image",
 * "Change Instructor Image"): an image drop zone with preview, a progress bar while the bytes
 * travel (cancellable), 'Please Choose a photo' when sent empty; the route's answer is toasted
 * and the page refreshed on success.
 */
export function ChangeImageDialog({
  triggerLabel,
  title,
  uploadUrl,
  fieldLabel = "Photo",
  requiredMessage = messages.admin.photoRequired,
  submitLabel = "Save",
}: ChangeImageDialogProps) {
  const router = useRouter();
  const upload = useUpload();
  const [isOpen, setIsOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const inputId = `image-${uploadUrl.replace(/[^a-z0-9]+/gi, "-")}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setError(requiredMessage);
      return;
    }
    const body = new FormData();
    body.append("image", file);
    const result = await upload.send(uploadUrl, body);
    if (!result.ok) {
      setError(result.message);
      toast.error(result.message);
      return;
    }
    toast.success(result.message ?? messages.student.dataUpdated);
    setFile(null);
    setError(undefined);
    setIsOpen(false);
    router.refresh();
  };

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        if (upload.isUploading) return;
        setIsOpen(open);
        if (!open) {
          setFile(null);
          setError(undefined);
        }
      }}
    >
      <DialogTrigger asChild>
        <Button variant="secondary">{triggerLabel}</Button>
      </DialogTrigger>
      <DialogContent title={title}>
        <form onSubmit={submit} noValidate className="space-y-4">
          <FileDrop
            id={inputId}
            label={fieldLabel}
            kind="image"
            accept={IMAGE_ACCEPT}
            maxBytes={IMAGE_MAX_BYTES}
            file={file}
            onFileChange={(next) => {
              setFile(next);
              setError(undefined);
            }}
            error={error}
            disabled={upload.isUploading}
          />
          {upload.progress !== null ? (
            <UploadProgress progress={upload.progress} onCancel={upload.cancel} />
          ) : null}
          <div className="flex justify-end gap-3">
            <DialogClose asChild>
              <Button variant="secondary" disabled={upload.isUploading}>
                Close
              </Button>
            </DialogClose>
            <Button type="submit" isPending={upload.isUploading}>
              {submitLabel}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
