import type { Route } from "next";
import { log } from "@/lib/log";
import * as z from "@/lib/zod";
import { adminRoute } from "@/lib/actions/admin-route";
import { ok, type ActionResult } from "@/lib/actions/result";
import { courseRoutes, isCourseKind, type CourseImageSlot } from "@/lib/course-kinds";
import { checkImage } from "@/lib/files/check";
import { checkedFile } from "@/lib/files/upload-schemas";
import { IMAGE_MAX_BYTES } from "@/lib/files/limits";
import { messages } from "@/lib/messages";
import { hrefFor } from "@/lib/routes/manifest";
import { UpstreamError } from "@/lib/upstream/client";
import { createCourse, tagsTouchedByCourse, uploadCourseImage } from "@/lib/upstream/courses";
import { isPublishingSupported } from "@/lib/upstream/publishing";
import { courseSchema } from "@/lib/validation/course";
import type { RouteHandler } from "@/lib/routes/route-handler";

/** What a successful create answers: the new course and where the admin goes next. */
export type CreatedCourse = { id: string; redirectTo: Route };

/** Two images plus the text fields and the multipart framing. */
const MAX_BODY_BYTES = 2 * IMAGE_MAX_BYTES + 1024 * 1024;

/**
 * The Create Course form with the path's kind, every part checked before any upstream call: the
 * kind ('Failed to create Course', nothing else said), the fields (`courseSchema` of the kind) and
 * both images by their bytes (`checkImage`; 'Please Choose a photo' when missing), every refusal
 * said, the first one the message.
 */
const createCourseSchema = z.record(z.string(), z.unknown()).transform(async (raw, ctx) => {
  const kind = raw.kind;
  if (!isCourseKind(kind)) {
    ctx.addIssue({ code: "custom", message: messages.course.createFailed });
    return z.NEVER;
  }
  const imageRule = { requiredMessage: messages.admin.photoRequired };
  const [fields, courseImage, instructorImage] = await Promise.all([
    courseSchema(kind).safeParseAsync(raw),
    checkImage(raw.courseImage, imageRule),
    checkImage(raw.instructorImage, imageRule),
  ]);
  if (!fields.success) {
    for (const issue of fields.error.issues)
      ctx.addIssue({ code: "custom", message: issue.message, path: issue.path.slice(0, 1) });
  }
  const images = {
    courseImage: checkedFile(courseImage, ctx, "courseImage"),
    instructorImage: checkedFile(instructorImage, ctx, "instructorImage"),
  };
  if (!fields.success || !courseImage.ok || !instructorImage.ok) return z.NEVER;
  return { kind, fields: fields.data, ...images };
});

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
 * Created Successfully' (followed, where the upstream has drafts, by 'Saved as a draft. Publish it
 * when it is ready.': the course is a draft, marked so on the manage page with Publish) and
 * `redirectTo` the kind's manage page (on-demand: with `?created={id}`,
 * which reminds that a package must be added). The course's cache tags are expired either way.
 */
export const POST: RouteHandler<"/api/admin/courses/[kind]"> = adminRoute(
  createCourseSchema,
  async (
    { kind, fields, courseImage, instructorImage },
    { session, expire },
  ): Promise<ActionResult<CreatedCourse>> => {
    const id = await createCourse(kind, fields, session.token);
    // The record exists from here on, whatever the image steps do.
    expire(tagsTouchedByCourse(kind, id));
    const routes = courseRoutes[kind];
    const steps: Array<[CourseImageSlot, Blob, string]> = [
      ["course", courseImage, messages.course.courseImageFailed],
      ["instructor", instructorImage, messages.course.instructorImageFailed],
    ];
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
    const redirectTo =
      kind === "on-demand"
        ? hrefFor("/manageOnDemandCourses", {}, { query: { created: id } })
        : routes.manage;
    // With drafts (extension "Publishing") the new course is one: the admin is told so.
    const created = (await isPublishingSupported())
      ? `${messages.course.created}. ${messages.publishing.createdAsDraft}`
      : messages.course.created;
    return ok({ id, redirectTo }, created);
  },
  { failureMessage: messages.course.createFailed, maxBodyBytes: MAX_BODY_BYTES },
);
