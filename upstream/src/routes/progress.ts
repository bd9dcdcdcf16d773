import type { CertificateDto, CourseProgressDto, ProgressSummaryDto } from "@brightway/contract";
import { and, asc, eq, inArray } from "drizzle-orm";
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
} from "../db/schema";
import { progressPercent } from "../dto/progress";
import { accessStanding } from "../entitlement";
import type { App, AppDeps } from "../http/context";
import { requireAdmin, requireCaller, requireSelfOrAdmin } from "../http/guards";
import { badRequest, HttpProblem, notFound } from "../http/problem";
import {
  guidSchema,
  intIdSchema,
  nowNaive,
  pathParam,
  toWireDate,
  userIdSchema,
} from "../http/validate";

/** Version of the progress extension, answered by `GET /api/progress/version`. */
const progressExtensionVersion = 1;

/** 403 with a reason (the generic `forbidden()` says nothing of why). */
const refused = (detail: string) => new HttpProblem(403, detail);

/** The videos of on-demand courses with their sections, in section (creation) then video id order. */
async function videosOfCourses(db: Executor, courseIds: string[]) {
  if (courseIds.length === 0) return [];
  return db
    .select({ id: videos.id, sectionId: videos.sectionId, courseId: sections.courseId })
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

/**
 * One student's progress in one course, read in three queries. Only completions of videos still
 * in the course count.
 */
async function readCourseProgress(
  db: Executor,
  studentId: string,
  courseId: string,
  canRecord: boolean,
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
  const done =
    ids.length === 0
      ? []
      : await db
          .select({ videoId: videoCompletions.videoId, completedAt: videoCompletions.completedAt })
          .from(videoCompletions)
          .where(
            and(eq(videoCompletions.studentId, studentId), inArray(videoCompletions.videoId, ids)),
          );
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
  };
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
 * Registers the learning-progress extension (upstream/EXTENSIONS.md "## Learning progress"):
 * completions per (student, video), progress reads, certificates of completion.
 * Who may do what: only the student records completions, for their own enrolment while its
 * access runs (start + package months); the student and admins read the student's progress;
 * admins read a course's progress; anyone reads a certificate by its code.
 */
export function registerProgressRoutes(app: App, deps: AppDeps): void {
  const { db } = deps;

  /** Feature probe: 200 `{ version }`. The legacy API answers 404 here. */
  app.get("/api/progress/version", (c) => c.json({ version: progressExtensionVersion }));

  /**
   * Records that the student completed a video of the course: the student themself only; 200
   * `CourseProgressDto` (the progress after recording). Idempotent: the first time is kept.
   * Issues the certificate when the course is complete. 400 malformed ids or a video of another
   * course; 401 no token; 403 another student, an admin, not enrolled, access ended; 404 unknown
   * course or video.
   */
  app.put("/api/progress/courses/:courseId/students/:studentId/videos/:videoId", async (c) => {
    const caller = requireCaller(c);
    const courseId = pathParam(c, "courseId", guidSchema);
    const studentId = pathParam(c, "studentId", userIdSchema);
    const videoId = pathParam(c, "videoId", intIdSchema);
    if (caller.role !== "Student") throw refused("Only students record their own progress.");
    if (caller.id.toLowerCase() !== studentId.toLowerCase())
      throw refused("You can only record your own progress.");
    await requireOnDemandCourse(db, courseId);
    const [video] = await db
      .select({ id: videos.id, courseId: sections.courseId })
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
    const standing = await accessStanding(db, student.id, courseId);
    if (!standing.isEnrolled) throw refused("You are not enrolled in this course.");
    if (!standing.isActive) throw refused("Your access to this course has ended.");
    await db
      .insert(videoCompletions)
      .values({ studentId: student.id, videoId, completedAt: nowNaive() })
      .onConflictDoNothing();
    await issueCertificateIfEarned(db, student.id, courseId);
    const progress = await readCourseProgress(db, student.id, courseId, true);
    return c.json(progress);
  });

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
    const standing = await accessStanding(db, student.id, courseId);
    return c.json(await readCourseProgress(db, student.id, courseId, standing.isActive));
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
   * code. States only the name, course, package, dates and, for a live course, the sessions
   * attended of all when issued (no e-mail, no phone).
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
