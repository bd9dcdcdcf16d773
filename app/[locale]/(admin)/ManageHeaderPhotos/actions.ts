"use server";

import * as z from "@/lib/zod";
import { adminAction } from "@/lib/actions/safe-action";
import { messages } from "@/lib/messages";
import { deleteHeader } from "@/lib/upstream/static-content";
import { tags } from "@/lib/upstream/tags";
import { positiveIntIdSchema } from "@/lib/validation/student";

/**
 * Deletes a landing header photo (spec §2 "Manage header photos"), after the confirmation dialog.
 * Admin only (re-checked by `adminAction`); the id is validated before it reaches a path. Calls
 * DELETE /api/Static/DeleteHeader/{id}; invalidates `tags.headers` so the home banner drops it on
 * the next load. Failure: 'Failed to Delete Photo'.
 */
export const deleteHeaderPhotoAction = adminAction(
  z.object({ headerId: positiveIntIdSchema(messages.deleteFailed.photo) }),
  ({ headerId }, { session }) => deleteHeader(headerId, session.token),
  {
    successMessage: messages.admin.headerPhotoDeleted,
    failureMessage: messages.deleteFailed.photo,
    expire: () => [tags.headers],
  },
);
