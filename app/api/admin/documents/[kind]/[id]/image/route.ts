import { routeByKind } from "@/app/api/admin/documents/kind-route";
import { expireTags } from "@/lib/actions/admin-route";
import { fail, ok, type ActionResult } from "@/lib/actions/result";
import { parseIntId } from "@/lib/ids";
import { checkImage } from "@/lib/files/check";
import { messages } from "@/lib/messages";
import { uploadDocumentImage } from "@/lib/upstream/document-admin";
import { tagsTouchedBy } from "@/lib/upstream/tags";
import type { DocumentKind } from "@/lib/upstream/types";

type Params = { kind: string; id: string };

/** Change Image of one kind: the photo checked and normalised, then sent upstream. */
function changeImageHandler(kind: DocumentKind) {
  return async (
    form: FormData,
    { session, params }: { session: { token: string }; params: Params },
  ): Promise<ActionResult> => {
    const id = parseIntId(params.id);
    if (id === null) return fail(messages.documents.updateImageFailed);
    const image = await checkImage(form.get("image"), {
      requiredMessage: messages.admin.photoRequired,
    });
    if (!image.ok) return fail(image.message, { image: [image.message] });
    await uploadDocumentImage(kind, id, image.value, session.token);
    expireTags(tagsTouchedBy[kind](id));
    return ok(undefined, messages.documents.imageReplaced);
  };
}

/**
 * POST /api/admin/documents/{product|publication}/{id}/image: Change Image (spec §2 "Manage
 * products", "Manage publications"), multipart field `image`. Admin only (re-checked by
 * `adminRoute`); the bytes must be a JPEG, PNG or WebP image and are normalised before they go
 * upstream. Failure: 'Failed To Update Image'.
 */
export const POST = routeByKind<Params>(
  changeImageHandler,
  () => messages.documents.updateImageFailed,
);
