import { and, eq, inArray } from "drizzle-orm";
import { finalExamStanding } from "./assessments";
import { issueCertificate } from "./certificates";
import type { Executor } from "./db/client";
import { certificates, courses, sections, users, videoCompletions, videos } from "./db/schema";
import { accessStanding } from "./entitlement";
import { liveAttendanceMet } from "./live-sessions";
import { type ReminderDeps, sendCertificateMail } from "./reminders";

/*
 * The one rule that decides a certificate (upstream/EXTENSIONS.md "Learning progress", "Live
 * sessions", "Watched lessons"): every path that may issue one (a completed lesson, a Join, an
 * admin's attendance correction, a schedule or "my courses" read, a passed final exam) asks here,
 * so no path can issue on a weaker rule. Certificates already issued stay: this never revokes.
 */

/** An instant as a naive UTC timestamp to the second (`YYYY-MM-DDTHH:mm:ss`), as certificates store it. */
function naiveSeconds(date: Date): string {
  return date.toISOString().slice(0, 19);
}

/**
 * Whether every video of an on-demand course is complete for the student, counting only videos
 * still in the course (as the progress reads do), and when the last of them was completed
 * (naive UTC). A course without videos is never complete.
 */
async function lessonsComplete(
  db: Executor,
  studentId: string,
  courseId: string,
): Promise<{ complete: boolean; lastCompletedAt: string | null }> {
  const courseVideos = await db
    .select({ id: videos.id })
    .from(videos)
    .innerJoin(sections, eq(sections.id, videos.sectionId))
    .where(eq(sections.courseId, courseId));
  const ids = courseVideos.map((video) => video.id);
  if (ids.length === 0) return { complete: false, lastCompletedAt: null };
  const done = await db
    .select({ videoId: videoCompletions.videoId, completedAt: videoCompletions.completedAt })
    .from(videoCompletions)
    .where(and(eq(videoCompletions.studentId, studentId), inArray(videoCompletions.videoId, ids)));
  const lastCompletedAt = done.reduce<string | null>(
    (latest, row) => (!latest || row.completedAt > latest ? row.completedAt : latest),
    null,
  );
  return { complete: new Set(done.map((row) => row.videoId)).size === ids.length, lastCompletedAt };
}

/**
 * Issues the student's certificate of the course when it is earned and none exists yet:
 * - on-demand: the student is enrolled and every video of the course is complete (a video with a
 *   duration completes only once watched, see the completion route);
 * - online (live): the student is enrolled, the course's last session has started and the
 *   sessions attended reach ceil(total × threshold / 100), at least one;
 * - both: where the course has a final exam with at least one question, the student has passed it
 *   (`finalExamStanding`); its best passed score is printed as `finalExamPercent`.
 * `completedAt` is the last completion (on-demand without an exam) or `now` (the moment the last
 * condition was met: a Join, a correction, a passed exam). Safe under concurrency (one
 * certificate per pair). Never revokes one already issued.
 *
 * The call that issues it e-mails the student (congratulations, links to the certificate's page
 * and PDF: `sendCertificateMail`), once per certificate; a failed e-mail is logged and sent by the
 * next reminder scan, and never undoes the certificate. Call it outside a transaction (the
 * e-mail must follow a committed certificate).
 * @param now the clock of the rule (the live schedule's and the tests' clock).
 * @param mail what sends the e-mail: the app's deps (database, settings, mailer, logger).
 * @returns true when this call issued the certificate, false otherwise (already issued, not earned,
 *   unknown course or student).
 */
export async function issueCertificateIfEarned(
  db: Executor,
  studentId: string,
  courseId: string,
  now: Date,
  mail: Pick<ReminderDeps, "db" | "config" | "mailer" | "logger">,
): Promise<boolean> {
  const [existing] = await db
    .select({ id: certificates.id })
    .from(certificates)
    .where(and(eq(certificates.studentId, studentId), eq(certificates.courseId, courseId)));
  if (existing) return false;
  const [course] = await db
    .select({
      id: courses.id,
      name: courses.name,
      hours: courses.hours,
      kind: courses.kind,
      threshold: courses.attendanceThreshold,
    })
    .from(courses)
    .where(eq(courses.id, courseId));
  if (!course) return false;
  const standing = await accessStanding(db, studentId, courseId, now);
  if (!standing.isEnrolled) return false;

  let completedAt: string;
  let live: { attended: number; total: number } | null = null;
  if (course.kind === "online") {
    live = await liveAttendanceMet(db, studentId, courseId, course.threshold, now);
    if (!live) return false;
    completedAt = naiveSeconds(now);
  } else {
    const lessons = await lessonsComplete(db, studentId, courseId);
    if (!lessons.complete) return false;
    completedAt = lessons.lastCompletedAt ?? naiveSeconds(now);
  }

  const exam = await finalExamStanding(db, studentId, courseId);
  if (exam.required && exam.passedPercent === null) return false;
  // With an exam, the course is complete when the last condition was met: now, at the call that
  // follows it (a passed exam after the lessons, or the last lesson after a passed exam).
  if (exam.required && course.kind === "onDemand") completedAt = naiveSeconds(now);

  const [student] = await db.select().from(users).where(eq(users.id, studentId));
  if (!student) return false;
  const at = naiveSeconds(now);
  const issued = await issueCertificate(db, {
    student,
    course,
    packageName: course.kind === "online" ? null : standing.packageName,
    completedAt,
    issuedAt: at,
    live,
    finalExamPercent: exam.required ? exam.passedPercent : null,
  });
  if (issued) await sendCertificateMail(mail, studentId, courseId, now);
  return issued;
}
