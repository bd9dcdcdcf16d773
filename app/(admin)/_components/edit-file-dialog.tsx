"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { FileTypeSelect } from "@/app/(admin)/_components/form-controls";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { FileDrop } from "@/components/ui/file-drop";
import { UploadProgress } from "@/components/ui/upload-progress";
import { useUpload } from "@/components/ui/use-upload";
import type { FileTypeCode } from "@/lib/file-types";
import { DOCUMENT_MAX_BYTES, documentAccept } from "@/lib/files/limits";
import { messages } from "@/lib/messages";
import type { DocumentKind } from "@/lib/upstream/types";
import { documentTexts } from "@/lib/validation/document";

/**
 * Edit File (spec §2): a drop zone (and, for a product, the file type) in a dialog; the file goes
 * with XHR to the admin file route (progress bar, cancel), which checks the bytes against the
 * type before it replaces the upstream's file. A publication takes a PDF only.
 */
export function EditFileDialog({
  kind,
  id,
  title,
}: {
  kind: DocumentKind;
  id: number;
  title: string;
}) {
  const router = useRouter();
  const upload = useUpload();
  const [isOpen, setIsOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [fileType, setFileType] = useState<FileTypeCode>(0);
  const [error, setError] = useState<string | undefined>();
  const isProduct = kind === "product";
  const prefix = `file-${kind}-${id}`;

  const reset = () => {
    setFile(null);
    setError(undefined);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setError(documentTexts[kind].fileRequired);
      return;
    }
    const body = new FormData();
    if (isProduct) body.append("fileType", String(fileType));
    body.append("file", file);
    const result = await upload.send(`/api/admin/documents/${kind}/${id}/file`, body);
    if (!result.ok) {
      setError(result.fieldErrors?.file?.[0] ?? result.message);
      toast.error(result.message);
      return;
    }
    toast.success(result.message);
    reset();
    setIsOpen(false);
    router.refresh();
  };

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        if (upload.isUploading) return;
        setIsOpen(open);
        if (!open) reset();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="secondary">Edit File</Button>
      </DialogTrigger>
      <DialogContent title={`Edit File: ${title}`}>
        <form onSubmit={submit} noValidate className="space-y-4">
          {isProduct ? (
            <FileTypeSelect
              id={`${prefix}-type`}
              value={fileType}
              disabled={upload.isUploading}
              onChange={(event) => {
                setFileType(Number(event.target.value) as FileTypeCode);
                reset();
              }}
            />
          ) : null}
          <FileDrop
            id={`${prefix}-file`}
            label="File"
            accept={documentAccept(isProduct ? fileType : 0)}
            maxBytes={DOCUMENT_MAX_BYTES}
            hint={isProduct ? undefined : messages.documents.publicationPdfOnly}
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
              Save
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
