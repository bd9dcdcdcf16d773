import { adminMetadata } from "@/app/[locale]/(admin)/_components/admin-metadata";
import { DocumentForm } from "@/app/[locale]/(admin)/_components/document-form";
import { FormPageFrame } from "@/app/[locale]/(admin)/_components/form-page-frame";
import { requireAdmin } from "@/lib/auth/guards";
import { getCatalogue } from "@/lib/i18n/server";

/** The tab's title in the page's language. */
export async function generateMetadata() {
  const { adminForms } = await getCatalogue();
  return adminMetadata(adminForms.documentForm.productTitle);
}

/**
 * Spec §2 "Create product": file name, price in $ (0 means free), photo (optional), file, file
 * type, description. Admin only.
 */
export default async function CreateProductPage() {
  await requireAdmin("/createProduct");
  const t = (await getCatalogue()).adminForms.documentForm;
  return (
    <FormPageFrame title={t.productTitle} intro={t.productIntro}>
      <DocumentForm kind="product" />
    </FormPageFrame>
  );
}
