import { createDocumentRoute } from "@/app/(admin)/_components/document-routes";

const route = createDocumentRoute("product");

export const metadata = route.metadata;

/**
 * Spec §2 "Create product": file name, price in $ (0 means free), photo (optional), file, file
 * type, description. Admin only.
 */
export default route.Page;
