import {
  manageDocumentsRoute,
  manageDocumentsTitle,
} from "@/app/(admin)/_components/manage-documents";
import { adminMetadata } from "@/app/(admin)/_components/admin-metadata";
import { deletePublicationAction, updatePublicationAction } from "./actions";

export const metadata = adminMetadata(manageDocumentsTitle("publication"));

/**
 * Spec §2 "Manage publications": image, name; Copy Link, Edit File, Edit Data, Download File,
 * Preview File, Change Image, Delete; search and paging in the URL. Empty: 'No Publications Yet!'
 * (the spec's 'No Projects Yet!' is a copy slip, see `lib/messages.ts`). Admin only.
 */
export default manageDocumentsRoute("publication", {
  updateAction: updatePublicationAction,
  deleteAction: deletePublicationAction,
});
