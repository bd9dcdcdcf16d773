import {
  BUSINESS_TIME_ZONE,
  type ClassListDto,
  type LiveJoinDto,
  type LiveScheduleDto,
  type MyLiveCourseDto,
  liveSessionInput,
} from "@brightway/contract";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { issueCertificateIfEarned } from "../certificate-rule";
import { queueCourseMail, recordScheduleChange } from "../class-mail";
import { fullName } from "../certificates";
import type { Executor } from "../db/client";
import { nextPosition } from "../db/positions";
import {
  calendarFeeds,
  certificates,
  courses,
  enrollments,
  liveAttendance,
  liveSessions,
  users,
} from "../db/schema";
import { isStudentEnrolled } from "../entitlement";
import type { App, AppContext, AppDeps } from "../http/context";
import { optionalCaller, requireAdmin, requireCaller } from "../http/guards";
import { HttpProblem, badRequest, conflict, notFound, touchedOrThrow } from "../http/problem";
import { guidSchema, pathParam, readJson, userIdSchema } from "../http/validate";
import {
  type CalendarSession,
  type LiveSessionRow,
  assertWithinCourseDates,
  buildCalendar,
  calendarToken,
  courseStartInstant,
  isoOf,
  joinRefusal,
  naiveOf,
  readCalendarToken,
  sessionEnd,
  toLiveSessionDto,
} from "../live-sessions";
import { requireCourse } from "./course-common";
import { courseList, reorderHandler } from "./reorder";

const base = "/api/livesessions";

/** 403 with a reason (the generic `forbidden()` says nothing of why). */
const refused = (detail: string) => new HttpProblem(403, detail);

const notEnrolled = "You are not enrolled in this course.";

/** The one answer to every feed address that does not open a calendar (wrong, forged, revoked). */
const noSuchFeed = () => notFound("No calendar has this address.");

/** Body of `PUT /api/LiveSessions/Course/{courseId}/Threshold`. */
const thresholdSchema = z.object({ attendanceThreshold: z.number().int().min(1).max(100) });

/** Body of `PUT /api/LiveSessions/{sessionId}/Attendance/{studentId}`. */
const attendanceSchema = z.object({ attended: z.boolean() });

/** Body of `PUT /api/LiveSessions/Reorder/{courseId}`: every session id of the course, in the new order. */
const reorderSchema = z.array(guidSchema).max(1000);

/** The live session `id` or a 404. */
async function requireSession(db: Executor, id: string): Promise<LiveSessionRow> {
  const [row] = await db.select().from(liveSessions).where(eq(liveSessions.id, id));
  if (!row) throw notFound(`Live session with ID: ${id} doesn't exist in the database`);
  return row;
}

/** The sessions of the courses `courseIds`, in each course's order. */
async function sessionsOf(db: Executor, courseIds: string[]): Promise<LiveSessionRow[]> {
  if (courseIds.length === 0) return [];
  return db
    .select()
    .from(liveSessions)
    .where(inArray(liveSessions.courseId, courseIds))
    .orderBy(asc(liveSessions.position), asc(liveSessions.startsAt), asc(liveSessions.id));
}

/** The attendance rows of the sessions `sessionIds` (of one student when `studentId` is given). */
async function attendanceOf(db: Executor, sessionIds: string[], studentId?: string) {
  if (sessionIds.length === 0) return [];
  return db
    .select({
      sessionId: liveAttendance.sessionId,
      studentId: liveAttendance.studentId,
      joinedAt: liveAttendance.joinedAt,
      markedBy: liveAttendance.markedBy,
    })
    .from(liveAttendance)
    .where(
      and(
        inArray(liveAttendance.sessionId, sessionIds),
        studentId === undefined ? undefined : eq(liveAttendance.studentId, studentId),
      ),
    );
}

/** Rewrites the positions of a course's sessions as 0, 1, 2… in their current order (after a delete). */
async function renumber(db: Executor, courseId: string): Promise<void> {
  const rows = await sessionsOf(db, [courseId]);
  for (const [position, row] of rows.entries()) {
    if (row.position !== position)
      await db.update(liveSessions).set({ position }).where(eq(liveSessions.id, row.id));
  }
}

/** A calendar file answer: never stored by a cache, as it carries the meeting links. */
function calendarResponse(c: AppContext, body: string, fileName: string): Response {
  return c.body(body, 200, {
    "Content-Type": "text/calendar; charset=utf-8",
    "Content-Disposition": `attachment; filename="${fileName}"`,
    "Cache-Control": "private, no-store",
  });
}

/** The student's calendar subscription version, created (1) on first ask. */
async function currentFeedVersion(db: Executor, userId: string): Promise<number> {
  await db.insert(calendarFeeds).values({ userId, version: 1 }).onConflictDoNothing();
  const [row] = await db
    .select({ version: calendarFeeds.version })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return row!.version;
}

/**
 * The token of a feed address as sent. Why not `c.req.param`: the app lower-cases the path
 * before routing (case-insensitive paths), and the token is base64url, where case matters.
 */
function rawFeedToken(c: AppContext): string | null {
  const segment = new URL(c.req.url).pathname.split("/").pop() ?? "";
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The sessions of every online course `studentId` is enrolled in, with their course names, by start. */
async function calendarSessionsOfStudent(
  db: Executor,
  studentId: string,
): Promise<CalendarSession[]> {
  return db
    .select({
      id: liveSessions.id,
      courseName: courses.name,
      title: liveSessions.title,
      startsAt: liveSessions.startsAt,
      durationMinutes: liveSessions.durationMinutes,
      meetingLink: liveSessions.meetingLink,
    })
    .from(liveSessions)
    .innerJoin(courses, eq(courses.id, liveSessions.courseId))
    .innerJoin(
      enrollments,
      and(eq(enrollments.courseId, courses.id), eq(enrollments.studentId, studentId)),
    )
    .where(eq(courses.kind, "online"))
    .orderBy(asc(liveSessions.startsAt), asc(liveSessions.id));
}

/**
 * Registers the live-sessions extension (upstream/EXTENSIONS.md, "Live sessions of an online
 * course"): an online course's sessions, Join and attendance, the class list, the student's
 * live courses and the calendars. Times are judged by `deps.now` (the process clock by default,
 * which the test clock moves).
 *
 * Security boundary: a session's meeting link and recording are what the course sells; they are
 * written only for an admin or a student enrolled in the course (or the owner of a calendar feed
 * token), and such answers are `Cache-Control: private, no-store`.
 */
export function registerLiveSessionRoutes(app: App, deps: AppDeps): void {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  /**
   * An online course's schedule: anyone; 200 `LiveScheduleDto`. Links for an admin or an
   * enrolled student only; `viewer` for a student token. 400 malformed id; 404 not an online course.
   */
  app.get(`${base}/course/:courseId`, async (c) => {
    const courseId = pathParam(c, "courseId", guidSchema);
    const course = await requireCourse(db, courseId, "online");
    // What this answer holds depends on who asks: a token that no longer counts (an ended or
    // lapsed session) is refused, not read as a visitor's, so its holder is sent to log in
    // instead of seeing a schedule without the links they are owed.
    const caller = c.get("badToken") ? requireCaller(c) : optionalCaller(c);
    const student = caller?.role === "Student" ? caller : null;
    const rows = await sessionsOf(db, [courseId]);
    const [enrollment] = student
      ? await db
          .select({ startDate: enrollments.startDate })
          .from(enrollments)
          .where(and(eq(enrollments.studentId, student.id), eq(enrollments.courseId, courseId)))
      : [];
    const showLinks = caller?.role === "Admin" || enrollment !== undefined;
    if (student && enrollment)
      await issueCertificateIfEarned(db, student.id, courseId, now(), deps);
    const attended = new Set(
      student
        ? (
            await attendanceOf(
              db,
              rows.map((row) => row.id),
              student.id,
            )
          ).map((row) => row.sessionId)
        : [],
    );
    const [certificate] = student
      ? await db
          .select({ code: certificates.code })
          .from(certificates)
          .where(and(eq(certificates.studentId, student.id), eq(certificates.courseId, courseId)))
      : [];
    const dto: LiveScheduleDto = {
      courseId,
      now: now().toISOString(),
      timeZone: BUSINESS_TIME_ZONE,
      attendanceThreshold: course.attendanceThreshold,
      sessions: rows.map((row) =>
        toLiveSessionDto(row, showLinks, student ? attended.has(row.id) : null),
      ),
      viewer: student
        ? {
            isEnrolled: enrollment !== undefined,
            enrolledAt: enrollment ? isoOf(enrollment.startDate) : null,
            attended: attended.size,
            total: rows.length,
            certificateCode: certificate?.code ?? null,
          }
        : null,
    };
    // The answer depends on the token: a shared cache must not give one caller's to another.
    c.header("Vary", "Authorization");
    if (showLinks) c.header("Cache-Control", "private, no-store");
    return c.json(dto);
  });

  /**
   * Adds a session to an online course: admin only; 201 `LiveSessionDto` (last in the order).
   * A session not yet over is news to the class: recorded for its coalesced e-mail
   * (`class-mail.ts`). 400 bad field or outside the course's dates; 404 not an online course.
   */
  app.post(`${base}/course/:courseId`, async (c) => {
    requireAdmin(c);
    const courseId = pathParam(c, "courseId", guidSchema);
    const body = await readJson(c, liveSessionInput);
    const startsAt = new Date(body.startsAt);
    const moment = now();
    const { row, mailDueAt } = await db.transaction(async (tx) => {
      const course = await requireCourse(tx, courseId, "online");
      assertWithinCourseDates(course, startsAt, body.durationMinutes);
      const at = naiveOf(moment);
      const [inserted] = await tx
        .insert(liveSessions)
        .values({
          courseId,
          title: body.title,
          startsAt: naiveOf(startsAt),
          durationMinutes: body.durationMinutes,
          meetingLink: body.meetingLink,
          recordingUrl: body.recordingUrl,
          recordingAddedAt: body.recordingUrl === null ? null : at,
          position: await nextPosition(
            tx,
            liveSessions,
            liveSessions.position,
            liveSessions.courseId,
            courseId,
          ),
          createdAt: at,
          updatedAt: at,
        })
        .returning();
      const dueAt = await recordScheduleChange(
        tx,
        {
          courseId,
          sessionId: inserted!.id,
          kind: "added",
          title: body.title,
          startsAt,
          previousStartsAt: null,
          durationMinutes: body.durationMinutes,
        },
        moment,
      );
      return { row: inserted!, mailDueAt: dueAt };
    });
    // After the commit, for when the class's e-mail of this change (and those within 10 minutes) is due.
    if (mailDueAt) {
      await queueCourseMail(deps.courseMail, mailDueAt.getTime() - moment.getTime(), c.get("log"));
    }
    c.header("Cache-Control", "private, no-store");
    return c.json(toLiveSessionDto(row, true, null), 201);
  });

  /** Reorders a course's sessions: admin only; 204; 400 unless every id once; 404 not an online course. */
  app.put(
    `${base}/reorder/:courseId`,
    reorderHandler(db, courseList("online", liveSessions, reorderSchema)),
  );

  /** Sets the attendance share for the certificate (percent, 1–100): admin only; 204; 400; 404. */
  app.put(`${base}/course/:courseId/threshold`, async (c) => {
    requireAdmin(c);
    const courseId = pathParam(c, "courseId", guidSchema);
    const body = await readJson(c, thresholdSchema);
    await touchedOrThrow(
      db
        .update(courses)
        .set({ attendanceThreshold: body.attendanceThreshold })
        .where(and(eq(courses.id, courseId), eq(courses.kind, "online")))
        .returning({ id: courses.id }),
      () => notFound(`Course with ID: ${courseId} doesn't exist in the database `),
    );
    return c.body(null, 204);
  });

  /**
   * Overwrites a session: admin only; 200 `LiveSessionDto`. Adding or replacing the recording
   * stamps `recordingAddedAt` (the "recording added" e-mail); removing it clears that. A new
   * start is recorded for the class's schedule-change e-mail. 400 as for create; 404 unknown
   * session.
   */
  app.put(`${base}/:sessionId`, async (c) => {
    requireAdmin(c);
    const sessionId = pathParam(c, "sessionId", guidSchema);
    const body = await readJson(c, liveSessionInput);
    const startsAt = new Date(body.startsAt);
    const moment = now();
    const { row, mailDueAt } = await db.transaction(async (tx) => {
      const current = await requireSession(tx, sessionId);
      const course = await requireCourse(tx, current.courseId, "online");
      assertWithinCourseDates(course, startsAt, body.durationMinutes);
      const at = naiveOf(moment);
      const recordingAddedAt =
        body.recordingUrl === null
          ? null
          : body.recordingUrl === current.recordingUrl
            ? current.recordingAddedAt
            : at;
      const [updated] = await tx
        .update(liveSessions)
        .set({
          title: body.title,
          startsAt: naiveOf(startsAt),
          durationMinutes: body.durationMinutes,
          meetingLink: body.meetingLink,
          recordingUrl: body.recordingUrl,
          recordingAddedAt,
          updatedAt: at,
        })
        .where(eq(liveSessions.id, sessionId))
        .returning();
      // Only a new start is news to the class (a title, link or recording edit is not).
      const dueAt = await recordScheduleChange(
        tx,
        {
          courseId: current.courseId,
          sessionId,
          kind: "moved",
          title: body.title,
          startsAt,
          previousStartsAt: new Date(isoOf(current.startsAt)),
          durationMinutes: body.durationMinutes,
        },
        moment,
      );
      return { row: updated!, mailDueAt: dueAt };
    });
    if (mailDueAt) {
      await queueCourseMail(deps.courseMail, mailDueAt.getTime() - moment.getTime(), c.get("log"));
    }
    c.header("Cache-Control", "private, no-store");
    return c.json(toLiveSessionDto(row, true, null));
  });

  /**
   * Deletes a session (its attendance goes with it): admin only; 204; 404. The others close
   * ranks. A session not yet over is recorded as cancelled for the class's e-mail.
   */
  app.delete(`${base}/:sessionId`, async (c) => {
    requireAdmin(c);
    const sessionId = pathParam(c, "sessionId", guidSchema);
    const moment = now();
    const mailDueAt = await db.transaction(async (tx) => {
      const [deleted] = await touchedOrThrow(
        tx.delete(liveSessions).where(eq(liveSessions.id, sessionId)).returning({
          courseId: liveSessions.courseId,
          title: liveSessions.title,
          startsAt: liveSessions.startsAt,
          durationMinutes: liveSessions.durationMinutes,
        }),
        () => notFound(`Live session with ID: ${sessionId} doesn't exist in the database`),
      );
      await renumber(tx, deleted!.courseId);
      return recordScheduleChange(
        tx,
        {
          courseId: deleted!.courseId,
          sessionId,
          kind: "cancelled",
          title: deleted!.title,
          startsAt: new Date(isoOf(deleted!.startsAt)),
          previousStartsAt: null,
          durationMinutes: deleted!.durationMinutes,
        },
        moment,
      );
    });
    if (mailDueAt) {
      await queueCourseMail(deps.courseMail, mailDueAt.getTime() - moment.getTime(), c.get("log"));
    }
    return c.body(null, 204);
  });

  /**
   * Join: an enrolled student or an admin; 200 `LiveJoinDto` with the meeting link, from 15
   * minutes before the start until the end. A student's first Join records attendance at that
   * time (later Joins keep it) and may issue the certificate. 401; 403 not enrolled; 404;
   * 409 outside the window.
   */
  app.post(`${base}/:sessionId/join`, async (c) => {
    const caller = requireCaller(c);
    const sessionId = pathParam(c, "sessionId", guidSchema);
    const session = await requireSession(db, sessionId);
    if (caller.role !== "Admin" && !(await isStudentEnrolled(db, caller.id, session.courseId)))
      throw refused(notEnrolled);
    const at = now();
    const refusal = joinRefusal(session, at);
    if (refusal) throw conflict(refusal);
    let joinedAt = at.toISOString();
    if (caller.role === "Student") {
      await db
        .insert(liveAttendance)
        .values({ sessionId, studentId: caller.id, joinedAt: naiveOf(at) })
        .onConflictDoNothing();
      const [row] = await db
        .select({ joinedAt: liveAttendance.joinedAt })
        .from(liveAttendance)
        .where(
          and(eq(liveAttendance.sessionId, sessionId), eq(liveAttendance.studentId, caller.id)),
        );
      if (row) joinedAt = isoOf(row.joinedAt);
      await issueCertificateIfEarned(db, caller.id, session.courseId, at, deps);
    }
    const dto: LiveJoinDto = { meetingLink: session.meetingLink, sessionId, joinedAt };
    c.header("Cache-Control", "private, no-store");
    return c.json(dto);
  });

  /**
   * Corrects a student's attendance of a session: admin only; 204. `true` records it as marked
   * by the admin (a recorded Join is kept) and may issue the certificate; `false` deletes it.
   * 400 the student is not enrolled in the session's course; 404 unknown session.
   */
  app.put(`${base}/:sessionId/attendance/:studentId`, async (c) => {
    const admin = requireAdmin(c);
    const sessionId = pathParam(c, "sessionId", guidSchema);
    const studentId = pathParam(c, "studentId", userIdSchema);
    const body = await readJson(c, attendanceSchema);
    const session = await requireSession(db, sessionId);
    if (!(await isStudentEnrolled(db, studentId, session.courseId))) {
      throw badRequest("The student is not enrolled in this course.", { studentId: [notEnrolled] });
    }
    if (body.attended) {
      const at = now();
      await db
        .insert(liveAttendance)
        .values({ sessionId, studentId, joinedAt: naiveOf(at), markedBy: admin.id })
        .onConflictDoNothing();
      await issueCertificateIfEarned(db, studentId, session.courseId, at, deps);
    } else {
      await db
        .delete(liveAttendance)
        .where(
          and(eq(liveAttendance.sessionId, sessionId), eq(liveAttendance.studentId, studentId)),
        );
    }
    return c.body(null, 204);
  });

  /**
   * The class list of an online course: admin only; 200 `ClassListDto` (students by name, each
   * with the sessions attended and the certificate). 400 malformed id; 404 not an online course.
   */
  app.get(`${base}/course/:courseId/classlist`, async (c) => {
    requireAdmin(c);
    const courseId = pathParam(c, "courseId", guidSchema);
    const course = await requireCourse(db, courseId, "online");
    const [rows, enrolled, issued] = await Promise.all([
      sessionsOf(db, [courseId]),
      db
        .select({ enrollment: enrollments, student: users })
        .from(enrollments)
        .innerJoin(users, eq(users.id, enrollments.studentId))
        .where(eq(enrollments.courseId, courseId)),
      db
        .select({ studentId: certificates.studentId, code: certificates.code })
        .from(certificates)
        .where(eq(certificates.courseId, courseId)),
    ]);
    const attendance = await attendanceOf(
      db,
      rows.map((row) => row.id),
    );
    const students = enrolled
      .map(({ enrollment, student }) => {
        const records = new Map(
          attendance
            .filter((row) => row.studentId === student.id)
            .map((row) => [row.sessionId, row] as const),
        );
        const attendedSessionIds = rows.filter((row) => records.has(row.id)).map((row) => row.id);
        return {
          enrollmentId: enrollment.id,
          studentId: student.id,
          name: fullName(student),
          email: student.email,
          phone: student.phoneNumber,
          enrolledAt: isoOf(enrollment.startDate),
          attendedSessionIds,
          attendance: attendedSessionIds.map((sessionId) => {
            const record = records.get(sessionId)!;
            return {
              sessionId,
              joinedAt: isoOf(record.joinedAt),
              markedByAdmin: record.markedBy !== null,
            };
          }),
          attended: attendedSessionIds.length,
          certificateCode: issued.find((row) => row.studentId === student.id)?.code ?? null,
        };
      })
      .sort((a, b) => a.name.localeCompare(b.name, "en") || a.studentId.localeCompare(b.studentId));
    const dto: ClassListDto = {
      courseId,
      courseName: course.name,
      attendanceThreshold: course.attendanceThreshold,
      sessions: rows.map((row) => ({
        id: row.id,
        title: row.title,
        startsAt: isoOf(row.startsAt),
        durationMinutes: row.durationMinutes,
      })),
      students,
    };
    c.header("Cache-Control", "private, no-store");
    return c.json(dto);
  });

  /**
   * The calling student's online courses: a student only; 200 `MyLiveCourseDto[]`, by next
   * session (one not yet ended; courses without one last), then name. 401; 403 for an admin.
   */
  app.get(`${base}/mine`, async (c) => {
    const caller = requireCaller(c);
    if (caller.role !== "Student") throw refused("Only students have live courses of their own.");
    const enrolled = await db
      .select({ course: courses, enrolledAt: enrollments.startDate })
      .from(enrollments)
      .innerJoin(courses, eq(courses.id, enrollments.courseId))
      .where(and(eq(enrollments.studentId, caller.id), eq(courses.kind, "online")));
    const courseIds = enrolled.map((row) => row.course.id);
    for (const courseId of courseIds)
      await issueCertificateIfEarned(db, caller.id, courseId, now(), deps);
    const rows = await sessionsOf(db, courseIds);
    const [attendance, issued] = await Promise.all([
      attendanceOf(
        db,
        rows.map((row) => row.id),
        caller.id,
      ),
      courseIds.length === 0
        ? Promise.resolve([])
        : db
            .select({ courseId: certificates.courseId, code: certificates.code })
            .from(certificates)
            .where(
              and(eq(certificates.studentId, caller.id), inArray(certificates.courseId, courseIds)),
            ),
    ]);
    const attendedIds = new Set(attendance.map((row) => row.sessionId));
    const at = now().getTime();
    const list: MyLiveCourseDto[] = enrolled.map(({ course, enrolledAt }) => {
      const mine = rows.filter((row) => row.courseId === course.id);
      const next = mine
        .filter((row) => sessionEnd(row).getTime() > at)
        .sort((a, b) => a.startsAt.localeCompare(b.startsAt))[0];
      return {
        courseId: course.id,
        courseName: course.name,
        courseStart: courseStartInstant(course)?.toISOString() ?? null,
        enrolledAt: isoOf(enrolledAt),
        nextSession: next
          ? {
              id: next.id,
              title: next.title,
              startsAt: isoOf(next.startsAt),
              durationMinutes: next.durationMinutes,
            }
          : null,
        attended: mine.filter((row) => attendedIds.has(row.id)).length,
        total: mine.length,
        certificateCode: issued.find((row) => row.courseId === course.id)?.code ?? null,
      };
    });
    list.sort((a, b) => {
      if (a.nextSession && b.nextSession && a.nextSession.startsAt !== b.nextSession.startsAt) {
        return a.nextSession.startsAt.localeCompare(b.nextSession.startsAt);
      }
      if (Boolean(a.nextSession) !== Boolean(b.nextSession)) return a.nextSession ? -1 : 1;
      return a.courseName.localeCompare(b.courseName, "en");
    });
    c.header("Cache-Control", "private, no-store");
    return c.json(list);
  });

  /**
   * Every session of one online course as an `.ics` file (with the meeting links): an enrolled
   * student or an admin; 200 `text/calendar`. 401; 403 not enrolled; 404 not an online course.
   */
  app.get(`${base}/course/:courseId/calendar`, async (c) => {
    const caller = requireCaller(c);
    const courseId = pathParam(c, "courseId", guidSchema);
    const course = await requireCourse(db, courseId, "online");
    if (caller.role !== "Admin" && !(await isStudentEnrolled(db, caller.id, courseId)))
      throw refused(notEnrolled);
    const rows = await sessionsOf(db, [courseId]);
    const body = buildCalendar(
      course.name,
      rows.map((row) => ({ ...row, courseName: course.name })),
    );
    return calendarResponse(c, body, "live-sessions.ics");
  });

  /** The student's private calendar subscription token (created on first ask): a student only; 200 `{ token }`. */
  app.get(`${base}/calendar/token`, async (c) => {
    const caller = requireCaller(c);
    if (caller.role !== "Student") throw refused("Only students have a calendar subscription.");
    const version = await currentFeedVersion(db, caller.id);
    c.header("Cache-Control", "private, no-store");
    return c.json({ token: calendarToken(deps.jwtSecret, caller.id, version) });
  });

  /** Revokes the student's subscription: a student only; 200 `{ token }`, a new one; every earlier one is 404 from now on. */
  app.post(`${base}/calendar/token/revoke`, async (c) => {
    const caller = requireCaller(c);
    if (caller.role !== "Student") throw refused("Only students have a calendar subscription.");
    // A student who never asked for a token still gets a version past 1, so nothing signed before counts.
    const [row] = await db
      .insert(calendarFeeds)
      .values({ userId: caller.id, version: 2, updatedAt: naiveOf(now()) })
      .onConflictDoUpdate({
        target: calendarFeeds.userId,
        set: { version: sql`${calendarFeeds.version} + 1`, updatedAt: naiveOf(now()) },
      })
      .returning({ version: calendarFeeds.version });
    c.header("Cache-Control", "private, no-store");
    return c.json({ token: calendarToken(deps.jwtSecret, caller.id, row!.version) });
  });

  /**
   * The student's calendar feed: no bearer, the token is the proof; 200 `text/calendar` of every
   * session of every online course the student is enrolled in, with meeting links. 404 (one
   * answer for every case) for a malformed, forged or revoked token or a deleted student.
   */
  app.get(`${base}/calendar/feed/:token`, async (c) => {
    const token = rawFeedToken(c);
    const claim = token ? readCalendarToken(deps.jwtSecret, token) : null;
    if (!claim) throw noSuchFeed();
    const [feed] = await db
      .select({ version: calendarFeeds.version, role: users.role })
      .from(calendarFeeds)
      .innerJoin(users, eq(users.id, calendarFeeds.userId))
      .where(eq(calendarFeeds.userId, claim.userId));
    if (!feed || feed.version !== claim.version || feed.role !== "Student") throw noSuchFeed();
    const body = buildCalendar(
      "BrightWay live sessions",
      await calendarSessionsOfStudent(db, claim.userId),
    );
    return calendarResponse(c, body, "brightway-live-sessions.ics");
  });
}
