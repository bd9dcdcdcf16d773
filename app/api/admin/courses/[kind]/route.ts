import type { Route } from "next";
import { log } from "@/lib/log";
import { adminRoute, expireTags, formFields } from "@/lib/actions/admin-route";
import { fail, ok, type ActionResult } from "@/lib/actions/result";
import { issuesToFieldErrors } from "@/lib/actions/safe-action";
import { courseRoutes, isCourseKind, type CourseImageSlot } from "@/lib/course-kinds";
import { checkImage } from "@/lib/files/check";
import { IMAGE_MAX_BYTES } from "@/lib/files/limits";
import { messages } from "@/lib/messages";
import { hrefFor } from "@/lib/routes/manifest";
import { UpstreamError } from "@/lib/upstream/client";
import { createCourse, tagsTouchedByCourse, uploadCourseImage } from "@/lib/upstream/courses";
import { courseSchema } from "@/lib/validation/course";

/** What a successful create answers: the new course and where the admin goes next. */
export type CreatedCourse = { id: string; redirectTo: Route };

/** Two images plus the text fields and the multipart framing. */
const MAX_BODY_BYTES = 2 * IMAGE_MAX_BYTES + 1024 * 1024;

/**
 * POST /api/admin/courses/{kind} (kind `online` | `on-demand`): the Create Course form of both
 * kinds (spec §2, §4 "Course creation is a sequence"), as multipart: the course fields plus
 * `courseImage` and `instructorImage` files. Admin only (`adminRoute`).
 *
 * Everything is validated before the first upstream call: the fields (`courseSchema`) and both
 * images by their bytes (`checkImage`; 'Please Choose a photo' when missing). Then the spec's
 * sequence: create the record ('Failed to create Course' when that fails), upload the course
 * image, upload the instructor image. When an image step fails the record is kept and the answer
 * names the step ('Failed to upload Course Image' / 'Failed to upload Instructor Image') with a
 * `redirectTo` of the course's edit page, where that image can be chosen again. Success: 'Course
 * Created Successfully' and `redirectTo` the kind's manage page (on-demand: with `?created={id}`,
 * which reminds that a package must be added). The course's cache tags are expired either way.
 */
export const POST = adminRoute<{ kind: string }, CreatedCourse>(
  async (form, { session, params }) => {
    const { kind } = params;
    if (!isCourseKind(kind)) return fail(messages.course.createFailed);

    const imageRule = { requiredMessage: messages.admin.photoRequired };
    const [fields, courseImage, instructorImage] = await Promise.all([
      courseSchema(kind).safeParseAsync(formFields(form)),
      checkImage(form.get("courseImage"), imageRule),
      checkImage(form.get("instructorImage"), imageRule),
    ]);
    const fieldErrors = fields.success ? {} : issuesToFieldErrors(fields.error.issues);
    if (!courseImage.ok) fieldErrors.courseImage = [courseImage.message];
    if (!instructorImage.ok) fieldErrors.instructorImage = [instructorImage.message];
    if (!fields.success || !courseImage.ok || !instructorImage.ok) {
      const first = Object.values(fieldErrors)[0]?.[0] ?? messages.course.createFailed;
      return fail(first, fieldErrors);
    }

    const id = await createCourse(kind, fields.data, session.token);
    const routes = courseRoutes[kind];
    const steps: Array<[CourseImageSlot, Blob, string]> = [
      ["course", courseImage.value, messages.course.courseImageFailed],
      ["instructor", instructorImage.value, messages.course.instructorImageFailed],
    ];
    try {
      for (const [slot, image, failureText] of steps) {
        try {
          await uploadCourseImage(kind, slot, id, image, session.token);
        } catch (error) {
          // A rejected token ends the session (adminRoute); any other failure keeps the record.
          if (error instanceof UpstreamError && error.isUnauthorized) throw error;
          log.error(
            error instanceof UpstreamError
              ? { endpoint: error.endpoint, upstreamStatus: error.status, courseId: id, slot }
              : { err: error, courseId: id, slot },
            "create course: image upload failed",
          );
          const result: ActionResult<CreatedCourse> = {
            ok: false,
            message: failureText,
            redirectTo: routes.edit(id, { query: { imageFailed: slot } }),
          };
          return result;
        }
      }
    } finally {
      expireTags(tagsTouchedByCourse(kind, id));
    }
    const redirectTo = kind === "on-demand" ? hrefFor("/manageOnDemandCourses", {}, { query: { created: id } }) : routes.manage;
    return ok({ id, redirectTo }, messages.course.created);
  },
  { failureMessage: messages.course.createFailed, maxBodyBytes: MAX_BODY_BYTES },
);
