import "server-only";
import * as z from "@/lib/zod";
import { fail } from "@/lib/actions/result";
import { adminAction } from "@/lib/actions/safe-action";
import type { CourseKind } from "@/lib/course-kinds";
import { messages } from "@/lib/messages";
import {
  deleteCourse,
  getCourseRecord,
  tagsTouchedByCourse,
  updateCourse,
} from "@/lib/upstream/courses";
import type { OnlineCourseRecord } from "@/lib/upstream/types";
import {
  courseSchema,
  pastDateErrors,
  todayInBusinessZone,
  type OnlineCourseFields,
} from "@/lib/validation/course";
import { guidSchema } from "@/lib/validation/student";

/*
 * The edit and delete actions of both course kinds, built once and exported under per-route names
 * from each route's `actions.ts` (`updateOnlineCourseAction`, `deleteOnDemandCourseAction`, …).
 * Security boundary: `adminAction` re-checks the Admin role on every call; the course id comes
 * from the browser and is checked to be a Guid before any upstream call.
 */

/** The course fields of a kind plus the course's `id`, as one schema for `adminAction`. */
function withCourseId(kind: CourseKind, failureMessage: string) {
  const idSchema = guidSchema(failureMessage);
  // The "not before today" rule needs the stored dates, read in the handler (see below).
  const fieldsSchema = courseSchema(kind, { today: false });
  return z.unknown().transform((raw, ctx) => {
    const input = typeof raw === "object" && raw !== null ? (raw as Record<string, unknown>) : {};
    const id = idSchema.safeParse(input.id);
    const fields = fieldsSchema.safeParse(input);
    if (!id.success) ctx.addIssue({ code: "custom", path: ["id"], message: failureMessage });
    if (!fields.success) {
      for (const issue of fields.error.issues)
        ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
    }
    if (!id.success || !fields.success) return z.NEVER;
    return { id: id.data, fields: fields.data };
  });
}

/**
 * The Edit Course action of a kind: `{ id, ...fields }` → 'Data Updated Successfully', or
 * 'Failed to Update Course' (field errors with the form's texts). An online course's dates may
 * stay as stored even when they have gone by, but may not be moved before today. The stored
 * enrolment counter, objectives and link are kept (see `updateCourse`). Invalidates the course's
 * tags. Admin only.
 */
export function buildUpdateCourseAction(kind: CourseKind) {
  const failureMessage = messages.course.updateFailed;
  return adminAction(
    withCourseId(kind, failureMessage),
    async ({ id, fields }, { session }) => {
      const stored = await getCourseRecord(kind, id, session.token);
      if (!stored) return fail(failureMessage);
      if (kind === "online") {
        const { start, end } = fields as OnlineCourseFields;
        const { start: storedStart, end: storedEnd } = stored as OnlineCourseRecord;
        const kept = { start: storedStart.slice(0, 10), end: storedEnd.slice(0, 10) };
        const errors = pastDateErrors({ start, end }, todayInBusinessZone(), kept);
        const first = Object.values(errors)[0]?.[0];
        if (first) return fail(first, errors);
      }
      await updateCourse(kind, id, fields, session.token);
    },
    {
      successMessage: messages.student.dataUpdated,
      failureMessage,
      expire: ({ id }) => tagsTouchedByCourse(kind, id),
    },
  );
}

/**
 * The Delete Course action of a kind: `{ id }` → success ('Course deleted'), or 'Failed to Delete
 * Course'. An on-demand course takes its sections, videos, packages and enrolments with it (the
 * page says so before the admin confirms). Invalidates the course's tags. Admin only.
 */
export function buildDeleteCourseAction(kind: CourseKind) {
  const failureMessage = messages.deleteFailed.course;
  return adminAction(
    z.object({ id: guidSchema(failureMessage) }),
    ({ id }, { session }) => deleteCourse(kind, id, session.token),
    {
      successMessage: messages.courseForm.deleted,
      failureMessage,
      expire: ({ id }) => tagsTouchedByCourse(kind, id),
    },
  );
}
