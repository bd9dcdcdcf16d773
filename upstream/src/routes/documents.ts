import { and, asc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Executor } from "../db/client";
import { productStudents, products, publications, users } from "../db/schema";
import { toDocumentVm, toDocumentVms } from "../dto/documents";
import { deleteFiles, readFile, readFileSizes, readFilesBase64, replaceFile } from "../files";
import type { App, AppContext, AppDeps } from "../http/context";
import { fileResponse } from "../http/file-response";
import { requireAdmin, requireSelfOrAdmin } from "../http/guards";
import { badRequest, HttpProblem, notFound, touchedOrThrow } from "../http/problem";
import { createdPublished, createPublishedField, isVisible, visibleWhere } from "../publishing";
import { foldedContains } from "../search";
import {
  type FileType,
  parseFileType,
  readImageUpload,
  readUpload,
  sniffDocument,
} from "../http/uploads";
import {
  intIdSchema,
  lenientNumber,
  pagingParams,
  parseOrThrow,
  pathParam,
  queryParams,
  readJson,
  userIdSchema,
  requiredText,
} from "../http/validate";

/** Content types of product downloads by stored file type, exactly as the legacy server sent them. */
const productContentTypes: Record<FileType, string> = {
  0: "application/pdf",
  1: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  // The legacy server claims the old binary types even for .docx/.pptx; clients rely on it.
  2: "application/msword",
  3: "application/vnd.ms-powerpoint",
};

const fileTypeNames: Record<FileType, string> = {
  0: "PDF",
  1: "Excel",
  2: "Word",
  3: "PowerPoint",
};

const titleSchema = requiredText("Title").max(450, "The Title must be 450 characters or fewer.");
const descriptionSchema = z
  .string()
  .max(20_000)
  .nullish()
  .transform((value) => value ?? null);

/** Body of create/update product: price in USD, ≥ 0, may arrive as a JSON string ("12"). */
const productBodySchema = z.object({
  title: titleSchema,
  description: descriptionSchema,
  price: lenientNumber
    .refine((value) => value >= 0, "The price must be 0 or more.")
    .optional()
    .default(0),
});

/** Body of create/update publication (no price: publications are free). */
const publicationBodySchema = z.object({ title: titleSchema, description: descriptionSchema });

async function findProduct(db: Executor, id: number) {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row ?? null;
}

async function findPublication(db: Executor, id: number) {
  const [row] = await db.select().from(publications).where(eq(publications.id, id));
  return row ?? null;
}

/** Sends a product's file with the content type of its stored type; 404 when none was uploaded. */
async function sendProductFile(
  c: AppContext,
  deps: AppDeps,
  product: typeof products.$inferSelect,
) {
  // The legacy server answered 500 here; a product without a file is simply not found.
  const file = await readFile(deps.db, product.fileId);
  if (!file) throw notFound(`Product with id ${product.id} has no file uploaded.`);
  return fileResponse(
    c,
    file.data,
    productContentTypes[product.typeOfFile as FileType] ?? "application/pdf",
  );
}

/**
 * Registers the documents endpoints of the wire contract (§3.7 products, §3.8 publications).
 * Lists, single items and publication files are public; a product file is served to its
 * assigned student or an admin; everything else is admin-only. A draft (extension "Publishing")
 * is left out of the lists and reads as an unknown id (single reads, files) unless the caller is
 * an admin; created items start as drafts.
 */
export function registerDocumentRoutes(app: App, deps: AppDeps): void {
  const { db } = deps;

  // ---- Products -------------------------------------------------------------------------

  app.get("/api/documents/products/:id", async (c) => {
    const id = pathParam(c, "id", intIdSchema);
    const product = await findProduct(db, id);
    if (!product || !isVisible(c, deps, product)) throw notFound(`Product with id ${id} Not Found`);
    const [vm] = await toDocumentVms(db, [product]);
    return c.json(vm);
  });

  app.post("/api/documents/product/uploadfile/:id", async (c) => {
    requireAdmin(c);
    const id = pathParam(c, "id", intIdSchema);
    if (!(await findProduct(db, id))) throw notFound(`Product with id ${id} Not Found`);
    const { file, type } = await readUpload(c);
    const fileType = parseFileType(type);
    // Downloads are labelled by the stored type, so the bytes must really be of that type.
    const contentType = sniffDocument(file.data, fileType);
    if (!contentType) {
      throw new HttpProblem(
        415,
        `The file is not a ${fileTypeNames[fileType]} document (Type ${fileType}).`,
      );
    }
    await replaceFile(
      db,
      { data: file.data, contentType },
      {
        current: async (tx) => (await findProduct(tx, id))?.fileId,
        link: (tx, fileId) =>
          tx.update(products).set({ fileId, typeOfFile: fileType }).where(eq(products.id, id)),
        missing: () => notFound(`Product with id ${id} Not Found`),
      },
    );
    return c.body(null, 201);
  });

  app.get("/api/documents/product/getfile/:id", async (c) => {
    const id = pathParam(c, "id", intIdSchema);
    const { studentid } = parseOrThrow(
      z.object({ studentid: userIdSchema.optional() }),
      queryParams(c),
      "The query",
    );
    if (!studentid)
      throw badRequest("The studentId field is required.", {
        studentId: ["The studentId field is required."],
      });
    // Security boundary: the legacy server trusted the studentId of the query; here only that
    // student's own token or an admin may ask.
    const caller = requireSelfOrAdmin(c, studentid);
    const product = await findProduct(db, id);
    if (!product || !isVisible(c, deps, product)) throw notFound(`Product with id ${id} Not Found`);
    // An admin may always download (the legacy server refused admins here, yet served them the
    // same bytes through GetFileBiProductId, so the check protected nothing for them).
    // Extension: a free product (price 0) needs no assignment; any signed-in student may
    // download it (the legacy served it to anyone through GetFileBiProductId anyway).
    if (caller.role !== "Admin" && product.price > 0) {
      const [assigned] = await db
        .select({ productId: productStudents.productId })
        .from(productStudents)
        .where(and(eq(productStudents.productId, id), eq(productStudents.studentId, caller.id)));
      if (!assigned) throw badRequest("you don't have the access to this file");
    }
    return sendProductFile(c, deps, product);
  });

  app.get("/api/documents/product/getfilebiproductid/:id", async (c) => {
    requireAdmin(c);
    const id = pathParam(c, "id", intIdSchema);
    const product = await findProduct(db, id);
    if (!product) throw notFound(`Product with id ${id} Not Found`);
    return sendProductFile(c, deps, product);
  });

  app.put("/api/documents/addproducttostudent", async (c) => {
    requireAdmin(c);
    const query = parseOrThrow(
      z.object({
        productid: intIdSchema.optional(),
        studentid: userIdSchema.optional(),
      }),
      queryParams(c),
      "The query",
    );
    if (!query.studentid)
      throw badRequest("The studentId field is required.", {
        studentId: ["The studentId field is required."],
      });
    if (!query.productid)
      throw badRequest("The productId field is required.", {
        productId: ["The productId field is required."],
      });
    const { productid, studentid } = query;
    // The legacy server answered 201 with an error text for unknown ids; a 404 is honest.
    if (!(await findProduct(db, productid)))
      throw notFound(`Product with id ${productid} Not Found`);
    const [student] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, studentid), eq(users.role, "Student")));
    if (!student) throw notFound(`Student with id ${studentid} Not Found`);
    await db
      .insert(productStudents)
      .values({ productId: productid, studentId: student.id })
      .onConflictDoNothing();
    return c.body(null, 201);
  });

  // ---- Publications ---------------------------------------------------------------------

  app.get("/api/documents/publications/:id", async (c) => {
    const id = pathParam(c, "id", intIdSchema);
    const publication = await findPublication(db, id);
    if (!publication || !isVisible(c, deps, publication))
      throw notFound(`Publication with id ${id} Not Found`);
    // The single publication inlines its whole file (contract §3.8).
    const [bytes, sizes] = await Promise.all([
      readFilesBase64(db, [publication.imageFileId, publication.fileId]),
      readFileSizes(db, [publication.fileId]),
    ]);
    const lookup = (fileId: string | null) => (fileId ? (bytes.get(fileId) ?? null) : null);
    return c.json(
      toDocumentVm(
        publication,
        lookup(publication.imageFileId),
        lookup(publication.fileId),
        publication.fileId ? (sizes.get(publication.fileId) ?? null) : null,
      ),
    );
  });

  app.post("/api/documents/publications/uploadfile/:id", async (c) => {
    requireAdmin(c);
    const id = pathParam(c, "id", intIdSchema);
    if (!(await findPublication(db, id))) throw notFound(`Publication with id ${id} Not Found`);
    const { file } = await readUpload(c);
    // Publication downloads always claim application/pdf, so only a real PDF is accepted.
    const contentType = sniffDocument(file.data, 0);
    if (!contentType) throw new HttpProblem(415, "A publication file must be a PDF document.");
    await replaceFile(
      db,
      { data: file.data, contentType },
      {
        current: async (tx) => (await findPublication(tx, id))?.fileId,
        link: (tx, fileId) =>
          tx.update(publications).set({ fileId }).where(eq(publications.id, id)),
        missing: () => notFound(`Publication with id ${id} Not Found`),
      },
    );
    return c.body(null, 201);
  });

  // ---- Both kinds ------------------------------------------------------------------------

  // Paths, body and messages as the legacy server spelled them (note "publication" in lower case
  // in the update's 404).
  const kinds = [
    {
      name: "Product",
      table: products,
      body: productBodySchema,
      listPath: "/api/documents/products",
      createPath: "/api/documents/product",
      createdKey: "productId",
      imagePath: "/api/documents/product/uploadimage/:id",
      itemPath: "/api/documents/product/:id",
      updateMissing: (id: number) => `Product with ID: ${id} doesn't exist in the database `,
    },
    {
      name: "Publication",
      table: publications,
      body: publicationBodySchema,
      listPath: "/api/documents/publications",
      createPath: "/api/documents/publications",
      createdKey: "publicationId",
      imagePath: "/api/documents/publications/uploadimage/:id",
      itemPath: "/api/documents/publication/:id",
      updateMissing: (id: number) => `publication with ID: ${id} doesn't exist in the database `,
    },
  ] as const;
  for (const kind of kinds) {
    const { name, table, imagePath, itemPath } = kind;
    const find = async (executor: Executor, id: number) =>
      (await executor.select().from(table).where(eq(table.id, id)))[0];

    // The legacy query had no ORDER BY; ordering by id keeps pages stable. The legacy search was
    // a case-insensitive LIKE on the title; the title and the term are now folded alike
    // (`foldedContains`: Arabic letter forms and marks), a plain substring as before.
    app.get(kind.listPath, async (c) => {
      const paging = pagingParams(c);
      const rows = await db
        .select()
        .from(table)
        .where(
          visibleWhere(c, deps, table.published, foldedContains([table.title], paging.searchTerm)),
        )
        .orderBy(asc(table.id))
        .limit(paging.pageSize)
        .offset((paging.pageNumber - 1) * paging.pageSize);
      return c.json(await toDocumentVms(db, rows));
    });

    app.post(kind.createPath, async (c) => {
      requireAdmin(c);
      const { published, ...body } = await readJson(c, kind.body.extend(createPublishedField));
      const [row] = await db
        .insert(table)
        .values({ ...body, published: createdPublished(deps, published) })
        .returning({ id: table.id });
      return c.json({ [kind.createdKey]: row!.id }, 201);
    });

    app.put(itemPath, async (c) => {
      requireAdmin(c);
      const id = pathParam(c, "id", intIdSchema);
      const body = await readJson(c, kind.body);
      await touchedOrThrow(
        db.update(table).set(body).where(eq(table.id, id)).returning({ id: table.id }),
        () => notFound(kind.updateMissing(id)),
      );
      return c.body(null, 204);
    });

    app.post(imagePath, async (c) => {
      requireAdmin(c);
      const id = pathParam(c, "id", intIdSchema);
      if (!(await find(db, id))) throw notFound(`${name} with id ${id} Not Found`);
      const image = await readImageUpload(c);
      await replaceFile(db, image, {
        current: async (tx) => (await find(tx, id))?.imageFileId,
        link: (tx, fileId) => tx.update(table).set({ imageFileId: fileId }).where(eq(table.id, id)),
        missing: () => notFound(`${name} with id ${id} Not Found`),
      });
      return c.body(null, 201);
    });

    app.delete(itemPath, async (c) => {
      requireAdmin(c);
      const id = pathParam(c, "id", intIdSchema);
      await db.transaction(async (tx) => {
        // A product's assignments go by the foreign key's cascade; the files are removed here
        // (the legacy server left them on disk).
        const [deleted] = await tx.delete(table).where(eq(table.id, id)).returning();
        if (!deleted) throw notFound(`${name} with ID: ${id} doesn't exist in the database `);
        await deleteFiles(tx, [deleted.fileId, deleted.imageFileId]);
      });
      return c.body(null, 204);
    });
  }

  app.get("/api/documents/publication/getfile/:id", async (c) => {
    const id = pathParam(c, "id", intIdSchema);
    const publication = await findPublication(db, id);
    if (!publication || !isVisible(c, deps, publication))
      throw notFound(`Publication with id ${id} Not Found`);
    const file = await readFile(db, publication.fileId);
    if (!file) throw notFound(`Publication with id ${id} has no file uploaded.`);
    return fileResponse(c, file.data, "application/pdf");
  });
}
