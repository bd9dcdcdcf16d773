import {
  type ClassMessageDto,
  type ClassMessagesDto,
  classMessageInput,
} from "@brightway/contract";
import { count, desc, eq, inArray } from "drizzle-orm";
import {
  type ClassMessageRow,
  courseStudents,
  createClassMessage,
  queueCourseMail,
} from "../class-mail";
import type { Executor } from "../db/client";
import { classMessageRecipients, classMessages, courses } from "../db/schema";
import { isStudentEnrolled } from "../entitlement";
import type { App, AppDeps } from "../http/context";
import { requireAdmin, requireCaller } from "../http/guards";
import { HttpProblem, notFound } from "../http/problem";
import { guidSchema, pathParam, readJson } from "../http/validate";
import { toIsoUtc } from "../orders";

const coursePath = "/api/classmessages/course/:courseId";

/** The most messages a read returns (the newest). */
const MESSAGES_READ = 100;

/** The course `id` of either kind, or a 404 with the contract's text. */
async function requireAnyCourse(db: Executor, id: string) {
  const [row] = await db
    .select({ id: courses.id, kind: courses.kind, name: courses.name })
    .from(courses)
    .where(eq(courses.id, id));
  if (!row) throw notFound(`Course with ID: ${id} doesn't exist in the database `);
  return row;
}

/** `ClassMessageDto` of a row; `recipients` for an admin's read, null for a student's. */
function toClassMessageDto(row: ClassMessageRow, recipients: number | null): ClassMessageDto {
  return {
    id: row.id,
    courseId: row.courseId,
    subject: row.subject,
    body: row.body,
    createdAt: toIsoUtc(row.createdAt)!,
    recipients,
  };
}

/**
 * Registers the class-messages extension (upstream/EXTENSIONS.md "Class messages and
 * schedule-change e-mails"): the owner writes to the students of a course; the enrolled and the
 * admins read the course's messages. The e-mails go through the job queue (`class-mail.ts`).
 *
 * Security boundary: a course's messages are for its class: an admin, or a student with an
 * enrolment in the course (any, as the legacy rule of access: an ended on-demand package still
 * reads what was written to the class); answers are `private, no-store`.
 */
export function registerClassMessageRoutes(app: App, deps: AppDeps): void {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  /**
   * The course's messages, newest first (at most 100): an admin (with `recipients` per message
   * and `audience`) or a student enrolled in the course; 200 `ClassMessagesDto`. 401 without a
   * token (before anything else, so the extension is detected by an anonymous read); 400
   * malformed id; 403 a student not enrolled; 404 unknown course.
   */
  app.get(coursePath, async (c) => {
    const caller = requireCaller(c);
    const courseId = pathParam(c, "courseId", guidSchema);
    const course = await requireAnyCourse(db, courseId);
    const isAdmin = caller.role === "Admin";
    if (!isAdmin && !(await isStudentEnrolled(db, caller.id, courseId))) {
      throw new HttpProblem(403, "You are not enrolled in this course.");
    }
    const rows = await db
      .select()
      .from(classMessages)
      .where(eq(classMessages.courseId, courseId))
      .orderBy(desc(classMessages.createdAt), desc(classMessages.id))
      .limit(MESSAGES_READ);
    let dto: ClassMessagesDto;
    if (isAdmin) {
      const counts =
        rows.length === 0
          ? []
          : await db
              .select({ messageId: classMessageRecipients.messageId, n: count() })
              .from(classMessageRecipients)
              .where(
                inArray(
                  classMessageRecipients.messageId,
                  rows.map((row) => row.id),
                ),
              )
              .groupBy(classMessageRecipients.messageId);
      const students = await courseStudents(db, course, now());
      dto = {
        courseId,
        messages: rows.map((row) =>
          toClassMessageDto(row, counts.find((item) => item.messageId === row.id)?.n ?? 0),
        ),
        audience: {
          students: students.length,
          optedOut: students.filter((student) => student.optedOut).length,
        },
      };
    } else {
      dto = {
        courseId,
        messages: rows.map((row) => toClassMessageDto(row, null)),
        audience: null,
      };
    }
    c.header("Cache-Control", "private, no-store");
    c.header("Vary", "Authorization");
    return c.json(dto);
  });

  /**
   * Writes a message to the course's students: admin only; JSON `ClassMessageInput`; 201
   * `ClassMessageDto` with `recipients` (the course's students now: every enrolled student of
   * an online course, those whose access runs of an on-demand one). Each is then e-mailed once
   * through the job queue, unless they stopped our e-mails. 400 a bad field; 401; 403; 404.
   */
  app.post(coursePath, async (c) => {
    const admin = requireAdmin(c);
    const courseId = pathParam(c, "courseId", guidSchema);
    const body = await readJson(c, classMessageInput);
    const course = await requireAnyCourse(db, courseId);
    const { row, recipients } = await createClassMessage(
      db,
      { course, subject: body.subject, body: body.body, adminId: admin.id },
      now(),
    );
    // After the commit: a job that ran before it would find nothing to send.
    await queueCourseMail(deps.courseMail, 0, c.get("log"));
    c.header("Cache-Control", "private, no-store");
    return c.json(toClassMessageDto(row, recipients), 201);
  });
}
