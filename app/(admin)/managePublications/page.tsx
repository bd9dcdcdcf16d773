import { manageDocumentsRoute } from "@/app/(admin)/_components/document-routes";
import { deletePublicationAction, updatePublicationAction } from "./actions";

const route = manageDocumentsRoute("publication", {
  updateAction: updatePublicationAction,
  deleteAction: deletePublicationAction,
});

export const metadata = route.metadata;

/**
 * Spec §2 "Manage publications": image, name; Copy Link, Edit File, Edit Data, Download File,
 * Preview File, Change Image, Delete; search and paging in the URL. Empty: 'No Publications Yet!'
 * (the spec's 'No Projects Yet!' is a copy slip, see `lib/messages.ts`). Admin only.
 */
export default route.Page;
