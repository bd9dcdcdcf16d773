import { hrefFor } from "@/lib/routes/manifest";
import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { notFound } from "next/navigation";
import { InlineAlert } from "@/components/course/inline-alert";
import { requireAdmin, withSessionToken } from "@/lib/auth/guards";
import { parseIntId } from "@/lib/ids";
import { getCatalogue } from "@/lib/i18n/server";
import { getDocument } from "@/lib/upstream/documents";
import { listProductAssignments } from "@/lib/upstream/enrollments";
import { removeProductEnrollmentAction } from "./actions";
import { EnrollmentTable, type EnrollmentRow } from "./_components/enrollment-table";
import { PageHeading } from "@/app/[locale]/(admin)/_components/page-heading";
import { logUpstreamFailure } from "@/lib/upstream-failure";

/** The tab's title in the page's language; never indexed. */
export async function generateMetadata(): Promise<Metadata> {
  const { adminForms } = await getCatalogue();
  return { title: adminForms.productEnrollments.title, robots: { index: false } };
}

type Props = PageProps<"/[locale]/ManageProductsEnrollments/[id]">;

/**
 * Spec §2 "Manage product enrollments" (`/ManageProductsEnrollments/{id}`, also reached as
 * `/manageProductsEnrollments/{id}`): the students a product is assigned to, each name linking to
 * their profile, with Remove Enrollment. Admin only (checked here as well as in the layout and the
 * action); the assignments are read with the admin's token and never cached.
 */
export default async function ManageProductEnrollmentsPage({ params }: Props) {
  const { id } = await params;
  const path = hrefFor("/ManageProductsEnrollments/[id]", { id });
  const session = await requireAdmin(path);
  const messages = await getCatalogue();
  const t = messages.adminForms.productEnrollments;
  const productId = parseIntId(id);
  if (productId === null) notFound();

  let product: Awaited<ReturnType<typeof getDocument<"product">>> = null;
  let rows: EnrollmentRow[] | null = null;
  try {
    // With the admin's token: a draft's assignments are managed too (extension "Publishing").
    product = await getDocument("product", productId, session.token);
    if (!product) notFound();
    const assignments = await withSessionToken(
      session,
      (token) => listProductAssignments(productId, token),
      path,
    );
    rows = assignments.map(({ studentId, studentName }) => ({ studentId, studentName }));
  } catch (error) {
    logUpstreamFailure(error, "product enrollments: read failed");
  }

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-8">
      <nav aria-label={t.breadcrumb} className="text-sm text-slate-600">
        <Link href="/manageProducts" className="underline hover:text-brand-800">
          {t.manageProducts}
        </Link>
      </nav>
      <PageHeading
        title={product ? t.headingOf(product.title) : t.heading}
        className="mt-2"
        intro={t.intro}
      />
      <div className="mt-6">
        {product && rows ? (
          <EnrollmentTable
            productId={productId}
            productTitle={product.title}
            rows={rows}
            removeAction={removeProductEnrollmentAction}
          />
        ) : (
          <InlineAlert message={messages.admin.studentsFailed} />
        )}
      </div>
    </div>
  );
}
