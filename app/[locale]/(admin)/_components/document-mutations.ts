import "server-only";
import { adminAction } from "@/lib/actions/safe-action";
import { messages } from "@/lib/messages";
import { deleteDocument, updateDocument } from "@/lib/upstream/document-admin";
import { tagsTouchedBy } from "@/lib/upstream/tags";
import type { DocumentKind } from "@/lib/upstream/types";
import {
  deleteDocumentSchema,
  documentTexts,
  updateProductSchema,
  updatePublicationSchema,
} from "@/lib/validation/document";

/*
 * The server actions of the manage-documents screens, built once for both kinds. Each route's
 * `actions.ts` ("use server") exports the ones for its kind, e.g.
 * `export const updateProductAction = updateDocumentActionFor("product")`. Security boundary:
 * `adminAction` re-checks the Admin role on every call and validates the ids (positive ints;
 * student ids letters, digits and dashes) before anything reaches the upstream.
 */

/** The texts of a mutation of a kind, and the public tags of the document it touched. */
function optionsFor(kind: DocumentKind, successMessage: string, failureMessage: string) {
  return {
    successMessage,
    failureMessage,
    expire: ({ id }: { id: number }) => tagsTouchedBy[kind](id),
  };
}

/**
 * Edit (products: title, description, price in $) / Edit Data (publications: title, description).
 * Calls PUT /api/Documents/Product/{id} or /api/Documents/Publication/{id}. Success: 'Data Updated
 * Successfully'; failure: 'failed to update product' / 'failed to update Publication'.
 */
export function updateDocumentActionFor(kind: DocumentKind) {
  return adminAction<typeof updateProductSchema | typeof updatePublicationSchema>(
    kind === "product" ? updateProductSchema : updatePublicationSchema,
    (input, { session }) => updateDocument(kind, input.id, input, session.token),
    optionsFor(kind, messages.student.dataUpdated, documentTexts[kind].updateFailed),
  );
}

/**
 * Delete (after the confirmation dialog). Calls DELETE /api/Documents/Product/{id} (its
 * assignments go with it) or /api/Documents/Publication/{id}. Failure: 'Failed to Delete Product'
 * / 'Failed to Delete Publication'.
 */
export function deleteDocumentActionFor(kind: DocumentKind) {
  return adminAction(
    deleteDocumentSchema,
    ({ id }, { session }) => deleteDocument(kind, id, session.token),
    optionsFor(kind, messages.documents.deleted, documentTexts[kind].deleteFailed),
  );
}
