import { and, eq } from "drizzle-orm";
import type { Executor } from "./db/client";
import { enrollments } from "./db/schema";

/**
 * Whether the student (user id string) has an enrolment row for the course (Guid).
 *
 * Wire-compatible with the legacy rule (contract §5.4): any enrolment row counts, package
 * duration and `startDate` are ignored here. Expiry (startDate + package months) is computed by
 * the web app, not by the upstream. Admins are not students: pass only a student id (an admin id
 * has no enrolment rows, so the answer is false; "admin sees everything" is the caller's rule).
 * `courseId` must already be a valid Guid (PostgreSQL rejects malformed uuids).
 */
export async function isStudentEnrolled(
  db: Executor,
  studentId: string,
  courseId: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: enrollments.id })
    .from(enrollments)
    .where(and(eq(enrollments.studentId, studentId), eq(enrollments.courseId, courseId)))
    .limit(1);
  return rows.length > 0;
}
