import type { Metadata } from "next";
import {
  ManageDocuments,
  manageDocumentsTitle,
} from "@/app/[locale]/(admin)/_components/manage-documents";
import { adminMetadata } from "@/app/[locale]/(admin)/_components/admin-metadata";
import { requireAdmin } from "@/lib/auth/guards";
import { getCatalogue } from "@/lib/i18n/server";
import { deletePublicationAction, updatePublicationAction } from "./actions";

/** The page's title in the page's language; never indexed. */
export async function generateMetadata(): Promise<Metadata> {
  const messages = await getCatalogue();
  return adminMetadata(manageDocumentsTitle("publication", messages));
}

/**
 * Spec §2 "Manage publications": image, name; Copy Link, Edit File, Edit Data, Download File,
 * Preview File, Change Image, Delete; search and paging in the URL. Empty: 'No Publications Yet!'
 * (the spec's 'No Projects Yet!' is a copy slip, see `lib/messages.ts`). Admin only.
 */
export default async function ManagePublicationsPage({
  searchParams,
}: PageProps<"/[locale]/managePublications">) {
  const session = await requireAdmin("/managePublications");
  return (
    <ManageDocuments
      kind="publication"
      session={session}
      searchParams={await searchParams}
      updateAction={updatePublicationAction}
      deleteAction={deletePublicationAction}
    />
  );
}
