"use client";

import { useState } from "react";
import { FileTypeSelect } from "@/app/[locale]/(admin)/_components/form-controls";
import { UploadForm } from "@/components/ui/upload-form";
import type { FileTypeCode } from "@/lib/file-types";
import { documentAccept, DOCUMENT_MAX_BYTES } from "@/lib/files/limits";
import { useCatalogue } from "@/lib/i18n/use-catalogue";

/**
 * Uploads the single consultancy portfolio (spec §2 "Manage consultancy services"): the file type
 * (PDF, EXCEL, WORD, POWER POINT), a drop zone for that type, a progress bar while the bytes
 * travel. 'Please Select A File To Add Portofolio' without a file; the server checks the bytes
 * against the type and says 'Error Uploading Portofolio' when the upstream fails.
 */
export function PortfolioUpload() {
  const [type, setType] = useState<FileTypeCode>(0);
  const messages = useCatalogue();
  const text = messages.adminPages.projects;

  return (
    <UploadForm
      url="/api/admin/portfolio"
      fields={{ type: String(type) }}
      id="portfolio-file"
      label={text.portfolioFile}
      accept={documentAccept(type)}
      maxBytes={DOCUMENT_MAX_BYTES}
      requiredMessage={messages.admin.portfolioFileRequired}
      isRequiredToasted
      successMessage={messages.admin.portfolioUploaded}
      submitLabel={text.uploadPortfolio}
      progressLabel={text.uploadingPortfolio}
      renderFields={({ isUploading, clearFile }) => (
        <div className="max-w-xs">
          <FileTypeSelect
            id="portfolio-type"
            label={text.fileType}
            value={type}
            disabled={isUploading}
            onChange={(event) => {
              setType(Number(event.target.value) as FileTypeCode);
              // The chosen file was checked against the previous type: choose again.
              clearFile();
            }}
          />
        </div>
      )}
    />
  );
}
