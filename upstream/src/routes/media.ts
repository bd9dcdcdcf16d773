import { and, eq, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "../db/client";
import { courses, files, headers, projectImages, publications, products } from "../db/schema";
import type { App, AppContext, AppDeps } from "../http/context";
import { notFound } from "../http/problem";
import { guidSchema, intIdSchema, pathParam } from "../http/validate";
import { visibleWhere } from "../publishing";

/** Version of the media extension, answered by `GET /api/Media/version`. */
const mediaExtensionVersion = 1;

/** One stored file, read without anything around it. */
interface StoredMedia {
  fileId: string;
  contentType: string;
  data: Buffer;
}

/**
 * Reads the one file a row points to, joined in one query: only `files.id`, `content_type` and
 * `data` of that single file are selected, never the row's other file columns (a publication's
 * cover is read without its PDF).
 * @returns the file, or null when the row is unknown or points to no file.
 */
async function readLinkedFile(
  db: Executor,
  table: PgTable,
  fileColumn: AnyPgColumn,
  where: SQL | undefined,
): Promise<StoredMedia | null> {
  const [row] = await db
    .select({ fileId: files.id, contentType: files.contentType, data: files.data })
    .from(table)
    .innerJoin(files, eq(files.id, fileColumn))
    .where(where)
    .limit(1);
  return row ?? null;
}

/**
 * Answers one stored file as raw bytes: `Content-Type` as sniffed at upload, `ETag` the stored
 * file's id (a replaced file gets a new id; stored files never change), 304 when the caller's
 * `If-None-Match` names it. `Cache-Control: no-cache`: a client may keep it but asks again.
 */
function mediaResponse(c: AppContext, media: StoredMedia | null, what: string): Response {
  if (!media) throw notFound(`${what} not found.`);
  const etag = `"${media.fileId}"`;
  const common = { ETag: etag, "Cache-Control": "no-cache", "X-Content-Type-Options": "nosniff" };
  const ifNoneMatch = c.req.header("If-None-Match");
  if (ifNoneMatch && ifNoneMatch.split(",").some((tag) => tag.trim() === etag)) {
    return c.body(null, 304, common);
  }
  const { data } = media;
  return c.body(new Uint8Array(data.buffer as ArrayBuffer, data.byteOffset, data.byteLength), 200, {
    ...common,
    "Content-Type": media.contentType,
    "Content-Length": String(data.byteLength),
  });
}

/**
 * Registers the media extension (upstream/EXTENSIONS.md, "Images and files by themselves"):
 * every catalogue image, and a publication's file, as one binary by itself, instead of base64
 * inside the whole document. Public, like the documents they come from. Paths are matched
 * lower-cased (see app.ts), so `/api/Documents/Publications/1/Image` works as written.
 */
export function registerMediaRoutes(app: App, deps: AppDeps): void {
  const { db } = deps;

  app.get("/api/media/version", (c) => c.json({ version: mediaExtensionVersion }));

  // The images of rows with an integer id: path, its id parameter (named in a 400's text), the
  // row's table, id column and file column, and what a 404 calls it.
  const imagesByIntId = [
    [
      "/api/documents/products/:id/image",
      "id",
      products,
      products.id,
      products.imageFileId,
      "Product image",
    ],
    [
      "/api/documents/publications/:id/image",
      "id",
      publications,
      publications.id,
      publications.imageFileId,
      "Publication image",
    ],
    [
      "/api/projects/images/:imageId",
      "imageId",
      projectImages,
      projectImages.id,
      projectImages.fileId,
      "Project image",
    ],
    [
      "/api/static/headers/:id/image",
      "id",
      headers,
      headers.id,
      headers.imageFileId,
      "Header image",
    ],
  ] as const;
  for (const [path, param, table, idColumn, fileColumn, what] of imagesByIntId) {
    app.get(path, async (c) => {
      const id = pathParam(c, param, intIdSchema);
      return mediaResponse(c, await readLinkedFile(db, table, fileColumn, eq(idColumn, id)), what);
    });
  }

  app.get("/api/documents/publications/:id/file", async (c) => {
    const id = pathParam(c, "id", intIdSchema);
    // A draft's file (extension "Publishing") is an admin's only.
    const file = await readLinkedFile(
      db,
      publications,
      publications.fileId,
      visibleWhere(c, deps, publications.published, eq(publications.id, id)),
    );
    // Served as PDF whatever was stored, exactly as the legacy GetFile (only PDFs are accepted).
    return mediaResponse(
      c,
      file && { ...file, contentType: "application/pdf" },
      "Publication file",
    );
  });

  for (const [base, kind] of [
    ["/api/ondemandcourses", "onDemand"],
    ["/api/onlinecourses", "online"],
  ] as const) {
    for (const [segment, column] of [
      ["image", courses.imageFileId],
      ["instructorimage", courses.instructorImageFileId],
    ] as const) {
      app.get(`${base}/:courseId/${segment}`, async (c) => {
        const courseId = pathParam(c, "courseId", guidSchema);
        const where = and(eq(courses.id, courseId), eq(courses.kind, kind));
        return mediaResponse(c, await readLinkedFile(db, courses, column, where), "Course image");
      });
    }
  }
}
