import {
  type DraftDto,
  type PublishingKind,
  type PublishingStateDto,
  publishingInput,
  publishingKind,
} from "@brightway/contract";
import { and, asc, eq } from "drizzle-orm";
import { courses, products, publications } from "../db/schema";
import type { App, AppDeps } from "../http/context";
import { requireAdmin } from "../http/guards";
import { badRequest, notFound } from "../http/problem";
import { guidSchema, intIdSchema, pathParam, readJson } from "../http/validate";

/** A course kind of the wire (`PublishingKind`) as stored in `courses.kind`. */
const courseKinds = { onDemandCourse: "onDemand", onlineCourse: "online" } as const;

/** The contract's 404 texts of each kind's unknown id. */
const missing: Record<PublishingKind, (id: string | number) => string> = {
  onDemandCourse: (id) => `Course with ID: ${id} doesn't exist in the database `,
  onlineCourse: (id) => `Course with ID: ${id} doesn't exist in the database `,
  product: (id) => `Product with id ${id} Not Found`,
  publication: (id) => `Publication with id ${id} Not Found`,
};

/**
 * Sets `published` of the item `kind`/`id`.
 * @returns whether an item of that kind has that id.
 */
async function setPublished(
  deps: AppDeps,
  kind: PublishingKind,
  id: string | number,
  published: boolean,
): Promise<boolean> {
  const { db } = deps;
  if (kind === "onDemandCourse" || kind === "onlineCourse") {
    const rows = await db
      .update(courses)
      .set({ published })
      .where(and(eq(courses.id, String(id)), eq(courses.kind, courseKinds[kind])))
      .returning({ id: courses.id });
    return rows.length > 0;
  }
  const table = kind === "product" ? products : publications;
  const rows = await db
    .update(table)
    .set({ published })
    .where(eq(table.id, Number(id)))
    .returning({ id: table.id });
  return rows.length > 0;
}

/** Every draft: courses (oldest first), then products, then publications (by id). */
async function listDrafts(deps: AppDeps): Promise<DraftDto[]> {
  const { db } = deps;
  const [courseRows, productRows, publicationRows] = await Promise.all([
    db
      .select({ id: courses.id, kind: courses.kind, name: courses.name })
      .from(courses)
      .where(eq(courses.published, false))
      .orderBy(asc(courses.createdAt), asc(courses.id)),
    db
      .select({ id: products.id, title: products.title })
      .from(products)
      .where(eq(products.published, false))
      .orderBy(asc(products.id)),
    db
      .select({ id: publications.id, title: publications.title })
      .from(publications)
      .where(eq(publications.published, false))
      .orderBy(asc(publications.id)),
  ]);
  return [
    ...courseRows.map((row) => ({
      kind: row.kind === "online" ? ("onlineCourse" as const) : ("onDemandCourse" as const),
      id: row.id,
      title: row.name,
    })),
    ...productRows.map((row) => ({ kind: "product" as const, id: row.id, title: row.title })),
    ...publicationRows.map((row) => ({
      kind: "publication" as const,
      id: row.id,
      title: row.title,
    })),
  ];
}

/**
 * Registers the publishing extension (upstream/EXTENSIONS.md "Publishing"): courses of both
 * kinds, products and publications are drafts, seen by admins only, until published.
 * - `GET /api/Publishing/version` → `{ version: 1 }` (anyone): the detection.
 * - `PUT /api/Publishing/{kind}/{id}` (Admin) JSON `{ published }` → 200 `PublishingStateDto`;
 *   400 unknown kind, malformed id or body; 401; 403; 404 no such item of the kind.
 * - `GET /api/Publishing/Drafts` (Admin) → `DraftDto[]`: every draft; 401; 403.
 * The reads that leave drafts out are the resources' own (`publishing.ts`).
 */
export function registerPublishingRoutes(app: App, deps: AppDeps): void {
  app.get("/api/publishing/version", (c) => c.json({ version: 1 }));

  app.get("/api/publishing/drafts", async (c) => {
    requireAdmin(c);
    c.header("Cache-Control", "private, no-store");
    return c.json(await listDrafts(deps));
  });

  // Paths are lower-cased before routing (app.ts), so the kind arrives as "ondemandcourse".
  const kindsByPath = new Map(publishingKind.options.map((kind) => [kind.toLowerCase(), kind]));
  app.put("/api/publishing/:kind/:id", async (c) => {
    requireAdmin(c);
    const kind = kindsByPath.get(c.req.param("kind"));
    if (!kind) {
      throw badRequest("The kind must be onDemandCourse, onlineCourse, product or publication.", {
        kind: ["The kind must be onDemandCourse, onlineCourse, product or publication."],
      });
    }
    const id =
      kind === "onDemandCourse" || kind === "onlineCourse"
        ? pathParam(c, "id", guidSchema)
        : pathParam(c, "id", intIdSchema);
    const { published } = await readJson(c, publishingInput);
    if (!(await setPublished(deps, kind, id, published))) throw notFound(missing[kind](id));
    const answer: PublishingStateDto = { kind, id, published };
    return c.json(answer);
  });
}
