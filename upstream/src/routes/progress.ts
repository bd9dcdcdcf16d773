import type { CertificateDto, CourseProgressDto, ProgressSummaryDto } from "@brightway/contract";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { issueCertificateIfEarned } from "../certificate-rule";
import { certificateCodePattern, fullName } from "../certificates";
import type { Executor } from "../db/client";
import {
  certificates,
  courses,
  enrollments,
  sections,
  users,
  videoCompletions,
  videos,
  videoWatches,
} from "../db/schema";
import {
  fastestPlaybackSpeed,
  formatClock,
  progressPercent,
  reportSlackSeconds,
  toVideoWatchDto,
} from "../dto/progress";
import { accessStanding } from "../entitlement";
import type { App, AppContext, AppDeps } from "../http/context";
import { requireAdmin, requireCaller, requireSelfOrAdmin } from "../http/guards";
import { badRequest, HttpProblem, notFound } from "../http/problem";
import {
  guidSchema,
  intIdSchema,
  pathParam,
  readJson,
  toWireDate,
  userIdSchema,
} from "../http/validate";
import { fromNaive, toNaive } from "../orders";

/**
 * Version of the progress extension, answered by `GET /api/progress/version`: 2 since watched
 * lessons (durations, watch reports, completion only once watched).
 */
const progressExtensionVersion = 2;

/** 403 with a reason (the generic `forbidden()` says nothing of why). */
const refused = (detail: string) => new HttpProblem(403, detail);

/**
 * 409 for "complete" on a lesson not watched enough: the detail says how much is left, and the
 * body carries `remainingSeconds` so a client can show its own countdown.
 */
class WatchFirst extends HttpProblem {
  readonly remainingSeconds: number;

  constructor(remainingSeconds: number) {
    super(409, `Watch the lesson first: ${formatClock(remainingSeconds)} left.`);
    this.remainingSeconds = remainingSeconds;
  }

  override toBody() {
    return { ...super.toBody(), remainingSeconds: this.remainingSeconds };
  }
}

/** Body of the watch report: seconds played since the last report (0–600, fractions allowed). */
const watchReportSchema = z.object({ playedSeconds: z.number().min(0).max(600) });

/** The videos of on-demand courses with their sections, in section (creation) then video id order. */
async function videosOfCourses(db: Executor, courseIds: string[]) {
  if (courseIds.length === 0) return [];
  return db
    .select({
      id: videos.id,
      sectionId: videos.sectionId,
      courseId: sections.courseId,
      durationSeconds: videos.durationSeconds,
    })
    .from(videos)
    .innerJoin(sections, eq(sections.id, videos.sectionId))
    .where(inArray(sections.courseId, courseIds))
    .orderBy(asc(sections.createdAt), asc(sections.id), asc(videos.id));
}

/** The on-demand course `id` (name included) or a 404. */
async function requireOnDemandCourse(db: Executor, id: string) {
  const [row] = await db
    .select({ id: courses.id, name: courses.name, kind: courses.kind, hours: courses.hours })
    .from(courses)
    .where(eq(courses.id, id));
  if (!row || row.kind !== "onDemand")
    throw notFound(`On-demand course with ID: ${id} doesn't exist in the database`);
  return row;
}

/** The student `id` or a 404 (admins are not students). */
async function requireStudentRow(db: Executor, id: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, "Student")));
  if (!row) throw notFound(`Student with ID: ${id} doesn't exist in the database `);
  return row;
}

/** The student's stored watching of the videos `videoIds`, by video id. */
async function watchesOf(db: Executor, studentId: string, videoIds: number[]) {
  const rows =
    videoIds.length === 0
      ? []
      : await db
          .select()
          .from(videoWatches)
          .where(
            and(eq(videoWatches.studentId, studentId), inArray(videoWatches.videoId, videoIds)),
          );
  return new Map(
    rows.map((row) => [
      row.videoId,
      { openedAt: fromNaive(row.openedAt), playedSeconds: row.playedSeconds },
    ]),
  );
}

/**
 * One student's progress in one course at `now`, read in four queries. Only completions of
 * videos still in the course count; `watched` lists every video with a duration.
 */
async function readCourseProgress(
  db: Executor,
  studentId: string,
  courseId: string,
  canRecord: boolean,
  now: Date,
): Promise<CourseProgressDto> {
  const [courseVideos, courseSections, [certificate]] = await Promise.all([
    videosOfCourses(db, [courseId]),
    db
      .select({ id: sections.id })
      .from(sections)
      .where(eq(sections.courseId, courseId))
      .orderBy(asc(sections.createdAt), asc(sections.id)),
    db
      .select({ code: certificates.code, issuedAt: certificates.issuedAt })
      .from(certificates)
      .where(and(eq(certificates.studentId, studentId), eq(certificates.courseId, courseId))),
  ]);
  const ids = courseVideos.map((video) => video.id);
  const timed = courseVideos.filter((video) => video.durationSeconds !== null);
  const [done, watches] = await Promise.all([
    ids.length === 0
      ? []
      : db
          .select({ videoId: videoCompletions.videoId, completedAt: videoCompletions.completedAt })
          .from(videoCompletions)
          .where(
            and(eq(videoCompletions.studentId, studentId), inArray(videoCompletions.videoId, ids)),
          ),
    watchesOf(
      db,
      studentId,
      timed.map((video) => video.id),
    ),
  ]);
  const doneIds = new Set(done.map((row) => row.videoId));
  const lastActivity = done.reduce<string | null>(
    (latest, row) => (!latest || row.completedAt > latest ? row.completedAt : latest),
    null,
  );
  return {
    courseId,
    studentId,
    totalVideos: ids.length,
    completedVideos: doneIds.size,
    percent: progressPercent(doneIds.size, ids.length),
    completedVideoIds: ids.filter((id) => doneIds.has(id)),
    sections: courseSections.map((section) => {
      const inSection = courseVideos.filter((video) => video.sectionId === section.id);
      return {
        sectionId: section.id,
        totalVideos: inSection.length,
        completedVideos: inSection.filter((video) => doneIds.has(video.id)).length,
      };
    }),
    lastActivityAt: lastActivity ? toWireDate(lastActivity) : null,
    canRecord,
    certificate: certificate
      ? { code: certificate.code, issuedAt: toWireDate(certificate.issuedAt) }
      : null,
    watched: timed.map((video) =>
      toVideoWatchDto(video.id, video.durationSeconds, watches.get(video.id) ?? null, now),
    ),
  };
}

/**
 * The checks shared by recording a completion and reporting a watch, in this order: 403 not a
 * student or not the student of the path; 404 unknown course (or not on-demand) or video; 400 a
 * video of another course; 403 not enrolled, access ended at `now`. Security boundary: only the
 * student themself records their own lessons, and only while their access runs.
 * @returns the student, the video (with its duration) and the enrolment's standing.
 */
async function requireOwnLesson(db: Executor, c: AppContext, now: Date) {
  const caller = requireCaller(c);
  const courseId = pathParam(c, "courseId", guidSchema);
  const studentId = pathParam(c, "studentId", userIdSchema);
  const videoId = pathParam(c, "videoId", intIdSchema);
  if (caller.role !== "Student") throw refused("Only students record their own progress.");
  if (caller.id.toLowerCase() !== studentId.toLowerCase())
    throw refused("You can only record your own progress.");
  await requireOnDemandCourse(db, courseId);
  const [video] = await db
    .select({
      id: videos.id,
      courseId: sections.courseId,
      durationSeconds: videos.durationSeconds,
    })
    .from(videos)
    .innerJoin(sections, eq(sections.id, videos.sectionId))
    .where(eq(videos.id, videoId));
  if (!video) throw notFound(`Video with ID: ${videoId} doesn't exist in the database`);
  if (video.courseId !== courseId) {
    throw badRequest("The video does not belong to the course.", {
      videoId: ["The video is part of another course."],
    });
  }
  const student = await requireStudentRow(db, caller.id);
  const standing = await accessStanding(db, student.id, courseId, now);
  if (!standing.isEnrolled) throw refused("You are not enrolled in this course.");
  if (!standing.isActive) throw refused("Your access to this course has ended.");
  return { student, video, courseId };
}

/**
 * Summary rows for (student, course) pairs, read in four queries whatever the number of pairs.
 */
async function summarise(
  db: Executor,
  pairs: { studentId: string; courseId: string }[],
): Promise<ProgressSummaryDto[]> {
  if (pairs.length === 0) return [];
  const studentIds = [...new Set(pairs.map((pair) => pair.studentId))];
  const courseIds = [...new Set(pairs.map((pair) => pair.courseId))];
  const [allVideos, studentRows, courseRows, certificateRows] = await Promise.all([
    videosOfCourses(db, courseIds),
    db.select().from(users).where(inArray(users.id, studentIds)),
    db
      .select({ id: courses.id, name: courses.name })
      .from(courses)
      .where(inArray(courses.id, courseIds)),
    db
      .select({
        studentId: certificates.studentId,
        courseId: certificates.courseId,
        code: certificates.code,
      })
      .from(certificates)
      .where(
        and(inArray(certificates.studentId, studentIds), inArray(certificates.courseId, courseIds)),
      ),
  ]);
  const videoIds = allVideos.map((video) => video.id);
  const completions =
    videoIds.length === 0
      ? []
      : await db
          .select()
          .from(videoCompletions)
          .where(
            and(
              inArray(videoCompletions.studentId, studentIds),
              inArray(videoCompletions.videoId, videoIds),
            ),
          );
  const courseOfVideo = new Map(allVideos.map((video) => [video.id, video.courseId]));
  return pairs.map(({ studentId, courseId }) => {
    const total = allVideos.filter((video) => video.courseId === courseId).length;
    const mine = completions.filter(
      (row) => row.studentId === studentId && courseOfVideo.get(row.videoId) === courseId,
    );
    const last = mine.reduce<string | null>(
      (latest, row) => (!latest || row.completedAt > latest ? row.completedAt : latest),
      null,
    );
    const student = studentRows.find((row) => row.id === studentId);
    return {
      studentId,
      studentName: student ? fullName(student) : "",
      courseId,
      courseName: courseRows.find((row) => row.id === courseId)?.name ?? "",
      totalVideos: total,
      completedVideos: mine.length,
      percent: progressPercent(mine.length, total),
      lastActivityAt: last ? toWireDate(last) : null,
      certificateCode:
        certificateRows.find((row) => row.studentId === studentId && row.courseId === courseId)
          ?.code ?? null,
    };
  });
}

/**
 * Registers the learning-progress extension (upstream/EXTENSIONS.md "## Learning progress" and
 * "## 23. Watched lessons"): completions and watch reports per (student, video), progress reads,
 * certificates of completion (issued by the certificate rule). Who may do what: only the student
 * records completions and reports watching, for their own enrolment while its access runs (start
 * + package months); the student and admins read the student's progress; admins read a course's
 * progress; anyone reads a certificate by its code. Time-based rules read `deps.now`.
 */
export function registerProgressRoutes(app: App, deps: AppDeps): void {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  /** Feature probe: 200 `{ version }`. The legacy API answers 404 here. */
  app.get("/api/progress/version", (c) => c.json({ version: progressExtensionVersion }));

  /**
   * Records that the student completed a video of the course: the student themself only; 200
   * `CourseProgressDto` (the progress after recording). Idempotent: the first time is kept.
   * A video with a duration completes only once watched (80 % played, and the wall clock since
   * it was opened allows that at double speed); a video without one completes on request.
   * Then asks the certificate rule. 400 malformed ids or a video of another course; 401 no
   * token; 403 another student, an admin, not enrolled, access ended; 404 unknown course or
   * video; 409 "Watch the lesson first: {m:ss} left." with `remainingSeconds`.
   */
  app.put("/api/progress/courses/:courseId/students/:studentId/videos/:videoId", async (c) => {
    const at = now();
    const { student, video, courseId } = await requireOwnLesson(db, c, at);
    if (video.durationSeconds !== null) {
      const [completed] = await db
        .select({ videoId: videoCompletions.videoId })
        .from(videoCompletions)
        .where(
          and(eq(videoCompletions.studentId, student.id), eq(videoCompletions.videoId, video.id)),
        );
      // Already completed stays completed (and a completion recorded before durations counts).
      if (!completed) {
        const watch = (await watchesOf(db, student.id, [video.id])).get(video.id) ?? null;
        const { remainingSeconds } = toVideoWatchDto(video.id, video.durationSeconds, watch, at);
        if (remainingSeconds > 0) throw new WatchFirst(remainingSeconds);
      }
    }
    await db
      .insert(videoCompletions)
      .values({ studentId: student.id, videoId: video.id, completedAt: toNaive(at).slice(0, 19) })
      .onConflictDoNothing();
    await issueCertificateIfEarned(db, student.id, courseId, at, deps);
    return c.json(await readCourseProgress(db, student.id, courseId, true, at));
  });

  /**
   * Reports the seconds the student's player played a video since the last report (body
   * `{ playedSeconds }`, 0–600): the student themself only, as recording a completion (same
   * refusals, 400 a bad body); 200 `VideoWatchDto`. The first report opens the lesson (the wall
   * clock starts; nothing is credited). Each later one credits at most what the wall clock since
   * the previous report allows at double speed plus 5 s of slack, and played never passes the
   * duration. A video without a duration records nothing: duration and remaining 0.
   */
  app.post(
    "/api/progress/courses/:courseId/students/:studentId/videos/:videoId/watch",
    async (c) => {
      const at = now();
      const { student, video } = await requireOwnLesson(db, c, at);
      const { playedSeconds } = await readJson(c, watchReportSchema);
      if (video.durationSeconds === null) return c.json(toVideoWatchDto(video.id, null, null, at));
      const stamp = toNaive(at);
      // One statement, so concurrent reports are credited one after the other against the row as
      // the previous one left it (ON CONFLICT locks the row): neither can reuse the same wall time.
      const credit = sql`least(${playedSeconds}::double precision, ${fastestPlaybackSpeed} * extract(epoch from (${stamp}::timestamp - ${videoWatches}.${sql.identifier("last_report_at")})) + ${reportSlackSeconds})`;
      const [row] = await db
        .insert(videoWatches)
        .values({
          studentId: student.id,
          videoId: video.id,
          openedAt: stamp,
          lastReportAt: stamp,
          playedSeconds: 0,
        })
        .onConflictDoUpdate({
          target: [videoWatches.studentId, videoWatches.videoId],
          set: {
            playedSeconds: sql`least(${video.durationSeconds}::double precision, ${videoWatches}.${sql.identifier("played_seconds")} + greatest(0, ${credit}))`,
            lastReportAt: sql`greatest(${videoWatches}.${sql.identifier("last_report_at")}, ${stamp}::timestamp)`,
          },
        })
        .returning();
      // An upsert always returns its row.
      const watch = { openedAt: fromNaive(row!.openedAt), playedSeconds: row!.playedSeconds };
      return c.json(toVideoWatchDto(video.id, video.durationSeconds, watch, at));
    },
  );

  /**
   * One student's progress in one course: the student or an admin; 200 `CourseProgressDto`
   * (zeros when not enrolled). 400 malformed ids; 401; 403 another student; 404 unknown course
   * or student.
   */
  app.get("/api/progress/courses/:courseId/students/:studentId", async (c) => {
    requireCaller(c);
    const courseId = pathParam(c, "courseId", guidSchema);
    const studentId = pathParam(c, "studentId", userIdSchema);
    requireSelfOrAdmin(c, studentId);
    await requireOnDemandCourse(db, courseId);
    const student = await requireStudentRow(db, studentId);
    const at = now();
    const standing = await accessStanding(db, student.id, courseId, at);
    return c.json(await readCourseProgress(db, student.id, courseId, standing.isActive, at));
  });

  /**
   * A student's progress in each of their enrolled courses: the student or an admin; 200
   * `ProgressSummaryDto[]` in enrolment (start date) order. 401; 403 another student; 404 unknown student.
   */
  app.get("/api/progress/students/:studentId", async (c) => {
    requireCaller(c);
    const studentId = pathParam(c, "studentId", userIdSchema);
    requireSelfOrAdmin(c, studentId);
    const student = await requireStudentRow(db, studentId);
    const rows = await db
      .select({ studentId: enrollments.studentId, courseId: enrollments.courseId })
      .from(enrollments)
      .where(eq(enrollments.studentId, student.id))
      .orderBy(asc(enrollments.startDate), asc(enrollments.id));
    return c.json(await summarise(db, rows));
  });

  /**
   * Progress of every student enrolled in a course: admin only; 200 `ProgressSummaryDto[]` in
   * enrolment order (`[]` for a course without enrolments). 400 malformed id; 404 unknown course.
   */
  app.get("/api/progress/courses/:courseId", async (c) => {
    requireAdmin(c);
    const courseId = pathParam(c, "courseId", guidSchema);
    await requireOnDemandCourse(db, courseId);
    const rows = await db
      .select({ studentId: enrollments.studentId, courseId: enrollments.courseId })
      .from(enrollments)
      .where(eq(enrollments.courseId, courseId))
      .orderBy(asc(enrollments.startDate), asc(enrollments.id));
    return c.json(await summarise(db, rows));
  });

  /**
   * A certificate by its code: anyone; 200 `CertificateDto`; 404 for an unknown or malformed
   * code. States only the name, course, package, dates, the passed final exam's best score (null
   * without one) and, for a live course, the sessions attended of all when issued (no e-mail, no
   * phone).
   */
  app.get("/api/certificates/:code", async (c) => {
    const code = (c.req.param("code") ?? "").trim().toLowerCase();
    if (!certificateCodePattern.test(code)) throw notFound("No certificate has this code.");
    const [row] = await db.select().from(certificates).where(eq(certificates.code, code));
    if (!row) throw notFound("No certificate has this code.");
    const dto: CertificateDto = {
      code: row.code,
      studentName: row.studentName,
      courseId: row.courseId,
      courseName: row.courseName,
      packageName: row.packageName,
      completedAt: toWireDate(row.completedAt),
      issuedAt: toWireDate(row.issuedAt),
      liveAttendance:
        row.liveAttended !== null && row.liveTotal !== null
          ? { attended: row.liveAttended, total: row.liveTotal }
          : null,
      courseHours: row.courseHours,
      finalExamPercent: row.finalExamPercent,
    };
    return c.json(dto);
  });
}
