import { and, eq, gt, lte, notExists, sql } from "drizzle-orm";
import { formatBusinessTime } from "./business-time";
import type { Database, Executor } from "./db/client";
import {
  classMessageRecipients,
  classMessages,
  courses,
  enrollments,
  liveSessionChanges,
  packages,
  sentReminders,
  users,
} from "./db/schema";
import { accessEndsAt } from "./entitlement";
import { type Logger, silentLogger } from "./log";
import { type LinkParagraph, type MailMessage, plainMailBodies } from "./mail";
import {
  arabicCount,
  isolate,
  type Language,
  languageOrDefault,
  type MailTexts,
} from "./mail-language";
import { fromNaive, toNaive } from "./orders";
import {
  type DueReminder,
  type ReminderDeps,
  sendOnce,
  unsubscribeLinks,
  webBaseUrl,
  withUnsubscribe,
} from "./reminders";

/*
 * E-mails to the students of a course (upstream/EXTENSIONS.md "Class messages and schedule-change
 * e-mails"): a message the owner wrote to the class, and the changes of a live course's schedule
 * (a session added, moved or cancelled), the changes of one course within 10 minutes in one
 * e-mail. Both follow the reminders' rules: no e-mail to a student who stopped them
 * (`users.reminders_opt_out`), the unsubscribe link and headers in each, exactly once per student
 * under a key of `sent_reminders`. A request hands them to the job queue (`jobs.ts`, at once for a
 * message, when the 10 minutes are over for a change); the reminder scan sends whatever a job did
 * not, within 24 hours.
 */

/** The ledger kind (`sent_reminders.kind`) of a class message e-mail: subject `{messageId}:{studentId}`, due its creation. */
const CLASS_MESSAGE_MAIL_KIND = "class_message";

/** The ledger kind of a schedule-change e-mail: subject `{courseId}:{studentId}`, due the batch's time. */
const SCHEDULE_CHANGE_MAIL_KIND = "live_schedule_change";

/** A change of a live course's schedule waits this long (10 minutes) for the next ones before it is e-mailed. */
const SCHEDULE_CHANGE_WINDOW_MS = 10 * 60 * 1000;

/**
 * How long (24 hours) an e-mail that did not go out is still sent by a later job or scan: a retry
 * after a failure, not news a day later.
 */
const COURSE_MAIL_RETRY_MS = 24 * 60 * 60 * 1000;

/** Where a request hands course e-mails to the job queue (`jobs.ts`). */
export interface CourseMailQueue {
  /** Queues a run of {@link sendCourseMails} in `delayMs` milliseconds (0: now). */
  enqueueCourseMail(delayMs: number): Promise<void>;
}

/**
 * Queues a run of the course e-mails in `delayMs` ms when this instance has a job queue; without
 * one (`REMINDERS=false`) the reminder scan of an instance that has it sends them. Never throws:
 * a failure is logged and left to that scan.
 */
export async function queueCourseMail(
  queue: CourseMailQueue | undefined,
  delayMs: number,
  logger: Logger = silentLogger,
): Promise<void> {
  if (!queue) return;
  try {
    await queue.enqueueCourseMail(Math.max(0, delayMs));
  } catch (error) {
    logger.error({ err: error }, "queueing course e-mails failed; the reminder scan sends them");
  }
}

/** A student of a course, and whether they stopped our e-mails. */
export interface CourseStudent {
  studentId: string;
  optedOut: boolean;
}

/**
 * The students of a course at `now`, whom a class message goes to: every student enrolled in an
 * online course (its enrolments have no end); of an on-demand course, those whose access runs
 * (start + package months, `accessEndsAt`), as the course page lets them watch.
 */
export async function courseStudents(
  db: Executor,
  course: { id: string; kind: "online" | "onDemand" },
  now: Date,
): Promise<CourseStudent[]> {
  const rows = await db
    .select({
      studentId: users.id,
      optedOut: users.remindersOptOut,
      startDate: enrollments.startDate,
      months: packages.durationByMonthes,
    })
    .from(enrollments)
    .innerJoin(users, and(eq(users.id, enrollments.studentId), eq(users.role, "Student")))
    .leftJoin(packages, eq(packages.id, enrollments.packageId))
    .where(eq(enrollments.courseId, course.id));
  const students = new Map<string, CourseStudent>();
  for (const row of rows) {
    if (course.kind === "onDemand") {
      const end = accessEndsAt(row.startDate, row.months);
      if (!end || end.getTime() <= now.getTime()) continue;
    }
    students.set(row.studentId, { studentId: row.studentId, optedOut: row.optedOut });
  }
  return [...students.values()];
}

/** A stored class message. */
export type ClassMessageRow = typeof classMessages.$inferSelect;

/**
 * Stores a class message of `course` written by `adminId` at `now`, with the course's students
 * then as its recipients, in one transaction.
 * @returns the row and how many students it goes to (opted out or not).
 */
export async function createClassMessage(
  db: Database,
  message: {
    course: { id: string; kind: "online" | "onDemand" };
    subject: string;
    body: string;
    adminId: string;
  },
  now: Date,
): Promise<{ row: ClassMessageRow; recipients: number }> {
  return db.transaction(async (tx) => {
    const students = await courseStudents(tx, message.course, now);
    const [row] = await tx
      .insert(classMessages)
      .values({
        courseId: message.course.id,
        subject: message.subject,
        body: message.body,
        createdAt: toNaive(now),
        createdBy: message.adminId,
      })
      .returning();
    if (students.length > 0) {
      await tx
        .insert(classMessageRecipients)
        .values(students.map(({ studentId }) => ({ messageId: row!.id, studentId })));
    }
    return { row: row!, recipients: students.length };
  });
}

/** A change of a live session, as a route records it. */
export interface ScheduleChangeInput {
  courseId: string;
  sessionId: string;
  kind: "added" | "moved" | "cancelled";
  title: string;
  /** The new start (added, moved) or the start the session had (cancelled). */
  startsAt: Date;
  /** The start before a move; null otherwise. */
  previousStartsAt: Date | null;
  durationMinutes: number;
}

const endOf = (start: Date, durationMinutes: number) => start.getTime() + durationMinutes * 60_000;

/**
 * Whether the class should hear of a change at `now`: a session added that has not ended; a
 * move of its start where the old or the new time has not ended; a cancelled session that had
 * not ended. Sessions kept for the record after they took place change nobody's plans.
 */
function isNews(change: ScheduleChangeInput, now: Date): boolean {
  const at = now.getTime();
  switch (change.kind) {
    case "moved":
      return (
        change.previousStartsAt !== null &&
        change.previousStartsAt.getTime() !== change.startsAt.getTime() &&
        (endOf(change.startsAt, change.durationMinutes) > at ||
          endOf(change.previousStartsAt, change.durationMinutes) > at)
      );
    default:
      return endOf(change.startsAt, change.durationMinutes) > at;
  }
}

/**
 * Records a change of a course's schedule at `now` in `tx` (the transaction that made it), in
 * the course's open batch (one whose due time is still ahead) or in a new one due
 * {@link SCHEDULE_CHANGE_WINDOW_MS} from now. The course row is locked first, so two changes at
 * once never open two batches.
 * @returns when the batch's e-mail is due, or null when the change is no news (nothing recorded).
 */
export async function recordScheduleChange(
  tx: Executor,
  change: ScheduleChangeInput,
  now: Date,
): Promise<Date | null> {
  if (!isNews(change, now)) return null;
  await tx
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.id, change.courseId))
    .for("update");
  const [open] = await tx
    .select({ dueAt: sql<string>`max(${liveSessionChanges.batchDueAt})` })
    .from(liveSessionChanges)
    .where(
      and(
        eq(liveSessionChanges.courseId, change.courseId),
        gt(liveSessionChanges.batchDueAt, toNaive(now)),
      ),
    );
  const dueAt = open?.dueAt
    ? fromNaive(open.dueAt)
    : new Date(now.getTime() + SCHEDULE_CHANGE_WINDOW_MS);
  await tx.insert(liveSessionChanges).values({
    courseId: change.courseId,
    sessionId: change.sessionId,
    kind: change.kind,
    title: change.title,
    startsAt: toNaive(change.startsAt),
    previousStartsAt: change.previousStartsAt ? toNaive(change.previousStartsAt) : null,
    durationMinutes: change.durationMinutes,
    changedAt: toNaive(now),
    batchDueAt: toNaive(dueAt),
  });
  return dueAt;
}

/** A recorded change, as {@link coalesceScheduleChanges} reads it (ordered by `changedAt`, then `id`). */
export interface RecordedChange {
  id: number;
  sessionId: string;
  kind: "added" | "moved" | "cancelled";
  title: string;
  startsAt: Date;
  previousStartsAt: Date | null;
  durationMinutes: number;
  changedAt: Date;
}

/** What the class is told of one session: its state before the batch against its state after. */
export type ScheduleChange =
  | { kind: "added"; title: string; startsAt: Date; durationMinutes: number }
  | { kind: "moved"; title: string; from: Date; to: Date; durationMinutes: number }
  | { kind: "cancelled"; title: string; startsAt: Date };

/** The time a change is listed by: the session's time after it (before it, when cancelled). */
const listedTime = (change: ScheduleChange) =>
  (change.kind === "moved" ? change.to : change.startsAt).getTime();

/**
 * The changes of one batch as the class reads them: per session, its state before the first
 * change against its state after the last. Added then moved is one addition at the last time;
 * added then cancelled, or moved back to where it was, is nothing; moved twice is one move from
 * the first time to the last; moved then cancelled is a cancellation of the first time. The
 * result is in the order of the times listed (earliest first), titles as last recorded.
 */
export function coalesceScheduleChanges(records: readonly RecordedChange[]): ScheduleChange[] {
  const bySession = new Map<string, RecordedChange[]>();
  const ordered = [...records].sort(
    (a, b) => a.changedAt.getTime() - b.changedAt.getTime() || a.id - b.id,
  );
  for (const record of ordered) {
    const group = bySession.get(record.sessionId);
    if (group) group.push(record);
    else bySession.set(record.sessionId, [record]);
  }
  const changes: ScheduleChange[] = [];
  for (const group of bySession.values()) {
    const first = group[0]!;
    const last = group[group.length - 1]!;
    const before =
      first.kind === "added"
        ? null
        : first.kind === "moved"
          ? (first.previousStartsAt ?? first.startsAt)
          : first.startsAt;
    const after = last.kind === "cancelled" ? null : last.startsAt;
    if (before === null && after !== null) {
      changes.push({
        kind: "added",
        title: last.title,
        startsAt: after,
        durationMinutes: last.durationMinutes,
      });
    } else if (before !== null && after === null) {
      changes.push({ kind: "cancelled", title: last.title, startsAt: before });
    } else if (before !== null && after !== null && before.getTime() !== after.getTime()) {
      changes.push({
        kind: "moved",
        title: last.title,
        from: before,
        to: after,
        durationMinutes: last.durationMinutes,
      });
    }
  }
  return changes.sort((a, b) => listedTime(a) - listedTime(b));
}

/** A recipient of a course e-mail. */
interface Recipient {
  studentId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  /** The student's `users.language` (absent: English). */
  language?: string;
}

/** "Mariam Hassan", else the address. */
const nameOf = (to: Recipient) => `${to.firstName ?? ""} ${to.lastName ?? ""}`.trim() || to.email;

/** The texts of the course e-mails; names, titles and times come isolated and formatted. */
const courseMailTexts: MailTexts<{
  dear: (name: string) => string;
  stop: (course: string) => string;
  message: {
    subject: (course: string, subject: string) => string;
    to: (course: string) => string;
    read: string;
  };
  changes: {
    changed: (course: string, many: boolean) => string;
    added: (title: string, when: string, minutes: number) => string;
    moved: (title: string, from: string, to: string) => string;
    cancelled: (title: string, when: string) => string;
    subjectMany: (course: string, count: number) => string;
    subjectAdded: (course: string, title: string) => string;
    subjectMoved: (course: string, title: string, to: string) => string;
    subjectCancelled: (course: string, title: string) => string;
    see: string;
  };
}> = {
  en: {
    dear: (name) => `Dear ${name},`,
    stop: (course) =>
      `You get this e-mail because you are enrolled in ${course}. To stop e-mails about your courses (reminders, class messages and schedule changes), open:`,
    message: {
      subject: (course, subject) => `${course}: ${subject}`,
      to: (course) => `A message to the students of ${course}:`,
      read: "Read it, with the course's earlier messages, on the course page:",
    },
    changes: {
      changed: (course, many) =>
        many
          ? `The live sessions of ${course} have changed:`
          : `The live sessions of ${course} have changed.`,
      added: (title, when, minutes) => `New session: "${title}" on ${when}, ${minutes} minutes.`,
      moved: (title, from, to) => `Moved: "${title}" from ${from} to ${to}.`,
      cancelled: (title, when) => `Cancelled: "${title}" of ${when}.`,
      subjectMany: (course, count) => `${course}: ${count} changes to the live sessions`,
      subjectAdded: (course, title) => `${course}: new live session "${title}"`,
      subjectMoved: (course, title, to) => `${course}: "${title}" moved to ${to}`,
      subjectCancelled: (course, title) => `${course}: "${title}" is cancelled`,
      see: "See the schedule, and join each session, on the course page:",
    },
  },
  ar: {
    dear: (name) => `مرحبًا ${name}،`,
    stop: (course) =>
      `تصلك هذه الرسالة لأنك مسجَّل في ${course}. لإيقاف الرسائل المتعلقة بدوراتك (التذكيرات ورسائل الدورة وتغييرات المواعيد)، افتح:`,
    message: {
      subject: (course, subject) => `${course}: ${subject}`,
      to: (course) => `رسالة إلى طلاب ${course}:`,
      read: "اقرأها مع الرسائل السابقة للدورة في صفحة الدورة:",
    },
    changes: {
      changed: (course, many) =>
        many
          ? `تغيّرت مواعيد الجلسات المباشرة لـ${course}:`
          : `تغيّرت مواعيد الجلسات المباشرة لـ${course}.`,
      added: (title, when, minutes) =>
        `جلسة جديدة: «${title}» يوم ${when}، ومدتها ${arabicCount(minutes, { one: "دقيقة واحدة", two: "دقيقتان", few: "دقائق", many: "دقيقة" })}.`,
      moved: (title, from, to) => `تم نقل «${title}» من ${from} إلى ${to}.`,
      cancelled: (title, when) => `أُلغيت «${title}» التي كانت يوم ${when}.`,
      subjectMany: (course, count) =>
        `${course}: ${arabicCount(count, { one: "تغيير واحد", two: "تغييران", few: "تغييرات", many: "تغييرًا" })} في مواعيد الجلسات المباشرة`,
      subjectAdded: (course, title) => `${course}: جلسة مباشرة جديدة «${title}»`,
      subjectMoved: (course, title, to) => `${course}: تم نقل «${title}» إلى ${to}`,
      subjectCancelled: (course, title) => `${course}: أُلغيت «${title}»`,
      see: "اطّلع على الجدول، وانضم إلى كل جلسة، من صفحة الدورة:",
    },
  },
};

/** The course page on the web app: where the schedule, Join and the class messages are. */
function coursePageUrl(webBase: string, courseId: string, kind: "online" | "onDemand") {
  return `${webBase}/${kind === "online" ? "onlineCourseDetails" : "onDemandCourseDetails"}/${courseId}`;
}

/**
 * The paragraph that says why the e-mail came and how to stop such e-mails (the reminders' link);
 * `course` comes isolated.
 */
function stopParagraph(course: string, unsubscribePage: string, language: Language): LinkParagraph {
  return { text: courseMailTexts[language].stop(course), url: unsubscribePage };
}

/**
 * The e-mail of a class message to one student: subject "{course}: {subject}", then the subject
 * and the text as the owner wrote them (plain text, never linked), a link to the course page's
 * messages, and the unsubscribe paragraph.
 */
export function classMessageMail(
  message: { subject: string; body: string },
  course: { id: string; name: string; kind: "online" | "onDemand" },
  to: Recipient,
  links: { webBase: string; unsubscribePage: string },
): Omit<MailMessage, "headers"> {
  const language = languageOrDefault(to.language);
  const texts = courseMailTexts[language];
  const courseName = isolate(course.name, language);
  return {
    to: to.email,
    subject: texts.message.subject(courseName, isolate(message.subject, language)),
    ...plainMailBodies(
      [
        texts.dear(isolate(nameOf(to), language)),
        texts.message.to(courseName),
        message.subject,
        message.body,
        {
          text: texts.message.read,
          url: `${coursePageUrl(links.webBase, course.id, course.kind)}#class-messages`,
        },
        stopParagraph(courseName, links.unsubscribePage, language),
      ],
      { language },
    ),
  };
}

/** One line of a schedule-change e-mail in `language`, times in Africa/Cairo. */
function changeLine(change: ScheduleChange, language: Language): string {
  const texts = courseMailTexts[language].changes;
  const title = isolate(change.title, language);
  switch (change.kind) {
    case "added":
      return texts.added(
        title,
        formatBusinessTime(change.startsAt, language),
        change.durationMinutes,
      );
    case "moved":
      return texts.moved(
        title,
        formatBusinessTime(change.from, language),
        formatBusinessTime(change.to, language),
      );
    case "cancelled":
      return texts.cancelled(title, formatBusinessTime(change.startsAt, language));
  }
}

/** The subject of a schedule-change e-mail: the one change, or how many; `course` comes isolated. */
function changeSubject(
  course: string,
  changes: readonly ScheduleChange[],
  language: Language,
): string {
  const texts = courseMailTexts[language].changes;
  if (changes.length > 1) return texts.subjectMany(course, changes.length);
  const [change] = changes as [ScheduleChange];
  const title = isolate(change.title, language);
  switch (change.kind) {
    case "added":
      return texts.subjectAdded(course, title);
    case "moved":
      return texts.subjectMoved(course, title, formatBusinessTime(change.to, language));
    case "cancelled":
      return texts.subjectCancelled(course, title);
  }
}

/**
 * The e-mail of a batch of schedule changes to one student: each change on its line (Africa/Cairo
 * times), a link to the course page (never to a meeting: an e-mail is forwarded and outlives a
 * moved session; the page's Join gives the link to the signed-in enrolled student), and the
 * unsubscribe paragraph.
 */
export function scheduleChangeMail(
  changes: readonly ScheduleChange[],
  course: { id: string; name: string },
  to: Recipient,
  links: { webBase: string; unsubscribePage: string },
): Omit<MailMessage, "headers"> {
  const language = languageOrDefault(to.language);
  const texts = courseMailTexts[language];
  const courseName = isolate(course.name, language);
  return {
    to: to.email,
    subject: changeSubject(courseName, changes, language),
    ...plainMailBodies(
      [
        texts.dear(isolate(nameOf(to), language)),
        texts.changes.changed(courseName, changes.length > 1),
        ...changes.map((change) => changeLine(change, language)),
        { text: texts.changes.see, url: coursePageUrl(links.webBase, course.id, "online") },
        stopParagraph(courseName, links.unsubscribePage, language),
      ],
      { language },
    ),
  };
}

/** `sent_reminders` holds no row of `kind` whose subject is `subject` and due time `dueAt` (SQL). */
function notSentYet(db: Executor, kind: DueReminder["kind"], subject: unknown, dueAt: unknown) {
  return notExists(
    db
      .select({ one: sql`1` })
      .from(sentReminders)
      .where(
        and(
          eq(sentReminders.kind, kind),
          sql`${sentReminders.subjectId} = ${subject}`,
          sql`${sentReminders.dueAt} = ${dueAt}`,
        ),
      ),
  );
}

/** Class message e-mails not sent yet, of messages written in the last 24 hours, to students who did not opt out. */
async function dueClassMessageMails(
  deps: Pick<ReminderDeps, "db" | "config" | "jwtSecret">,
  now: Date,
): Promise<DueReminder[]> {
  const rows = await deps.db
    .select({
      messageId: classMessages.id,
      subject: classMessages.subject,
      body: classMessages.body,
      createdAt: classMessages.createdAt,
      courseId: courses.id,
      courseName: courses.name,
      courseKind: courses.kind,
      studentId: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      language: users.language,
    })
    .from(classMessageRecipients)
    .innerJoin(classMessages, eq(classMessages.id, classMessageRecipients.messageId))
    .innerJoin(courses, eq(courses.id, classMessages.courseId))
    .innerJoin(users, eq(users.id, classMessageRecipients.studentId))
    .where(
      and(
        eq(users.remindersOptOut, false),
        // Extension "E-mail confirmation": an unconfirmed address gets no class e-mail.
        eq(users.emailConfirmed, true),
        gt(classMessages.createdAt, toNaive(new Date(now.getTime() - COURSE_MAIL_RETRY_MS))),
        notSentYet(
          deps.db,
          CLASS_MESSAGE_MAIL_KIND,
          sql`${classMessages.id}::text || ':' || ${users.id}`,
          classMessages.createdAt,
        ),
      ),
    );
  const webBase = webBaseUrl(deps.config);
  return rows.map((row) => {
    const links = unsubscribeLinks(deps, row.studentId);
    return {
      kind: CLASS_MESSAGE_MAIL_KIND,
      subjectId: `${row.messageId}:${row.studentId}`,
      dueAt: fromNaive(row.createdAt),
      message: withUnsubscribe(
        classMessageMail(
          row,
          { id: row.courseId, name: row.courseName, kind: row.courseKind },
          row,
          { webBase, unsubscribePage: links.page },
        ),
        links,
      ),
    };
  });
}

/**
 * Schedule-change e-mails of batches due in the last 24 hours, not sent yet: per batch, its
 * changes coalesced (none left: no e-mail), to every student enrolled in the online course by
 * the batch's due time who did not opt out.
 */
async function dueScheduleChangeMails(
  deps: Pick<ReminderDeps, "db" | "config" | "jwtSecret">,
  now: Date,
): Promise<DueReminder[]> {
  const batches = await deps.db
    .selectDistinct({
      courseId: liveSessionChanges.courseId,
      dueAt: liveSessionChanges.batchDueAt,
      courseName: courses.name,
    })
    .from(liveSessionChanges)
    .innerJoin(courses, eq(courses.id, liveSessionChanges.courseId))
    .where(
      and(
        lte(liveSessionChanges.batchDueAt, toNaive(now)),
        gt(liveSessionChanges.batchDueAt, toNaive(new Date(now.getTime() - COURSE_MAIL_RETRY_MS))),
      ),
    );
  const webBase = webBaseUrl(deps.config);
  const due: DueReminder[] = [];
  for (const batch of batches) {
    const recipients = await deps.db
      .select({
        studentId: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        language: users.language,
      })
      .from(enrollments)
      .innerJoin(users, eq(users.id, enrollments.studentId))
      .where(
        and(
          eq(enrollments.courseId, batch.courseId),
          eq(users.role, "Student"),
          eq(users.remindersOptOut, false),
          eq(users.emailConfirmed, true),
          lte(enrollments.startDate, batch.dueAt),
          notSentYet(
            deps.db,
            SCHEDULE_CHANGE_MAIL_KIND,
            sql`${enrollments.courseId}::text || ':' || ${users.id}`,
            batch.dueAt,
          ),
        ),
      );
    if (recipients.length === 0) continue;
    const records = await deps.db
      .select()
      .from(liveSessionChanges)
      .where(
        and(
          eq(liveSessionChanges.courseId, batch.courseId),
          eq(liveSessionChanges.batchDueAt, batch.dueAt),
        ),
      );
    const changes = coalesceScheduleChanges(
      records.map((record) => ({
        ...record,
        startsAt: fromNaive(record.startsAt),
        previousStartsAt: record.previousStartsAt ? fromNaive(record.previousStartsAt) : null,
        changedAt: fromNaive(record.changedAt),
      })),
    );
    if (changes.length === 0) continue;
    const course = { id: batch.courseId, name: batch.courseName };
    for (const to of recipients) {
      const links = unsubscribeLinks(deps, to.studentId);
      due.push({
        kind: SCHEDULE_CHANGE_MAIL_KIND,
        subjectId: `${batch.courseId}:${to.studentId}`,
        dueAt: fromNaive(batch.dueAt),
        message: withUnsubscribe(
          scheduleChangeMail(changes, course, to, { webBase, unsubscribePage: links.page }),
          links,
        ),
      });
    }
  }
  return due;
}

/**
 * The course e-mails due at `now` and not sent yet: class messages of the last 24 hours and
 * schedule-change batches due in the last 24 hours, one per student who did not opt out. Read by
 * the reminder scan and by {@link sendCourseMails}.
 */
export async function dueCourseMails(
  deps: Pick<ReminderDeps, "db" | "config" | "jwtSecret">,
  now: Date,
): Promise<DueReminder[]> {
  return [...(await dueClassMessageMails(deps, now)), ...(await dueScheduleChangeMails(deps, now))];
}

/** What one {@link sendCourseMails} did: e-mails sent by kind, and the ones that failed (retried later). */
export interface CourseMailResult {
  classMessages: number;
  scheduleChanges: number;
  failed: number;
}

/**
 * Sends the course e-mails due at `deps.now()` ({@link dueCourseMails}), each exactly once across
 * workers, instances and restarts (`sendOnce`). What the job queue runs. A failed e-mail is
 * logged and left for the next job or scan.
 */
export async function sendCourseMails(deps: ReminderDeps): Promise<CourseMailResult> {
  const now = (deps.now ?? (() => new Date()))();
  const log = deps.logger ?? silentLogger;
  const result: CourseMailResult = { classMessages: 0, scheduleChanges: 0, failed: 0 };
  for (const mail of await dueCourseMails(deps, now)) {
    try {
      if (!(await sendOnce(deps.db, deps.mailer, mail, now))) continue;
      if (mail.kind === CLASS_MESSAGE_MAIL_KIND) result.classMessages += 1;
      else result.scheduleChanges += 1;
    } catch (error) {
      result.failed += 1;
      log.error({ err: error, kind: mail.kind }, "course e-mail failed; retried later");
    }
  }
  return result;
}
