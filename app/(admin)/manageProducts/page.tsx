import { manageDocumentsRoute } from "@/app/(admin)/_components/document-routes";
import { deleteProductAction, updateProductAction } from "./actions";

const route = manageDocumentsRoute("product", {
  updateAction: updateProductAction,
  deleteAction: deleteProductAction,
});

export const metadata = route.metadata;

/**
 * Spec §2 "Manage products": image, name, price; Edit File, Edit, Download File, Preview File,
 * Change Image, Delete, Copy Link, Manage Enrollments; search and paging in the URL; 'No Products
 * Yet!'. Admin only.
 */
export default route.Page;
