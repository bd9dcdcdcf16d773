"use client";

import { useActionState, useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import type { ActionResult } from "@/lib/actions/result";
import { useCatalogue } from "@/lib/i18n/use-catalogue";
import type { BulkEnrollmentResult } from "@/lib/upstream/bulk-enrollments";
import type { BulkPreview } from "../actions";

/** Props of {@link BulkEnrollmentForm}: the two server actions, passed in by the page. */
export interface BulkEnrollmentFormProps {
  previewAction: (
    previous: ActionResult<BulkPreview> | null,
    form: FormData,
  ) => Promise<ActionResult<BulkPreview>>;
  applyAction: (input: {
    lines: BulkPreview["lines"];
  }) => Promise<ActionResult<BulkEnrollmentResult>>;
}

/**
 * Bulk enrolment in two steps: choose a CSV file and "Check file" (nothing changes; each row
 * shows what it resolved to or its error), then, only when every row is ready, "Enrol all" (all
 * rows or none). A new file starts over.
 */
export function BulkEnrollmentForm({ previewAction, applyAction }: BulkEnrollmentFormProps) {
  const t = useCatalogue().adminForms.bulk;
  const [preview, formAction, isChecking] = useActionState(previewAction, null);
  const [isApplying, startApplying] = useTransition();
  const [applied, setApplied] = useState<BulkEnrollmentResult | null>(null);
  const [applyError, setApplyError] = useState<string | null>(null);
  const checked = preview?.ok ? preview.data : undefined;
  const rows = checked?.result.rows ?? [];
  const errorCount = rows.filter((row) => row.error !== null).length;

  const apply = () =>
    startApplying(async () => {
      if (!checked) return;
      const result = await applyAction({ lines: checked.lines });
      if (result.ok) {
        setApplied(result.data ?? null);
        setApplyError(null);
        toast.success(result.message ?? t.done);
      } else {
        setApplyError(result.message);
      }
    });

  return (
    <div className="space-y-6">
      <form
        action={(form) => {
          setApplied(null);
          setApplyError(null);
          formAction(form);
        }}
        className="space-y-3 rounded-xl border border-slate-200 bg-white p-5"
      >
        <label htmlFor="bulk-file" className="block font-semibold text-slate-900">
          {t.fileLabel}
        </label>
        <input
          id="bulk-file"
          name="file"
          type="file"
          accept=".csv,text/csv"
          required
          aria-describedby="bulk-file-help"
          className="block w-full text-sm file:me-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:font-semibold"
        />
        <p id="bulk-file-help" className="text-sm text-slate-600">
          {t.fileHelp}
        </p>
        <Button type="submit" variant="secondary" isPending={isChecking}>
          {t.check}
        </Button>
        {preview && !preview.ok ? (
          <p role="alert" className="text-sm text-red-800">
            {preview.message}
          </p>
        ) : null}
      </form>

      {checked ? (
        <section aria-labelledby="bulk-preview-title" className="space-y-3">
          <h2 id="bulk-preview-title" className="text-xl font-bold text-slate-900">
            {applied
              ? t.enrolledOf(applied.rows.length, rows.length)
              : t.readyOf(rows.length - errorCount, rows.length)}
          </h2>
          {errorCount > 0 ? (
            <p role="alert" className="rounded-md bg-red-50 px-4 py-3 text-sm text-red-900">
              {t.rowsWithErrors(errorCount)}
            </p>
          ) : null}
          <ol className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
            {rows.map((row) => (
              <li
                key={row.row}
                className="grid gap-1 px-4 py-3 text-sm sm:grid-cols-[4rem_minmax(0,1fr)_minmax(0,1fr)_minmax(0,14rem)] sm:gap-3"
              >
                {/* Line numbers as in a spreadsheet: the header is line 1. */}
                <span className="font-semibold text-slate-600">{t.line(row.row + 1)}</span>
                <span className="break-all text-slate-900">
                  <bdi>{row.studentName ?? row.email}</bdi>
                  {row.studentName ? (
                    <span className="block text-slate-600">
                      <bdi dir="ltr">{row.email}</bdi>
                    </span>
                  ) : null}
                </span>
                <span className="text-slate-800">
                  {row.courseName ? <bdi>{row.courseName}</bdi> : "—"}
                  {row.packageName ? (
                    <span className="block text-slate-600">
                      <bdi>{row.packageName}</bdi>
                    </span>
                  ) : null}
                </span>
                <span
                  className={
                    row.error ? "font-semibold text-red-800" : "font-semibold text-emerald-800"
                  }
                >
                  {row.error ?? (applied ? t.enrolled : t.ready)}
                </span>
              </li>
            ))}
          </ol>
          {applyError ? (
            <p role="alert" className="text-sm text-red-800">
              {applyError}
            </p>
          ) : null}
          {!applied && errorCount === 0 ? (
            <Button onClick={apply} isPending={isApplying}>
              {t.enrolAll(rows.length)}
            </Button>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
