import { z } from "zod";
import { toOnlineCourseDto } from "../dto/courses";
import type { App, AppContext, AppDeps } from "../http/context";
import { createPublishedField, seesDrafts } from "../publishing";
import { requireAdmin } from "../http/guards";
import { badRequest } from "../http/problem";
import { guidSchema, lenientNumber, pathParam, readJson, wireDateSchema } from "../http/validate";
import {
  courseBodyFields,
  courseColumns,
  createCourse,
  listCourseRows,
  optionalTextSchema,
  registerCourseCommonRoutes,
  requireVisibleCourse,
  updateCourse,
} from "./course-common";

const base = "/api/onlinecourses";

/**
 * Body of `POST`/`PUT /api/OnlineCourses`. `defaultPrice` is in USD. `start`/`end` are value
 * types on the legacy server: absent means `0001-01-01T00:00:00` (stored as null, written back as
 * that date). `hasDiscount` is stored as sent (contract §5.3: an independent flag).
 */
const bodySchema = z.object({
  ...courseBodyFields,
  defaultPrice: lenientNumber.pipe(z.number().min(0)),
  start: wireDateSchema.nullish().transform((value) => value ?? null),
  end: wireDateSchema.nullish().transform((value) => value ?? null),
  link: optionalTextSchema,
});

/** The stored columns of a validated body (wire typos mapped to the schema's names). */
function toColumns(body: z.infer<typeof bodySchema>) {
  return {
    ...courseColumns(body),
    defaultPrice: body.defaultPrice,
    start: body.start,
    end: body.end,
    link: body.link,
  };
}

/** Both dates are naive `YYYY-MM-DDTHH:mm:ss` text, so text order is time order. */
function checkDates(body: { start: string | null; end: string | null }): void {
  const start = body.start ?? "0001-01-01T00:00:00";
  const end = body.end ?? "0001-01-01T00:00:00";
  if (start > end) throw badRequest("Invalid Date Values", { end: ["Invalid Date Values"] });
}

/**
 * Registers the OnlineCourses endpoints (contract §3.4, §4). Reads are public; writes are
 * admin-only (401 without a valid token, 403 for a student).
 * - `GET /api/OnlineCourses/GetAllOnlineCourses` → `CourseVM[]` (packages/sections null).
 * - `GET /api/OnlineCourses/GetSingleCourse/{id}` → `CourseVM`; 404 (legacy: 500).
 * - `GET /api/OnlineCourses/Discount` → `OnlineCourseDto[]` of `hasDiscount` courses.
 * - `GET /api/OnlineCourses` → `OnlineCourseDto[]`; `GET /api/OnlineCourses/{id}` →
 *   `OnlineCourseDto` (with `link` and `objectives`); 404.
 * - `POST /api/OnlineCourses` → 200 `{courseId}`; 400 "Invalid Date Values" when start > end.
 * - `PUT /api/OnlineCourses/{id}` → 204; 404; the same date check (the legacy server skipped it
 *   on update, which let an edit store an end before the start). `enrollments` is not touched.
 * - Both take the optional `outcomes` and `requirements` (extension, see `courseBodyFields`):
 *   absent = none on create, unchanged on update.
 * - the shared Students, AddDiscount, image uploads and DELETE (see `registerCourseCommonRoutes`).
 */
export function registerOnlineCourseRoutes(app: App, deps: AppDeps): void {
  const { db } = deps;
  // Drafts (extension "Publishing") are listed for an admin's token only.
  const listRows = (c: AppContext, onlyDiscounted: boolean) =>
    listCourseRows(db, "online", onlyDiscounted, seesDrafts(c, deps));

  app.get(`${base}/discount`, async (c) =>
    c.json((await listRows(c, true)).map(toOnlineCourseDto)),
  );
  app.get(base, async (c) => c.json((await listRows(c, false)).map(toOnlineCourseDto)));

  registerCourseCommonRoutes(app, deps, base, "online");

  app.get(`${base}/:courseId`, async (c) => {
    const courseId = pathParam(c, "courseId", guidSchema);
    return c.json(toOnlineCourseDto(await requireVisibleCourse(c, deps, courseId, "online")));
  });

  app.post(base, async (c) => {
    requireAdmin(c);
    const body = await readJson(c, bodySchema.extend(createPublishedField));
    checkDates(body);
    return createCourse(c, deps, "online", toColumns(body), body.published);
  });

  app.put(`${base}/:courseId`, async (c) => {
    requireAdmin(c);
    const courseId = pathParam(c, "courseId", guidSchema);
    const body = await readJson(c, bodySchema);
    checkDates(body);
    await updateCourse(db, courseId, "online", toColumns(body));
    return c.body(null, 204);
  });
}
