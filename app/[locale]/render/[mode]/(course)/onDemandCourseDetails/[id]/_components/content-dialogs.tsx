"use client";

import { useMemo, type ButtonHTMLAttributes, type ReactNode } from "react";
import { ActionConfirmDialog } from "@/components/ui/action-confirm-dialog";
import { ActionFormDialog } from "@/components/ui/action-form-dialog";
import { Field } from "@/components/ui/field";
import { VideoSourceField } from "@/components/forms/video-source-field";
import type { ActionResult } from "@/lib/actions/result";
import { useCatalogue } from "@/lib/i18n/use-catalogue";
import { formatVideoDuration } from "@/lib/video-duration";
import {
  addSectionAction,
  addVideoAction,
  renameSectionAction,
  updateVideoAction,
} from "../actions";
import {
  sectionFieldsSchemaFor,
  videoEditFieldsSchemaFor,
  videoFieldsSchemaFor,
  type SectionFields,
  type VideoFields,
} from "../schema";

/** A section as the editor knows it (no video addresses, ever). */
export interface EditorSection {
  id: string;
  name: string;
}

/**
 * A video as the editor knows it: id, title, whether it is a free preview and its duration in
 * seconds (null when none); never its address.
 */
export interface EditorVideo {
  id: number;
  title: string;
  isPreview: boolean;
  durationSeconds: number | null;
}

/** A small icon-only button; `label` is its accessible name (and tooltip). */
export function IconButton({
  label,
  children,
  className = "",
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & {
  label: string;
  ref?: React.Ref<HTMLButtonElement>;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className={`inline-flex size-8 shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none disabled:opacity-50 ${className}`}
      {...props}
    >
      {children}
    </button>
  );
}

/** Icons of the editor (decorative: the buttons carry the names). */
export const icons = {
  add: (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5">
      <path d="M10.75 4.75a.75.75 0 0 0-1.5 0v4.5h-4.5a.75.75 0 0 0 0 1.5h4.5v4.5a.75.75 0 0 0 1.5 0v-4.5h4.5a.75.75 0 0 0 0-1.5h-4.5v-4.5Z" />
    </svg>
  ),
  edit: (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
      <path d="m2.7 14.1-.7 3.2a.6.6 0 0 0 .7.7l3.2-.7 9.5-9.5-2.5-2.5-10.2 8.8ZM17.7 3.8l-1.5-1.5a1 1 0 0 0-1.4 0l-1.2 1.2 2.9 2.9 1.2-1.2a1 1 0 0 0 0-1.4Z" />
    </svg>
  ),
  delete: (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
      <path
        fillRule="evenodd"
        d="M8.75 1A2.75 2.75 0 0 0 6 3.75v.44c-.8.08-1.58.18-2.37.3a.75.75 0 1 0 .23 1.49l.15-.03.84 10.52A2.75 2.75 0 0 0 7.59 19h4.82a2.75 2.75 0 0 0 2.74-2.53l.84-10.52.15.03a.75.75 0 1 0 .23-1.49c-.79-.12-1.58-.22-2.37-.3v-.44A2.75 2.75 0 0 0 11.25 1h-2.5ZM10 4c.84 0 1.67.02 2.5.07v-.32c0-.69-.56-1.25-1.25-1.25h-2.5c-.69 0-1.25.56-1.25 1.25v.32C8.33 4.02 9.16 4 10 4Z"
        clipRule="evenodd"
      />
    </svg>
  ),
};

/**
 * 'Add New Section' (no `section`) or Edit Section: one field, Section Name ('Please provide a
 * name'). Opened by `trigger`; focus returns to it on close.
 */
export function SectionDialog({
  courseId,
  section,
  trigger,
}: {
  courseId: string;
  section?: EditorSection;
  trigger: ReactNode;
}) {
  const inputId = section ? `section-name-${section.id}` : "new-section-name";
  const messages = useCatalogue();
  const texts = messages.coursePages.editor;
  const schema = useMemo(() => sectionFieldsSchemaFor(messages), [messages]);
  return (
    <ActionFormDialog<SectionFields, SectionFields>
      schema={schema}
      defaultValues={{ name: section?.name ?? "" }}
      fieldNames={["name"]}
      action={({ name }) =>
        section
          ? renameSectionAction({ courseId, sectionId: section.id, name })
          : addSectionAction({ courseId, name })
      }
      failureMessage={
        section ? messages.course.sectionNameFailed : messages.course.addSectionFailed
      }
      valuesAfterSuccess={({ name }) => ({ name: section ? name : "" })}
      title={section ? texts.editSectionTitle(section.name) : texts.addSection}
      submitLabel={section ? texts.saveSection : texts.addSectionSubmit}
      trigger={trigger}
    >
      {(_form, field) => (
        <Field
          id={inputId}
          label={texts.sectionName}
          autoComplete="off"
          required
          {...field("name")}
        />
      )}
    </ActionFormDialog>
  );
}

/**
 * Add Video (no `video`) or Edit Video for one section: Video Name ('Please Enter a name') and
 * the URL or embed code ('Please Enter a url' when adding; empty on Edit keeps the stored one),
 * accepted only when the player can play it, with a live preview; and, when the upstream can
 * store it (`canMarkPreview`), "Free preview": anyone may play the video without buying; and,
 * when the upstream can store it (`canSetDuration`), the Duration (mm:ss or h:mm:ss, empty for
 * none: such a lesson completes when the student marks it). The stored address is never sent to
 * the browser, so Edit starts with an empty source.
 */
export function VideoDialog({
  courseId,
  section,
  video,
  canMarkPreview,
  canSetDuration,
  trigger,
}: {
  courseId: string;
  section: EditorSection;
  video?: EditorVideo;
  canMarkPreview: boolean;
  canSetDuration: boolean;
  trigger: ReactNode;
}) {
  const idPrefix = video ? `video-${video.id}` : `new-video-${section.id}`;
  const isPreview = video?.isPreview ?? false;
  const duration = video?.durationSeconds != null ? formatVideoDuration(video.durationSeconds) : "";
  const messages = useCatalogue();
  const texts = messages.coursePages.editor;
  const schema = useMemo(
    () => (video ? videoEditFieldsSchemaFor(messages) : videoFieldsSchemaFor(messages)),
    [messages, video],
  );
  return (
    <ActionFormDialog<VideoFields, VideoFields>
      schema={schema}
      defaultValues={{ title: video?.title ?? "", videoUrl: "", isPreview, duration }}
      fieldNames={["title", "videoUrl", "isPreview", "duration"]}
      action={(fields) => {
        // Nothing is sent for the mark or the duration when the upstream cannot store it: an
        // edit keeps what is stored.
        const mark = canMarkPreview ? fields.isPreview : undefined;
        const length = canSetDuration ? fields.duration : undefined;
        return video
          ? updateVideoAction({
              courseId,
              sectionId: section.id,
              videoId: video.id,
              title: fields.title,
              videoUrl: fields.videoUrl,
              isPreview: mark,
              duration: length,
            })
          : addVideoAction({
              courseId,
              sectionId: section.id,
              title: fields.title,
              videoUrl: fields.videoUrl,
              isPreview: mark,
              duration: length,
            });
      }}
      failureMessage={video ? messages.course.updateVideoFailed : messages.course.addVideoFailed}
      valuesAfterSuccess={(fields) =>
        video
          ? {
              title: fields.title,
              videoUrl: "",
              isPreview: fields.isPreview ?? false,
              duration: fields.duration ?? "",
            }
          : { title: "", videoUrl: "", isPreview: false, duration: "" }
      }
      title={video ? texts.editVideoTitle(video.title) : texts.addVideoTitle(section.name)}
      description={video ? texts.keepLink : texts.pasteLink}
      className="max-w-xl"
      submitLabel={video ? texts.saveVideo : texts.addVideo}
      trigger={trigger}
    >
      {({ register, control }, field, errorOf) => {
        return (
          <>
            <Field
              id={`${idPrefix}-title`}
              label={texts.videoName}
              autoComplete="off"
              required
              {...field("title")}
            />
            <VideoSourceField
              id={`${idPrefix}-url`}
              label={texts.videoSource}
              rows={3}
              isRequired={!video}
              error={errorOf("videoUrl")}
              registration={register("videoUrl")}
              control={control}
              sourceName="videoUrl"
              titleName="title"
              emptyText={video ? texts.currentKept : texts.pastePreview}
              fallbackTitle={texts.preview}
            />
            {canSetDuration ? (
              <Field
                id={`${idPrefix}-duration`}
                label={messages.watch.durationLabel}
                hint={messages.watch.durationHint}
                autoComplete="off"
                placeholder="mm:ss"
                {...field("duration")}
              />
            ) : null}
            {canMarkPreview ? (
              <div className="flex items-start gap-3">
                <input
                  id={`${idPrefix}-preview`}
                  type="checkbox"
                  aria-describedby={`${idPrefix}-preview-hint`}
                  className="mt-0.5 size-5 shrink-0 accent-brand-700"
                  {...register("isPreview")}
                />
                <div className="text-sm">
                  <label htmlFor={`${idPrefix}-preview`} className="font-medium text-slate-900">
                    {texts.freePreview}
                  </label>
                  <p id={`${idPrefix}-preview-hint`} className="text-slate-600">
                    {texts.freePreviewHint}
                  </p>
                </div>
              </div>
            ) : null}
          </>
        );
      }}
    </ActionFormDialog>
  );
}

/** A delete confirmation opened by a red bin icon button named `label` (Cancel, or the red confirm button). */
export function DeleteDialog({
  label,
  ...dialog
}: {
  /** The icon button's accessible name, e.g. "Delete section Basics". */
  label: string;
  title: string;
  description: string;
  confirmLabel: string;
  failureMessage: string;
  action: () => Promise<ActionResult>;
}) {
  return (
    <ActionConfirmDialog
      {...dialog}
      trigger={
        <IconButton label={label} className="text-red-700 hover:bg-red-50 hover:text-red-800">
          {icons.delete}
        </IconButton>
      }
    />
  );
}
