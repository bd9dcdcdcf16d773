"use client";

import { hrefFor } from "@/lib/routes/manifest";
import { useState } from "react";
import { FileTypeSelect } from "@/app/[locale]/(admin)/_components/form-controls";
import { UploadDialog } from "@/app/[locale]/(admin)/_components/upload-dialog";
import type { FileTypeCode } from "@/lib/file-types";
import { DOCUMENT_MAX_BYTES, documentAccept } from "@/lib/files/limits";
import { useCatalogue } from "@/lib/i18n/use-catalogue";
import type { DocumentKind } from "@/lib/upstream/types";

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
  const [fileType, setFileType] = useState<FileTypeCode>(0);
  const isProduct = kind === "product";
  const messages = useCatalogue();
  const text = messages.adminPages.documents;
  const prefix = `file-${kind}-${id}`;

  return (
    <UploadDialog
      triggerLabel={text.editFile}
      title={text.editFileTitle(title)}
      url={hrefFor("/api/admin/documents/[kind]/[id]/file", { kind, id })}
      fields={isProduct ? { fileType: String(fileType) } : undefined}
      id={`${prefix}-file`}
      label={text.file}
      accept={documentAccept(isProduct ? fileType : 0)}
      maxBytes={DOCUMENT_MAX_BYTES}
      hint={isProduct ? undefined : messages.documents.publicationPdfOnly}
      requiredMessage={
        isProduct
          ? messages.documents.productFileRequired
          : messages.documents.publicationFileRequired
      }
      submitLabel={text.save}
      closeLabel={text.close}
      renderFields={({ isUploading, clearFile }) =>
        isProduct ? (
          <FileTypeSelect
            id={`${prefix}-type`}
            label={text.fileType}
            value={fileType}
            disabled={isUploading}
            onChange={(event) => {
              setFileType(Number(event.target.value) as FileTypeCode);
              clearFile();
            }}
          />
        ) : null
      }
    />
  );
}
