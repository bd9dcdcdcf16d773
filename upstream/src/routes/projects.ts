import type { ProjectVm } from "@brightway/contract";
import { asc, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import type { Executor } from "../db/client";
import { projectImages, projects } from "../db/schema";
import { deleteFiles, readFilesBase64, storeFile } from "../files";
import type { App, AppDeps } from "../http/context";
import { requireAdmin } from "../http/guards";
import { notFound, touchedOrThrow } from "../http/problem";
import { maxUploadBytes, sniffImage } from "../http/uploads";
import { intIdSchema, pathParam, readJson, requiredText } from "../http/validate";

const subImageKeys = ["id", "description", "isMainImage", "name", "image"];

/** Matches sub-image keys case-insensitively, as the legacy binder did for nested objects too. */
function alignSubImageKeys(value: unknown): unknown {
  if (!value || typeof value !== "object" || Array.isArray(value)) return value;
  const byLower = new Map(subImageKeys.map((key) => [key.toLowerCase(), key]));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [byLower.get(key.toLowerCase()) ?? key, item]),
  );
}

const base64Pattern = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** A base64 image (standard alphabet, padded) that decodes to a real JPEG/PNG/GIF/WebP ≤ 30 MB. */
const imageBytesSchema = z
  .string({ message: "The Image field is required." })
  .transform((value, ctx) => {
    const text = value.replace(/\s+/g, "");
    if (text === "" || !base64Pattern.test(text)) {
      ctx.addIssue({ code: "custom", message: "The image must be base64 text." });
      return z.NEVER;
    }
    const data = Buffer.from(text, "base64");
    if (data.length > maxUploadBytes) {
      ctx.addIssue({ code: "custom", message: "The image is larger than 30 MB." });
      return z.NEVER;
    }
    const contentType = sniffImage(data);
    if (!contentType) {
      ctx.addIssue({ code: "custom", message: "The image is not a JPEG, PNG, GIF or WebP." });
      return z.NEVER;
    }
    return { data, contentType };
  });

const subImageSchema = z.preprocess(
  alignSubImageKeys,
  z.object({
    // Ids of sub-images are assigned by the server; whatever is sent is ignored.
    id: z.unknown().optional(),
    description: z
      .string()
      .max(4_000)
      .nullish()
      .transform((value) => value ?? null),
    isMainImage: z
      .boolean({ message: "The value must be true or false." })
      .optional()
      .default(false),
    name: requiredText("Name").max(450),
    image: imageBytesSchema,
  }),
);

const projectFields = {
  name: requiredText("Name").max(450),
  allSubImages: z
    .array(subImageSchema)
    .max(100, "At most 100 images per project.")
    .nullish()
    .transform((value) => value ?? [])
    .refine(
      (images) => images.filter((image) => image.isMainImage).length <= 1,
      "At most one image may be the main image.",
    ),
};

/** Body of POST /api/Projects: `id` ignored. */
const createProjectSchema = z.object({ id: z.unknown().optional(), ...projectFields });
/** Body of PUT /api/Projects: the real `id` of the project to replace. */
const updateProjectSchema = z.object({ id: intIdSchema, ...projectFields });

type SubImageInput = z.output<typeof subImageSchema>;

/**
 * Inserts a project's images in the given order. The client rule "exactly one main image" is
 * half-enforced: several are refused by the schema, and when none is marked the first becomes
 * the main one so the gallery always has a cover.
 */
async function insertImages(
  tx: Executor,
  projectId: number,
  images: SubImageInput[],
): Promise<void> {
  const hasMain = images.some((image) => image.isMainImage);
  for (const [position, image] of images.entries()) {
    const fileId = await storeFile(tx, image.image);
    // Security boundary: the legacy server wrote each image to disk under the client's `name`;
    // here the name is only a database column and the bytes live in `files`.
    await tx.insert(projectImages).values({
      projectId,
      name: image.name,
      description: image.description,
      isMainImage: image.isMainImage || (!hasMain && position === 0),
      position,
      fileId,
    });
  }
}

/** Builds the ProjectVMs of the given projects (ordered by id, images by position). */
async function loadProjectVms(db: Executor, projectIds?: number[]): Promise<ProjectVm[]> {
  const projectRows = await db
    .select()
    .from(projects)
    .where(projectIds ? inArray(projects.id, projectIds) : undefined)
    .orderBy(asc(projects.id));
  if (projectRows.length === 0) return [];
  const imageRows = await db
    .select()
    .from(projectImages)
    .where(
      inArray(
        projectImages.projectId,
        projectRows.map((row) => row.id),
      ),
    )
    .orderBy(asc(projectImages.projectId), asc(projectImages.position), asc(projectImages.id));
  const bytes = await readFilesBase64(
    db,
    imageRows.map((row) => row.fileId),
  );
  return projectRows.map((project) => ({
    id: project.id,
    name: project.name,
    allSubImages: imageRows
      .filter((image) => image.projectId === project.id)
      .map((image) => ({
        id: image.id,
        description: image.description,
        isMainImage: image.isMainImage,
        // The contract returns `name` as null (the legacy server never stored it).
        name: null,
        image: bytes.get(image.fileId) ?? null,
      })),
  }));
}

/**
 * Registers the projects endpoints of the wire contract (§3.10): public gallery reads, admin
 * create/replace/delete with images inlined as base64 in the JSON bodies.
 */
export function registerProjectRoutes(app: App, deps: AppDeps): void {
  const { db } = deps;

  app.get("/api/projects", async (c) => c.json(await loadProjectVms(db)));

  app.get("/api/projects/:id", async (c) => {
    const id = pathParam(c, "id", intIdSchema);
    const [project] = await loadProjectVms(db, [id]);
    // The legacy server answered 204 with no body; an unknown id is a 404 problem here.
    if (!project) throw notFound(`Project with id ${id} Not Found`);
    return c.json(project);
  });

  app.post("/api/projects", async (c) => {
    requireAdmin(c);
    const body = await readJson(c, createProjectSchema);
    await db.transaction(async (tx) => {
      const [project] = await tx
        .insert(projects)
        .values({ name: body.name })
        .returning({ id: projects.id });
      await insertImages(tx, project!.id, body.allSubImages);
    });
    return c.body(null, 201);
  });

  app.put("/api/projects", async (c) => {
    requireAdmin(c);
    const body = await readJson(c, updateProjectSchema);
    // The legacy server deleted and re-created the project (new ids, an unknown id silently
    // created one, failures answered 204). Here the id stays, an unknown id is a 404, and the
    // image list is replaced in one transaction.
    await db.transaction(async (tx) => {
      await touchedOrThrow(
        tx
          .update(projects)
          .set({ name: body.name })
          .where(eq(projects.id, body.id))
          .returning({ id: projects.id }),
        () => notFound(`Project with id ${body.id} Not Found`),
      );
      const old = await tx
        .delete(projectImages)
        .where(eq(projectImages.projectId, body.id))
        .returning({ fileId: projectImages.fileId });
      await deleteFiles(
        tx,
        old.map((row) => row.fileId),
      );
      await insertImages(tx, body.id, body.allSubImages);
    });
    return c.body(null, 204);
  });

  app.delete("/api/projects/:id", async (c) => {
    requireAdmin(c);
    const id = pathParam(c, "id", intIdSchema);
    // 204 for known and unknown ids alike, as the contract says.
    await db.transaction(async (tx) => {
      const old = await tx
        .delete(projectImages)
        .where(eq(projectImages.projectId, id))
        .returning({ fileId: projectImages.fileId });
      await tx.delete(projects).where(eq(projects.id, id));
      await deleteFiles(
        tx,
        old.map((row) => row.fileId),
      );
    });
    return c.body(null, 204);
  });
}
