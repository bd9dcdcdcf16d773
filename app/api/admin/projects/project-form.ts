import "server-only";
import type { ActionResult } from "@/lib/actions/result";
import { checkImage } from "@/lib/files/check";
import { messages } from "@/lib/messages";
import type { ProjectInput } from "@/lib/upstream/projects";
import { projectImageFilePart, projectRequestSchema } from "@/lib/validation/project";

/** A failed {@link ActionResult}, as the route handler answers it. */
type Refusal = Extract<ActionResult, { ok: false }>;

function refuse(message: string, fieldErrors?: Record<string, string[]>): Refusal {
  return fieldErrors ? { ok: false, message, fieldErrors } : { ok: false, message };
}

/** Field errors keyed by the form's own paths (`name`, `images`, `images.2.file`). */
function fieldErrorsOf(issues: readonly { path: PropertyKey[]; message: string }[]) {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join(".") : "_form";
    (fieldErrors[key] ??= []).push(issue.message);
  }
  return fieldErrors;
}

/**
 * Reads and checks the project form (see `projectFormData`) before anything is sent upstream:
 * every field against the shared schema, then every new image's bytes with `checkImage` (sniffed,
 * normalised to JPEG). A kept image is only an id here; its bytes are re-read from the upstream by
 * `updateProject`, never taken from the browser.
 * @param options.allowKept false for a new project (it has no images to keep).
 * @returns `{ ok: true, value }` with the upstream input, or a failed result (the first failure's
 *   message, and field errors keyed `name`, `images`, `images.{index}.{field}`).
 */
export async function readProjectForm(
  form: FormData,
  options: { allowKept: boolean },
): Promise<{ ok: true; value: ProjectInput } | Refusal> {
  const parsed = projectRequestSchema.safeParse({
    name: form.get("name") ?? undefined,
    images: form.get("images") ?? undefined,
  });
  if (!parsed.success) {
    const issues = parsed.error.issues;
    return refuse(issues[0]?.message ?? messages.admin.addProjectFailed, fieldErrorsOf(issues));
  }

  const keptIds = parsed.data.images.flatMap((image) =>
    image.existingImageId === null ? [] : [image.existingImageId],
  );
  // A forged request: a new project has nothing to keep, and an image cannot be kept twice.
  if ((!options.allowKept && keptIds.length > 0) || new Set(keptIds).size !== keptIds.length) {
    return refuse(
      options.allowKept ? messages.admin.editProjectFailed : messages.admin.addProjectFailed,
    );
  }

  const images: ProjectInput["images"] = [];
  for (const [index, image] of parsed.data.images.entries()) {
    const { existingImageId, description, isMainImage } = image;
    if (existingImageId !== null) {
      images.push({ existingImageId, description, isMainImage });
      continue;
    }
    const part = projectImageFilePart(index);
    const checked = await checkImage(form.get(part), {
      requiredMessage: messages.admin.projectImageFileRequired,
    });
    if (!checked.ok) {
      return refuse(checked.message, { [`images.${index}.file`]: [checked.message] });
    }
    // The title is checked (spec §5) but has nowhere to go: the upstream's sub-image `name` is a
    // file name it never returns (contract §5.6), so a generated name is sent instead.
    images.push({ file: checked.value, description, isMainImage });
  }
  return { ok: true, value: { name: parsed.data.name, images } };
}
