"use client";

import type { Route } from "next";
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useMemo, useState, useTransition } from "react";
import { TextareaField } from "@/app/[locale]/(admin)/_components/form-controls";
import { useForm, type Resolver } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FileDrop } from "@/components/ui/file-drop";
import { bindField } from "@/components/forms/bind-field";
import { UploadProgress } from "@/components/ui/upload-progress";
import { useUpload } from "@/components/ui/use-upload";
import type { ActionResult } from "@/lib/actions/result";
import { courseRoutes, type CourseKind } from "@/lib/course-kinds";
import { IMAGE_ACCEPT, IMAGE_MAX_BYTES } from "@/lib/files/limits";
import { usePageLocale } from "@/lib/i18n/client";
import { localizedPath } from "@/lib/i18n/locale-path";
import { useCatalogue } from "@/lib/i18n/use-catalogue";
import { courseSchema, type CourseDates } from "@/lib/validation/course";

/** The form's values: every field as the input holds it (text). */
export type CourseFormValues = Record<string, string>;

/** What the create route handler answers on success. */
type Created = { id: string; redirectTo: Route };

/** Props of {@link CourseForm}. */
export type CourseFormProps = {
  /**
   * The upstream stores "What you will learn" and "Requirements" (`isCourseOutlineSupported`):
   * the two fields are shown and sent; otherwise they are neither shown nor sent.
   */
  hasOutline: boolean;
} & (
  | { kind: CourseKind; mode: "create" }
  | {
      kind: CourseKind;
      mode: "edit";
      courseId: string;
      /** The stored values, as the inputs hold them (dates `YYYY-MM-DD`). */
      initialValues: CourseFormValues;
      /** The stored dates of an online course: they pass "not before today" unchanged. */
      keptDates?: CourseDates;
      /** The route's update action (`{ id, ...fields }`). */
      updateAction: (input: CourseFormValues & { id: string }) => Promise<ActionResult>;
    }
);

type ImageField = "courseImage" | "instructorImage";

const emptyValues: Record<CourseKind, CourseFormValues> = {
  online: {
    name: "",
    price: "",
    discount: "0",
    lectures: "",
    start: "",
    end: "",
    description: "",
    instructorName: "",
    instructorDescription: "",
  },
  "on-demand": {
    name: "",
    hours: "",
    discount: "0",
    description: "",
    instructorName: "",
    instructorDescription: "",
  },
};

/** The outline fields, empty, for a create form on an upstream that stores them. */
const emptyOutline: CourseFormValues = { outcomes: "", requirements: "" };

/**
 * The course form of both kinds (spec §2 "Admin creation screens", "Edit on-demand course and
 * edit online course"), the kind a prop. Online: name, price (USD), discount, lectures, start,
 * end, description, course photo, instructor name, description and photo; on-demand: name, hours,
 * discount, description, photo, instructor name, description and photo. Both, with `hasOutline`:
 * "What you will learn" and "Requirements" (one item a line) under the description. The rules of
 * spec §5 are checked here as you submit (the same schema runs again on the server).
 *
 * Create: both photos are required, previewed before upload, and sent with the fields as one
 * multipart request with a progress bar (`useUpload`) to the create route handler; its answer is
 * toasted and the browser goes where it says (the manage page, or the edit page when an image
 * step failed). Edit: fields only (the images change through the dialogs on the edit page), saved
 * by the route's action, then back to the manage page.
 */
export function CourseForm(props: CourseFormProps) {
  const { kind, mode, hasOutline } = props;
  const isOnline = kind === "online";
  const routes = courseRoutes[kind];
  const messages = useCatalogue();
  const t = messages.adminForms.courseForm;
  const locale = usePageLocale();
  const router = useRouter();
  const upload = useUpload<Created>();
  const [isSaving, startSaving] = useTransition();
  const [images, setImages] = useState<Record<ImageField, File | null>>({
    courseImage: null,
    instructorImage: null,
  });
  const [imageErrors, setImageErrors] = useState<Partial<Record<ImageField, string>>>({});
  const keptDates = mode === "edit" ? props.keptDates : undefined;
  const schema = useMemo(
    () => courseSchema(kind, { kept: keptDates, messages }),
    [kind, keptDates, messages],
  );
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CourseFormValues>({
    // `raw`: submit the values as typed; the server parses them with the same schema.
    resolver: zodResolver(schema, undefined, {
      raw: true,
    }) as unknown as Resolver<CourseFormValues>,
    // Without `hasOutline` the two lists are not in the values, so they are never sent.
    defaultValues:
      mode === "edit"
        ? props.initialValues
        : { ...emptyValues[kind], ...(hasOutline ? emptyOutline : {}) },
  });
  const isBusy = upload.isUploading || isSaving;

  const errorOf = (name: string): string | undefined => {
    const message = errors[name]?.message;
    return typeof message === "string" ? message : undefined;
  };
  const field = bindField(register, errorOf);

  /** The photos' presence (create only); their bytes are checked by the server. */
  const checkImages = (): boolean => {
    if (mode !== "create") return true;
    const missing: Partial<Record<ImageField, string>> = {};
    for (const field of ["courseImage", "instructorImage"] as const)
      if (!images[field]) missing[field] = messages.admin.photoRequired;
    setImageErrors(missing);
    return Object.keys(missing).length === 0;
  };

  const showServerErrors = (result: Extract<ActionResult<unknown>, { ok: false }>) => {
    const imageMessages: Partial<Record<ImageField, string>> = {};
    for (const [field, [message]] of Object.entries(result.fieldErrors ?? {})) {
      if (!message) continue;
      if (field === "courseImage" || field === "instructorImage") imageMessages[field] = message;
      else setError(field, { type: "server", message });
    }
    setImageErrors(imageMessages);
  };

  const create = async (values: CourseFormValues) => {
    if (!checkImages()) return;
    const body = new FormData();
    for (const [key, value] of Object.entries(values)) body.append(key, value);
    body.append("courseImage", images.courseImage as File);
    body.append("instructorImage", images.instructorImage as File);
    const result = await upload.send(routes.createApi, body);
    if (result.ok) {
      toast.success(result.message ?? messages.course.created);
      router.push(localizedPath(locale, result.data?.redirectTo ?? routes.manage));
      return;
    }
    toast.error(result.message);
    // The record was kept but an image step failed: its edit page lets the admin set it again.
    if (result.redirectTo) router.push(localizedPath(locale, result.redirectTo));
    else showServerErrors(result);
  };

  const save = (values: CourseFormValues) => {
    if (mode !== "edit") return;
    startSaving(async () => {
      const result = await props.updateAction({ ...values, id: props.courseId });
      if (result.ok) {
        toast.success(result.message ?? messages.student.dataUpdated);
        router.push(localizedPath(locale, routes.manage));
        return;
      }
      toast.error(result.message);
      showServerErrors(result);
    });
  };

  // Field errors show through react-hook-form; the photos' presence is checked alongside them.
  const onInvalid = () => {
    checkImages();
  };

  const photo = (field: ImageField, label: string) =>
    mode === "create" ? (
      <FileDrop
        id={field}
        label={label}
        kind="image"
        accept={IMAGE_ACCEPT}
        maxBytes={IMAGE_MAX_BYTES}
        file={images[field]}
        onFileChange={(file) => {
          setImages((current) => ({ ...current, [field]: file }));
          setImageErrors((current) => ({ ...current, [field]: undefined }));
        }}
        error={imageErrors[field]}
        disabled={isBusy}
      />
    ) : null;

  return (
    <form
      noValidate
      onSubmit={handleSubmit(mode === "create" ? create : save, onInvalid)}
      className="space-y-8"
    >
      <fieldset className="space-y-4" disabled={isBusy}>
        <legend className="text-lg font-semibold text-slate-900">{t.course}</legend>
        <Field label={t.name} autoComplete="off" {...field("name")} />
        <div className="grid gap-4 sm:grid-cols-2">
          {isOnline ? (
            <Field label={t.price} inputMode="decimal" autoComplete="off" {...field("price")} />
          ) : null}
          <Field
            label={t.discount}
            hint={t.discountHint}
            inputMode="decimal"
            autoComplete="off"
            {...field("discount")}
          />
          {isOnline ? (
            <Field
              label={t.lectures}
              inputMode="numeric"
              autoComplete="off"
              {...field("lectures")}
            />
          ) : (
            <Field label={t.hours} inputMode="decimal" autoComplete="off" {...field("hours")} />
          )}
          {isOnline ? (
            <>
              <Field label={t.start} type="date" {...field("start")} />
              <Field label={t.end} type="date" error={errorOf("end")} {...register("end")} />
            </>
          ) : null}
        </div>
        <TextareaField label={t.description} {...field("description")} />
        {hasOutline ? (
          <>
            <TextareaField
              label={messages.courseOutline.outcomes}
              hint={messages.courseOutline.hint}
              rows={6}
              {...field("outcomes")}
            />
            <TextareaField
              label={messages.courseOutline.requirements}
              hint={messages.courseOutline.hint}
              rows={4}
              {...field("requirements")}
            />
          </>
        ) : null}
        {photo("courseImage", t.photo)}
      </fieldset>

      <fieldset className="space-y-4" disabled={isBusy}>
        <legend className="text-lg font-semibold text-slate-900">{t.instructor}</legend>
        <Field label={t.instructorName} autoComplete="off" {...field("instructorName")} />
        <TextareaField label={t.instructorDescription} {...field("instructorDescription")} />
        {photo("instructorImage", t.instructorPhoto)}
      </fieldset>

      <UploadProgress upload={upload} label={t.uploading} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" isPending={isBusy}>
          {mode === "create" ? t.create : t.save}
        </Button>
      </div>
    </form>
  );
}
