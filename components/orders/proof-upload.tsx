"use client";

import { hrefFor } from "@/lib/routes/manifest";
import { UploadForm } from "@/components/ui/upload-form";
import { IMAGE_ACCEPT, IMAGE_MAX_BYTES } from "@/lib/files/limits";
import { useCatalogue } from "@/lib/i18n/use-catalogue";

/** Props of {@link ProofUpload}. */
export interface ProofUploadProps {
  /** The order's id (a Guid); the proof goes to `/api/orders/{orderId}/proof`. */
  orderId: string;
  /** The button's text, e.g. "Send proof" or "Send a new proof". */
  submitLabel: string;
}

/**
 * The buyer's payment-proof upload: an image drop zone (`accept` images, so a phone offers its
 * camera), a progress bar while the bytes travel (cancellable), 'Please Choose a photo' when sent
 * empty. The route handler re-checks the role, the ownership and the bytes; the answer is toasted
 * and the page refreshed to show the new status.
 */
export function ProofUpload({ orderId, submitLabel }: ProofUploadProps) {
  const messages = useCatalogue();
  return (
    <UploadForm
      url={hrefFor("/api/orders/[id]/proof", { id: orderId })}
      id={`proof-${orderId}`}
      label={messages.accountPages.myOrders.proofLabel}
      kind="image"
      accept={IMAGE_ACCEPT}
      maxBytes={IMAGE_MAX_BYTES}
      requiredMessage={messages.orders.proofRequired}
      successMessage={messages.orders.proofUploaded}
      submitLabel={submitLabel}
    />
  );
}
