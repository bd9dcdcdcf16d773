import type { Enrollment } from "@/lib/upstream/types";

/**
 * The names of the students whose enrolment holds `packageId` (Guids compared in any case): the
 * student's full name, else their e-mail, else their id.
 */
export function packageHolders(enrollments: readonly Enrollment[], packageId: string): string[] {
  const wanted = packageId.toLowerCase();
  return enrollments
    .filter((enrollment) => enrollment.packageId?.toLowerCase() === wanted)
    .map(
      (enrollment) =>
        enrollment.student?.fullName || enrollment.student?.email || enrollment.studentId,
    );
}
