"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { FileDrop } from "@/components/ui/file-drop";
import { UploadProgress } from "@/components/ui/upload-progress";
import { useUpload } from "@/components/ui/use-upload";
import { IMAGE_ACCEPT, IMAGE_MAX_BYTES } from "@/lib/files/limits";
import { messages } from "@/lib/messages";

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
  const router = useRouter();
  const upload = useUpload();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const inputId = `proof-${orderId}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setError(messages.orders.proofRequired);
      return;
    }
    const body = new FormData();
    body.append("file", file);
    const result = await upload.send(`/api/orders/${orderId}/proof`, body);
    if (!result.ok) {
      setError(result.message);
      toast.error(result.message);
      return;
    }
    toast.success(result.message ?? messages.orders.proofUploaded);
    setFile(null);
    setError(undefined);
    router.refresh();
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FileDrop
        id={inputId}
        label="Photo or screenshot of the payment"
        accept={IMAGE_ACCEPT}
        maxBytes={IMAGE_MAX_BYTES}
        kind="image"
        file={file}
        onFileChange={(next) => {
          setFile(next);
          setError(undefined);
        }}
        error={error}
        disabled={upload.isUploading}
      />
      {upload.progress !== null ? <UploadProgress progress={upload.progress} onCancel={upload.cancel} /> : null}
      <Button type="submit" isPending={upload.isUploading}>
        {submitLabel}
      </Button>
    </form>
  );
}
