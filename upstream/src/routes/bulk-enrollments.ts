import type { BulkEnrollmentRow } from "@brightway/contract";
import { isEmailAddress } from "@brightway/contract/email-rules";
import { and, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import type { Executor } from "../db/client";
import { courses, enrollments, packages, users } from "../db/schema";
import type { App, AppDeps } from "../http/context";
import { requireAdmin } from "../http/guards";
import { conflict } from "../http/problem";
import { readJson } from "../http/validate";
import { refuseUniqueViolation } from "../identity";

/** Most rows one request may carry. */
const maxBulkRows = 1000;

const rowSchema = z.object({
  email: z.string().trim().max(256),
  course: z.string().trim().max(300),
  package: z.string().trim().max(300),
});

const bulkSchema = z.object({
  rows: z
    .array(rowSchema)
    .min(1, "The file has no rows.")
    .max(maxBulkRows, `At most ${maxBulkRows} rows at once.`),
});

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Resolves every row against the database: the student by e-mail (students only, any case), the
 * on-demand course by name or id, the package by name or id within that course; refuses an
 * existing enrolment of the pair and a pair repeated in the request. Reads only.
 */
async function checkRows(
  db: Executor,
  rows: z.infer<typeof rowSchema>[],
): Promise<BulkEnrollmentRow[]> {
  const emails = [...new Set(rows.map((row) => row.email.toLowerCase()).filter(Boolean))];
  const [students, onDemand, allPackages] = await Promise.all([
    emails.length
      ? db
          .select({
            id: users.id,
            email: users.email,
            firstName: users.firstName,
            lastName: users.lastName,
          })
          .from(users)
          .where(and(eq(users.role, "Student"), inArray(sql`lower(${users.email})`, emails)))
      : Promise.resolve([]),
    db
      .select({ id: courses.id, name: courses.name })
      .from(courses)
      .where(eq(courses.kind, "onDemand")),
    db.select({ id: packages.id, name: packages.name, courseId: packages.courseId }).from(packages),
  ]);
  const studentIds = students.map((student) => student.id);
  const existing = studentIds.length
    ? await db
        .select({ studentId: enrollments.studentId, courseId: enrollments.courseId })
        .from(enrollments)
        .where(inArray(enrollments.studentId, studentIds))
    : [];
  const enrolled = new Set(existing.map((pair) => `${pair.studentId}|${pair.courseId}`));
  const seen = new Map<string, number>();

  return rows.map((input, index) => {
    const result: BulkEnrollmentRow = {
      row: index + 1,
      email: input.email,
      studentId: null,
      studentName: null,
      courseId: null,
      courseName: null,
      packageId: null,
      packageName: null,
      error: null,
    };
    const student = students.find((candidate) => same(candidate.email, input.email));
    const course = onDemand.find(
      (candidate) => same(candidate.id, input.course) || same(candidate.name, input.course),
    );
    const pkg = course
      ? allPackages.find(
          (candidate) =>
            candidate.courseId === course.id &&
            (same(candidate.id, input.package) || same(candidate.name, input.package)),
        )
      : undefined;
    if (student) {
      result.studentId = student.id;
      result.studentName = `${student.firstName ?? ""} ${student.lastName ?? ""}`.trim() || null;
    }
    if (course) Object.assign(result, { courseId: course.id, courseName: course.name });
    if (pkg) Object.assign(result, { packageId: pkg.id, packageName: pkg.name });
    const pair = student && course ? `${student.id}|${course.id}` : null;
    result.error = !input.email
      ? "The e-mail is missing."
      : !student
        ? // A student stored before the strict rule is still found by the address they have.
          isEmailAddress(input.email)
          ? "No student has this e-mail."
          : "The e-mail is not a valid address."
        : !input.course
          ? "The course is missing."
          : !course
            ? "No on-demand course has this name."
            : !input.package
              ? "The package is missing."
              : !pkg
                ? "This course has no package of this name."
                : pair && enrolled.has(pair)
                  ? "The student is already enrolled in this course."
                  : pair && seen.has(pair)
                    ? `The same student and course are on row ${seen.get(pair)} too.`
                    : null;
    if (pair && !seen.has(pair)) seen.set(pair, result.row);
    return result;
  });
}

/**
 * Registers the bulk enrolment extension (`upstream/EXTENSIONS.md`, "Bulk enrolment"):
 * `POST /api/Enrollments/Bulk?dryRun=true|false`, admin only (401/403), body
 * `{ rows: [{ email, course, package }] }` (1 to 1000 rows; course and package by name, any
 * case, or by id). Answers `{ applied, rows: BulkEnrollmentRow[] }`: with `dryRun=true` (the preview)
 * 200 and nothing written; otherwise every row is enrolled, starting now, in ONE transaction
 * (200 `applied: true`), or none is: 422 with the rows' errors when any row has one, 409 when a
 * concurrent enrolment of a pair won the race meanwhile.
 */
export function registerBulkEnrollmentRoutes(app: App, deps: AppDeps): void {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  app.post("/api/enrollments/bulk", async (c) => {
    requireAdmin(c);
    const body = await readJson(c, bulkSchema);
    const dryRun = c.req.query("dryRun") === "true";
    const rows = await checkRows(db, body.rows);
    const hasErrors = rows.some((row) => row.error !== null);
    if (dryRun) return c.json({ applied: false, rows });
    if (hasErrors) return c.json({ applied: false, rows }, 422);
    const startDate = now().toISOString().slice(0, 19);
    await refuseUniqueViolation(
      db.transaction(async (tx) => {
        await tx.insert(enrollments).values(
          rows.map((row) => ({
            studentId: row.studentId!,
            courseId: row.courseId!,
            packageId: row.packageId!,
            startDate,
          })),
        );
        const perCourse = new Map<string, number>();
        for (const row of rows)
          perCourse.set(row.courseId!, (perCourse.get(row.courseId!) ?? 0) + 1);
        for (const [courseId, count] of perCourse) {
          await tx
            .update(courses)
            .set({ enrollments: sql`${courses.enrollments} + ${count}` })
            .where(eq(courses.id, courseId));
        }
      }),
      () => conflict("A student in the file was enrolled meanwhile: check the file again."),
    );
    return c.json({ applied: true, rows });
  });
}
