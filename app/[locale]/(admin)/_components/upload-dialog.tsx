"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { UploadForm, type UploadFormProps } from "@/components/ui/upload-form";
import { useUpload } from "@/components/ui/use-upload";

/** Props of {@link UploadDialog}: the form's, less what the dialog provides. */
export interface UploadDialogProps extends Omit<
  UploadFormProps,
  "upload" | "onSuccess" | "secondaryAction"
> {
  /** The opening button's text, e.g. "Edit File". */
  triggerLabel: string;
  /** The dialog's title (its accessible name). */
  title: string;
  /** The Close button's text in the page's language (default "Close"). */
  closeLabel?: string;
}

/**
 * The admin screens' upload dialog (Change Image, Edit File…): an {@link UploadForm} behind a
 * button, with Close beside Save. It cannot be closed while the bytes travel; it closes on
 * success, and closing it forgets the chosen file (the form is unmounted).
 */
export function UploadDialog({
  triggerLabel,
  title,
  closeLabel = "Close",
  ...form
}: UploadDialogProps) {
  const upload = useUpload();
  const [isOpen, setIsOpen] = useState(false);

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        if (upload.isUploading) return;
        setIsOpen(open);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="secondary">{triggerLabel}</Button>
      </DialogTrigger>
      <DialogContent title={title}>
        <UploadForm
          {...form}
          upload={upload}
          onSuccess={() => setIsOpen(false)}
          secondaryAction={
            <DialogClose asChild>
              <Button variant="secondary" disabled={upload.isUploading}>
                {closeLabel}
              </Button>
            </DialogClose>
          }
        />
      </DialogContent>
    </Dialog>
  );
}
