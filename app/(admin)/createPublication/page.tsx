import { createDocumentRoute } from "@/app/(admin)/_components/document-routes";

const route = createDocumentRoute("publication");

export const metadata = route.metadata;

/** Spec §2 "Create publication": file name, photo (optional), file (a PDF), description. Admin only. */
export default route.Page;
