import "server-only";
import * as z from "@/lib/zod";
import { checkImage } from "@/lib/files/check";
import { messages } from "@/lib/messages";
import type { ProjectInput } from "@/lib/upstream/projects";
import { projectImageFilePart, projectRequestSchema } from "@/lib/validation/project";

/** What the project form gives the route: the upstream input, and for an edit the project's id. */
type ProjectForm<Edit extends boolean> = { project: ProjectInput } & (Edit extends true
  ? { id: number }
  : object);

/** Adds an issue keyed by the form's own path (`name`, `images`, `images.2.file`, `id`). */
function refuse(
  ctx: z.RefinementCtx,
  message: string,
  path?: readonly PropertyKey[],
): typeof z.NEVER {
  ctx.addIssue({
    code: "custom",
    message,
    path: path && path.length > 0 ? [path.map(String).join(".")] : [],
  });
  return z.NEVER;
}

/**
 * The project form (see `projectFormData`), checked before anything is sent upstream: for an edit
 * the path's `id` first (a positive int; 'Failed to edit project' otherwise, nothing else said),
 * then every field against the shared schema, then every new image's bytes with `checkImage`
 * (sniffed, normalised to JPEG). A kept image is only an id here; its bytes are re-read from the
 * upstream by `updateProject`, never taken from the browser.
 * @param options.edit false for a new project (it has no id and no images to keep).
 * Output: `{ project }` with the upstream input (and `id` for an edit); a refusal's issues give
 * the first failure's message and field errors keyed `name`, `images`, `images.{index}.{field}`.
 */
export function projectFormSchema<Edit extends boolean>(options: { edit: Edit }) {
  const failed = options.edit ? messages.admin.editProjectFailed : messages.admin.addProjectFailed;
  const schema = z.record(z.string(), z.unknown()).transform(async (form, ctx) => {
    let id: number | undefined;
    if (options.edit) {
      if (typeof form.id !== "string" || !/^[1-9]\d{0,9}$/.test(form.id))
        return refuse(ctx, failed);
      id = Number(form.id);
    }
    const parsed = projectRequestSchema.safeParse({ name: form.name, images: form.images });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) refuse(ctx, issue.message, issue.path);
      return z.NEVER;
    }

    const keptIds = parsed.data.images.flatMap((image) =>
      image.existingImageId === null ? [] : [image.existingImageId],
    );
    // A forged request: a new project has nothing to keep, and an image cannot be kept twice.
    if ((!options.edit && keptIds.length > 0) || new Set(keptIds).size !== keptIds.length) {
      return refuse(ctx, failed);
    }

    const images: ProjectInput["images"] = [];
    for (const [index, image] of parsed.data.images.entries()) {
      const { existingImageId, description, isMainImage } = image;
      if (existingImageId !== null) {
        images.push({ existingImageId, description, isMainImage });
        continue;
      }
      const checked = await checkImage(form[projectImageFilePart(index)], {
        requiredMessage: messages.admin.projectImageFileRequired,
      });
      if (!checked.ok) return refuse(ctx, checked.message, ["images", index, "file"]);
      // The title is checked (spec §5) but has nowhere to go: the upstream's sub-image `name` is a
      // file name it never returns (contract §5.6), so a generated name is sent instead.
      images.push({ file: checked.value, description, isMainImage });
    }
    return { id, project: { name: parsed.data.name, images } };
  });
  return schema as unknown as z.ZodType<ProjectForm<Edit>>;
}
