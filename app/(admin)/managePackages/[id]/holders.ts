import type { Enrollment } from "@/lib/upstream/types";

/**
 * The names of the students whose enrolment holds `packageId` (Guids compared in any case): the
 * student's full name, else their e-mail, else their id.
 */
export function packageHolders(enrolments: readonly Enrollment[], packageId: string): string[] {
  const wanted = packageId.toLowerCase();
  return enrolments
    .filter((enrolment) => enrolment.packageId?.toLowerCase() === wanted)
    .map(
      (enrolment) => enrolment.student?.fullName || enrolment.student?.email || enrolment.studentId,
    );
}
