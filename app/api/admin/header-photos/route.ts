import { log } from "@/lib/log";
import * as z from "@/lib/zod";
import { adminRoute } from "@/lib/actions/admin-route";
import { fail, ok } from "@/lib/actions/result";
import { imageUploadSchema } from "@/lib/files/upload-schemas";
import { IMAGE_MAX_BYTES } from "@/lib/files/limits";
import { messages } from "@/lib/messages";
import { UpstreamError } from "@/lib/upstream/client";
import {
  createHeader,
  deleteHeader,
  listHeaderRecords,
  nextHeaderOrder,
  uploadHeaderImage,
} from "@/lib/upstream/static-content";
import { tags } from "@/lib/upstream/tags";
import { logUpstreamFailure } from "@/lib/upstream-failure";
import type { RouteHandler } from "@/lib/routes/route-handler";

/**
 * POST /api/admin/header-photos: adds a landing header photo (multipart `image`). Admin only
 * (re-checked by `adminRoute`). The image is checked and normalised (`checkImage`; 'Please select
 * a photo' without one) before anything is sent; then the spec's two steps (§4): create the row
 * at the end of the banner (order = last + 1, `imageUrl` "") and upload its image. If the upload
 * fails, the new row is deleted again: a header without an image would be a broken banner slide.
 * Failure: 'Failed to Add Photo'. Expires `tags.headers`, so the home banner shows it next load.
 */
export const POST: RouteHandler<"/api/admin/header-photos"> = adminRoute(
  z.object({ image: imageUploadSchema(messages.admin.headerPhotoRequired) }),
  async ({ image }, { session, expire }) => {
    const order = nextHeaderOrder(await listHeaderRecords(session.token));
    const headerId = await createHeader(order, session.token);
    // The row exists from here on, whatever the upload does: the banner must read it again.
    expire([tags.headers]);
    try {
      await uploadHeaderImage(headerId, image, session.token);
    } catch (error) {
      logUpstreamFailure(error, "header-photos: image upload failed; removing the header", {
        headerId,
      });
      try {
        await deleteHeader(headerId, session.token);
      } catch (cleanup) {
        // The public banner skips rows without an image; the admin page lists it for deletion.
        log.error(
          cleanup instanceof UpstreamError
            ? { endpoint: cleanup.endpoint, upstreamStatus: cleanup.status, headerId }
            : { err: cleanup, headerId },
          "header-photos: could not remove the header without an image",
        );
      }
      if (error.isUnauthorized) throw error;
      return fail(messages.admin.addPhotoFailed);
    }
    return ok(undefined, messages.admin.headerPhotoAdded);
  },
  {
    failureMessage: messages.admin.addPhotoFailed,
    maxBodyBytes: IMAGE_MAX_BYTES + 1024 * 1024,
  },
);
