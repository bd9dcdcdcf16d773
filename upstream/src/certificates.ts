import { randomInt } from "node:crypto";
import type { Executor } from "./db/client";
import { certificates } from "./db/schema";
import { studentName } from "./dto/students";
import { nowNaive } from "./http/validate";
import { isUniqueViolation } from "./identity";

/*
 * Certificates of completion (extension "Learning progress", and "Live sessions" for online
 * courses): one row per (student, course), issued once and never revoked.
 */

// 31 letters and digits without look-alikes (0/o, 1/l/i): 12 of them ≈ 59 bits, unguessable.
const codeAlphabet = "abcdefghjkmnpqrstuvwxyz23456789";

/** The shape of a certificate code, `xxxx-xxxx-xxxx` in {@link codeAlphabet} (lowercase). */
export const certificateCodePattern = /^[a-hjkmnp-z2-9]{4}-[a-hjkmnp-z2-9]{4}-[a-hjkmnp-z2-9]{4}$/;

/** A new certificate code, `xxxx-xxxx-xxxx` (lowercase; paths are matched lower-cased). */
function newCertificateCode(): string {
  const groups: string[] = [];
  for (let group = 0; group < 3; group += 1) {
    let text = "";
    for (let index = 0; index < 4; index += 1) text += codeAlphabet[randomInt(codeAlphabet.length)];
    groups.push(text);
  }
  return groups.join("-");
}

/** A student's full name as the profile shows it (first + last), or the user name when both are empty. */
export function fullName(row: {
  firstName: string | null;
  lastName: string | null;
  userName: string;
}): string {
  return studentName(row).trim() || row.userName;
}

/**
 * The name printed on a student's certificates: the certificate name they chose in their
 * profile, else {@link fullName}.
 */
function certificateNameOf(
  row: Parameters<typeof fullName>[0] & { certificateName: string | null },
): string {
  return row.certificateName?.trim() || fullName(row);
}

/** What a certificate states, copied when it is issued. */
export interface CertificateIssue {
  student: {
    id: string;
    firstName: string | null;
    lastName: string | null;
    userName: string;
    certificateName: string | null;
  };
  /** The course's name and `hours` (text, as on the wire). */
  course: { id: string; name: string; hours: string };
  /** The enrolment's package name (on-demand), or null (online courses have none). */
  packageName: string | null;
  /** When the course was completed, naive UTC (`YYYY-MM-DDTHH:mm:ss`). */
  completedAt: string;
  /** A live course's attendance when issued (sessions attended of all); null for on-demand. */
  live?: { attended: number; total: number } | null;
  /** When it is issued, naive UTC; default the current time. */
  issuedAt?: string;
  /** The passed final exam's best score (whole percent 0–100); null or absent without a final exam. */
  finalExamPercent?: number | null;
}

/**
 * Issues the (student, course) certificate when none exists: the names (the student's
 * {@link certificateNameOf}) and the course's hours are copied now, so the same code always
 * states the same facts. Safe
 * under concurrency (unique per pair: a second issue does nothing; a clash of random codes is
 * retried with a new one).
 * @returns true when this call issued it, false when the pair already had one.
 */
export async function issueCertificate(db: Executor, issue: CertificateIssue): Promise<boolean> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      const inserted = await db
        .insert(certificates)
        .values({
          code: newCertificateCode(),
          studentId: issue.student.id,
          courseId: issue.course.id,
          studentName: certificateNameOf(issue.student),
          courseName: issue.course.name,
          courseHours: issue.course.hours,
          packageName: issue.packageName,
          completedAt: issue.completedAt,
          issuedAt: issue.issuedAt ?? nowNaive(),
          liveAttended: issue.live?.attended ?? null,
          liveTotal: issue.live?.total ?? null,
          finalExamPercent: issue.finalExamPercent ?? null,
        })
        .onConflictDoNothing({ target: [certificates.studentId, certificates.courseId] })
        .returning({ id: certificates.id });
      return inserted.length > 0;
    } catch (error) {
      // Only a clash of random codes reaches here (the pair conflict is "do nothing").
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error("Could not draw an unused certificate code");
}
