import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import {
  certificateNameProblem,
  normaliseCertificateName,
} from "@brightway/contract/certificate-name";
import { z } from "zod";
import type { Executor } from "../db/client";
import { courses, enrollments, packages, productStudents, products, users } from "../db/schema";
import { toDocumentVms } from "../dto/documents";
import { buildEnrollmentDtos, studentName, toStudentDto, type UserRow } from "../dto/students";
import { isStudentEnrolled } from "../entitlement";
import { languageBodySchema } from "../mail-language";
import { verifyPassword } from "../auth/passwords";
import type { App, AppContext, AppDeps } from "../http/context";
import { clientAddress, type AuthThrottle } from "../http/throttle";
import { requireAdmin, requireCaller, requireSelfOrAdmin } from "../http/guards";
import { badRequest, conflict, notFound, touchedOrThrow } from "../http/problem";
import {
  guidSchema,
  intIdSchema,
  lenientInt,
  pagingParams,
  parseOrThrow,
  pathParam,
  queryParams,
  readJson,
  userIdSchema,
  wireDateSchema,
} from "../http/validate";
import { refuseUniqueViolation, maxIdentityLength } from "../identity";
import { foldedContains } from "../search";

const studentOrCourseUnknown = "Student's ID (OR) Course's ID doesn't exist in the database";
const alreadyEnrolled = "Student is already enrolled in the course";
const studentNotFound = (id: string) => `Student with ID: ${id} doesn't exist in the database `;

/** The 400 detail of a profile update that tries to change the login e-mail. */
const loginEmailChangeRefusal =
  "The login e-mail cannot be changed here: use POST /api/Students/{studentId}/EmailChange with the current password; the new address confirms by a link.";

/** The legacy all-zero Guid: what an absent Guid value bound to (it matches nothing). */
const emptyGuid = "00000000-0000-0000-0000-000000000000";

// PUT /api/Students/{id}: `firstname`/`lastname` must be present (R-json; "" is accepted); every
// field is overwritten, so an absent gender resets to 0 and an absent phone number to null.
const updateStudentSchema = z.object({
  firstname: z.string({ message: "The firstname field is required." }).max(200),
  lastname: z.string({ message: "The lastname field is required." }).max(200),
  gender: lenientInt.optional(),
  email: z.string().trim().max(maxIdentityLength).nullish(),
  phoneNumber: z.string().trim().max(50).nullish(),
  // Extension (certificate name): absent keeps the stored name; null or blank clears it.
  certificateName: z.string().max(1000).nullish(),
  // Extension (language): absent or null keeps the stored language.
  language: languageBodySchema,
});

const certificateNameRefusals = {
  length: "The name on the certificate must be 2 to 80 characters.",
  characters:
    "The name on the certificate may hold only letters (any script), spaces, hyphens, apostrophes and full stops.",
} as const;

/**
 * The certificate name to store from a profile update: `undefined` to keep the stored one (a
 * legacy client sends none), null to go back to first + last name, else the normalised name.
 * @throws HttpProblem 400 (`errors.certificateName`) for a name outside the rule.
 */
function certificateNameOf(input: string | null | undefined): string | null | undefined {
  if (input === undefined) return undefined;
  const name = normaliseCertificateName(input ?? "");
  if (!name) return null;
  const problem = certificateNameProblem(name);
  if (problem)
    throw badRequest(certificateNameRefusals[problem], {
      certificateName: [certificateNameRefusals[problem]],
    });
  return name;
}

const enrollmentTargetFields = {
  studentId: userIdSchema,
  // Value types on the wire: an absent Guid is the all-zero Guid (unknown), an absent date 0001-01-01.
  courseId: guidSchema.optional(),
  packageId: guidSchema.nullish(),
  startDate: wireDateSchema.nullish(),
};

const createEnrollmentSchema = z.object(enrollmentTargetFields);

// The nested `student`/`course`/`package` objects of an echoed EnrollmentDto are ignored (the
// legacy server validated them and then dropped them); any value, or none, is accepted.
const updateEnrollmentSchema = z.object({
  id: guidSchema.optional(),
  ...enrollmentTargetFields,
  student: z.unknown().optional(),
  course: z.unknown().optional(),
  package: z.unknown().optional(),
});

const deleteAssignmentQuerySchema = z.object({
  studentid: userIdSchema,
  // Absent productId is 0 on the wire (matches nothing).
  productid: z.coerce
    .number({ message: "The value is not a valid integer." })
    .int("The value is not a valid integer.")
    .min(0)
    .max(2_147_483_647)
    .default(0),
});

async function findStudent(db: Executor, id: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, "Student")))
    .limit(1);
  return row ?? null;
}

/**
 * Checks what an enrolment points at. Why stricter than the legacy server: it answered 500 on
 * the foreign-key violations of an online course id or an unknown package, and accepted a
 * package of another course. An online course (extension "Live sessions") is enrolled in
 * without a package, only when `allowOnline` (a new enrolment; an existing one is not moved
 * between kinds here).
 * @returns the course's kind.
 * @throws HttpProblem 400 for an unknown student (admins included) or course, an online course
 *   (unless allowed) or a package for one, or a package that is not one of the course's packages.
 */
async function checkEnrollmentTarget(
  db: Executor,
  target: { studentId: string; courseId: string; packageId: string | null },
  allowOnline: boolean,
): Promise<"online" | "onDemand"> {
  const [student, [course]] = await Promise.all([
    findStudent(db, target.studentId),
    db.select({ kind: courses.kind }).from(courses).where(eq(courses.id, target.courseId)),
  ]);
  if (!student || !course) throw badRequest(studentOrCourseUnknown);
  if (course.kind === "online") {
    if (!allowOnline) {
      throw badRequest("Only on-demand courses take enrolments.", {
        courseId: ["The course is an online course."],
      });
    }
    if (target.packageId) {
      throw badRequest("An online course takes no package.", {
        packageId: ["An online course has no packages."],
      });
    }
    return course.kind;
  }
  if (target.packageId) {
    const [pack] = await db
      .select({ id: packages.id })
      .from(packages)
      .where(and(eq(packages.id, target.packageId), eq(packages.courseId, target.courseId)));
    if (!pack)
      throw badRequest("The package does not belong to the course.", {
        packageId: ["Unknown package for this course."],
      });
  }
  return course.kind;
}

/** The refusals of a student's own deletion, as EXTENSIONS.md names them. */
const deletionProblems = {
  passwordRequired: "The Password field is required.",
  wrongPassword: "The password is wrong.",
} as const;

const deletionBodySchema = z.object({ password: z.string().max(1024).nullish() });

/**
 * The password sent with a deletion (JSON `{ password }`), or null without one: no body, or a body
 * that is not JSON (the legacy DELETE has none), counts as no password, not as a 415.
 */
async function deletionPassword(c: AppContext): Promise<string | null> {
  const contentType = c.req.header("content-type") ?? "";
  if (!/^application\/([\w.+-]*\+)?json\b/i.test(contentType)) return null;
  return (await readJson(c, deletionBodySchema)).password || null;
}

/**
 * The `studentId` path parameter of a self-or-admin endpoint, checked in the legacy order: 401
 * without a valid token, 400 for a malformed id, 403 for another student's id.
 */
function selfOrAdminStudentId(c: AppContext): string {
  requireCaller(c);
  const studentId = pathParam(c, "studentId", userIdSchema);
  requireSelfOrAdmin(c, studentId);
  return studentId;
}

/** The enrolments matching `filter` as `EnrollmentDto`s, by start date (then id). */
async function enrollmentDtos(db: Executor, filter: SQL) {
  const rows = await db
    .select()
    .from(enrollments)
    .where(filter)
    .orderBy(asc(enrollments.startDate), asc(enrollments.id));
  return buildEnrollmentDtos(db, rows);
}

/**
 * Registers the students, enrolments and product-assignment endpoints (contract §3.9).
 * Student-scoped reads and writes serve the student's own token or an admin; enrolment and
 * assignment management and the students list are admin-only (the legacy server checked
 * nothing, contract §7.1, §7.4). Admin ids are "not found" everywhere here (admins are not students).
 */
export function registerStudentRoutes(app: App, deps: AppDeps & { throttle: AuthThrottle }): void {
  const { db, throttle } = deps;
  const now = deps.now ?? (() => new Date());
  // Online enrolments belong to the live-sessions extension: off, the legacy refusal stands.
  const liveSessionsOn = deps.config.UPSTREAM_LIVE_SESSIONS !== "false";

  /**
   * Students list: admin only; 200 `StudentDto[]`. Search: a substring of the user name, the
   * e-mail, or the name ("first last", so either name alone matches too), case-insensitive and
   * with Arabic letter forms folded on both sides (`foldedContains`: أ إ آ ٱ as ا, ى as ي, ة as
   * ه, vowel signs and tatweel dropped, runs of spaces as one); the legacy matched the user name
   * and e-mail only. Paging window taken in first-name order (then id, for stable pages; the
   * legacy window order was unspecified), and the page itself is sorted by first name.
   */
  app.get("/api/students", async (c) => {
    requireAdmin(c);
    const paging = pagingParams(c);
    const fullName = sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`;
    const rows = await db
      .select()
      .from(users)
      .where(
        and(
          eq(users.role, "Student"),
          foldedContains([users.userName, users.email, fullName], paging.searchTerm),
        ),
      )
      .orderBy(asc(users.firstName), asc(users.id))
      .limit(paging.pageSize)
      .offset((paging.pageNumber - 1) * paging.pageSize);
    return c.json(rows.map(toStudentDto));
  });

  /** One student: self or admin; 200 `StudentDto`; 404 for an unknown (or admin) id. */
  app.get("/api/students/:studentId", async (c) => {
    const studentId = selfOrAdminStudentId(c);
    const student = await findStudent(db, studentId);
    if (!student) throw notFound(studentNotFound(studentId));
    return c.json(toStudentDto(student));
  });

  /**
   * Updates a student's profile: self or admin; 204. Every field is overwritten (an absent
   * gender resets to 0, an absent phone number to null; contract §3.9). The e-mail is the login
   * e-mail and does not change here (extension "Login e-mail changes", EXTENSIONS.md): an absent,
   * null or equal (case-insensitive) e-mail keeps the current one; a different one is refused
   * with 400 and nothing is written. Why refused rather than ignored: a client that asked for a
   * change must not believe it happened; the detail names the endpoint that does it (current
   * password, link to the new address).
   * `certificateName` (extension): absent keeps it, null or blank clears it (first + last name
   * then), else 2–80 letters of any script with spaces; 400 otherwise, nothing written.
   * `language` (extension): "en" or "ar", the language of the student's e-mails; absent or null
   * keeps it; anything else 400 (`errors.language`), nothing written.
   */
  app.put("/api/students/:studentId", async (c) => {
    const studentId = selfOrAdminStudentId(c);
    const body = await readJson(c, updateStudentSchema);
    const student = await findStudent(db, studentId);
    if (!student) throw notFound(studentNotFound(studentId));
    // Security boundary: a session alone must not move the login e-mail, or a stolen
    // session becomes a permanent takeover (change the e-mail, then "Forget Password").
    if (body.email && body.email.toLowerCase() !== student.email.toLowerCase()) {
      throw badRequest(loginEmailChangeRefusal, { email: [loginEmailChangeRefusal] });
    }
    const certificateName = certificateNameOf(body.certificateName);
    await db
      .update(users)
      .set({
        firstName: body.firstname,
        lastName: body.lastname,
        gender: body.gender ?? 0,
        phoneNumber: body.phoneNumber ?? null,
        ...(certificateName === undefined ? {} : { certificateName }),
        ...(body.language ? { language: body.language } : {}),
      })
      .where(eq(users.id, studentId));
    return c.body(null, 204);
  });

  /**
   * Removes a product assignment: admin only; always 204 (nothing to delete is no error). 400
   * without `studentId` or with a non-integer `productId` (absent = 0, matching nothing).
   * Registered before `/api/students/:studentId` so this static path wins.
   */
  app.delete("/api/students/deleteassignproduct", async (c) => {
    requireAdmin(c);
    const query = parseOrThrow(deleteAssignmentQuerySchema, queryParams(c), "The query");
    // Parameterised delete: the legacy server pasted `studentId` into raw SQL (contract §7.12).
    await db
      .delete(productStudents)
      .where(
        and(
          eq(productStudents.productId, query.productid),
          eq(productStudents.studentId, query.studentid),
        ),
      );
    return c.body(null, 204);
  });

  /**
   * Probe of the language extension (`StudentDto.language`, a signup's and a profile update's
   * `language`): 200 `{ version: 1 }` to anyone (the legacy API answers 404).
   */
  app.get("/api/language/version", (c) => c.json({ version: 1 }));

  /** Probe of the deletion extension: 200 `{ version: 1 }` to anyone (the legacy API answers 404). */
  app.get("/api/accountdeletion/version", (c) => c.json({ version: 1 }));

  /**
   * Deletes a student: self or admin; 204; 404 unknown. Enrolments, product assignments and reset
   * tokens go with it (cascade); course enrolment counters are not decremented (contract §5.5).
   * Extension (upstream/EXTENSIONS.md "Account deletion"): a student deleting their own account
   * sends their password (JSON `{ password }`), checked and counted like a login: a session alone
   * (a stolen cookie, a borrowed laptop) cannot delete an account. 400 missing or wrong password
   * (`errors.password`), 429 too many wrong ones. An admin's token needs no password.
   */
  app.delete("/api/students/:studentId", async (c) => {
    const caller = requireCaller(c);
    const studentId = pathParam(c, "studentId", userIdSchema);
    requireSelfOrAdmin(c, studentId);
    if (caller.role === "Student") {
      const student = await findStudent(db, studentId);
      if (!student) throw notFound(studentNotFound(studentId));
      const password = await deletionPassword(c);
      if (!password)
        throw badRequest(deletionProblems.passwordRequired, {
          password: [deletionProblems.passwordRequired],
        });
      // Security boundary: counted first, like a login for the account's e-mail from this address,
      // so this endpoint is no way round the login limit.
      const address = clientAddress(
        c.env,
        c.req.header("x-forwarded-for"),
        deps.config.TRUSTED_PROXIES,
      );
      await throttle.login.take(student.email, address);
      if (!(await verifyPassword(password, student.passwordHash))) {
        throw badRequest(deletionProblems.wrongPassword, {
          password: [deletionProblems.wrongPassword],
        });
      }
      await throttle.login.succeed(student.email, address);
    }
    await touchedOrThrow(
      db
        .delete(users)
        .where(and(eq(users.id, studentId), eq(users.role, "Student")))
        .returning({ id: users.id }),
      () => notFound(studentNotFound(studentId)),
    );
    return c.body(null, 204);
  });

  /**
   * Enrolment check: self or admin; 200 `{ isEnrolled }` (an enrolment row exists; expiry is the
   * web app's concern, contract §5.4); 400 for an unknown student (admins included) or course.
   */
  app.get("/api/students/checkenrollment/:courseId/:studentId", async (c) => {
    const studentId = selfOrAdminStudentId(c);
    const courseId = pathParam(c, "courseId", guidSchema);
    const [student, [course]] = await Promise.all([
      findStudent(db, studentId),
      db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId)),
    ]);
    if (!student || !course) throw badRequest(studentOrCourseUnknown);
    return c.json({ isEnrolled: await isStudentEnrolled(db, studentId, courseId) });
  });

  /** A student's enrolments: self or admin; 200 `EnrollmentDto[]` (by start date); 404 unknown student. */
  app.get("/api/students/enrollements/:studentId", async (c) => {
    const studentId = selfOrAdminStudentId(c);
    if (!(await findStudent(db, studentId))) throw notFound("studentId not Found");
    return c.json(await enrollmentDtos(db, eq(enrollments.studentId, studentId)));
  });

  /** A student's assigned products: self or admin; 200 `DocumentVM[]` (`fileBytes` null); 404 unknown student. */
  app.get("/api/students/products/:studentId", async (c) => {
    const studentId = selfOrAdminStudentId(c);
    if (!(await findStudent(db, studentId))) throw notFound("studentId not Found");
    const rows = await db
      .select({
        id: products.id,
        title: products.title,
        description: products.description,
        price: products.price,
        typeOfFile: products.typeOfFile,
        imageFileId: products.imageFileId,
        fileId: products.fileId,
      })
      .from(productStudents)
      .innerJoin(products, eq(products.id, productStudents.productId))
      .where(eq(productStudents.studentId, studentId))
      .orderBy(asc(products.id));
    return c.json(await toDocumentVms(db, rows));
  });

  /**
   * Enrols a student in a course: admin only; 204; the course's `enrollments` counter is
   * incremented in the same transaction. An on-demand course with its package (or none); an
   * online course (extension "Live sessions") without one, from `startDate` or else now (it has
   * no end). 400 for an unknown student/course, a package of another course or for an online
   * course, or an existing enrolment of the pair.
   */
  app.post("/api/students/enrollment", async (c) => {
    requireAdmin(c);
    const body = await readJson(c, createEnrollmentSchema);
    const target = {
      studentId: body.studentId,
      courseId: body.courseId ?? emptyGuid,
      packageId: body.packageId ?? null,
    };
    const kind = await checkEnrollmentTarget(db, target, liveSessionsOn);
    if (await isStudentEnrolled(db, target.studentId, target.courseId))
      throw badRequest(alreadyEnrolled);
    // Why "now" for an online enrolment: the class list shows when the student was enrolled.
    const startDate =
      body.startDate ??
      (kind === "online" ? now().toISOString().slice(0, 19) : "0001-01-01T00:00:00");
    // A concurrent enrolment of the same pair loses the race on the unique index: 400.
    await refuseUniqueViolation(
      db.transaction(async (tx) => {
        await tx.insert(enrollments).values({ ...target, startDate });
        await tx
          .update(courses)
          .set({ enrollments: sql`${courses.enrollments} + 1` })
          .where(eq(courses.id, target.courseId));
      }),
      () => badRequest(alreadyEnrolled),
    );
    return c.body(null, 204);
  });

  /**
   * Overwrites an enrolment's student, course, package and start date: admin only; 204; 404
   * unknown id (the legacy server answered 500); 400 as for create; 409 when the new
   * student/course pair is already enrolled (the legacy server silently made duplicates).
   * Counters are untouched (contract §3.9).
   */
  app.put("/api/students/enrollment/updateenrollment", async (c) => {
    requireAdmin(c);
    const body = await readJson(c, updateEnrollmentSchema);
    const id = body.id ?? emptyGuid;
    const [existing] = await db
      .select({ id: enrollments.id })
      .from(enrollments)
      .where(eq(enrollments.id, id));
    if (!existing) throw notFound(`Enrollment with ID: ${id} doesn't exist in the database`);
    const target = {
      studentId: body.studentId,
      courseId: body.courseId ?? emptyGuid,
      packageId: body.packageId ?? null,
    };
    await checkEnrollmentTarget(db, target, false);
    await refuseUniqueViolation(
      db
        .update(enrollments)
        .set({ ...target, startDate: body.startDate ?? "0001-01-01T00:00:00" })
        .where(eq(enrollments.id, id)),
      () => conflict(alreadyEnrolled),
    );
    return c.body(null, 204);
  });

  /** Enrolments of a course: admin only; 200 `EnrollmentDto[]` (`[]` for an unknown course). */
  app.get("/api/students/enrollment/getenrollmentesbycourseid/:courseId", async (c) => {
    requireAdmin(c);
    const courseId = pathParam(c, "courseId", guidSchema);
    return c.json(await enrollmentDtos(db, eq(enrollments.courseId, courseId)));
  });

  /** One enrolment: admin only; 200 `EnrollmentDto`; 404 unknown id. */
  app.get("/api/students/enrollment/getenrollmentbyid/:enrollmentId", async (c) => {
    requireAdmin(c);
    const id = pathParam(c, "enrollmentId", guidSchema);
    const rows = await db.select().from(enrollments).where(eq(enrollments.id, id));
    const [dto] = await buildEnrollmentDtos(db, rows);
    if (!dto) throw notFound(`Enrollment with ID: ${id} doesn't exist in the database`);
    return c.json(dto);
  });

  /** Deletes an enrolment: admin only; always 204 (also for unknown ids); the counter stays (contract §3.9). */
  app.delete("/api/students/enrollment/deleteenrollment/:enrollmentId", async (c) => {
    requireAdmin(c);
    const id = pathParam(c, "enrollmentId", guidSchema);
    await db.delete(enrollments).where(eq(enrollments.id, id));
    return c.body(null, 204);
  });

  /** Students a product is assigned to: admin only; 200 `AssignedProductVM[]` (`[]` for an unknown product). */
  app.get("/api/students/getassignedproducts/:productId", async (c) => {
    requireAdmin(c);
    const productId = pathParam(c, "productId", intIdSchema);
    const rows = await db
      .select({ productId: productStudents.productId, student: users })
      .from(productStudents)
      .innerJoin(users, eq(users.id, productStudents.studentId))
      .where(eq(productStudents.productId, productId))
      .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
    return c.json(
      rows.map((row) => ({
        productId: row.productId,
        studentId: row.student.id,
        studentName: studentName(row.student),
      })),
    );
  });
}
