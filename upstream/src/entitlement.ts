import { and, eq } from "drizzle-orm";
import { addCalendarMonths } from "@brightway/contract/access";
import type { Executor } from "./db/client";
import { enrollments, packages } from "./db/schema";

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

/**
 * When access given by an enrolment ends: the naive UTC `startDate` (`YYYY-MM-DDTHH:mm:ss`, as
 * stored) plus the package's duration in months. Null when there is no known end: no package, a
 * duration of 0 or less, or the legacy "no date" `0001-01-01` (fails closed: no access).
 */
export function accessEndsAt(startDate: string, months: number | null): Date | null {
  if (months === null || months <= 0) return null;
  const iso = startDate.replace(" ", "T").slice(0, 19);
  if (iso.startsWith("0001-01-01")) return null;
  const start = new Date(`${iso}Z`);
  if (Number.isNaN(start.getTime())) return null;
  return addCalendarMonths(start, months);
}

/** A student's standing in one course (extension: learning progress). */
export interface AccessStanding {
  /** An enrolment row exists. */
  isEnrolled: boolean;
  /** The enrolment's access runs at `now` (start + package months, as the web app computes it). */
  isActive: boolean;
  /** The name of the enrolment's package, or null. */
  packageName: string | null;
}

/**
 * The student's standing in a course at `now` (default: the current time): the enrolment and
 * whether its access is still running. Unlike {@link isStudentEnrolled} (the legacy rule), this
 * applies expiry; it is used only by the progress extension. `courseId` must be a valid Guid.
 */
export async function accessStanding(
  db: Executor,
  studentId: string,
  courseId: string,
  now: Date = new Date(),
): Promise<AccessStanding> {
  const rows = await db
    .select({
      startDate: enrollments.startDate,
      months: packages.durationByMonthes,
      packageName: packages.name,
    })
    .from(enrollments)
    .leftJoin(packages, eq(packages.id, enrollments.packageId))
    .where(and(eq(enrollments.studentId, studentId), eq(enrollments.courseId, courseId)));
  if (rows.length === 0) return { isEnrolled: false, isActive: false, packageName: null };
  let isActive = false;
  let packageName: string | null = null;
  for (const row of rows) {
    const end = accessEndsAt(row.startDate, row.months);
    if (end && now.getTime() < end.getTime()) isActive = true;
    packageName ??= row.packageName;
  }
  return { isEnrolled: true, isActive, packageName };
}
