"use client";

import { Link } from "@/components/ui/link";
import { profileHref } from "@/components/student/profile-href";
import { RemoveEnrollmentDialog } from "@/app/[locale]/(admin)/_components/remove-enrollment-dialog";
import { DataTable, type ColumnDef } from "@/components/ui/data-table";
import type { ActionResult } from "@/lib/actions/result";
import { useCatalogue } from "@/lib/i18n/use-catalogue";

/** One student a product is assigned to. */
export interface EnrollmentRow {
  studentId: string;
  studentName: string;
}

type RemoveAction = (input: { productId: number; studentId: string }) => Promise<ActionResult>;

function RemoveEnrollment({
  productId,
  productTitle,
  row,
  action,
}: {
  productId: number;
  productTitle: string;
  row: EnrollmentRow;
  action: RemoveAction;
}) {
  const t = useCatalogue().adminForms.productEnrollments;
  return (
    <RemoveEnrollmentDialog
      studentName={row.studentName}
      title={t.removeTitle(row.studentName, productTitle)}
      description={t.removeDescription}
      action={() => action({ productId, studentId: row.studentId })}
    />
  );
}

/**
 * The students a product is assigned to (spec §2 "Manage product enrollments"): the name links to
 * the student's profile; Remove Enrollment asks first. Empty: 'No enrolled students.'
 */
export function EnrollmentTable({
  productId,
  productTitle,
  rows,
  removeAction,
}: {
  productId: number;
  productTitle: string;
  rows: EnrollmentRow[];
  removeAction: RemoveAction;
}) {
  const messages = useCatalogue();
  const e = messages.adminForms.enrollments;
  const columns: ColumnDef<EnrollmentRow, unknown>[] = [
    {
      id: "name",
      accessorKey: "studentName",
      header: e.name,
      cell: ({ row }) => (
        <Link
          href={profileHref(row.original.studentId)}
          className="font-medium text-brand-800 underline hover:text-brand-900"
        >
          <bdi>{row.original.studentName || row.original.studentId}</bdi>
        </Link>
      ),
    },
    {
      id: "actions",
      header: e.actions,
      enableSorting: false,
      cell: ({ row }) => (
        <RemoveEnrollment
          productId={productId}
          productTitle={productTitle}
          row={row.original}
          action={removeAction}
        />
      ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      data={rows}
      caption={e.caption(productTitle)}
      emptyText={messages.admin.noEnrolledStudents}
      getRowId={(row) => row.studentId}
      initialSorting={[{ id: "name", desc: false }]}
    />
  );
}
