import type { Metadata } from "next";
import {
  ManageDocuments,
  manageDocumentsTitle,
} from "@/app/[locale]/(admin)/_components/manage-documents";
import { adminMetadata } from "@/app/[locale]/(admin)/_components/admin-metadata";
import { requireAdmin } from "@/lib/auth/guards";
import { getCatalogue } from "@/lib/i18n/server";
import { deleteProductAction, updateProductAction } from "./actions";

/** The page's title in the page's language; never indexed. */
export async function generateMetadata(): Promise<Metadata> {
  const messages = await getCatalogue();
  return adminMetadata(manageDocumentsTitle("product", messages));
}

/**
 * Spec §2 "Manage products": image, name, price; Edit File, Edit, Download File, Preview File,
 * Change Image, Delete, Copy Link, Manage Enrollments; search and paging in the URL; 'No Products
 * Yet!'. Admin only.
 */
export default async function ManageProductsPage({
  searchParams,
}: PageProps<"/[locale]/manageProducts">) {
  const session = await requireAdmin("/manageProducts");
  return (
    <ManageDocuments
      kind="product"
      session={session}
      searchParams={await searchParams}
      updateAction={updateProductAction}
      deleteAction={deleteProductAction}
    />
  );
}
