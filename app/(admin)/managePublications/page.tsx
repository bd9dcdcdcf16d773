import type { Metadata } from "next";
import { ManageDocuments } from "@/app/(admin)/_components/manage-documents";
import { requireAdmin } from "@/lib/auth/guards";
import { deletePublicationAction, updatePublicationAction } from "./actions";
import type { SearchParamsProp } from "@/lib/search-params";

export const metadata: Metadata = { title: "Manage Publications", robots: { index: false } };

type Props = { searchParams: SearchParamsProp };

/**
 * Spec §2 "Manage publications": image, name; Copy Link, Edit File, Edit Data, Download File,
 * Preview File, Change Image, Delete; search and paging in the URL. Empty: 'No Publications Yet!'
 * (the spec's 'No Projects Yet!' is a copy slip, see `lib/messages.ts`). Admin only (checked here
 * as well as in the layout, the actions and the routes).
 */
export default async function ManagePublicationsPage({ searchParams }: Props) {
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
