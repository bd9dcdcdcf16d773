import type { Metadata } from "next";
import { ManageDocuments } from "@/app/(admin)/_components/manage-documents";
import { requireAdmin } from "@/lib/auth/guards";
import { deleteProductAction, updateProductAction } from "./actions";
import type { SearchParamsProp } from "@/lib/search-params";

export const metadata: Metadata = { title: "Manage Products", robots: { index: false } };

type Props = { searchParams: SearchParamsProp };

/**
 * Spec §2 "Manage products": image, name, price; Edit File, Edit, Download File, Preview File,
 * Change Image, Delete, Copy Link, Manage Enrollments; search and paging in the URL; 'No Products
 * Yet!'. Admin only (checked here as well as in the layout, the actions and the routes).
 */
export default async function ManageProductsPage({ searchParams }: Props) {
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
