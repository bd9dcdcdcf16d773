"use server";

import { fail, ok } from "@/lib/actions/result";
import { adminAction } from "@/lib/actions/safe-action";
import { messages } from "@/lib/messages";
import { enrollStudent } from "@/lib/upstream/enrollments";
import { getCourse } from "@/lib/upstream/courses";
import { hasLiveSessions } from "@/lib/upstream/live-sessions";
import { tagsTouchedBy } from "@/lib/upstream/tags";
import { assignCourseSchema } from "@/lib/validation/student";

/**
 * Enrols a student in an on-demand course with one of its packages (spec §2 "Admin assignment
 * screens"), or, with no package, in an online course (only on an upstream with the live-sessions
 * extension: the legacy refuses online enrolments); access starts now (spec §9), stamped here on
 * the server. Admin only. Success: 'Course Assigned To Student Successfully'; any failure:
 * 'Student Already Assigned To This Course' (the spec's one failure text for this operation).
 *
 * Security boundary: the role is re-checked by `adminAction` on every call, and every id is
 * validated. The legacy upstream does not check that the package belongs to the course
 * (contract §3.9), so that is checked here against the course's own packages before enrolling;
 * a course named without a package must be an online course.
 * Calls POST /api/Students/Enrollment; invalidates the course's tags (its enrolment counter).
 */
export const assignCourseAction = adminAction(
  assignCourseSchema,
  async ({ studentId, courseId, packageId }, { session, expire }) => {
    if (packageId === undefined) {
      // With the admin's token: a draft may be assigned too, for the owner to test it.
      const online = (await hasLiveSessions())
        ? await getCourse("online", courseId, session.token)
        : null;
      if (!online) return fail(messages.admin.assignCourseFailed);
      await enrollStudent(
        { studentId, courseId: online.id, packageId: null, startDate: new Date() },
        session.token,
      );
      expire(tagsTouchedBy.onlineCourse(online.id));
      return ok(undefined, messages.admin.courseAssigned);
    }
    const course = await getCourse("on-demand", courseId, session.token);
    const isCoursePackage =
      course?.packages.some((pkg) => pkg.id.toLowerCase() === packageId.toLowerCase()) ?? false;
    if (!course || !isCoursePackage) return fail(messages.admin.assignCourseFailed);
    await enrollStudent(
      { studentId, courseId: course.id, packageId, startDate: new Date() },
      session.token,
    );
    expire(tagsTouchedBy.onDemandCourse(course.id));
    return ok(undefined, messages.admin.courseAssigned);
  },
  { failureMessage: messages.admin.assignCourseFailed },
);
