import { adminRoute } from "@/lib/actions/admin-route";
import { ok } from "@/lib/actions/result";
import { messages } from "@/lib/messages";
import { createProject } from "@/lib/upstream/projects";
import { tagsTouchedBy } from "@/lib/upstream/tags";
import { PROJECT_MAX_BODY_BYTES } from "@/lib/validation/project";
import { projectFormSchema } from "./project-form";
import type { RouteHandler } from "@/lib/routes/route-handler";

/**
 * POST /api/admin/projects: creates a consultancy project from the project form (multipart:
 * `name`, `images` JSON, `file-{index}` per image). Admin only (re-checked by `adminRoute`).
 * Everything, every image's bytes included, is checked before the one upstream call
 * (POST /api/Projects, images inline as base64). Success: 'Project added successfully';
 * failure: 'Failed to add project'. Expires the project tags so `/consultancyServices` shows it.
 */
export const POST: RouteHandler<"/api/admin/projects"> = adminRoute(
  projectFormSchema({ edit: false }),
  async ({ project }, { session }) => {
    await createProject(project, session.token);
    return ok(undefined, messages.admin.projectAdded);
  },
  {
    failureMessage: messages.admin.addProjectFailed,
    maxBodyBytes: PROJECT_MAX_BODY_BYTES,
    expire: () => tagsTouchedBy.project(),
  },
);
