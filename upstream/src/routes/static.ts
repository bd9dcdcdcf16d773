import { asc, desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { headers, portfolios } from "../db/schema";
import { deleteFiles, readFile, readFilesBase64, replaceFile, storeFile } from "../files";
import type { App, AppDeps } from "../http/context";
import { fileResponse } from "../http/file-response";
import { requireAdmin } from "../http/guards";
import { HttpProblem, notFound } from "../http/problem";
import { readImageUpload, readUpload, sniffAnyDocument } from "../http/uploads";
import { intIdSchema, lenientInt, pathParam, readJson } from "../http/validate";

/**
 * Body of CreateHeader. `id` must be 0 or absent (the legacy server failed with a 500 on an
 * identity insert). `imageUrl` is required non-null ("" allowed) and kept as a label only.
 */
const createHeaderSchema = z.object({
  id: lenientInt
    .refine((value) => value === 0, "Send 0 or omit the id: the server assigns it.")
    .optional(),
  imageUrl: z.string({ message: "The ImageUrl field is required." }).max(2_000),
  order: lenientInt.optional().default(0),
});

/** Advisory-lock key that serialises portfolio uploads so exactly one portfolio row exists. */
const portfolioLockKey = 734_001;

/**
 * Registers the static-content endpoints of the wire contract (§3.2): landing header photos
 * (public list, admin create/upload/delete) and the single portfolio file (public download,
 * admin upload).
 */
export function registerStaticRoutes(app: App, deps: AppDeps): void {
  const { db } = deps;

  app.get("/api/static/getheaders", async (c) => {
    const rows = await db.select().from(headers).orderBy(asc(headers.order), asc(headers.id));
    const images = await readFilesBase64(
      db,
      rows.map((row) => row.imageFileId),
    );
    return c.json(
      rows.map((row) => ({
        id: row.id,
        imageBytes: row.imageFileId ? (images.get(row.imageFileId) ?? null) : null,
        order: row.order,
      })),
    );
  });

  app.post("/api/static/createheader", async (c) => {
    requireAdmin(c);
    const body = await readJson(c, createHeaderSchema);
    // Security boundary: the legacy server later used `imageUrl` as a file path (and deleted
    // it on header deletion); here it is stored as text and never touches storage.
    const [row] = await db
      .insert(headers)
      .values({ imageUrl: body.imageUrl, order: body.order })
      .returning({ id: headers.id, imageUrl: headers.imageUrl, order: headers.order });
    return c.json(row, 200);
  });

  app.post("/api/static/uploadheaderimage/:id", async (c) => {
    requireAdmin(c);
    const id = pathParam(c, "id", intIdSchema);
    const [known] = await db.select({ id: headers.id }).from(headers).where(eq(headers.id, id));
    // The legacy server wrote the file first and then failed with a 500 for an unknown id.
    if (!known) throw notFound(`Header with id ${id} Not Found`);
    const image = await readImageUpload(c);
    await replaceFile(db, image, {
      current: async (tx) =>
        (await tx.select().from(headers).where(eq(headers.id, id)))[0]?.imageFileId,
      link: (tx, fileId) =>
        tx.update(headers).set({ imageFileId: fileId }).where(eq(headers.id, id)),
      missing: () => notFound(`Header with id ${id} Not Found`),
    });
    return c.body(null, 204);
  });

  app.delete("/api/static/deleteheader/:id", async (c) => {
    requireAdmin(c);
    const id = pathParam(c, "id", intIdSchema);
    await db.transaction(async (tx) => {
      const [deleted] = await tx.delete(headers).where(eq(headers.id, id)).returning();
      if (!deleted) throw notFound(`Header with id ${id} Not Found`);
      await deleteFiles(tx, [deleted.imageFileId]);
    });
    return c.body(null, 204);
  });

  app.post("/api/static/uploadporotfolio", async (c) => {
    requireAdmin(c);
    const { file } = await readUpload(c);
    // Any of the four document kinds, judged by the bytes (the `Type` part is ignored, as before).
    const contentType = sniffAnyDocument(file.data);
    if (!contentType) {
      throw new HttpProblem(
        415,
        "The portfolio must be a PDF, Excel, Word or PowerPoint document.",
      );
    }
    await db.transaction(async (tx) => {
      // Two first uploads at once must not create two portfolio rows.
      await tx.execute(sql`select pg_advisory_xact_lock(${portfolioLockKey})`);
      const existing = await tx.select().from(portfolios);
      const fileId = await storeFile(tx, { data: file.data, contentType });
      const [keep, ...extra] = existing;
      if (keep) {
        await tx.update(portfolios).set({ fileId }).where(eq(portfolios.id, keep.id));
        for (const row of extra) await tx.delete(portfolios).where(eq(portfolios.id, row.id));
      } else {
        await tx.insert(portfolios).values({ fileId });
      }
      await deleteFiles(
        tx,
        existing.map((row) => row.fileId),
      );
    });
    return c.body(null, 204);
  });

  app.get("/api/static/getportofilo", async (c) => {
    const [portfolio] = await db.select().from(portfolios).orderBy(desc(portfolios.id)).limit(1);
    const file = portfolio ? await readFile(db, portfolio.fileId) : null;
    // The legacy server answered 500 when no portfolio existed; nothing to send is a 404.
    if (!file) throw notFound("No portfolio has been uploaded yet.");
    // Deviation: the legacy server always claimed application/pdf; a Word or PowerPoint
    // portfolio is sent with its real (sniffed) type so browsers open it correctly.
    return fileResponse(c, file.data, file.contentType);
  });
}
