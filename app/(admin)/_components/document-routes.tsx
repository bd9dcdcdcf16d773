import type { ComponentProps } from "react";
import { DocumentForm } from "@/app/(admin)/_components/document-form";
import { ManageDocuments, manageDocumentsTitle } from "@/app/(admin)/_components/manage-documents";
import { requireAdmin } from "@/lib/auth/guards";
import type { DocumentKind } from "@/lib/upstream/types";
import { documentAdminPaths } from "@/lib/validation/document";
import { PageHeading } from "@/app/(admin)/_components/page-heading";
import type { SearchParamsProp } from "@/lib/search-params";
import { adminMetadata, type AdminRoute } from "@/app/(admin)/_components/route-module";

/*
 * The create and manage routes of a document kind (products, publications), written once: each
 * route's page.tsx takes its `metadata` and its page from one of these, given its kind (and its
 * own server actions). The page checks the Admin role here as well as in the layout, the actions
 * and the upload routes.
 */

const createWording: Record<DocumentKind, { title: string; intro: string }> = {
  product: {
    title: "Create New Product",
    intro:
      "A paid document (Excel sheet, book, article). Students get it once you assign it to them; a price of 0 makes it free for every logged-in student.",
  },
  publication: {
    title: "Create New Publication",
    intro: "A free PDF anyone can download from the Publications page, no login needed.",
  },
};

/** `/createProduct`, `/createPublication`: the empty document form of the kind. */
export function createDocumentRoute(kind: DocumentKind): AdminRoute<object> {
  const { title, intro } = createWording[kind];
  return {
    metadata: adminMetadata(title),
    async Page() {
      await requireAdmin(documentAdminPaths[kind].create);
      return (
        <div className="mx-auto max-w-3xl px-4 py-8 sm:px-8">
          <PageHeading title={title} intro={intro} />
          <div className="mt-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <DocumentForm kind={kind} />
          </div>
        </div>
      );
    },
  };
}

type ManageActions = Pick<ComponentProps<typeof ManageDocuments>, "updateAction" | "deleteAction">;

/** `/manageProducts`, `/managePublications`: the kind's table (search and paging in the URL). */
export function manageDocumentsRoute(
  kind: DocumentKind,
  { updateAction, deleteAction }: ManageActions,
): AdminRoute<{ searchParams: SearchParamsProp }> {
  return {
    metadata: adminMetadata(manageDocumentsTitle(kind)),
    async Page({ searchParams }) {
      const session = await requireAdmin(documentAdminPaths[kind].manage);
      return (
        <ManageDocuments
          kind={kind}
          session={session}
          searchParams={await searchParams}
          updateAction={updateAction}
          deleteAction={deleteAction}
        />
      );
    },
  };
}
