import { asc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Executor } from "../db/client";
import { enrollments, packages } from "../db/schema";
import { toPackageDto } from "../dto/courses";
import type { App, AppContext, AppDeps } from "../http/context";
import { requireAdmin } from "../http/guards";
import { conflict, notFound, touchedOrThrow } from "../http/problem";
import {
  guidSchema,
  lenientInt,
  lenientNumber,
  parseOrThrow,
  pathParam,
  queryParams,
  readJson,
} from "../http/validate";
import { isVisible } from "../publishing";
import { findCourse } from "./course-common";

const base = "/api/packages";

/** Body of `PUT /api/Packages/{id}`: duration in months (≥ 1), price in EGP (≥ 0). */
const updateSchema = z.object({
  name: z.string().trim().min(1, "The Name field is required.").max(500),
  durationByMonthes: lenientInt.pipe(
    z.number().int().min(1, "The duration must be at least 1 month.").max(1200),
  ),
  price: lenientNumber.pipe(z.number().min(0, "The price cannot be negative.")),
});

/** Body of `POST /api/Packages`: as update plus the owning on-demand course. */
const createSchema = updateSchema.extend({ courseId: guidSchema });

const packageNotFound = () => notFound("Package Not Found");
const courseIdNotFound = () => notFound("Course Id Not Found");

/** Whether `courseId` is an on-demand course (packages belong to those only). */
async function isOnDemandCourse(db: Executor, courseId: string): Promise<boolean> {
  return (await findCourse(db, courseId, "onDemand")) !== null;
}

/**
 * Whether the request may read the packages of `courseId`: an on-demand course that is
 * published, or a draft (extension "Publishing") read with an admin's token.
 */
async function isVisibleOnDemandCourse(
  c: AppContext,
  deps: AppDeps,
  courseId: string,
): Promise<boolean> {
  const course = await findCourse(deps.db, courseId, "onDemand");
  return course !== null && isVisible(c, deps, course);
}

/** PostgreSQL's foreign-key violation, raised when an enrolment still references the package. */
function isForeignKeyViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === "23503") return true;
  }
  return false;
}

const referencedMessage = "The package cannot be deleted while students are enrolled with it.";

/**
 * Registers the Packages endpoints (contract §3.6). Reads are public; writes are admin-only
 * (401 without a valid token, 403 for a student).
 * - `GET /api/Packages/PackegesToCourse/{courseId}` → `PackageDto[]` in creation order;
 *   404 "Course Id Not Found" unless an on-demand course (a draft counts as none but for an admin).
 * - `GET /api/Packages/{id}` → `PackageDto`; 404 "Package Not Found" (also a draft course's
 *   package, but for an admin).
 * - `POST /api/Packages` → 201 empty (no id, as the legacy); 404 "Course Id Not Found" (legacy: 500).
 * - `PUT /api/Packages/{id}` → 204; 404 "Package Not Found". The course cannot change.
 * - `DELETE /api/Packages?packageId={Guid}` → 204; 404 "Package Not Found" when absent or
 *   unknown; 409 while an enrolment references it (legacy: 500).
 */
export function registerPackageRoutes(app: App, deps: AppDeps): void {
  const { db } = deps;

  app.get(`${base}/packegestocourse/:courseId`, async (c) => {
    const courseId = pathParam(c, "courseId", guidSchema);
    if (!(await isVisibleOnDemandCourse(c, deps, courseId))) throw courseIdNotFound();
    const rows = await db
      .select()
      .from(packages)
      .where(eq(packages.courseId, courseId))
      .orderBy(asc(packages.createdAt), asc(packages.id));
    return c.json(rows.map(toPackageDto));
  });

  app.get(`${base}/:packageId`, async (c) => {
    const packageId = pathParam(c, "packageId", guidSchema);
    const [row] = await db.select().from(packages).where(eq(packages.id, packageId));
    // A draft course's package reads as unknown, except to an admin.
    if (!row || !(await isVisibleOnDemandCourse(c, deps, row.courseId))) throw packageNotFound();
    return c.json(toPackageDto(row));
  });

  app.post(base, async (c) => {
    requireAdmin(c);
    const body = await readJson(c, createSchema);
    await db.transaction(async (tx) => {
      if (!(await isOnDemandCourse(tx, body.courseId))) throw courseIdNotFound();
      await tx.insert(packages).values(body);
    });
    return c.body(null, 201);
  });

  app.put(`${base}/:packageId`, async (c) => {
    requireAdmin(c);
    const packageId = pathParam(c, "packageId", guidSchema);
    const body = await readJson(c, updateSchema);
    await touchedOrThrow(
      db
        .update(packages)
        .set(body)
        .where(eq(packages.id, packageId))
        .returning({ id: packages.id }),
      packageNotFound,
    );
    return c.body(null, 204);
  });

  app.delete(base, async (c) => {
    requireAdmin(c);
    const raw = queryParams(c).packageid;
    // The legacy server answered an absent packageId (an all-zero Guid) with 404, not 400.
    if (raw === undefined) throw packageNotFound();
    const { packageid } = parseOrThrow(
      z.object({ packageid: guidSchema }),
      { packageid: raw },
      "The query",
    );
    const [enrollment] = await db
      .select({ id: enrollments.id })
      .from(enrollments)
      .where(eq(enrollments.packageId, packageid))
      .limit(1);
    if (enrollment) throw conflict(referencedMessage);
    try {
      await touchedOrThrow(
        db.delete(packages).where(eq(packages.id, packageid)).returning({ id: packages.id }),
        packageNotFound,
      );
    } catch (error) {
      // An enrolment created between the check and the delete: the RESTRICT key refuses it.
      if (isForeignKeyViolation(error)) throw conflict(referencedMessage);
      throw error;
    }
    return c.body(null, 204);
  });
}
