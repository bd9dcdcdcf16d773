"use server";

import { buildSendClassMessageAction } from "@/app/[locale]/(admin)/_components/class-message-actions";
import { fail, ok } from "@/lib/actions/result";
import { adminAction } from "@/lib/actions/safe-action";
import { messages } from "@/lib/messages";
import { deleteEnrollment } from "@/lib/upstream/enrollments";
import { getClassList, setAttendance } from "@/lib/upstream/live-sessions";
import { tagsTouchedBy } from "@/lib/upstream/tags";
import { deleteOnlineEnrollmentSchema, setAttendanceSchema } from "./schema";

/*
 * The admin's writes of an online course's class list. Security boundary: `adminAction`
 * re-checks the Admin role on every call and validates every id; the session, the student and
 * the enrolment must be the course's own, checked against its class list read with the admin's
 * token (the browser may name any id).
 */

const sameId = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * Corrects one student's attendance of one session (true: attended, recorded as marked by the
 * admin; false: not). Admin only. Calls GET /api/LiveSessions/Course/{courseId}/ClassList, then
 * PUT /api/LiveSessions/{sessionId}/Attendance/{studentId}. 'Attendance updated' / 'Failed to
 * update the attendance'.
 */
export const setAttendanceAction = adminAction(
  setAttendanceSchema,
  async ({ courseId, sessionId, studentId, attended }, { session }) => {
    const classList = await getClassList(courseId, session.token);
    const target = classList?.sessions.find((item) => sameId(item.id, sessionId));
    const student = classList?.students.find((item) => sameId(item.studentId, studentId));
    if (!target || !student) return fail(messages.liveSessions.attendanceFailed);
    await setAttendance(target.id, student.studentId, attended, session.token);
    return ok(undefined, messages.liveSessions.attendanceSaved);
  },
  { failureMessage: messages.liveSessions.attendanceFailed },
);

/**
 * Remove Enrollment of an online course: the student loses the course (its meeting links and
 * recordings) at once. Admin only; the enrolment must be on the course's class list. Calls GET
 * …/ClassList, then DELETE /api/Students/Enrollment/DeleteEnrollment/{id}; expires the course's
 * tags (its enrolment counter). 'Enrollment Removed Successfully' / 'Failed to Delete Enrollment'.
 */
export const deleteOnlineEnrollmentAction = adminAction(
  deleteOnlineEnrollmentSchema,
  async ({ courseId, enrollmentId }, { session, expire }) => {
    const classList = await getClassList(courseId, session.token);
    const enrollment = classList?.students.find((item) => sameId(item.enrollmentId, enrollmentId));
    if (!classList || !enrollment) return fail(messages.deleteFailed.enrollment);
    await deleteEnrollment(enrollment.enrollmentId, session.token);
    expire(tagsTouchedBy.onlineCourse(classList.courseId));
    return ok(undefined, messages.admin.enrollmentDeleted);
  },
  { failureMessage: messages.deleteFailed.enrollment },
);

/**
 * Message the class: a subject and a text to every student of the course, e-mailed and shown on
 * the course page. Admin only; see `buildSendClassMessageAction`.
 */
export const sendClassMessageAction = buildSendClassMessageAction();
