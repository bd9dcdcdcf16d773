"use client";

import { UploadDialog } from "@/app/[locale]/(admin)/_components/upload-dialog";
import { IMAGE_ACCEPT, IMAGE_MAX_BYTES } from "@/lib/files/limits";
import { useCatalogue } from "@/lib/i18n/use-catalogue";

/** Props of {@link ChangeImageDialog}. */
export interface ChangeImageDialogProps {
  /** The opening button's text, e.g. "Change Course Image". */
  triggerLabel: string;
  /** The dialog's title, e.g. "Change the course image of ETABS". */
  title: string;
  /** The admin upload route that takes the image (multipart field `image`). */
  uploadUrl: string;
  /** The file field's label (default "Photo", in the page's language). */
  fieldLabel?: string;
  /** Said when sent without a file (default 'Please Choose a photo'). */
  requiredMessage?: string;
  /** The submit button's text (default "Save", in the page's language). */
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
  fieldLabel,
  requiredMessage,
  submitLabel,
}: ChangeImageDialogProps) {
  const messages = useCatalogue();
  const text = messages.adminPages.documents;
  return (
    <UploadDialog
      triggerLabel={triggerLabel}
      title={title}
      url={uploadUrl}
      fieldName="image"
      id={`image-${uploadUrl.replace(/[^a-z0-9]+/gi, "-")}`}
      label={fieldLabel ?? text.photo}
      kind="image"
      accept={IMAGE_ACCEPT}
      maxBytes={IMAGE_MAX_BYTES}
      requiredMessage={requiredMessage ?? messages.admin.photoRequired}
      successMessage={messages.student.dataUpdated}
      submitLabel={submitLabel ?? text.save}
      closeLabel={text.close}
    />
  );
}
