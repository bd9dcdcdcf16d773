import "server-only";
import * as z from "@/lib/zod";
import {
  checkIds,
  deleteById,
  type IdCheck,
  nullWhen,
  UpstreamError,
  upstreamFetch,
} from "@/lib/upstream/client";
import { listCourses } from "@/lib/upstream/courses";
import { reshapePackage } from "@/lib/upstream/packages";
import { isGuid, isUserId } from "@/lib/ids";
import { toUpstreamDateTime } from "@/lib/dates";
import { reshapeStudent } from "@/lib/upstream/students";
import type { Enrollment, ProductAssignment } from "@/lib/upstream/types";
import {
  assignedProductVmSchema,
  enrollmentCheckSchema,
  enrollmentDtoSchema,
  MISSING_DATE_TIME,
  type EnrollmentDto,
} from "@/lib/upstream/wire";

/**
 * Reshapes a wire EnrollmentDto into an {@link Enrollment}. The wire course has no image bytes, so
 * its image URL comes from `courseImages` (course id → `/media/…` URL) when given.
 */
function reshapeEnrollment(
  dto: EnrollmentDto,
  courseImages?: Map<string, string | null>,
): Enrollment {
  const course = dto.course;
  return {
    id: dto.id,
    studentId: dto.studentId,
    student: dto.student ? reshapeStudent(dto.student) : null,
    courseId: dto.courseId,
    course: course
      ? {
          id: course.id,
          name: course.name,
          description: course.description ?? null,
          hours: course.hours,
          instructorName: course.intructorName ?? null,
          imageUrl: courseImages?.get(course.id.toLowerCase()) ?? null,
        }
      : null,
    packageId: dto.packageId ?? null,
    package: dto.package ? reshapePackage(dto.package) : null,
    // The legacy writes 0001-01-01 for a start date that was never sent (contract §1.2).
    startDate: dto.startDate && dto.startDate !== MISSING_DATE_TIME ? dto.startDate : null,
  };
}

/**
 * Whether a student has any enrolment in a course (enrolments never expire upstream; an admin is
 * "enrolled" by the caller's rule, not here). The student's own token; never cached.
 * Calls GET /api/Students/CheckEnrollment/{courseId}/{studentId}.
 * @returns true when enrolled; false otherwise, including when the upstream answers 400 because the
 *   student or course is unknown (an admin id is such an unknown student) and for malformed ids.
 * @throws UpstreamError on any other failure.
 */
export async function checkEnrollment(
  courseId: string,
  studentId: string,
  token: string,
): Promise<boolean> {
  if (!isGuid(courseId) || !isUserId(studentId)) return false;
  const answer = await nullWhen([400, 404], () =>
    upstreamFetch({
      path: `/api/Students/CheckEnrollment/${courseId}/${studentId}`,
      schema: enrollmentCheckSchema,
      token,
    }),
  );
  return answer?.isEnrolled ?? false;
}

/** Course id (lower case) → image URL, from the cached public catalogue; empty when it fails. */
async function catalogueCourseImages(): Promise<Map<string, string | null>> {
  try {
    const courses = await listCourses("on-demand");
    return new Map(courses.map((course) => [course.id.toLowerCase(), course.imageUrl]));
  } catch {
    // Images are decoration here: the enrolment list still shows without them.
    return new Map();
  }
}

/**
 * A student's enrolments with course, package (months, EGP) and start date; course images are
 * looked up in the cached catalogue because the upstream's enrolments carry none.
 * The student's own token or an admin token; never cached.
 * Calls GET /api/Students/Enrollements/{studentId} (and the cached course list).
 * @throws UpstreamError (404 "studentId not Found" for an unknown student or a malformed id).
 */
export async function listStudentEnrollments(
  studentId: string,
  token: string,
): Promise<Enrollment[]> {
  checkIds("GET /api/Students/Enrollements/{studentId}", [["user", studentId]]);
  const [list, images] = await Promise.all([
    upstreamFetch({
      path: `/api/Students/Enrollements/${studentId}`,
      schema: z.array(enrollmentDtoSchema),
      token,
    }),
    catalogueCourseImages(),
  ]);
  return list.map((dto) => reshapeEnrollment(dto, images));
}

/**
 * The enrolments of one on-demand course, with student and package. Admin token; never cached.
 * Calls GET /api/Students/Enrollment/GetEnrollmentesByCourseId/{courseId}.
 * @returns the enrolments; `[]` for an unknown course or an id that is not a Guid.
 * @throws UpstreamError on failure.
 */
export async function listCourseEnrollments(
  courseId: string,
  token: string,
): Promise<Enrollment[]> {
  if (!isGuid(courseId)) return [];
  const list = await upstreamFetch({
    path: `/api/Students/Enrollment/GetEnrollmentesByCourseId/${courseId}`,
    schema: z.array(enrollmentDtoSchema),
    token,
  });
  return list.map((dto) => reshapeEnrollment(dto));
}

/** Input of {@link enrollStudent}. */
export interface EnrollmentInput {
  studentId: string;
  courseId: string;
  /** The on-demand course's package; null for an online course (it has none, live-sessions extension). */
  packageId: string | null;
  /** Start of access; default now (spec §9). Sent as UTC with `Z`. */
  startDate?: Date;
}

/**
 * Enrols a student in an on-demand course with a package, or (`packageId` null, an upstream with
 * the live-sessions extension only) in an online course. Admin token.
 * Calls POST /api/Students/Enrollment (204). Invalidate `tagsTouchedBy.onDemandCourse(courseId)`
 * or `tagsTouchedBy.onlineCourse(courseId)` (the course's enrolment counter changes).
 * @throws UpstreamError: 400 "Student is already enrolled in the course" or unknown student/course;
 *   404 for malformed ids; the legacy answers 500 for an unknown package or an online course.
 */
export async function enrollStudent(input: EnrollmentInput, token: string): Promise<void> {
  await writeEnrollment("POST", "/api/Students/Enrollment", input, {}, token);
}

/**
 * Changes an enrolment's package (and start date, default now per spec §4). Admin token.
 * Calls PUT /api/Students/Enrollment/UpdateEnrollment with `student`, `course` and `package` sent
 * as null: when present the upstream validates them as full objects, and it never reads them.
 * @throws UpstreamError (404 for malformed ids; the legacy answers 500 for an unknown enrolment).
 */
export async function updateEnrollment(
  input: EnrollmentInput & { id: string },
  token: string,
): Promise<void> {
  const path = "/api/Students/Enrollment/UpdateEnrollment";
  checkIds(`PUT ${path}`, [["guid", input.id]]);
  const unread = { student: null, course: null, package: null };
  await writeEnrollment("PUT", path, input, { id: input.id, ...unread }, token);
}

/**
 * The write both enrolment calls share: checks the student, course and package ids (404
 * `UpstreamError` before anything is sent), then sends them with the start date (default now) and
 * what the call adds (`extra`).
 */
async function writeEnrollment(
  method: "POST" | "PUT",
  path: string,
  input: EnrollmentInput,
  extra: Record<string, unknown>,
  token: string,
): Promise<void> {
  const ids: IdCheck[] = [
    ["user", input.studentId],
    ["guid", input.courseId],
    ...(input.packageId === null ? [] : [["guid", input.packageId] as const]),
  ];
  await upstreamFetch({
    method: method,
    endpoint: `${method} ${path}`,
    ids: ids,
    path,
    body: {
      ...extra,
      studentId: input.studentId,
      courseId: input.courseId,
      packageId: input.packageId,
      // The upstream stores the date as sent and never stamps one itself.
      startDate: toUpstreamDateTime(input.startDate ?? new Date()),
    },
    token,
  });
}

/**
 * Removes an enrolment (the upstream answers 204 even for an unknown id). Admin token.
 * Calls DELETE /api/Students/Enrollment/DeleteEnrollment/{enrollmentId}.
 * @throws UpstreamError (404 for an id that is not a Guid).
 */
export const deleteEnrollment = deleteById<string>(
  "DELETE /api/Students/Enrollment/DeleteEnrollment/{enrollmentId}",
  "guid",
);

/**
 * Assigns a product to a student (idempotent). Admin token.
 * Calls PUT /api/Documents/AddProductToStudent?productId={productId}&studentId={studentId}.
 * Invalidate nothing public (assignments are never cached).
 * @throws UpstreamError: status 400 when the upstream answered 201 with an error text (see below),
 *   404 for an invalid id, others on failure.
 */
export async function assignProductToStudent(
  productId: number,
  studentId: string,
  token: string,
): Promise<void> {
  const endpoint = "PUT /api/Documents/AddProductToStudent";
  const ids = [
    ["int", productId],
    ["user", studentId],
  ] as const;
  let answer: unknown;
  try {
    answer = await upstreamFetch({
      method: "PUT",
      endpoint,
      ids: ids,
      path: "/api/Documents/AddProductToStudent",
      query: { productId, studentId },
      schema: z.unknown(),
      token,
    });
  } catch (error) {
    // A 2xx body that is not JSON (the wrapper's "malformed JSON" error, not an HTTP 502) is the
    // legacy's plain-text failure (see below).
    if (isMalformedBody(error)) answer = error.body;
    else throw error;
  }
  // Legacy quirk: the answer is always 201; success has an empty body, while an unknown student
  // or product still gives 201 with the exception message as the body.
  const text =
    typeof answer === "string" ? answer.trim() : answer == null ? "" : JSON.stringify(answer);
  if (text !== "") {
    throw new UpstreamError({ status: 400, endpoint, message: text.slice(0, 300), body: text });
  }
}

/** True for the wrapper's "2xx with a body that is not JSON" error. */
function isMalformedBody(error: unknown): error is UpstreamError {
  return (
    error instanceof UpstreamError &&
    error.status === 502 &&
    error.message.includes("malformed JSON")
  );
}

/**
 * The students a product is assigned to. Admin token; never cached.
 * Calls GET /api/Students/GetAssignedProducts/{productId}.
 * @throws UpstreamError (404 for an id that is not a positive int).
 */
export async function listProductAssignments(
  productId: number,
  token: string,
): Promise<ProductAssignment[]> {
  const list = await upstreamFetch({
    endpoint: "GET /api/Students/GetAssignedProducts/{productId}",
    ids: [["int", productId]],
    schema: z.array(assignedProductVmSchema),
    token,
  });
  return list.map((item) => ({
    productId: item.productId,
    studentId: item.studentId,
    studentName: (item.studentName ?? "").trim(),
  }));
}

/**
 * Removes a product from a student (nothing to remove is not an error). Admin token.
 * Calls DELETE /api/Students/DeleteAssignProduct?productId={productId}&studentId={studentId}.
 * @throws UpstreamError (404 for a malformed id).
 */
export async function removeProductAssignment(
  productId: number,
  studentId: string,
  token: string,
): Promise<void> {
  // Security boundary: the legacy pastes `studentId` into raw SQL (contract §7.12); a user id
  // passes only with letters, digits and dashes.
  const ids = [
    ["int", productId],
    ["user", studentId],
  ] as const;
  await upstreamFetch({
    method: "DELETE",
    endpoint: "DELETE /api/Students/DeleteAssignProduct",
    ids: ids,
    path: "/api/Students/DeleteAssignProduct",
    query: { productId, studentId },
    token,
  });
}
