"use client";

import { useMemo, useState, type FormEvent } from "react";
import { ActionConfirmDialog } from "@/components/ui/action-confirm-dialog";
import { ActionFormDialog } from "@/components/ui/action-form-dialog";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import {
  RequiredFields,
  type RequiredFieldSpec,
} from "@/app/[locale]/(admin)/_components/required-fields";
import { VideoSourceField } from "@/components/forms/video-source-field";
import { SortableList } from "@/components/ui/sortable-list";
import { useActionRunner } from "@/components/ui/use-action-runner";
import { useSavedOrder } from "@/components/ui/use-saved-order";
import type { Catalogue } from "@/lib/i18n/catalogue";
import { useCatalogue } from "@/lib/i18n/use-catalogue";
import {
  createLiveSessionAction,
  deleteLiveSessionAction,
  reorderLiveSessionsAction,
  setAttendanceThresholdAction,
  updateLiveSessionAction,
} from "../actions";
import {
  liveSessionFieldsSchemaFor,
  thresholdFieldsSchemaFor,
  type LiveSessionFields,
  type LiveSessionFormValues,
} from "../schema";

/** A live session as the admin's page lists it (times already written for Cairo on the server). */
export interface SessionRow {
  id: string;
  title: string;
  /** The start in words, Africa/Cairo, e.g. "Friday, 18 December 2026 at 19:00". */
  startLabel: string;
  /** The start as a `datetime-local` value in Africa/Cairo (the edit form's initial value). */
  startLocal: string;
  durationMinutes: number;
  meetingLink: string;
  /** The recording's embed address, or "" when there is none yet. */
  recordingUrl: string;
}

/** The session's required inputs; the optional recording follows them (a field of its own). */
/** The dialog's required fields, labelled in the page's language. */
const sessionFieldsIn = (
  t: Catalogue["adminForms"]["liveSessions"],
): RequiredFieldSpec<keyof LiveSessionFormValues>[] => [
  { name: "title", idSuffix: "title", label: t.title, autoComplete: "off" },
  {
    name: "start",
    idSuffix: "start",
    label: t.start,
    type: "datetime-local",
  },
  {
    name: "durationMinutes",
    idSuffix: "duration",
    label: t.duration,
    type: "number",
    inputMode: "numeric",
    min: 1,
    max: 600,
    step: 1,
  },
  {
    name: "meetingLink",
    idSuffix: "link",
    label: t.meetingLink,
    hint: t.meetingLinkHint,
    type: "url",
    inputMode: "url",
    autoComplete: "off",
    spellCheck: false,
  },
];

const sessionFieldNames = [
  "title",
  "start",
  "durationMinutes",
  "meetingLink",
  "recordingUrl",
] as const;

/**
 * Add Session (no `row`) or Edit Session: Title, Start (Cairo wall-clock time), Duration in
 * minutes, Meeting link (https) and the optional Recording (a YouTube or Vimeo link or embed code,
 * checked as the on-demand videos are and stored as its embed address).
 */
function SessionDialog({
  courseId,
  courseDates,
  row,
  isOpen,
  onOpenChange,
}: {
  courseId: string;
  courseDates: string;
  row: SessionRow | null;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const idPrefix = row ? `session-${row.id}` : "new-session";
  const messages = useCatalogue();
  const t = messages.adminForms.liveSessions;
  const schema = useMemo(
    () => liveSessionFieldsSchemaFor(messages.liveSessions, messages.course),
    [messages],
  );
  const sessionFields = useMemo(() => sessionFieldsIn(t), [t]);
  return (
    <ActionFormDialog<LiveSessionFormValues, LiveSessionFields>
      schema={schema}
      defaultValues={
        row
          ? {
              title: row.title,
              start: row.startLocal,
              durationMinutes: row.durationMinutes,
              meetingLink: row.meetingLink,
              recordingUrl: row.recordingUrl,
            }
          : { title: "", start: "", durationMinutes: 90, meetingLink: "", recordingUrl: "" }
      }
      fieldNames={sessionFieldNames}
      action={(fields) =>
        row
          ? updateLiveSessionAction({ ...fields, courseId, sessionId: row.id })
          : createLiveSessionAction({ ...fields, courseId })
      }
      failureMessage={row ? messages.liveSessions.updateFailed : messages.liveSessions.createFailed}
      title={row ? t.editTitle(row.title) : t.add}
      description={t.dialogDescription(courseDates)}
      className="max-w-xl"
      submitLabel={row ? t.save : t.add}
      open={isOpen}
      onOpenChange={onOpenChange}
    >
      {({ register, control }, field, errorOf) => {
        const recordingError = errorOf("recordingUrl");
        return (
          <>
            <RequiredFields specs={sessionFields} idPrefix={idPrefix} field={field} />
            <VideoSourceField
              id={`${idPrefix}-recording`}
              label={t.recording}
              rows={2}
              error={recordingError}
              registration={register("recordingUrl")}
              control={control}
              sourceName="recordingUrl"
              titleName="title"
              emptyText={t.recordingEmpty}
              fallbackTitle={t.recordingTitle}
            />
          </>
        );
      }}
    </ActionFormDialog>
  );
}

/** The attendance threshold of the course's certificate (whole percent) with Save. */
function ThresholdForm({ courseId, threshold }: { courseId: string; threshold: number }) {
  const messages = useCatalogue();
  const t = messages.adminForms.liveSessions;
  const schema = useMemo(() => thresholdFieldsSchemaFor(messages.liveSessions), [messages]);
  const { isPending, run } = useActionRunner();
  const [value, setValue] = useState(String(threshold));
  const [error, setError] = useState<string>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = schema.safeParse({ attendanceThreshold: value });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    const result = await run(
      () =>
        setAttendanceThresholdAction({
          courseId,
          attendanceThreshold: parsed.data.attendanceThreshold,
        }),
      messages.liveSessions.thresholdFailed,
    );
    if (!result.ok) setError(result.fieldErrors?.attendanceThreshold?.[0] ?? result.message);
  };
  return (
    <section
      aria-labelledby="threshold-heading"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="threshold-heading" className="font-semibold text-slate-900">
        {t.certificate}
      </h2>
      <form onSubmit={submit} noValidate className="mt-2 flex flex-wrap items-end gap-3">
        <Field
          name="attendanceThreshold"
          id="attendance-threshold"
          label={t.threshold}
          hint={t.thresholdHint}
          type="number"
          inputMode="numeric"
          min={1}
          max={100}
          step={1}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={error}
          className="w-full max-w-xs"
        />
        <Button type="submit" isPending={isPending}>
          {t.saveThreshold}
        </Button>
      </form>
    </section>
  );
}

/**
 * The sessions of one online course, in order: each with its Cairo time, duration, meeting link
 * and recording, Edit in a dialog and Delete with a confirmation; Add Session; drag handles (pointer
 * or keyboard) to reorder, saved at once (the server's order comes back if saving fails); and the
 * attendance threshold. Every action re-checks on the server.
 */
export function SessionManager({
  courseId,
  courseName,
  courseDates,
  sessions,
  attendanceThreshold,
}: {
  courseId: string;
  courseName: string;
  courseDates: string;
  sessions: SessionRow[];
  attendanceThreshold: number;
}) {
  const messages = useCatalogue();
  const t = messages.adminForms.liveSessions;
  const [isAddOpen, setIsAddOpen] = useState(false);
  const [editing, setEditing] = useState<SessionRow | null>(null);
  const { ordered, saveOrder } = useSavedOrder(
    sessions,
    (item) => item.id,
    (sessionIds) => reorderLiveSessionsAction({ courseId, sessionIds }),
    messages.liveSessions.reorderFailed,
  );

  return (
    <div className="space-y-6">
      <section aria-labelledby="sessions-heading" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="sessions-heading" className="text-lg font-semibold text-slate-900">
            {t.sessions(sessions.length)}
          </h2>
          <Button onClick={() => setIsAddOpen(true)}>{t.add}</Button>
        </div>
        <p className="text-sm text-slate-700">
          {t.timesAre(courseDates)}
          {sessions.length > 1 ? ` ${t.dragHint}` : ""}
        </p>
        <SessionDialog
          courseId={courseId}
          courseDates={courseDates}
          row={null}
          isOpen={isAddOpen}
          onOpenChange={setIsAddOpen}
        />
        {editing ? (
          <SessionDialog
            key={editing.id}
            courseId={courseId}
            courseDates={courseDates}
            row={editing}
            isOpen
            onOpenChange={(open) => !open && setEditing(null)}
          />
        ) : null}
        {ordered.length === 0 ? (
          <p role="status" className="rounded-md bg-amber-50 px-4 py-3 text-sm text-amber-900">
            {t.none(courseName)}
          </p>
        ) : (
          <SortableList
            items={ordered}
            getId={(item) => item.id}
            getLabel={(item) => t.sessionNamed(item.title)}
            onReorder={saveOrder}
            isSortable={ordered.length > 1}
            className="flex flex-col gap-3"
            itemClassName="rounded-lg border border-slate-200 bg-white"
            renderItem={(item, handle, index) => (
              <div className="flex items-start gap-2 p-3">
                {handle}
                <div className="min-w-0 flex-1 space-y-1">
                  <h3 className="font-semibold break-words text-slate-900">
                    {index + 1}. <bdi>{item.title}</bdi>
                  </h3>
                  <p className="text-sm text-slate-800">
                    {item.startLabel} · {t.minutes(item.durationMinutes)}
                  </p>
                  <p className="text-sm break-all text-slate-700">
                    {t.meeting}{" "}
                    <a
                      href={item.meetingLink}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="text-brand-700 underline"
                    >
                      {item.meetingLink}
                    </a>
                  </p>
                  <p className="text-sm text-slate-700">
                    {item.recordingUrl ? (
                      <span className="font-semibold text-emerald-800">{t.recordingAdded}</span>
                    ) : (
                      t.noRecording
                    )}
                  </p>
                  <div className="flex flex-wrap gap-2 pt-2">
                    <Button variant="secondary" size="lg" onClick={() => setEditing(item)}>
                      {t.edit}
                      <span className="sr-only"> {t.sessionNamed(item.title)}</span>
                    </Button>
                    <ActionConfirmDialog
                      trigger={
                        <Button variant="danger" size="lg">
                          {t.delete}
                          <span className="sr-only"> {t.sessionNamed(item.title)}</span>
                        </Button>
                      }
                      title={t.deleteTitle(item.title)}
                      description={t.deleteDescription}
                      confirmLabel={t.deleteConfirm}
                      action={() => deleteLiveSessionAction({ courseId, sessionId: item.id })}
                      failureMessage={messages.liveSessions.deleteFailed}
                    />
                  </div>
                </div>
              </div>
            )}
          />
        )}
      </section>
      <ThresholdForm courseId={courseId} threshold={attendanceThreshold} />
    </div>
  );
}
