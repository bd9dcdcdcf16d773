import {
  createDocumentRoute,
  createDocumentTitle,
} from "@/app/(admin)/_components/manage-documents";
import { adminMetadata } from "@/app/(admin)/_components/admin-metadata";

export const metadata = adminMetadata(createDocumentTitle("product"));

/**
 * Spec §2 "Create product": file name, price in $ (0 means free), photo (optional), file, file
 * type, description. Admin only.
 */
export default createDocumentRoute("product");
