import type { VideoVm } from "@brightway/contract";
import { asc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Caller } from "../auth/tokens";
import type { Executor } from "../db/client";
import { nextPosition } from "../db/positions";
import { sections, videos } from "../db/schema";
import { toSectionDto } from "../dto/courses";
import { accessStanding } from "../entitlement";
import type { App, AppDeps } from "../http/context";
import { optionalCaller, requireAdmin } from "../http/guards";
import { badRequest, notFound, touchedOrThrow } from "../http/problem";
import {
  guidSchema,
  intIdSchema,
  pathParam,
  queryParams,
  readJson,
  parseOrThrow,
} from "../http/validate";
import { requireCourse, requireVisibleCourse } from "./course-common";
import { courseList, reorderHandler } from "./reorder";

const base = "/api/sections";

const nameSchema = z.string().trim().min(1, "You should enter the name").max(500);
const titleSchema = z.string().trim().min(1, "The Title field is required.").max(500);
const videoUrlSchema = z
  .string()
  .max(20_000)
  .nullish()
  .transform((value) => value ?? null);

/** Body of `POST /api/Sections`. */
const createSectionSchema = z.object({ courseId: guidSchema, name: nameSchema });

/**
 * `isPreview` (free preview extension): optional on both video writes, because a legacy client
 * never sends it; absent means "not a preview" on create and "unchanged" on update.
 */
const isPreviewSchema = z.boolean().optional();

/**
 * `durationSeconds` (watched-lessons extension): the video's length in whole seconds, 1–86400
 * (a day), or null for "unknown" (such a video completes on request). Optional on both video
 * writes, because a legacy client never sends it: absent means none on create and "unchanged" on
 * update, so an older client editing a title does not clear it.
 */
const badDuration = "The duration must be a whole number of seconds from 1 to 86400, or null.";
const durationSecondsSchema = z
  .number({ message: badDuration })
  .int(badDuration)
  .min(1, badDuration)
  .max(86_400, badDuration)
  .nullable()
  .optional();

/** Body of `POST /api/Sections/AddVideoToSection`; the legacy `id` field is ignored. */
const addVideoSchema = z.object({
  title: titleSchema,
  videoUrl: videoUrlSchema,
  sectionId: guidSchema,
  isPreview: isPreviewSchema,
  durationSeconds: durationSecondsSchema,
});

/**
 * Body of `PUT /api/Sections/UpdateVideo`: overwrites title, videoUrl and sectionId, and
 * `isPreview` and `durationSeconds` when sent.
 */
const updateVideoSchema = addVideoSchema.extend({ id: intIdSchema });

/** The section `id` or a 404. */
async function requireSection(db: Executor, id: string) {
  const [row] = await db.select().from(sections).where(eq(sections.id, id));
  if (!row) throw notFound(`Section with ID: ${id} doesn't exist in the database `);
  return row;
}

/**
 * Whether the caller may see the video URLs of a course at `now`. Security boundary: the URL (an
 * embed snippet) is the paid content itself, so only an admin or a student whose enrolment's
 * access still runs (start + the package's months, the web app's rule) gets it; anonymous
 * callers, bad tokens (treated as anonymous), other students and students whose access ended get
 * `null`, except for a video the admin marked as a free preview (see {@link toVideoVM}). The
 * legacy rule (any enrolment row) handed the videos to expired enrolments too, and only the web
 * app kept them from the page.
 */
async function canWatch(
  db: Executor,
  caller: Caller | null,
  courseId: string,
  now: Date,
): Promise<boolean> {
  if (!caller) return false;
  if (caller.role === "Admin") return true;
  return (await accessStanding(db, caller.id, courseId, now)).isActive;
}

/**
 * The wire VideoVM of a row. `canWatchCourse`: the caller's standing in the video's course
 * ({@link canWatch}); a free preview's address goes to anyone, the others' only with that standing.
 */
function toVideoVM(row: typeof videos.$inferSelect, canWatchCourse: boolean): VideoVm {
  return {
    id: row.id,
    title: row.title,
    videoUrl: canWatchCourse || row.isPreview ? row.videoUrl : null,
    sectionId: row.sectionId,
    position: row.position,
    isPreview: row.isPreview,
    durationSeconds: row.durationSeconds,
  };
}

/** The position after the last section of a course (new sections go last). */
const nextSectionPosition = (db: Executor, courseId: string) =>
  nextPosition(db, sections, sections.position, sections.courseId, courseId);

/** The position after the last video of a section (new and moved videos go last). */
const nextVideoPosition = (db: Executor, sectionId: string) =>
  nextPosition(db, videos, videos.position, videos.sectionId, sectionId);

/** Body of `PUT /api/Sections/Reorder/{courseId}`: every section id of the course, in the new order. */
const reorderSectionsSchema = z.array(guidSchema).max(1000);

/** Body of `PUT /api/Sections/ReorderVideos/{sectionId}`: every video id of the section, in order. */
const reorderVideosSchema = z.array(intIdSchema).max(5000);

/**
 * Registers the Sections endpoints (contract §3.5). Reads are public (video URLs only for an
 * admin or a student whose enrolment's access runs: a changed rule, upstream/EXTENSIONS.md); writes are admin-only (401 without a valid token, 403 for a
 * student).
 * - `GET /api/Sections/GetVideosToSection/{sectionId}` → `VideoVM[]` by id; unknown section `[]`.
 * - `GET /api/Sections/GetSingleVideoToSecion/videoId?videoId={int}` → `VideoVM`; unknown 204.
 * - `POST /api/Sections/AddVideoToSection` → 201 empty; 404 unknown section (legacy: 500).
 * - `PUT /api/Sections/UpdateVideo` → 204; 404 unknown video or section (legacy: 500).
 * - `DELETE /api/Sections/DeleteVideo/{videoId}` → 204; 404 (legacy: 500).
 * - `PUT /api/Sections/UpdateSectionName/{sectionId}` — body a bare JSON string; 204; 400 for
 *   null or "" ("You should enter the name"); 404 (legacy: 500).
 * - `GET /api/Sections/{courseId}` → `SectionDto[]` in creation order; 404 unless an on-demand course.
 * - `POST /api/Sections` → 201 empty (no id); 404 unknown course (legacy: 500).
 * - `DELETE /api/Sections/{sectionId}` → 204 (videos cascade); 404.
 *
 * Ordering extension (upstream/EXTENSIONS.md; not in the legacy API): sections and videos are
 * listed by `position`; new ones go last (a video moved to another section goes last there).
 * - `PUT /api/Sections/Reorder/{courseId}` — body: every section id of the course, in the new
 *   order → 204; 400 unless exactly the current set; 404 unless an on-demand course. Admin only.
 * - `PUT /api/Sections/ReorderVideos/{sectionId}` — body: every video id of the section, in the
 *   new order → 204; 400 unless exactly the current set; 404 unknown section. Admin only.
 *
 * Free preview extension (upstream/EXTENSIONS.md): videos carry `isPreview`, set by the optional
 * field of the same name on AddVideoToSection / UpdateVideo; a preview's `videoUrl` is given to
 * any caller, anonymous ones included. `GET /api/VideoPreview/version` → `{ version: 1 }` (anyone)
 * lets a client tell this upstream from the legacy one.
 *
 * Watched-lessons extension (upstream/EXTENSIONS.md): videos carry `durationSeconds` (null when
 * unknown), set by the optional field of the same name on AddVideoToSection / UpdateVideo
 * (1–86400 or null; anything else 400 with `errors.durationSeconds`).
 */
export function registerSectionRoutes(app: App, deps: AppDeps): void {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  app.get("/api/videopreview/version", (c) => c.json({ version: 1 }));

  app.get(`${base}/getvideostosection/:sectionId`, async (c) => {
    const sectionId = pathParam(c, "sectionId", guidSchema);
    const [section] = await db.select().from(sections).where(eq(sections.id, sectionId));
    if (!section) return c.json([]);
    const canWatchCourse = await canWatch(db, optionalCaller(c), section.courseId, now());
    const rows = await db
      .select()
      .from(videos)
      .where(eq(videos.sectionId, sectionId))
      .orderBy(asc(videos.position), asc(videos.id));
    return c.json(rows.map((row) => toVideoVM(row, canWatchCourse)));
  });

  // The path really ends with the literal word "videoId"; the id is a query parameter.
  app.get(`${base}/getsinglevideotosecion/videoid`, async (c) => {
    const { videoid } = parseOrThrow(
      z.object({ videoid: intIdSchema }),
      queryParams(c),
      "The query",
    );
    const [row] = await db
      .select({ video: videos, courseId: sections.courseId })
      .from(videos)
      .innerJoin(sections, eq(videos.sectionId, sections.id))
      .where(eq(videos.id, videoid));
    // The legacy server answered Ok(null) for an unknown id, which ASP.NET turns into 204.
    if (!row) return c.body(null, 204);
    // A preview needs no standing: the enrolment read is skipped for it.
    const canWatchCourse =
      row.video.isPreview || (await canWatch(db, optionalCaller(c), row.courseId, now()));
    return c.json(toVideoVM(row.video, canWatchCourse));
  });

  app.post(`${base}/addvideotosection`, async (c) => {
    requireAdmin(c);
    const body = await readJson(c, addVideoSchema);
    await db.transaction(async (tx) => {
      await requireSection(tx, body.sectionId);
      const position = await nextVideoPosition(tx, body.sectionId);
      await tx.insert(videos).values({
        sectionId: body.sectionId,
        title: body.title,
        videoUrl: body.videoUrl,
        position,
        isPreview: body.isPreview ?? false,
        durationSeconds: body.durationSeconds ?? null,
      });
    });
    return c.body(null, 201);
  });

  app.put(`${base}/updatevideo`, async (c) => {
    requireAdmin(c);
    const body = await readJson(c, updateVideoSchema);
    await db.transaction(async (tx) => {
      await requireSection(tx, body.sectionId);
      const [current] = await tx
        .select({ sectionId: videos.sectionId })
        .from(videos)
        .where(eq(videos.id, body.id));
      if (!current) throw notFound(`Video with ID: ${body.id} doesn't exist in the database `);
      // A video moved to another section goes last there; otherwise it keeps its place.
      const isMove = current.sectionId !== body.sectionId;
      await tx
        .update(videos)
        .set({
          title: body.title,
          videoUrl: body.videoUrl,
          sectionId: body.sectionId,
          ...(body.isPreview === undefined ? {} : { isPreview: body.isPreview }),
          ...(body.durationSeconds === undefined ? {} : { durationSeconds: body.durationSeconds }),
          ...(isMove ? { position: await nextVideoPosition(tx, body.sectionId) } : {}),
        })
        .where(eq(videos.id, body.id));
    });
    return c.body(null, 204);
  });

  app.delete(`${base}/deletevideo/:videoId`, async (c) => {
    requireAdmin(c);
    const videoId = pathParam(c, "videoId", intIdSchema);
    await touchedOrThrow(
      db.delete(videos).where(eq(videos.id, videoId)).returning({ id: videos.id }),
      () => notFound(`Video with ID: ${videoId} doesn't exist in the database `),
    );
    return c.body(null, 204);
  });

  app.put(`${base}/updatesectionname/:sectionId`, async (c) => {
    requireAdmin(c);
    const sectionId = pathParam(c, "sectionId", guidSchema);
    // The body is a bare JSON string: null (or any non-string) is a validation error, and an
    // empty name gets the legacy's own message.
    const name = await readJson(c, z.string({ message: "The name field is required." }));
    const parsed = nameSchema.safeParse(name);
    if (!parsed.success)
      throw badRequest(parsed.error.issues[0]!.message, {
        name: [parsed.error.issues[0]!.message],
      });
    await touchedOrThrow(
      db
        .update(sections)
        .set({ name: parsed.data })
        .where(eq(sections.id, sectionId))
        .returning({ id: sections.id }),
      () => notFound(`Section with ID: ${sectionId} doesn't exist in the database `),
    );
    return c.body(null, 204);
  });

  app.get(`${base}/:courseId`, async (c) => {
    const courseId = pathParam(c, "courseId", guidSchema);
    // A draft's outline (extension "Publishing") is an admin's only.
    await requireVisibleCourse(c, deps, courseId, "onDemand");
    const rows = await db
      .select()
      .from(sections)
      .where(eq(sections.courseId, courseId))
      .orderBy(asc(sections.position), asc(sections.createdAt), asc(sections.id));
    return c.json(rows.map(toSectionDto));
  });

  app.post(base, async (c) => {
    requireAdmin(c);
    const body = await readJson(c, createSectionSchema);
    await db.transaction(async (tx) => {
      // Sections belong to on-demand courses only; an unknown id was a legacy FK 500.
      await requireCourse(tx, body.courseId, "onDemand");
      const position = await nextSectionPosition(tx, body.courseId);
      await tx.insert(sections).values({ courseId: body.courseId, name: body.name, position });
    });
    return c.body(null, 201);
  });

  app.put(
    `${base}/reorder/:courseId`,
    reorderHandler(db, courseList("onDemand", sections, reorderSectionsSchema)),
  );

  app.put(
    `${base}/reordervideos/:sectionId`,
    reorderHandler(db, {
      param: "sectionId",
      body: reorderVideosSchema,
      requireOwner: requireSection,
      table: videos,
      columns: { id: videos.id, owner: videos.sectionId },
      key: String,
    }),
  );

  app.delete(`${base}/:sectionId`, async (c) => {
    requireAdmin(c);
    const sectionId = pathParam(c, "sectionId", guidSchema);
    await touchedOrThrow(
      db.delete(sections).where(eq(sections.id, sectionId)).returning({ id: sections.id }),
      () => notFound(`Section with ID: ${sectionId} doesn't exist in the database `),
    );
    return c.body(null, 204);
  });
}
