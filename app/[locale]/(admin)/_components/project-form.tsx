"use client";

import type { Route } from "next";
import Image from "next/image";
import { useRouter } from "next/navigation";
import { useId, useRef, useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Field, FieldError } from "@/components/ui/field";
import { Textarea } from "@/components/ui/input";
import { FileDrop } from "@/components/ui/file-drop";
import { UploadProgress } from "@/components/ui/upload-progress";
import { useUpload } from "@/components/ui/use-upload";
import { formatBytes, IMAGE_ACCEPT, IMAGE_MAX_BYTES } from "@/lib/files/limits";
import { localizeText } from "@/lib/actions/localize-result";
import { usePageLocale } from "@/lib/i18n/client";
import { localizedPath } from "@/lib/i18n/locale-path";
import { useCatalogue } from "@/lib/i18n/use-catalogue";
import { addProjectImage, chooseMainImage, removeProjectImage } from "@/lib/project-images";
import {
  MAX_IMAGE_DESCRIPTION_LENGTH,
  MAX_IMAGE_TITLE_LENGTH,
  MAX_PROJECT_IMAGES,
  MAX_PROJECT_NAME_LENGTH,
  PROJECT_MAX_BODY_BYTES,
  projectFormData,
  projectFormSchemaFor,
  type ProjectFormImage,
} from "@/lib/validation/project";

/** An image the project already has, as the edit page passes it in. */
interface SavedProjectImage {
  id: number;
  description: string | null;
  isMainImage: boolean;
  imageUrl: string | null;
}

/** Props of {@link ProjectForm}. */
export interface ProjectFormProps {
  /** The admin route handler the form posts to (multipart, see `projectFormData`). */
  uploadUrl: string;
  /** The submit button's text ("Add Project", "Save Changes"). */
  submitLabel: string;
  /** Where to go after a successful save. */
  doneHref: Route;
  /** The project being edited; omit for a new project. */
  initial?: { name: string; images: SavedProjectImage[] };
}

type Errors = Record<string, string | undefined>;

/** Room for the multipart framing and the text fields when the files' sizes are added up. */
const FORM_OVERHEAD_BYTES = 1024 * 1024;

function savedRows(images: SavedProjectImage[]): ProjectFormImage[] {
  const rows = images.map((image) => ({
    key: `saved-${image.id}`,
    existingImageId: image.id,
    imageUrl: image.imageUrl,
    title: "",
    description: image.description ?? "",
    isMainImage: image.isMainImage,
    file: null,
  }));
  // Data from before these rules (the upstream accepts zero or several main images): keep one.
  const main = rows.find((row) => row.isMainImage) ?? rows[0];
  return main ? chooseMainImage(rows, main.key) : rows;
}

/**
 * The one project form of `/addNewProject` and `/editProject/{id}` (spec §2 "Add project", §4,
 * §5): the project name and its images, each with a title, a description, a file and the
 * main-image choice. Exactly one image is the main image: the choice is a radio group across the
 * images, and the main image cannot be removed until another is chosen ('Please Choose Another
 * Main Image Before Deleting Your Main Image'). On edit, saved images show their photo and keep
 * it (the server re-reads their bytes); their title cannot be shown because the upstream never
 * returns it. The list is component state driven by the pure rules of `lib/project-images`; on
 * submit the shared `projectFormSchema` checks it, then the form goes up with a progress bar.
 */
export function ProjectForm({ uploadUrl, submitLabel, doneHref, initial }: ProjectFormProps) {
  const messages = useCatalogue();
  const t = messages.adminForms.projectForm;
  const locale = usePageLocale();
  const router = useRouter();
  const upload = useUpload();
  const formId = useId();
  const nextKey = useRef(0);
  const [name, setName] = useState(initial?.name ?? "");
  const [images, setImages] = useState<ProjectFormImage[]>(() => savedRows(initial?.images ?? []));
  const [errors, setErrors] = useState<Errors>({});

  const clearError = (path: string) =>
    setErrors((current) => (current[path] ? { ...current, [path]: undefined } : current));

  const updateImage = (key: string, change: Partial<ProjectFormImage>) =>
    setImages((current) =>
      current.map((image) => (image.key === key ? { ...image, ...change } : image)),
    );

  const addImage = () => {
    nextKey.current += 1;
    setImages((current) =>
      addProjectImage(current, {
        key: `new-${nextKey.current}`,
        existingImageId: null,
        imageUrl: null,
        title: "",
        description: "",
        isMainImage: false,
        file: null,
      }),
    );
    clearError("images");
  };

  const removeImage = (key: string) => {
    const result = removeProjectImage(images, key);
    if (!result.ok) {
      // The rules of lib/project-images speak English: their fixed texts in the page's language.
      const message = localizeText(result.message, locale);
      toast.error(message);
      setErrors((current) => ({ ...current, [`remove.${key}`]: message }));
      return;
    }
    // Errors are keyed by position: drop the per-image ones rather than show them on the wrong row.
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([path]) => !path.startsWith("images."))),
    );
    setImages(result.images);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = projectFormSchemaFor(messages).safeParse({ name, images });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const path = issue.path.map(String).join(".");
        next[path] ??= localizeText(issue.message, locale);
      }
      setErrors(next);
      toast.error(
        localizeText(parsed.error.issues[0]?.message ?? messages.admin.addProjectFailed, locale),
      );
      return;
    }
    const newBytes = images.reduce((sum, image) => sum + (image.file?.size ?? 0), 0);
    if (newBytes > PROJECT_MAX_BODY_BYTES - FORM_OVERHEAD_BYTES) {
      const message = t.tooLarge(formatBytes(PROJECT_MAX_BODY_BYTES - FORM_OVERHEAD_BYTES));
      setErrors({ images: message });
      toast.error(message);
      return;
    }
    setErrors({});
    const result = await upload.send(uploadUrl, projectFormData({ name, images }));
    if (!result.ok) {
      const next: Errors = {};
      for (const [path, list] of Object.entries(result.fieldErrors ?? {})) next[path] = list[0];
      setErrors(next);
      toast.error(result.message);
      return;
    }
    toast.success(result.message ?? messages.admin.projectAdded);
    router.push(localizedPath(locale, doneHref) as Route);
    router.refresh();
  };

  const isBusy = upload.isUploading;

  return (
    <form onSubmit={submit} noValidate className="space-y-8" aria-busy={isBusy || undefined}>
      <div className="max-w-xl">
        <Field
          name="name"
          id={`${formId}-name`}
          label={t.name}
          value={name}
          maxLength={MAX_PROJECT_NAME_LENGTH}
          onChange={(event) => {
            setName(event.target.value);
            clearError("name");
          }}
          error={errors.name}
          disabled={isBusy}
        />
      </div>

      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold text-slate-900">{t.images}</legend>
        <p className="text-sm text-slate-600">{t.imagesHint}</p>
        {images.length === 0 ? (
          <p className="rounded-md bg-white px-4 py-3 text-slate-700">{t.noImages}</p>
        ) : null}
        <ol className="space-y-4">
          {images.map((image, index) => {
            const number = index + 1;
            const base = `${formId}-image-${image.key}`;
            const at = (field: string) => errors[`images.${index}.${field}`];
            const descriptionError = at("description");
            return (
              <li key={image.key}>
                <fieldset className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                  <legend className="px-1 text-base font-semibold text-slate-900">
                    {t.image(number)}
                  </legend>
                  {image.existingImageId !== null ? (
                    <div className="flex items-center gap-4">
                      {image.imageUrl ? (
                        <Image
                          src={image.imageUrl}
                          alt={t.savedPhotoAlt(number)}
                          width={160}
                          height={100}
                          className="h-24 w-40 rounded-md object-cover ring-1 ring-slate-200"
                        />
                      ) : null}
                      <p className="text-sm text-slate-600">{t.savedPhoto}</p>
                    </div>
                  ) : (
                    <>
                      <Field
                        name={`images.${index}.title`}
                        id={`${base}-title`}
                        label={t.title}
                        value={image.title}
                        maxLength={MAX_IMAGE_TITLE_LENGTH}
                        onChange={(event) => {
                          updateImage(image.key, { title: event.target.value });
                          clearError(`images.${index}.title`);
                        }}
                        error={at("title")}
                        disabled={isBusy}
                      />
                      <FileDrop
                        id={`${base}-file`}
                        label={t.photo}
                        kind="image"
                        accept={IMAGE_ACCEPT}
                        maxBytes={IMAGE_MAX_BYTES}
                        file={image.file}
                        onFileChange={(file) => {
                          updateImage(image.key, { file });
                          clearError(`images.${index}.file`);
                        }}
                        error={at("file")}
                        disabled={isBusy}
                      />
                    </>
                  )}
                  <div className="space-y-1">
                    <label
                      htmlFor={`${base}-description`}
                      className="block text-sm font-medium text-slate-800"
                    >
                      {t.description}
                    </label>
                    <Textarea
                      id={`${base}-description`}
                      name={`images.${index}.description`}
                      rows={3}
                      value={image.description}
                      maxLength={MAX_IMAGE_DESCRIPTION_LENGTH}
                      onChange={(event) => {
                        updateImage(image.key, { description: event.target.value });
                        clearError(`images.${index}.description`);
                      }}
                      aria-invalid={descriptionError ? true : undefined}
                      aria-describedby={descriptionError ? `${base}-description-error` : undefined}
                      disabled={isBusy}
                      invalid={Boolean(descriptionError)}
                    />
                    <FieldError id={`${base}-description-error`} message={descriptionError} />
                  </div>
                  <div className="flex flex-wrap items-center justify-between gap-3">
                    <label className="inline-flex items-center gap-2 text-sm font-medium text-slate-800">
                      <input
                        type="radio"
                        name={`${formId}-main-image`}
                        checked={image.isMainImage}
                        onChange={() => {
                          setImages((current) => chooseMainImage(current, image.key));
                          clearError("images");
                          clearError(`remove.${image.key}`);
                        }}
                        disabled={isBusy}
                        className="size-4 accent-brand-700"
                      />
                      {t.mainImage}
                    </label>
                    <Button
                      variant="ghost"
                      onClick={() => removeImage(image.key)}
                      disabled={isBusy}
                      aria-label={t.removeImageNumber(number)}
                    >
                      {t.removeImage}
                    </Button>
                  </div>
                  <FieldError message={errors[`remove.${image.key}`]} />
                </fieldset>
              </li>
            );
          })}
        </ol>
        <FieldError id={`${formId}-images-error`} message={errors.images} />
        <Button
          variant="secondary"
          onClick={addImage}
          disabled={isBusy || images.length >= MAX_PROJECT_IMAGES}
        >
          {t.addImage}
        </Button>
      </fieldset>

      <UploadProgress upload={upload} label={t.uploading} />
      <div className="flex gap-3">
        <Button type="submit" isPending={isBusy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
