import type { Metadata } from "next";
import { requireAdmin } from "@/lib/auth/guards";
import { applyBulkEnrolmentAction, previewBulkEnrolmentAction } from "./actions";
import { BulkEnrolmentForm } from "./_components/bulk-enrolment-form";

export const metadata: Metadata = { title: "Bulk Enrolment", robots: { index: false } };

/**
 * Bulk Enrolment (issue 22): enrol many students from a CSV file (e-mail, course, package),
 * checked first row by row, then all rows or none. Admin only (checked here as well as in the
 * layout and in both actions).
 */
export default async function BulkEnrollmentPage() {
  await requireAdmin("/bulkEnrollment");
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Bulk Enrolment</h1>
        <p className="mt-2 text-slate-700">
          Enrol many students at once from a CSV file. Each student&apos;s access starts when the file is applied.
        </p>
      </div>
      <BulkEnrolmentForm previewAction={previewBulkEnrolmentAction} applyAction={applyBulkEnrolmentAction} />
    </div>
  );
}
