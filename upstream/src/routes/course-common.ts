import {
  COURSE_OUTLINE_MAX_ITEM_LENGTH,
  COURSE_OUTLINE_MAX_ITEMS,
  normaliseOutlineItems,
  outlineProblem,
} from "@brightway/contract/course-outline";
import { and, asc, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import type { Executor } from "../db/client";
import { courses, enrollments, packages } from "../db/schema";
import { type CourseRow, buildCourseVMs } from "../dto/courses";
import { deleteFiles, replaceFile } from "../files";
import type { App, AppContext, AppDeps } from "../http/context";
import { requireAdmin } from "../http/guards";
import { type HttpProblem, notFound, touchedOrThrow } from "../http/problem";
import { readImageUpload } from "../http/uploads";
import { guidSchema, lenientNumber, pathParam, readJson } from "../http/validate";
import { createdPublished, isVisible, seesDrafts } from "../publishing";

/** The two kinds of course, as stored in `courses.kind`. */
export type CourseKind = CourseRow["kind"];

/** The contract's 404 text for an unknown course id (trailing space included, as the legacy). */
function courseNotFound(id: string): HttpProblem {
  return notFound(`Course with ID: ${id} doesn't exist in the database `);
}

/** The course `id` of `kind`, or `null` (a course of the other kind counts as absent). */
export async function findCourse(
  db: Executor,
  id: string,
  kind: CourseKind,
): Promise<CourseRow | null> {
  const [row] = await db
    .select()
    .from(courses)
    .where(and(eq(courses.id, id), eq(courses.kind, kind)));
  return row ?? null;
}

/**
 * The course `id` of `kind`.
 * @throws HttpProblem 404 "Course with ID: … doesn't exist in the database " when absent.
 */
export async function requireCourse(
  db: Executor,
  id: string,
  kind: CourseKind,
): Promise<CourseRow> {
  const row = await findCourse(db, id, kind);
  if (!row) throw courseNotFound(id);
  return row;
}

/**
 * The course `id` of `kind` as the request may see it: a draft (extension "Publishing") only for
 * an admin's token.
 * @throws HttpProblem 404 "Course with ID: … doesn't exist in the database " when absent or a
 *   draft the caller may not see (a draft reads as an unknown id).
 */
export async function requireVisibleCourse(
  c: AppContext,
  deps: AppDeps,
  id: string,
  kind: CourseKind,
): Promise<CourseRow> {
  const row = await requireCourse(deps.db, id, kind);
  if (!isVisible(c, deps, row)) throw courseNotFound(id);
  return row;
}

/**
 * The stored courses of one kind in creation order (then id), optionally only those flagged
 * `hasDiscount` (the `Discount` lists); drafts only when `includeDrafts` (an admin's read).
 */
export function listCourseRows(
  db: Executor,
  kind: CourseKind,
  onlyDiscounted: boolean,
  includeDrafts: boolean,
): Promise<CourseRow[]> {
  return db
    .select()
    .from(courses)
    .where(
      and(
        eq(courses.kind, kind),
        onlyDiscounted ? eq(courses.hasDiscount, true) : undefined,
        includeDrafts ? undefined : eq(courses.published, true),
      ),
    )
    .orderBy(asc(courses.createdAt), asc(courses.id));
}

const courseTextSchema = z.string().trim().min(1, "The value is required.").max(500);
/** An optional text field: absent and null both store null. */
export const optionalTextSchema = z
  .string()
  .max(20_000)
  .nullish()
  .transform((value) => value ?? null);
/**
 * A course's outcomes or requirements (extension): a JSON array of texts, normalised and checked
 * by the shared rule (`@brightway/contract/course-outline`: blank items dropped, at most 12 of 200
 * characters). Absent stays `undefined` (create: none; update: unchanged, as a legacy client sends
 * none); null is `[]` (cleared).
 */
const outlineSchema = z
  .array(z.string().max(20_000), { error: "The value must be an array of texts." })
  .max(1000)
  .nullish()
  .transform((items, ctx) => {
    if (items === undefined) return undefined;
    const normalised = normaliseOutlineItems(items ?? []);
    const problem = outlineProblem(normalised);
    if (!problem) return normalised;
    ctx.addIssue({
      code: "custom",
      message:
        problem.kind === "count"
          ? `At most ${COURSE_OUTLINE_MAX_ITEMS} items.`
          : `Item ${problem.index + 1} is longer than ${COURSE_OUTLINE_MAX_ITEM_LENGTH} characters.`,
    });
    return z.NEVER;
  });

/** A discount percentage 0–100 (absent = 0, as a legacy value type). */
const discountSchema = lenientNumber.pipe(z.number().min(0).max(100)).default(0);

/**
 * The body fields both kinds' create and update share, as the wire names them (the legacy
 * `intructor` typo included). Spread into each kind's body schema.
 */
export const courseBodyFields = {
  name: courseTextSchema,
  description: optionalTextSchema,
  objectives: optionalTextSchema,
  discount: discountSchema,
  hasDiscount: z.boolean().default(false),
  hours: courseTextSchema,
  intructorName: optionalTextSchema,
  intructorDescription: optionalTextSchema,
  outcomes: outlineSchema,
  requirements: outlineSchema,
};

/**
 * The stored columns of {@link courseBodyFields} (wire typos mapped to the schema's names). An
 * absent `objectives`, `outcomes` or `requirements` is `undefined`, which an update leaves as
 * stored and a create leaves to the column's default (Drizzle skips undefined).
 */
export function courseColumns(body: {
  name: string;
  description: string | null;
  objectives?: string | null;
  discount: number;
  hasDiscount: boolean;
  hours: string;
  intructorName: string | null;
  intructorDescription: string | null;
  outcomes?: string[];
  requirements?: string[];
}) {
  return {
    name: body.name,
    description: body.description,
    objectives: body.objectives,
    discount: body.discount,
    hasDiscount: body.hasDiscount,
    hours: body.hours,
    instructorName: body.intructorName,
    instructorDescription: body.intructorDescription,
    outcomes: body.outcomes,
    requirements: body.requirements,
  };
}

/**
 * Registers `GET /api/CourseOutline/version` → `{ version: 1 }` (anyone): the detection of the
 * course outcomes and requirements extension (upstream/EXTENSIONS.md).
 */
export function registerCourseOutlineProbe(app: App): void {
  app.get("/api/courseoutline/version", (c) => c.json({ version: 1 }));
}

/** Body of `PUT …/AddDiscount`: the course and its new percentage. */
const addDiscountSchema = z.object({
  courseId: guidSchema,
  discountPercentage: lenientNumber.pipe(z.number().min(0).max(100)),
});

/**
 * Inserts a course of `kind` with `columns` and answers as the legacy server did: 200 (not 201)
 * with `{ courseId }`. With the publishing extension it is a draft when the body asked for one
 * (`requestedPublished` false).
 */
export async function createCourse(
  c: AppContext,
  deps: AppDeps,
  kind: CourseKind,
  columns: Omit<typeof courses.$inferInsert, "kind" | "published">,
  requestedPublished: boolean | undefined,
) {
  const [row] = await deps.db
    .insert(courses)
    .values({ kind, ...columns, published: createdPublished(deps, requestedPublished) })
    .returning({ id: courses.id });
  return c.json({ courseId: row!.id }, 200);
}

/**
 * Writes `columns` to the course `id` of `kind`.
 * @throws HttpProblem 404 "Course with ID: … doesn't exist in the database " when there is none.
 */
export async function updateCourse(
  db: AppDeps["db"],
  id: string,
  kind: CourseKind,
  columns: Partial<typeof courses.$inferInsert>,
): Promise<void> {
  await touchedOrThrow(
    db
      .update(courses)
      .set(columns)
      .where(and(eq(courses.id, id), eq(courses.kind, kind)))
      .returning({ id: courses.id }),
    () => courseNotFound(id),
  );
}

/**
 * Deletes a course in one transaction: its enrolments first (their package reference is
 * RESTRICT, so they must go before the packages cascade), then the course row (cascading sections,
 * videos and packages), then its image files.
 * @throws HttpProblem 404 when no course of `kind` has that id.
 */
async function deleteCourse(db: AppDeps["db"], id: string, kind: CourseKind): Promise<void> {
  await db.transaction(async (tx) => {
    const course = await requireCourse(tx, id, kind);
    await tx.delete(enrollments).where(eq(enrollments.courseId, id));
    // An enrolment of another course pointing at one of these packages is inconsistent data;
    // dropping its package reference keeps the enrolment and lets the delete succeed.
    const packageIds = (
      await tx.select({ id: packages.id }).from(packages).where(eq(packages.courseId, id))
    ).map((row) => row.id);
    if (packageIds.length) {
      await tx
        .update(enrollments)
        .set({ packageId: null })
        .where(inArray(enrollments.packageId, packageIds));
    }
    await tx.delete(courses).where(eq(courses.id, id));
    // The legacy server left image files behind on delete; here they go with the course.
    await deleteFiles(tx, [course.imageFileId, course.instructorImageFileId]);
  });
}

/**
 * Registers the endpoints both course controllers share, under `base` (lowercase, e.g.
 * "/api/ondemandcourses"), for courses of `kind`. Must be registered before `…/:courseId` routes
 * (Hono tries routes in registration order):
 * - `GET  {base}/GetAll{Kind}Courses` (`getallondemandcourses`, `getallonlinecourses`) — public;
 *   `CourseVM[]` with packages, sections and base64 images, in creation order; drafts for an
 *   admin only (extension "Publishing").
 * - `GET  {base}/GetSingleCourse/{courseId}` — public; `CourseVM`; 404 (legacy: 500), also for a
 *   draft unless the caller is an admin.
 * - `GET  {base}/Students/{courseId}` — admin; `[]` (the legacy course–student link table was
 *   never filled, so the endpoint always answered `[]`); 404 for an unknown course.
 * - `PUT  {base}/AddDiscount` — admin; body `{courseId, discountPercentage}` (0–100); sets
 *   `discount` and `hasDiscount` (true when > 0); 204; 404 for an unknown course. The legacy
 *   version always failed with a 500 (broken raw SQL).
 * - `POST {base}/UploadCourseImage/{courseId}`, `POST {base}/UploadInstructorImage/{courseId}` —
 *   admin; multipart `File` (a real JPEG/PNG/GIF/WebP, ≤ 30 MB, else 415/413/400); 201 empty;
 *   404 for an unknown course (the legacy 500); the replaced image file is deleted.
 * - `DELETE {base}/{courseId}` — admin; 204; 404; see {@link deleteCourse}.
 */
export function registerCourseCommonRoutes(
  app: App,
  deps: AppDeps,
  base: string,
  kind: CourseKind,
): void {
  app.get(`${base}/getall${base.slice("/api/".length)}`, async (c) =>
    c.json(
      await buildCourseVMs(
        deps.db,
        await listCourseRows(deps.db, kind, false, seesDrafts(c, deps)),
      ),
    ),
  );

  app.get(`${base}/getsinglecourse/:courseId`, async (c) => {
    const courseId = pathParam(c, "courseId", guidSchema);
    const course = await requireVisibleCourse(c, deps, courseId, kind);
    const [view] = await buildCourseVMs(deps.db, [course]);
    return c.json(view);
  });

  app.get(`${base}/students/:courseId`, async (c) => {
    requireAdmin(c);
    const courseId = pathParam(c, "courseId", guidSchema);
    await requireCourse(deps.db, courseId, kind);
    return c.json([]);
  });

  app.put(`${base}/adddiscount`, async (c) => {
    requireAdmin(c);
    const body = await readJson(c, addDiscountSchema);
    await updateCourse(deps.db, body.courseId, kind, {
      discount: body.discountPercentage,
      hasDiscount: body.discountPercentage > 0,
    });
    return c.body(null, 204);
  });

  const uploads = [
    ["uploadcourseimage", "imageFileId"],
    ["uploadinstructorimage", "instructorImageFileId"],
  ] as const;
  for (const [action, column] of uploads) {
    app.post(`${base}/${action}/:courseId`, async (c) => {
      requireAdmin(c);
      const courseId = pathParam(c, "courseId", guidSchema);
      await requireCourse(deps.db, courseId, kind);
      const image = await readImageUpload(c);
      await replaceFile(deps.db, image, {
        // Re-read inside the transaction: the course may have been deleted meanwhile.
        current: async (tx) => (await findCourse(tx, courseId, kind))?.[column],
        link: (tx, fileId) =>
          tx
            .update(courses)
            .set({ [column]: fileId })
            .where(eq(courses.id, courseId)),
        missing: () => courseNotFound(courseId),
      });
      return c.body(null, 201);
    });
  }

  app.delete(`${base}/:courseId`, async (c) => {
    requireAdmin(c);
    const courseId = pathParam(c, "courseId", guidSchema);
    await deleteCourse(deps.db, courseId, kind);
    return c.body(null, 204);
  });
}
