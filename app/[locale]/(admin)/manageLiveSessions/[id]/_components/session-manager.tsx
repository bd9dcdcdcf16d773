"use client";

import { useState, type FormEvent } from "react";
import { ActionConfirmDialog } from "@/components/ui/action-confirm-dialog";
import { ActionFormDialog } from "@/components/ui/action-form-dialog";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { RequiredFields, type RequiredFieldSpec } from "@/app/[locale]/(admin)/_components/required-fields";
import { VideoSourceField } from "@/components/forms/video-source-field";
import { SortableList } from "@/components/ui/sortable-list";
import { useActionRunner } from "@/components/ui/use-action-runner";
import { useSavedOrder } from "@/components/ui/use-saved-order";
import { messages } from "@/lib/messages";
import {
  createLiveSessionAction,
  deleteLiveSessionAction,
  reorderLiveSessionsAction,
  setAttendanceThresholdAction,
  updateLiveSessionAction,
} from "../actions";
import {
  liveSessionFieldsSchema,
  thresholdFieldsSchema,
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
const sessionFields: RequiredFieldSpec<keyof LiveSessionFormValues>[] = [
  { name: "title", idSuffix: "title", label: "Title", autoComplete: "off" },
  {
    name: "start",
    idSuffix: "start",
    label: "Start (Cairo time, Africa/Cairo)",
    type: "datetime-local",
  },
  {
    name: "durationMinutes",
    idSuffix: "duration",
    label: "Duration (minutes)",
    type: "number",
    inputMode: "numeric",
    min: 1,
    max: 600,
    step: 1,
  },
  {
    name: "meetingLink",
    idSuffix: "link",
    label: "Meeting link",
    hint: "The https:// address of the Zoom, Google Meet or Teams meeting. Only enrolled students and admins see it.",
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
  return (
    <ActionFormDialog<LiveSessionFormValues, LiveSessionFields>
      schema={liveSessionFieldsSchema}
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
      title={row ? `Edit Session ${row.title}` : "Add Session"}
      description={`The course runs from ${courseDates}; every session must be within those dates.`}
      className="max-w-xl"
      submitLabel={row ? "Save Session" : "Add Session"}
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
              label="Recording (optional): YouTube or Vimeo link or embed code"
              rows={2}
              error={recordingError}
              registration={register("recordingUrl")}
              control={control}
              sourceName="recordingUrl"
              titleName="title"
              emptyText="No recording yet: add it after the session."
              fallbackTitle="Recording"
            />
          </>
        );
      }}
    </ActionFormDialog>
  );
}

/** The attendance threshold of the course's certificate (whole percent) with Save. */
function ThresholdForm({ courseId, threshold }: { courseId: string; threshold: number }) {
  const { isPending, run } = useActionRunner();
  const [value, setValue] = useState(String(threshold));
  const [error, setError] = useState<string>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = thresholdFieldsSchema.safeParse({ attendanceThreshold: value });
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
        Certificate
      </h2>
      <form onSubmit={submit} noValidate className="mt-2 flex flex-wrap items-end gap-3">
        <Field
          name="attendanceThreshold"
          id="attendance-threshold"
          label="Attendance threshold (%)"
          hint="A student's certificate is issued once they attended at least this share of the sessions."
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
          Save
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
            Sessions ({sessions.length})
          </h2>
          <Button onClick={() => setIsAddOpen(true)}>Add Session</Button>
        </div>
        <p className="text-sm text-slate-700">
          Times are Cairo time (Africa/Cairo). The course runs from {courseDates}.
          {sessions.length > 1
            ? " Drag the handles, or focus one and use Space and the arrow keys, to change the order."
            : ""}
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
            {courseName} has no session yet: add the first one, with its date, time and meeting
            link.
          </p>
        ) : (
          <SortableList
            items={ordered}
            getId={(item) => item.id}
            getLabel={(item) => `session ${item.title}`}
            onReorder={saveOrder}
            isSortable={ordered.length > 1}
            className="flex flex-col gap-3"
            itemClassName="rounded-lg border border-slate-200 bg-white"
            renderItem={(item, handle, index) => (
              <div className="flex items-start gap-2 p-3">
                {handle}
                <div className="min-w-0 flex-1 space-y-1">
                  <h3 className="font-semibold break-words text-slate-900">
                    {index + 1}. {item.title}
                  </h3>
                  <p className="text-sm text-slate-800">
                    {item.startLabel} · {item.durationMinutes} minutes
                  </p>
                  <p className="text-sm break-all text-slate-700">
                    Meeting:{" "}
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
                      <span className="font-semibold text-emerald-800">Recording added</span>
                    ) : (
                      "No recording yet"
                    )}
                  </p>
                  <div className="flex flex-wrap gap-2 pt-2">
                    <Button variant="secondary" size="lg" onClick={() => setEditing(item)}>
                      Edit<span className="sr-only"> session {item.title}</span>
                    </Button>
                    <ActionConfirmDialog
                      trigger={
                        <Button variant="danger" size="lg">
                          Delete<span className="sr-only"> session {item.title}</span>
                        </Button>
                      }
                      title={`Delete session ${item.title}?`}
                      description="The session and its attendance are deleted, and its students get no reminder for it. This cannot be undone."
                      confirmLabel="Delete Session"
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
