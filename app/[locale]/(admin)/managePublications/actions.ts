"use server";

import {
  deleteDocumentActionFor,
  updateDocumentActionFor,
} from "@/app/[locale]/(admin)/_components/document-mutations";

/**
 * Edit Data of a publication (spec §2 "Manage publications": title, description). Admin only.
 * PUT /api/Documents/Publication/{id}; 'Data Updated Successfully' / 'failed to update Publication'.
 */
export const updatePublicationAction = updateDocumentActionFor("publication");

/**
 * Delete of a publication, after confirmation. Admin only. DELETE /api/Documents/Publication/{id};
 * 'Failed to Delete Publication'.
 */
export const deletePublicationAction = deleteDocumentActionFor("publication");
