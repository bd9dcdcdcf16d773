import { adminRoute, expireTags } from "@/lib/actions/admin-route";
import { fail, ok } from "@/lib/actions/result";
import { isCourseImageSlot, isCourseKind } from "@/lib/course-kinds";
import { checkImage } from "@/lib/files/check";
import { IMAGE_MAX_BYTES } from "@/lib/files/limits";
import { messages } from "@/lib/messages";
import { isGuid } from "@/lib/ids";
import { tagsTouchedByCourse, uploadCourseImage } from "@/lib/upstream/courses";

/**
 * POST /api/admin/courses/{kind}/{id}/image/{slot} (kind `online` | `on-demand`, slot `course` |
 * `instructor`): the Change Course Image / Change Instructor Image dialogs (`ChangeImageDialog`,
 * multipart field `image`). Admin only (`adminRoute`). The image is checked by its bytes and
 * normalised (`checkImage`; 'Please Choose a photo' when missing) before the upstream call
 * (POST {controller}/UploadCourseImage|UploadInstructorImage/{id}). Success: 'Data Updated
 * Successfully' and the course's cache tags expired; failure: 'Failed To Update Image'.
 */
export const POST = adminRoute<{ kind: string; id: string; slot: string }>(
  async (form, { session, params }) => {
    const { kind, id, slot } = params;
    if (!isCourseKind(kind) || !isCourseImageSlot(slot) || !isGuid(id)) {
      return fail(messages.documents.updateImageFailed);
    }
    const image = await checkImage(form.get("image"), {
      requiredMessage: messages.admin.photoRequired,
    });
    if (!image.ok) return fail(image.message, { image: [image.message] });
    await uploadCourseImage(kind, slot, id, image.value, session.token);
    expireTags(tagsTouchedByCourse(kind, id));
    return ok(undefined, messages.student.dataUpdated);
  },
  {
    failureMessage: messages.documents.updateImageFailed,
    maxBodyBytes: IMAGE_MAX_BYTES + 1024 * 1024,
  },
);
