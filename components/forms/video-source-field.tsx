"use client";

import {
  useWatch,
  type Control,
  type FieldValues,
  type Path,
  type UseFormRegisterReturn,
} from "react-hook-form";
import { FieldError } from "@/components/ui/field";
import { Textarea } from "@/components/ui/input";
import { VideoPlayer } from "@/components/video-player";
import { useCatalogue } from "@/lib/i18n/use-catalogue";
import { parseVideoEmbed } from "@/lib/video-embed";

/**
 * A video's source as the admin types it (a YouTube or Vimeo link or embed code), with a live
 * preview in the player the course page uses, or why it cannot be played. One field for an
 * on-demand video and a live session's recording: both are stored as the embed address. Once
 * the field's error says why the source cannot be played, the preview line says nothing more.
 */
export function VideoSourceField<Values extends FieldValues>({
  id,
  label,
  rows,
  isRequired = false,
  error,
  registration,
  control,
  sourceName,
  titleName,
  emptyText,
  fallbackTitle,
}: {
  id: string;
  label: string;
  rows: number;
  isRequired?: boolean;
  /** The field's error message, if any. */
  error?: string;
  /** `register(sourceName)` of the form. */
  registration: UseFormRegisterReturn;
  control: Control<Values>;
  sourceName: Path<Values>;
  /** The field naming the video: the preview player's title. */
  titleName: Path<Values>;
  /** What the preview says while the field is empty. */
  emptyText: string;
  /** The preview player's title while the title field is empty. */
  fallbackTitle: string;
}) {
  const messages = useCatalogue();
  const [title, source] = useWatch({ control, name: [titleName, sourceName] }) as [
    unknown,
    unknown,
  ];
  const trimmed = typeof source === "string" ? source.trim() : "";
  const embed = trimmed === "" ? null : parseVideoEmbed(trimmed);
  const errorId = `${id}-error`;
  return (
    <>
      <div className="space-y-1">
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          {label}
        </label>
        <Textarea
          id={id}
          rows={rows}
          required={isRequired}
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          invalid={Boolean(error)}
          className="font-mono text-xs"
          {...registration}
        />
        <FieldError id={errorId} message={error} />
      </div>
      <div className="space-y-2">
        <p role="status" className="text-sm text-slate-700">
          {trimmed === ""
            ? emptyText
            : embed
              ? messages.accountPages.ui.videoPreview(
                  embed.provider === "youtube" ? "YouTube" : "Vimeo",
                  embed.src,
                )
              : error
                ? null
                : messages.course.videoUrlUnplayable}
        </p>
        {embed ? (
          <VideoPlayer
            key={embed.src}
            src={embed.src}
            title={typeof title === "string" && title ? title : fallbackTitle}
          />
        ) : null}
      </div>
    </>
  );
}
