"use client";

import { Link } from "@/components/ui/link";
import { profileHref } from "@/components/student/profile-href";
import { RemoveEnrollmentDialog } from "@/app/[locale]/(admin)/_components/remove-enrollment-dialog";
import { DataTable, type ColumnDef } from "@/components/ui/data-table";
import type { ActionResult } from "@/lib/actions/result";
import { messages } from "@/lib/messages";

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
  return (
    <RemoveEnrollmentDialog
      studentName={row.studentName}
      title={`Remove ${row.studentName} from ${productTitle}?`}
      description="The student can no longer download this product until it is assigned again."
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
  const columns: ColumnDef<EnrollmentRow, unknown>[] = [
    {
      id: "name",
      accessorKey: "studentName",
      header: "Name",
      cell: ({ row }) => (
        <Link
          href={profileHref(row.original.studentId)}
          className="font-medium text-brand-800 underline hover:text-brand-900"
        >
          {row.original.studentName || row.original.studentId}
        </Link>
      ),
    },
    {
      id: "actions",
      header: "Actions",
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
      caption={`Students enrolled in ${productTitle}`}
      emptyText={messages.admin.noEnrolledStudents}
      getRowId={(row) => row.studentId}
      initialSorting={[{ id: "name", desc: false }]}
    />
  );
}
