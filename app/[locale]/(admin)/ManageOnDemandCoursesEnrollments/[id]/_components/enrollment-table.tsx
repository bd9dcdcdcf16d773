"use client";

import { profileHref } from "@/components/student/profile-href";
import { Link } from "@/components/ui/link";
import { useState } from "react";
import {
  AssessmentResultsCell,
  type StudentAssessmentResult,
} from "@/app/[locale]/(admin)/_components/assessment-results-cell";
import { EnrollmentProgress } from "@/app/[locale]/(admin)/_components/enrollment-progress";
import { RemoveEnrollmentDialog } from "@/app/[locale]/(admin)/_components/remove-enrollment-dialog";
import { Button } from "@/components/ui/button";
import { DataTable, type ColumnDef } from "@/components/ui/data-table";
import { Dialog, DialogActions, DialogContent } from "@/components/ui/dialog";
import { FieldError } from "@/components/ui/field";
import { useActionRunner } from "@/components/ui/use-action-runner";
import { usePageLocale } from "@/lib/i18n/client";
import { useCatalogue } from "@/lib/i18n/use-catalogue";
import { formatPrice } from "@/lib/prices";
import type { ProgressSummary } from "@/lib/upstream/progress";
import { deleteEnrollmentAction, updateEnrollmentAction } from "../actions";

/** One enrolment as the table shows it (dates already formatted on the server). */
export interface EnrollmentRow {
  id: string;
  studentId: string;
  studentName: string;
  email: string;
  phone: string | null;
  packageId: string | null;
  /** The package's label, e.g. "Gold (6 months)", or null when the enrolment has none. */
  packageLabel: string | null;
  /** Start for people, day and time in Cairo (the page says so above the table), or null when unknown. */
  start: string | null;
  /** Start as sortable text (`YYYY-MM-DDTHH:mm:ss`), or null. */
  startSort: string | null;
  /** When access ends for people, day and time in Cairo, or null when unknown. */
  end: string | null;
  /** End as sortable text, or null. */
  endSort: string | null;
  isActive: boolean;
  /** The student's learning progress in the course (undefined: nothing recorded yet). */
  progress?: ProgressSummary;
  /** The student's result in each assessment of the course (undefined: none to show). */
  assessments?: StudentAssessmentResult[];
}

/** A package the picker offers. */
export interface PackageChoice {
  id: string;
  name: string;
  durationMonths: number;
  /** Price in EGP. */
  price: number;
}

function EditEnrollment({
  courseId,
  row,
  packages,
}: {
  courseId: string;
  row: EnrollmentRow;
  packages: PackageChoice[];
}) {
  const messages = useCatalogue();
  const t = messages.adminForms.enrollments;
  const locale = usePageLocale();
  const { isPending, run } = useActionRunner();
  const [isOpen, setIsOpen] = useState(false);
  const [chosen, setChosen] = useState(row.packageId?.toLowerCase() ?? "");
  const [error, setError] = useState<string | undefined>();
  const groupName = `package-${row.id}`;
  const save = async () => {
    if (!chosen) {
      setError(messages.admin.choosePackage);
      return;
    }
    const result = await run(
      () => updateEnrollmentAction({ courseId, enrollmentId: row.id, packageId: chosen }),
      messages.admin.updateEnrollmentFailed,
    );
    if (result.ok) setIsOpen(false);
    else setError(result.message);
  };
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          setChosen(row.packageId?.toLowerCase() ?? "");
          setError(undefined);
          setIsOpen(true);
        }}
      >
        {t.edit}
        <span className="sr-only"> {t.ofStudent(row.studentName)}</span>
      </Button>
      <Dialog open={isOpen} onOpenChange={(open) => !isPending && setIsOpen(open)}>
        <DialogContent
          title={t.changePackageOf(row.studentName)}
          description={t.changePackageDescription}
        >
          <fieldset
            aria-describedby={error ? `${groupName}-error` : undefined}
            className="space-y-2"
          >
            <legend className="text-sm font-medium text-slate-800">{t.package}</legend>
            {packages.map((pkg) => (
              <label
                key={pkg.id}
                className="flex items-center gap-3 rounded-md border border-slate-200 px-3 py-2 text-sm text-slate-800 has-checked:border-brand-700 has-checked:bg-brand-50"
              >
                <input
                  type="radio"
                  name={groupName}
                  value={pkg.id.toLowerCase()}
                  checked={chosen === pkg.id.toLowerCase()}
                  onChange={() => {
                    setChosen(pkg.id.toLowerCase());
                    setError(undefined);
                  }}
                  className="size-4 accent-brand-700"
                />
                <span>
                  <bdi>{pkg.name}</bdi> · {t.months(pkg.durationMonths)} ·{" "}
                  <bdi>{formatPrice(pkg.price, "EGP", locale)}</bdi>
                  {row.packageId?.toLowerCase() === pkg.id.toLowerCase() ? ` ${t.current}` : ""}
                </span>
              </label>
            ))}
            <FieldError id={`${groupName}-error`} message={error} />
          </fieldset>
          <DialogActions isPending={isPending} className="mt-6">
            <Button isPending={isPending} onClick={() => void save()}>
              {t.savePackage}
            </Button>
          </DialogActions>
        </DialogContent>
      </Dialog>
    </>
  );
}

function RemoveEnrollment({ courseId, row }: { courseId: string; row: EnrollmentRow }) {
  const t = useCatalogue().adminForms.enrollments;
  return (
    <RemoveEnrollmentDialog
      studentName={row.studentName}
      title={t.removeTitle(row.studentName)}
      description={t.removeDescription}
      action={() => deleteEnrollmentAction({ courseId, enrollmentId: row.id })}
    />
  );
}

function AccessBadge({ row }: { row: EnrollmentRow }) {
  const t = useCatalogue().adminForms.enrollments;
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${
        row.isActive ? "bg-emerald-100 text-emerald-900" : "bg-slate-200 text-slate-800"
      }`}
    >
      {row.isActive ? t.active : row.end ? t.expired : t.noAccess}
    </span>
  );
}

/**
 * The students enrolled in one on-demand course, in the admin data table (sortable by name,
 * e-mail, package, start, end and access): name (linking to their profile), e-mail, phone,
 * package, start, end and whether access is active, progress and assessment results when the
 * upstream has them, with Edit Enrollment (a package picker; the new package starts now) and
 * Remove Enrollment (confirmed). Empty: 'No enrolled students.'
 */
export function EnrollmentTable({
  courseId,
  courseName,
  rows,
  packages,
  showProgress = false,
  showAssessments = false,
}: {
  courseId: string;
  courseName: string;
  rows: EnrollmentRow[];
  packages: PackageChoice[];
  /** True when the upstream records learning progress: adds the Progress column. */
  showProgress?: boolean;
  /** True when the course has assessments: adds the Assessments column. */
  showAssessments?: boolean;
}) {
  const messages = useCatalogue();
  const t = messages.adminForms.enrollments;
  const progressColumn: ColumnDef<EnrollmentRow, unknown> = {
    id: "progress",
    accessorFn: (row) => row.progress?.percent ?? -1,
    header: t.progress,
    cell: ({ row }) => (
      <EnrollmentProgress studentName={row.original.studentName} progress={row.original.progress} />
    ),
  };
  const assessmentsColumn: ColumnDef<EnrollmentRow, unknown> = {
    id: "assessments",
    header: messages.assessmentAdmin.resultsColumn,
    enableSorting: false,
    cell: ({ row }) => <AssessmentResultsCell results={row.original.assessments ?? []} />,
  };
  const columns: ColumnDef<EnrollmentRow, unknown>[] = [
    {
      id: "name",
      accessorFn: (row) => row.studentName,
      header: t.name,
      cell: ({ row }) => (
        <Link
          href={profileHref(row.original.studentId)}
          className="font-medium text-brand-700 underline"
        >
          <bdi>{row.original.studentName}</bdi>
        </Link>
      ),
    },
    {
      id: "email",
      accessorFn: (row) => row.email,
      header: t.email,
      cell: ({ row }) => <bdi dir="ltr">{row.original.email}</bdi>,
    },
    {
      id: "phone",
      accessorFn: (row) => row.phone ?? "—",
      header: t.phone,
      enableSorting: false,
    },
    {
      id: "package",
      accessorFn: (row) => row.packageLabel ?? t.noPackage,
      header: t.package,
    },
    {
      id: "start",
      accessorFn: (row) => row.startSort ?? "",
      header: t.start,
      cell: ({ row }) => <span className="whitespace-nowrap">{row.original.start ?? "—"}</span>,
    },
    {
      id: "end",
      accessorFn: (row) => row.endSort ?? "",
      header: t.end,
      cell: ({ row }) => <span className="whitespace-nowrap">{row.original.end ?? "—"}</span>,
    },
    {
      id: "access",
      accessorFn: (row) => (row.isActive ? 1 : 0),
      header: t.access,
      cell: ({ row }) => <AccessBadge row={row.original} />,
    },
    ...(showProgress ? [progressColumn] : []),
    ...(showAssessments ? [assessmentsColumn] : []),
    {
      id: "actions",
      header: () => <span className="sr-only">{t.actions}</span>,
      enableSorting: false,
      cell: ({ row }) => (
        <div className="flex flex-wrap justify-end gap-2">
          <EditEnrollment courseId={courseId} row={row.original} packages={packages} />
          <RemoveEnrollment courseId={courseId} row={row.original} />
        </div>
      ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      data={rows}
      caption={t.caption(courseName)}
      emptyText={messages.admin.noEnrolledStudents}
      getRowId={(row) => row.id}
      initialSorting={[{ id: "name", desc: false }]}
    />
  );
}
