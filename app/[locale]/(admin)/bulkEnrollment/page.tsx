import type { Metadata } from "next";
import { requireAdmin } from "@/lib/auth/guards";
import { applyBulkEnrollmentAction, previewBulkEnrollmentAction } from "./actions";
import { BulkEnrollmentForm } from "./_components/bulk-enrollment-form";
import { PageHeading } from "@/app/[locale]/(admin)/_components/page-heading";

export const metadata: Metadata = { title: "Bulk Enrolment", robots: { index: false } };

/**
 * Bulk Enrolment, so the owner enrols a whole class at once rather than one student at a time:
 * many students from a CSV file (e-mail, course, package),
 * checked first row by row, then all rows or none. Admin only (checked here as well as in the
 * layout and in both actions).
 */
export default async function BulkEnrollmentPage() {
  await requireAdmin("/bulkEnrollment");
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-8">
      <div>
        <PageHeading
          title="Bulk Enrolment"
          intro="Enrol many students at once from a CSV file. Each student's access starts when the file is applied."
        />
      </div>
      <BulkEnrollmentForm
        previewAction={previewBulkEnrollmentAction}
        applyAction={applyBulkEnrollmentAction}
      />
    </div>
  );
}
