"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { FileDrop } from "@/components/ui/file-drop";
import { UploadProgress } from "@/components/ui/upload-progress";
import { useUpload } from "@/components/ui/use-upload";
import type { FileTypeCode } from "@/lib/file-types";
import { documentAccept, documentTypeOptions, DOCUMENT_MAX_BYTES } from "@/lib/files/limits";
import { messages } from "@/lib/messages";

/**
 * Uploads the single consultancy portfolio (spec §2 "Manage consultancy services"): the file type
 * (PDF, EXCEL, WORD, POWER POINT), a drop zone for that type, a progress bar while the bytes
 * travel. 'Please Select A File To Add Portofolio' without a file; the server checks the bytes
 * against the type and says 'Error Uploading Portofolio' when the upstream fails.
 */
export function PortfolioUpload() {
  const router = useRouter();
  const upload = useUpload();
  const [type, setType] = useState<FileTypeCode>(0);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setError(messages.admin.portfolioFileRequired);
      toast.error(messages.admin.portfolioFileRequired);
      return;
    }
    const body = new FormData();
    body.set("file", file);
    body.set("type", String(type));
    const result = await upload.send("/api/admin/portfolio", body);
    if (!result.ok) {
      setError(result.message);
      toast.error(result.message);
      return;
    }
    toast.success(result.message ?? messages.admin.portfolioUploaded);
    setFile(null);
    setError(undefined);
    router.refresh();
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="max-w-xs space-y-1">
        <label htmlFor="portfolio-type" className="block text-sm font-medium text-slate-800">
          File Type
        </label>
        <select
          id="portfolio-type"
          value={type}
          disabled={upload.isUploading}
          onChange={(event) => {
            setType(Number(event.target.value) as FileTypeCode);
            // The chosen file was checked against the previous type: choose again.
            setFile(null);
            setError(undefined);
          }}
          className="block h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
        >
          {documentTypeOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <FileDrop
        id="portfolio-file"
        label="Portfolio File"
        accept={documentAccept(type)}
        maxBytes={DOCUMENT_MAX_BYTES}
        file={file}
        onFileChange={(next) => {
          setFile(next);
          setError(undefined);
        }}
        error={error}
        disabled={upload.isUploading}
      />
      {upload.progress !== null ? (
        <UploadProgress
          progress={upload.progress}
          onCancel={upload.cancel}
          label="Uploading the portfolio"
        />
      ) : null}
      <Button type="submit" isPending={upload.isUploading}>
        Upload Portfolio
      </Button>
    </form>
  );
}
