import {
  createDocumentRoute,
  createDocumentTitle,
} from "@/app/(admin)/_components/manage-documents";
import { adminMetadata } from "@/app/(admin)/_components/admin-metadata";

export const metadata = adminMetadata(createDocumentTitle("publication"));

/** Spec §2 "Create publication": file name, photo (optional), file (a PDF), description. Admin only. */
export default createDocumentRoute("publication");
