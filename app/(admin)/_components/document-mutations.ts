import "server-only";
import { updatePublicTags } from "@/lib/actions/public-tags";
import { adminAction, ok } from "@/lib/actions/safe-action";
import { messages } from "@/lib/messages";
import { deleteDocument, updateDocument } from "@/lib/upstream/documents";
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

function touch(kind: DocumentKind, id: number): void {
  updatePublicTags(tagsTouchedBy[kind](id));
}

/**
 * Edit (products: title, description, price in $) / Edit Data (publications: title, description).
 * Calls PUT /api/Documents/Product/{id} or /api/Documents/Publication/{id}. Success: 'Data Updated
 * Successfully'; failure: 'failed to update product' / 'failed to update Publication'.
 */
export function updateDocumentActionFor(kind: DocumentKind) {
  const save = async (
    input: { id: number; title: string; description: string; price?: number },
    token: string,
  ) => {
    await updateDocument(kind, input.id, input, token);
    touch(kind, input.id);
    return ok(undefined, messages.student.dataUpdated);
  };
  const options = { failureMessage: documentTexts[kind].updateFailed };
  return kind === "product"
    ? adminAction(updateProductSchema, (input, { session }) => save(input, session.token), options)
    : adminAction(
        updatePublicationSchema,
        (input, { session }) => save(input, session.token),
        options,
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
    async ({ id }, { session }) => {
      await deleteDocument(kind, id, session.token);
      touch(kind, id);
      return ok(undefined, messages.documents.deleted);
    },
    { failureMessage: documentTexts[kind].deleteFailed },
  );
}
