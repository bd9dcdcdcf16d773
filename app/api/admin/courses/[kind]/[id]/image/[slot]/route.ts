import * as z from "@/lib/zod";
import { adminRoute } from "@/lib/actions/admin-route";
import { ok } from "@/lib/actions/result";
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
import { tagsTouchedByCourse, uploadCourseImage } from "@/lib/upstream/courses";
import type { RouteHandler } from "@/lib/routes/route-handler";

const refused = { message: messages.documents.updateImageFailed };

/**
 * POST /api/admin/courses/{kind}/{id}/image/{slot} (kind `online` | `on-demand`, slot `course` |
 * `instructor`): the Change Course Image / Change Instructor Image dialogs (`ChangeImageDialog`,
 * multipart field `image`). Admin only (`adminRoute`). The image is checked by its bytes and
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
  },
);
