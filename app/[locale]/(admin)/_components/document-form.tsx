"use client";

import { hrefFor } from "@/lib/routes/manifest";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import {
  DocumentPriceField,
  FileTypeSelect,
  TextareaField,
} from "@/app/[locale]/(admin)/_components/form-controls";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FileDrop } from "@/components/ui/file-drop";
import { UploadProgress } from "@/components/ui/upload-progress";
import { useUpload } from "@/components/ui/use-upload";
import type { FileTypeCode } from "@/lib/file-types";
import {
  DOCUMENT_MAX_BYTES,
  IMAGE_ACCEPT,
  IMAGE_MAX_BYTES,
  documentAccept,
} from "@/lib/files/limits";
import { localizeText } from "@/lib/actions/localize-result";
import { usePageLocale } from "@/lib/i18n/client";
import { localizedPath } from "@/lib/i18n/locale-path";
import { useCatalogue } from "@/lib/i18n/use-catalogue";
import type { DocumentKind } from "@/lib/upstream/types";
import { documentFieldsSchema, type CreatedDocument } from "@/lib/validation/document";

type Errors = Partial<
  Record<"title" | "price" | "fileType" | "description" | "image" | "file", string>
>;

/** The first message per field of a failed check. */
function firstErrors(fieldErrors: Record<string, string[] | undefined>): Errors {
  const errors: Errors = {};
  for (const [field, list] of Object.entries(fieldErrors)) {
    if (list?.[0]) errors[field as keyof Errors] = list[0];
  }
  return errors;
}

/**
 * Create Product / Create Publication (spec §2, §5): one form, the kind a prop. A product has
 * file name, price in $ (0 means free), photo (optional), file, file type and description; a
 * publication the same without price and type (always PDF).
 *
 * The text fields are checked with the same zod schema as the server, the file's presence with the
 * spec's 'Please Upload File To Create …'; the drop zones refuse a wrong type or an oversized file
 * before anything is sent. The form then goes to the admin create route with XHR so a real
 * progress bar shows (cancellable); the server checks everything again, the file's bytes included,
 * before it creates anything. On success, or when a later step failed and the record was kept, the
 * admin lands on the manage page with the row highlighted.
 */
export function DocumentForm({ kind }: { kind: DocumentKind }) {
  const messages = useCatalogue();
  const t = messages.adminForms.documentForm;
  const locale = usePageLocale();
  const isProduct = kind === "product";
  const texts = isProduct
    ? {
        fileRequired: messages.documents.productFileRequired,
        created: messages.documents.productAdded,
        submit: t.createProduct,
        fileHint: undefined,
      }
    : {
        fileRequired: messages.documents.publicationFileRequired,
        created: messages.documents.publicationAdded,
        submit: t.createPublication,
        // Publications are always served as application/pdf (contract §3.8): only a PDF.
        fileHint: messages.documents.publicationPdfOnly,
      };
  const router = useRouter();
  const upload = useUpload<CreatedDocument>();
  const [image, setImage] = useState<File | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileType, setFileType] = useState<FileTypeCode>(0);
  const [errors, setErrors] = useState<Errors>({});
  const busy = upload.isUploading;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields: Record<string, string> = {};
    for (const [key, value] of new FormData(event.currentTarget).entries()) {
      if (typeof value === "string") fields[key] = value;
    }
    const parsed = documentFieldsSchema(kind).safeParse(fields);
    const found: Errors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0]) as keyof Errors;
        // The shared schema speaks English: its fixed texts in the page's language.
        found[key] ??= localizeText(issue.message, locale);
      }
    }
    if (!file) found.file = texts.fileRequired;
    if (Object.keys(found).length > 0) {
      setErrors(found);
      toast.error(Object.values(found)[0]);
      return;
    }
    setErrors({});

    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) body.append(key, value);
    if (image) body.append("image", image);
    if (file) body.append("file", file);
    const result = await upload.send(hrefFor("/api/admin/documents/[kind]", { kind }), body);
    if (result.ok) {
      toast.success(result.message ?? texts.created);
      if (result.data) router.push(localizedPath(locale, result.data.redirectTo));
      return;
    }
    toast.error(result.message);
    if (result.redirectTo) {
      // The record was kept; the missing part is added on the manage page.
      router.push(localizedPath(locale, result.redirectTo));
      return;
    }
    setErrors(firstErrors(result.fieldErrors ?? {}));
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-busy={busy || undefined}>
      <Field name="title" label={t.fileName} error={errors.title} disabled={busy} maxLength={450} />
      {isProduct ? (
        <DocumentPriceField
          label={messages.adminPages.documents.filePrice}
          hint={t.priceHint}
          error={errors.price}
          disabled={busy}
        />
      ) : null}
      <FileDrop
        id="document-image"
        label={t.photo}
        kind="image"
        accept={IMAGE_ACCEPT}
        maxBytes={IMAGE_MAX_BYTES}
        file={image}
        onFileChange={(next) => {
          setImage(next);
          setErrors((current) => ({ ...current, image: undefined }));
        }}
        error={errors.image}
        disabled={busy}
      />
      {isProduct ? (
        <FileTypeSelect
          label={messages.adminPages.documents.fileType}
          value={fileType}
          error={errors.fileType}
          disabled={busy}
          onChange={(event) => {
            setFileType(Number(event.target.value) as FileTypeCode);
            // The chosen file was accepted for the old type; choose it again for the new one.
            setFile(null);
          }}
        />
      ) : null}
      <FileDrop
        id="document-file"
        label={t.file}
        accept={documentAccept(isProduct ? fileType : 0)}
        maxBytes={DOCUMENT_MAX_BYTES}
        hint={texts.fileHint}
        file={file}
        onFileChange={(next) => {
          setFile(next);
          setErrors((current) => ({ ...current, file: undefined }));
        }}
        error={errors.file}
        disabled={busy}
      />
      <TextareaField
        name="description"
        label={t.description}
        error={errors.description}
        disabled={busy}
        maxLength={20_000}
      />
      <UploadProgress upload={upload} label={t.uploading} />
      <Button type="submit" isPending={busy}>
        {texts.submit}
      </Button>
    </form>
  );
}
