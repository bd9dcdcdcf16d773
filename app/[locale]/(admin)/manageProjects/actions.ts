"use server";

import * as z from "@/lib/zod";
import { adminAction } from "@/lib/actions/safe-action";
import { messages } from "@/lib/messages";
import { deleteProject } from "@/lib/upstream/projects";
import { tagsTouchedBy } from "@/lib/upstream/tags";
import { positiveIntIdSchema } from "@/lib/validation/student";

/**
 * Deletes a consultancy project and its images (spec §2 "Manage consultancy services"), after the
 * confirmation dialog. Admin only (re-checked by `adminAction`); the id is validated before it
 * reaches a path. Calls DELETE /api/Projects/{id}; invalidates the project tags so
 * `/consultancyServices` drops it on the next load. Failure: 'Failed to Delete Project'.
 */
export const deleteProjectAction = adminAction(
  z.object({ projectId: positiveIntIdSchema(messages.deleteFailed.project) }),
  ({ projectId }, { session }) => deleteProject(projectId, session.token),
  {
    successMessage: messages.admin.projectDeleted,
    failureMessage: messages.deleteFailed.project,
    expire: () => tagsTouchedBy.project(),
  },
);
