import { z } from "zod";
import { loadCourseChildren, toOnDemandCourseDto } from "../dto/courses";
import type { App, AppContext, AppDeps } from "../http/context";
import { createPublishedField, seesDrafts } from "../publishing";
import { requireAdmin } from "../http/guards";
import { guidSchema, lenientInt, lenientNumber, pathParam, readJson } from "../http/validate";
import {
  courseBodyFields,
  courseColumns,
  createCourse,
  listCourseRows,
  registerCourseCommonRoutes,
  requireVisibleCourse,
  updateCourse,
} from "./course-common";

const base = "/api/ondemandcourses";

/**
 * Body of `POST /api/OnDemandCourses`. `price` is required but discarded, as the legacy server
 * did (contract §5.3: on-demand prices live on packages; the course price is always 0 on the wire).
 */
const createSchema = z.object({
  ...courseBodyFields,
  ...createPublishedField,
  price: lenientNumber,
});

/**
 * Body of `PUT /api/OnDemandCourses/{id}`: as create without `objectives` (not updatable there),
 * plus `enrollments`, which the contract writes over the stored counter.
 */
const updateSchema = createSchema.omit({ objectives: true }).extend({
  enrollments: lenientInt.pipe(z.number().int().min(0).max(2_147_483_647)),
});

/**
 * Registers the OnDemandCourses endpoints (contract §3.3, §4). Reads are public; writes are
 * admin-only (401 without a valid token, 403 for a student).
 * - `GET /api/OnDemandCourses/GetAllOnDemandCourses` → `CourseVM[]` with packages, sections and
 *   base64 images (courses without packages included).
 * - `GET /api/OnDemandCourses/GetSingleCourse/{id}` → `CourseVM`; 404 (legacy: 500).
 * - `GET /api/OnDemandCourses/Discount` → `OnDemandCourseDto[]` of `hasDiscount` courses
 *   (packages and sections `[]`).
 * - `GET /api/OnDemandCourses` → `OnDemandCourseDto[]` (packages and sections `[]`).
 * - `GET /api/OnDemandCourses/{id}` → `OnDemandCourseDto` with sections, packages `[]`; 404.
 * - `POST /api/OnDemandCourses` → 200 `{courseId}`.
 * - `PUT /api/OnDemandCourses/{id}` → 204; 404.
 * - Both take the optional `outcomes` and `requirements` (extension, see `courseBodyFields`):
 *   absent = none on create, unchanged on update.
 * - the shared Students, AddDiscount, image uploads and DELETE (see `registerCourseCommonRoutes`).
 */
export function registerOnDemandCourseRoutes(app: App, deps: AppDeps): void {
  const { db } = deps;
  // Drafts (extension "Publishing") are listed for an admin's token only.
  const listRows = (c: AppContext, onlyDiscounted: boolean) =>
    listCourseRows(db, "onDemand", onlyDiscounted, seesDrafts(c, deps));

  // The legacy list endpoints return packages and sections as [] (contract §4).
  app.get(`${base}/discount`, async (c) =>
    c.json((await listRows(c, true)).map((row) => toOnDemandCourseDto(row))),
  );
  app.get(base, async (c) =>
    c.json((await listRows(c, false)).map((row) => toOnDemandCourseDto(row))),
  );

  registerCourseCommonRoutes(app, deps, base, "onDemand");

  app.get(`${base}/:courseId`, async (c) => {
    const courseId = pathParam(c, "courseId", guidSchema);
    const course = await requireVisibleCourse(c, deps, courseId, "onDemand");
    const children = await loadCourseChildren(db, [course.id]);
    // Contract §3.3: this endpoint fills sections but always answers packages as [].
    return c.json(
      toOnDemandCourseDto(course, {
        packages: [],
        sections: children.get(course.id)?.sections ?? [],
      }),
    );
  });

  app.post(base, async (c) => {
    requireAdmin(c);
    const body = await readJson(c, createSchema);
    return createCourse(c, deps, "onDemand", courseColumns(body), body.published);
  });

  app.put(`${base}/:courseId`, async (c) => {
    requireAdmin(c);
    const courseId = pathParam(c, "courseId", guidSchema);
    const body = await readJson(c, updateSchema);
    await updateCourse(db, courseId, "onDemand", {
      ...courseColumns(body),
      enrollments: body.enrollments,
    });
    return c.body(null, 204);
  });
}
