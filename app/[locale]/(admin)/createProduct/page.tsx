import { adminMetadata } from "@/app/[locale]/(admin)/_components/admin-metadata";
import { DocumentForm } from "@/app/[locale]/(admin)/_components/document-form";
import { FormPageFrame } from "@/app/[locale]/(admin)/_components/form-page-frame";
import { requireAdmin } from "@/lib/auth/guards";

const title = "Create New Product";

export const metadata = adminMetadata(title);

/**
 * Spec §2 "Create product": file name, price in $ (0 means free), photo (optional), file, file
 * type, description. Admin only.
 */
export default async function CreateProductPage() {
  await requireAdmin("/createProduct");
  return (
    <FormPageFrame
      title={title}
      intro="A paid document (Excel sheet, book, article). Students get it once you assign it to them; a price of 0 makes it free for every logged-in student."
    >
      <DocumentForm kind="product" />
    </FormPageFrame>
  );
}
