import { adminMetadata } from "@/app/[locale]/(admin)/_components/admin-metadata";
import { DocumentForm } from "@/app/[locale]/(admin)/_components/document-form";
import { FormPageFrame } from "@/app/[locale]/(admin)/_components/form-page-frame";
import { requireAdmin } from "@/lib/auth/guards";
import { getCatalogue } from "@/lib/i18n/server";

/** The tab's title in the page's language. */
export async function generateMetadata() {
  const { adminForms } = await getCatalogue();
  return adminMetadata(adminForms.documentForm.publicationTitle);
}

/** Spec §2 "Create publication": file name, photo (optional), file (a PDF), description. Admin only. */
export default async function CreatePublicationPage() {
  await requireAdmin("/createPublication");
  const t = (await getCatalogue()).adminForms.documentForm;
  return (
    <FormPageFrame title={t.publicationTitle} intro={t.publicationIntro}>
      <DocumentForm kind="publication" />
    </FormPageFrame>
  );
}
