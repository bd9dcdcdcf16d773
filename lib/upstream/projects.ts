import "server-only";
import { randomUUID } from "node:crypto";
import * as z from "@/lib/zod";
import { mediaUrl } from "@/lib/media";
import { isPositiveIntId } from "@/lib/ids";
import { deleteById, nullWhen, UpstreamError, upstreamFetch } from "@/lib/upstream/client";
import { safeUploadName } from "@/lib/upstream/multipart";
import { catalogueEntry, catalogueRead, missingEntry } from "@/lib/upstream/catalogue-cache";
import { tags } from "@/lib/upstream/tags";
import type { Project } from "@/lib/upstream/types";
import { projectVmSchema, type ProjectVM } from "@/lib/upstream/wire";

/** Reshapes a wire ProjectVM into a {@link Project} (sub-images as `/media/project-image/…` URLs). */
function reshapeProject(vm: ProjectVM): Project {
  return {
    id: vm.id,
    name: vm.name,
    images: (vm.allSubImages ?? []).map((image) => ({
      id: image.id,
      description: image.description ?? null,
      isMainImage: image.isMainImage,
      imageUrl: mediaUrl("project-image", image.id, image.image),
    })),
  };
}

/**
 * Every consultancy project with its images. Public, cached (`tags.projects`).
 * Calls GET /api/Projects.
 * @throws UpstreamError on failure.
 */
export async function listProjects(): Promise<Project[]> {
  return catalogueRead("GET /api/Projects", listProjectsCached);
}

async function listProjectsCached(): Promise<Project[]> {
  "use cache";
  catalogueEntry([tags.projects]);
  const list = await upstreamFetch({ path: "/api/Projects", schema: z.array(projectVmSchema) });
  return list.map(reshapeProject);
}

/**
 * One project. Public, cached (`tags.projects`, `tags.project(projectId)`).
 * Calls GET /api/Projects/{projectId}.
 * @returns the project, or null when unknown (the legacy answers 204, the reference upstream 404)
 *   or the id is not a positive int.
 * @throws UpstreamError on any other failure.
 */
export async function getProject(projectId: number): Promise<Project | null> {
  if (!isPositiveIntId(projectId)) return null;
  return catalogueRead("GET /api/Projects/{id}", () => getProjectCached(projectId));
}

async function getProjectCached(projectId: number): Promise<Project | null> {
  "use cache";
  catalogueEntry([tags.projects, tags.project(projectId)]);
  // Unknown id: the legacy answers 204 with no body (the wrapper reads it as null), the
  // reference upstream 404.
  const vm = await nullWhen([404], () =>
    upstreamFetch({ path: `/api/Projects/${projectId}`, schema: projectVmSchema.nullable() }),
  );
  if (!vm) missingEntry();
  return vm ? reshapeProject(vm) : null;
}

/**
 * Whether a project exists, read uncached: for `proxy.ts`'s check of `/editProject/{id}`, where
 * `'use cache'` is not compiled (lib/item-check.ts). False for an id that is not a positive int.
 * Calls GET /api/Projects/{projectId}.
 * @throws UpstreamError on any failure but "not found".
 */
export async function projectExistsUncached(projectId: number): Promise<boolean> {
  if (!isPositiveIntId(projectId)) return false;
  const vm = await nullWhen([404], () =>
    upstreamFetch({ path: `/api/Projects/${projectId}`, schema: projectVmSchema.nullable() }),
  );
  return vm !== null;
}

/**
 * The raw base64 of one project sub-image. **For the `/media` route handler only**: nothing else
 * may pass base64 on. Public. Finds the image's project in the cached project list
 * ({@link listProjects}: no upstream call while it is cached), then calls
 * GET /api/Projects/{projectId} for the bytes. Why in two steps: only the list tells which project
 * holds an image, and the list with every image inline is too large for a cache entry, while the
 * media route keeps the image it gets. An id the cached list does not hold answers null with no
 * upstream call, so made-up ids cost nothing; a project update expires the list (`tags.projects`),
 * so the images' new ids are found.
 * @returns the base64 image, or null when no sub-image has that id.
 * @throws UpstreamError on failure.
 */
export async function getProjectSubImage(subImageId: number): Promise<string | null> {
  if (!isPositiveIntId(subImageId)) return null;
  const owner = (await listProjects()).find((project) =>
    project.images.some((image) => image.id === subImageId),
  );
  if (!owner) return null;
  // Unknown id (deleted since the list was read): the legacy answers 204, the reference upstream 404.
  const vm = await nullWhen([404], () =>
    upstreamFetch({ path: `/api/Projects/${owner.id}`, schema: projectVmSchema.nullable() }),
  );
  return vm?.allSubImages?.find((image) => image.id === subImageId)?.image ?? null;
}

/** A new image of a project: its file. */
interface NewProjectImage {
  file: Blob;
  description: string;
  isMainImage: boolean;
}

/** An image the project already has, kept (possibly with a new description or main flag). */
interface KeptProjectImage {
  existingImageId: number;
  description: string;
  isMainImage: boolean;
}

/** Input of {@link createProject} and {@link updateProject}: the complete image list. */
export interface ProjectInput {
  name: string;
  images: Array<NewProjectImage | KeptProjectImage>;
}

/**
 * The wire sub-images. Security boundary: the upstream writes each image to disk under the
 * client-supplied `name` verbatim (contract §5.6, §7.13), so names are always generated here (a
 * random UUID plus an extension from the MIME type), never taken from the form. The name is not
 * stored anyway (it reads back null).
 */
async function wireSubImages(
  images: ProjectInput["images"],
  existing: ProjectVM | null,
  endpoint: string,
) {
  return Promise.all(
    images.map(async (image) => {
      let base64: string;
      let name: string;
      if ("file" in image) {
        base64 = Buffer.from(await image.file.arrayBuffer()).toString("base64");
        name = safeUploadName(image.file, randomUUID());
      } else {
        const kept = existing?.allSubImages?.find((sub) => sub.id === image.existingImageId);
        if (!kept?.image) {
          throw new UpstreamError({
            status: 404,
            endpoint,
            message: `Project image ${image.existingImageId} not found`,
          });
        }
        base64 = kept.image;
        name = `${randomUUID()}.img`;
      }
      return {
        id: 0,
        description: image.description,
        isMainImage: image.isMainImage,
        name,
        image: base64,
      };
    }),
  );
}

/**
 * Creates a project with its images (sent inline as base64; "exactly one main image" is the
 * caller's rule). Admin token. Calls POST /api/Projects, which answers 201 with no body: the new
 * project id is not returned. Invalidate `tagsTouchedBy.project()`.
 * @throws UpstreamError on failure.
 */
export async function createProject(input: ProjectInput, token: string): Promise<void> {
  const endpoint = "POST /api/Projects";
  const allSubImages = await wireSubImages(input.images, null, endpoint);
  await upstreamFetch({
    method: "POST",
    path: "/api/Projects",
    body: { id: 0, name: input.name, allSubImages },
    token,
  });
}

/**
 * Replaces a project's name and complete image list. Admin token. Calls GET /api/Projects/{id}
 * (to resend the bytes of kept images: the PUT requires every image's bytes again) and PUT /api/Projects.
 * Upstream quirks: the update deletes and recreates the project, so the project and every image get
 * new ids; and the legacy answers 204 even when the update failed (it rolls back silently), so
 * success cannot be confirmed here. Invalidate `tagsTouchedBy.project()`.
 * @throws UpstreamError: 404 for an unknown project, a kept image it does not have, or an invalid id.
 */
export async function updateProject(
  projectId: number,
  input: ProjectInput,
  token: string,
): Promise<void> {
  const endpoint = "PUT /api/Projects";
  const existing = await upstreamFetch({
    endpoint,
    ids: [["int", projectId]],
    path: `/api/Projects/${projectId}`,
    schema: projectVmSchema.nullable(),
    token,
  });
  if (!existing)
    throw new UpstreamError({ status: 404, endpoint, message: `Project ${projectId} not found` });
  const allSubImages = await wireSubImages(input.images, existing, endpoint);
  await upstreamFetch({
    method: "PUT",
    path: "/api/Projects",
    body: { id: projectId, name: input.name, allSubImages },
    token,
  });
}

/**
 * Deletes a project and its images (the upstream answers 204 for unknown ids too). Admin token.
 * Calls DELETE /api/Projects/{projectId}. Invalidate `tagsTouchedBy.project()`.
 * @throws UpstreamError (404 for an invalid id; 500 on an upstream database error).
 */
export const deleteProject = deleteById<number>("DELETE /api/Projects/{projectId}", "int");
