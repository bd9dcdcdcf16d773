"use client";

import { useState } from "react";
import { useActionRunner } from "@/components/ui/use-action-runner";
import { useCatalogue } from "@/lib/i18n/use-catalogue";
import { setAttendanceAction } from "../actions";

/** A session of the attendance grid (id lowercase, start in words in Cairo). */
export interface AttendanceSession {
  id: string;
  title: string;
  startLabel: string;
}

/** A student of the attendance grid: the sessions attended (lowercase ids) with how ("joined at 19:05"). */
export interface AttendanceStudent {
  studentId: string;
  name: string;
  attended: Record<string, string>;
}

/**
 * Who attended each session of an online course: one group per session ("N of M attended"), a
 * checkbox per student the admin ticks or clears to correct it (saved at once, checked again on
 * the server; the box goes back if saving fails), with the Join time beside a recorded Join.
 */
export function AttendanceGrid({
  courseId,
  sessions,
  students,
}: {
  courseId: string;
  sessions: AttendanceSession[];
  students: AttendanceStudent[];
}) {
  const messages = useCatalogue();
  const t = messages.adminForms.onlineCourse;
  const { isPending, run } = useActionRunner();
  // Changes not yet shown by the server's list: `${sessionId}/${studentId}` → attended.
  const [pending, setPending] = useState<Record<string, boolean>>({});
  const isAttended = (sessionId: string, student: AttendanceStudent) =>
    pending[`${sessionId}/${student.studentId}`] ?? sessionId in student.attended;

  const toggle = (sessionId: string, studentId: string, attended: boolean) => {
    const key = `${sessionId}/${studentId}`;
    setPending((current) => ({ ...current, [key]: attended }));
    void run(
      () => setAttendanceAction({ courseId, sessionId, studentId, attended }),
      messages.liveSessions.attendanceFailed,
    ).then(() =>
      setPending((current) => {
        const next = { ...current };
        delete next[key];
        return next;
      }),
    );
  };

  return (
    <section aria-labelledby="attendance-heading" className="space-y-3">
      <h2 id="attendance-heading" className="text-lg font-semibold text-slate-900">
        {t.attendance}
      </h2>
      {sessions.length === 0 || students.length === 0 ? (
        <p className="text-sm text-slate-700">
          {sessions.length === 0 ? t.noSession : messages.admin.noEnrolledStudents}
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-700">{t.attendanceHint}</p>
          <ol className="space-y-3">
            {sessions.map((session, index) => {
              const count = students.filter((student) => isAttended(session.id, student)).length;
              return (
                <li key={session.id} className="rounded-lg border border-slate-200 bg-white">
                  <details open={index === 0}>
                    <summary className="cursor-pointer list-inside px-4 py-3 focus-visible:outline-2 focus-visible:outline-brand-600">
                      <span className="font-semibold text-slate-900">
                        {index + 1}. <bdi>{session.title}</bdi>
                      </span>
                      <span className="block text-sm text-slate-700 sm:ms-5">
                        {session.startLabel} · {t.attendedCount(count, students.length)}
                      </span>
                    </summary>
                    <fieldset className="border-t border-slate-100 px-4 py-3">
                      <legend className="sr-only">{t.attendanceOf(session.title)}</legend>
                      <ul className="grid gap-2 sm:grid-cols-2">
                        {students.map((student) => {
                          const inputId = `attended-${session.id}-${student.studentId}`;
                          const checked = isAttended(session.id, student);
                          const note = student.attended[session.id];
                          return (
                            <li key={student.studentId} className="flex items-start gap-3">
                              <input
                                id={inputId}
                                type="checkbox"
                                checked={checked}
                                disabled={isPending}
                                onChange={(event) =>
                                  toggle(session.id, student.studentId, event.target.checked)
                                }
                                className="mt-0.5 size-5 shrink-0 accent-brand-700"
                              />
                              <label htmlFor={inputId} className="min-w-0 text-sm text-slate-900">
                                <bdi className="break-words">{student.name}</bdi>
                                {checked && note ? (
                                  <span className="block text-xs text-slate-600">{note}</span>
                                ) : null}
                              </label>
                            </li>
                          );
                        })}
                      </ul>
                    </fieldset>
                  </details>
                </li>
              );
            })}
          </ol>
        </>
      )}
    </section>
  );
}
