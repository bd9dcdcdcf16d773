import { adminMetadata } from "@/app/[locale]/(admin)/_components/admin-metadata";
import { DocumentForm } from "@/app/[locale]/(admin)/_components/document-form";
import { FormPageFrame } from "@/app/[locale]/(admin)/_components/form-page-frame";
import { requireAdmin } from "@/lib/auth/guards";

const title = "Create New Publication";

export const metadata = adminMetadata(title);

/** Spec §2 "Create publication": file name, photo (optional), file (a PDF), description. Admin only. */
export default async function CreatePublicationPage() {
  await requireAdmin("/createPublication");
  return (
    <FormPageFrame
      title={title}
      intro="A free PDF anyone can download from the Publications page, no login needed."
    >
      <DocumentForm kind="publication" />
    </FormPageFrame>
  );
}
