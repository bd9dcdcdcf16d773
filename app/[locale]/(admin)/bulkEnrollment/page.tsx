import type { Metadata } from "next";
import { requireAdmin } from "@/lib/auth/guards";
import { getCatalogue } from "@/lib/i18n/server";
import { applyBulkEnrollmentAction, previewBulkEnrollmentAction } from "./actions";
import { BulkEnrollmentForm } from "./_components/bulk-enrollment-form";
import { PageHeading } from "@/app/[locale]/(admin)/_components/page-heading";

/** The tab's title in the page's language; never indexed. */
export async function generateMetadata(): Promise<Metadata> {
  const { adminForms } = await getCatalogue();
  return { title: adminForms.bulk.title, robots: { index: false } };
}

/**
 * Bulk Enrolment, so the owner enrols a whole class at once rather than one student at a time:
 * many students from a CSV file (e-mail, course, package),
 * checked first row by row, then all rows or none. Admin only (checked here as well as in the
 * layout and in both actions).
 */
export default async function BulkEnrollmentPage() {
  await requireAdmin("/bulkEnrollment");
  const t = (await getCatalogue()).adminForms.bulk;
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-8">
      <div>
        <PageHeading title={t.title} intro={t.intro} />
      </div>
      <BulkEnrollmentForm
        previewAction={previewBulkEnrollmentAction}
        applyAction={applyBulkEnrollmentAction}
      />
    </div>
  );
}
