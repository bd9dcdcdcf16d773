"use server";

import { buildSendClassMessageAction } from "@/app/[locale]/(admin)/_components/class-message-actions";
import { fail, ok } from "@/lib/actions/result";
import { adminAction } from "@/lib/actions/safe-action";
import { messages } from "@/lib/messages";
import {
  deleteEnrollment,
  listCourseEnrollments,
  updateEnrollment,
} from "@/lib/upstream/enrollments";
import { getCourse } from "@/lib/upstream/courses";
import { tagsTouchedBy } from "@/lib/upstream/tags";
import { deleteEnrollmentSchema, updateEnrollmentSchema } from "./schema";

const sameId = (a: string | null | undefined, b: string) =>
  typeof a === "string" && a.toLowerCase() === b.toLowerCase();

/** The course's enrolment with `enrollmentId`, read with the admin's token; null if not there. */
async function findCourseEnrollment(courseId: string, enrollmentId: string, token: string) {
  const enrollments = await listCourseEnrollments(courseId, token);
  return enrollments.find((enrollment) => sameId(enrollment.id, enrollmentId)) ?? null;
}

/**
 * Edit Enrollment: moves a student to another package of the same course; access restarts now
 * (spec §4: "updated with a new start date of the current time"), stamped here on the server.
 * Admin only. The student and course come from the stored enrolment, never from the browser, and
 * the package must be one of the course's own (the legacy upstream checks neither).
 * Calls GET …/GetEnrollmentesByCourseId/{courseId} and PUT …/Enrollment/UpdateEnrollment.
 * 'Enrollment Updated Successfully' / 'Failed to Update Enrollment' (ours: the spec has none).
 */
export const updateEnrollmentAction = adminAction(
  updateEnrollmentSchema,
  async ({ courseId, enrollmentId, packageId }, { session }) => {
    const [course, enrollment] = await Promise.all([
      // With the admin's token: a draft's enrolments are managed too.
      getCourse("on-demand", courseId, session.token),
      findCourseEnrollment(courseId, enrollmentId, session.token),
    ]);
    const pkg = course?.packages.find((candidate) => sameId(candidate.id, packageId));
    if (!course || !enrollment || !pkg) return fail(messages.admin.updateEnrollmentFailed);
    await updateEnrollment(
      {
        id: enrollment.id,
        studentId: enrollment.studentId,
        courseId: course.id,
        packageId: pkg.id,
        startDate: new Date(),
      },
      session.token,
    );
    return ok(undefined, messages.admin.enrollmentUpdated);
  },
  { failureMessage: messages.admin.updateEnrollmentFailed },
);

/**
 * Remove Enrollment: the student loses access to the course at once. Admin only; the enrolment
 * must belong to the course named. Calls DELETE …/Enrollment/DeleteEnrollment/{id}; invalidates
 * the course's tags (its enrolment counter, where the upstream keeps one up to date).
 * 'Enrollment Removed Successfully' (ours) / 'Failed to Delete Enrollment'.
 */
export const deleteEnrollmentAction = adminAction(
  deleteEnrollmentSchema,
  async ({ courseId, enrollmentId }, { session, expire }) => {
    const enrollment = await findCourseEnrollment(courseId, enrollmentId, session.token);
    if (!enrollment) return fail(messages.deleteFailed.enrollment);
    await deleteEnrollment(enrollment.id, session.token);
    expire(tagsTouchedBy.onDemandCourse(courseId));
    return ok(undefined, messages.admin.enrollmentDeleted);
  },
  { failureMessage: messages.deleteFailed.enrollment },
);

/**
 * Message the class: a subject and a text to every student of the course, e-mailed and shown on
 * the course page. Admin only; see `buildSendClassMessageAction`.
 */
export const sendClassMessageAction = buildSendClassMessageAction();
