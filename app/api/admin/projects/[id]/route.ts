import { adminRoute } from "@/lib/actions/admin-route";
import { ok } from "@/lib/actions/result";
import { messages } from "@/lib/messages";
import { updateProject } from "@/lib/upstream/projects";
import { tagsTouchedBy } from "@/lib/upstream/tags";
import { PROJECT_MAX_BODY_BYTES } from "@/lib/validation/project";
import { projectFormSchema } from "../project-form";
import type { RouteHandler } from "@/lib/routes/route-handler";

/**
 * POST /api/admin/projects/{id}: saves the edited project (the same multipart form as create;
 * kept images are sent as ids only). Admin only (re-checked by `adminRoute`); the id and every
 * field and new image are checked before the first upstream call. `updateProject` re-reads the
 * kept images' bytes from the upstream (the PUT needs them all again) and replaces the project.
 * Success: 'Project updated successfully'; failure: 'Failed to edit project'. Expires the project
 * tags (the legacy gives the project new ids, so the whole collection).
 */
export const POST: RouteHandler<"/api/admin/projects/[id]"> = adminRoute(
  projectFormSchema({ edit: true }),
  async ({ id, project }, { session }) => {
    await updateProject(id, project, session.token);
    return ok(undefined, messages.admin.projectEdited);
  },
  {
    failureMessage: messages.admin.editProjectFailed,
    maxBodyBytes: PROJECT_MAX_BODY_BYTES,
    expire: () => tagsTouchedBy.project(),
  },
);
