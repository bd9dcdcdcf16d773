import { languageOrDefault } from "../mail-language";
import type { EnrollmentDto, StudentDto } from "@brightway/contract";
import { inArray } from "drizzle-orm";
import type { Executor } from "../db/client";
import { enrollments, packages, users } from "../db/schema";
import { toWireDate } from "../http/validate";
import { loadOnDemandCourseDtos, toPackageDto } from "./courses";

/** A stored account row. */
export type UserRow = typeof users.$inferSelect;
/** A stored enrolment row. */
export type EnrollmentRow = typeof enrollments.$inferSelect;

/*
 * StudentDto and EnrollmentDto (its course a full OnDemandCourseDto) are the exact readings of
 * @brightway/contract.
 */

/** `StudentDto` of a student row. */
export function toStudentDto(row: UserRow): StudentDto {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    userName: row.userName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    gender: row.gender,
    certificateName: row.certificateName,
    emailConfirmed: row.emailConfirmed,
    language: languageOrDefault(row.language),
  };
}

/** The legacy `studentName`: C# string concatenation, where a null part is empty. */
export function studentName(row: Pick<UserRow, "firstName" | "lastName">): string {
  return `${row.firstName ?? ""} ${row.lastName ?? ""}`;
}

/**
 * `EnrollmentDto`s of enrolment rows, in the order of `rows`, with their students, courses (and
 * the courses' packages and sections) and packages read in a handful of queries (no N+1).
 */
export async function buildEnrollmentDtos(
  db: Executor,
  rows: EnrollmentRow[],
): Promise<EnrollmentDto[]> {
  if (rows.length === 0) return [];
  const studentIds = [...new Set(rows.map((row) => row.studentId))];
  const packageIds = [
    ...new Set(rows.map((row) => row.packageId).filter((id): id is string => Boolean(id))),
  ];
  const [studentRows, courseDtos, packageRows] = await Promise.all([
    db.select().from(users).where(inArray(users.id, studentIds)),
    loadOnDemandCourseDtos(
      db,
      rows.map((row) => row.courseId),
    ),
    packageIds.length
      ? db.select().from(packages).where(inArray(packages.id, packageIds))
      : Promise.resolve([]),
  ]);
  const studentsById = new Map(studentRows.map((row) => [row.id, toStudentDto(row)]));
  const packagesById = new Map(packageRows.map((row) => [row.id, toPackageDto(row)]));
  return rows.map((row) => ({
    id: row.id,
    studentId: row.studentId,
    student: studentsById.get(row.studentId) ?? null,
    courseId: row.courseId,
    course: courseDtos.get(row.courseId) ?? null,
    packageId: row.packageId,
    package: row.packageId ? (packagesById.get(row.packageId) ?? null) : null,
    startDate: toWireDate(row.startDate),
  }));
}
