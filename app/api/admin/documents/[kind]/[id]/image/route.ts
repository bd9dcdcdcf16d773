import { routeByKind, uploadTargetMustExist } from "@/app/api/admin/documents/kind-route";
import * as z from "@/lib/zod";
import { adminRoute } from "@/lib/actions/admin-route";
import { ok } from "@/lib/actions/result";
import { documentIdSegment } from "@/lib/validation/document";
import { imageUploadSchema } from "@/lib/files/upload-schemas";
import { messages } from "@/lib/messages";
import { uploadDocumentImage } from "@/lib/upstream/document-admin";
import { tagsTouchedBy } from "@/lib/upstream/tags";
import type { DocumentKind } from "@/lib/upstream/types";
import type { RouteHandler } from "@/lib/routes/route-handler";

const changeImageSchema = z.object({
  id: documentIdSegment(messages.documents.updateImageFailed),
  image: imageUploadSchema(messages.admin.photoRequired),
});

/** Change Image of one kind: the photo checked and normalised, then sent upstream. */
function changeImageRoute(
  kind: DocumentKind,
): RouteHandler<"/api/admin/documents/[kind]/[id]/image"> {
  return adminRoute(
    changeImageSchema,
    async ({ id, image }, { session }) => {
      await uploadDocumentImage(kind, id, image, session.token);
      return ok(undefined, messages.documents.imageReplaced);
    },
    {
      failureMessage: messages.documents.updateImageFailed,
      expire: ({ id }) => tagsTouchedBy[kind](id),
      before: uploadTargetMustExist(kind, messages.documents.updateImageFailed),
    },
  );
}

/**
 * POST /api/admin/documents/{product|publication}/{id}/image: Change Image (spec §2 "Manage
 * products", "Manage publications"), multipart field `image`. Admin only (re-checked by
 * `adminRoute`), to a document that exists (checked before the body is read); the bytes must be
 * a JPEG, PNG or WebP image and are normalised before they go upstream. Failure: 'Failed To
 * Update Image'.
 */
export const POST = routeByKind(changeImageRoute);
