import * as z from "@/lib/zod";
import { adminRoute } from "@/lib/actions/admin-route";
import { fail, ok } from "@/lib/actions/result";
import {
  isCourseImageSlot,
  isCourseKind,
  type CourseImageSlot,
  type CourseKind,
} from "@/lib/course-kinds";
import { imageUploadSchema } from "@/lib/files/upload-schemas";
import { IMAGE_MAX_BYTES } from "@/lib/files/limits";
import { messages } from "@/lib/messages";
import { isGuid } from "@/lib/ids";
import { getCourseRecord, tagsTouchedByCourse, uploadCourseImage } from "@/lib/upstream/courses";
import type { RouteHandler } from "@/lib/routes/route-handler";

const refused = { message: messages.documents.updateImageFailed };

/**
 * POST /api/admin/courses/{kind}/{id}/image/{slot} (kind `online` | `on-demand`, slot `course` |
 * `instructor`): the Change Course Image / Change Instructor Image dialogs (`ChangeImageDialog`,
 * multipart field `image`). Admin only (`adminRoute`), to a course that exists (read with the
 * admin's token before the body is read: GET {controller}/{id}). The image is checked by its bytes and
 * normalised (`checkImage`; 'Please Choose a photo' when missing) before the upstream call
 * (POST {controller}/UploadCourseImage|UploadInstructorImage/{id}). Success: 'Data Updated
 * Successfully' and the course's cache tags expired; failure: 'Failed To Update Image'.
 */
export const POST: RouteHandler<"/api/admin/courses/[kind]/[id]/image/[slot]"> = adminRoute(
  z.object({
    // The path's segments first: a bad one is the answer, whatever the image.
    kind: z.custom<CourseKind>(isCourseKind, refused),
    id: z.custom<string>((id) => typeof id === "string" && isGuid(id), refused),
    slot: z.custom<CourseImageSlot>(isCourseImageSlot, refused),
    image: imageUploadSchema(messages.admin.photoRequired),
  }),
  async ({ kind, id, slot, image }, { session }) => {
    await uploadCourseImage(kind, slot, id, image, session.token);
    return ok(undefined, messages.student.dataUpdated);
  },
  {
    failureMessage: messages.documents.updateImageFailed,
    expire: ({ kind, id }) => tagsTouchedByCourse(kind, id),
    maxBodyBytes: IMAGE_MAX_BYTES + 1024 * 1024,
    // The course must exist (drafts included) before a byte of the image is read or decoded.
    before: async ({ kind, id, slot }, { session }) => {
      if (!isCourseKind(kind) || !isCourseImageSlot(slot) || id === undefined || !isGuid(id))
        return fail(messages.documents.updateImageFailed);
      const course = await getCourseRecord(kind, id, session.token);
      return course ? undefined : fail(messages.documents.uploadTargetGone);
    },
  },
);
