import { log } from "@/lib/log";
import { routeByKind } from "@/app/api/admin/documents/kind-route";
import * as z from "@/lib/zod";
import { adminRoute } from "@/lib/actions/admin-route";
import { ok, type ActionResult } from "@/lib/actions/result";
import { checkDocument, checkImage } from "@/lib/files/check";
import { messages } from "@/lib/messages";
import { UpstreamError } from "@/lib/upstream/client";
import {
  createDocument,
  uploadDocumentFile,
  uploadDocumentImage,
} from "@/lib/upstream/document-admin";
import { isPublishingSupported } from "@/lib/upstream/publishing";
import { tagsTouchedBy } from "@/lib/upstream/tags";
import type { FileTypeCode } from "@/lib/file-types";
import type { DocumentKind } from "@/lib/upstream/types";
import {
  documentFieldsSchema,
  documentRepairPath,
  documentTexts,
  fileTypeSchema,
  type CreatedDocument,
  type DocumentFields,
} from "@/lib/validation/document";
import type { RouteHandler } from "@/lib/routes/route-handler";

/** Runs an upload step; an upstream failure is reported as false (and logged), not thrown. */
async function uploadStep(name: string, step: () => Promise<void>): Promise<boolean> {
  try {
    await step();
    return true;
  } catch (error) {
    // A rejected token must still end the session (adminRoute does that), so 401 goes on up.
    if (!(error instanceof UpstreamError) || error.isUnauthorized) throw error;
    log.error(
      { endpoint: error.endpoint, upstreamStatus: error.status },
      `[create document] ${name} failed`,
    );
    return false;
  }
}

/**
 * The create form of one kind, every part checked before anything is sent upstream: the fields
 * (`documentFieldsSchema`), the optional photo by its bytes, the file's bytes against the chosen
 * type (a publication is always a PDF). Every refusal is said, in that order; the first is the
 * message. Output: the fields, the normalised photo (or null) and the checked file with its type.
 */
function createDocumentSchema(kind: DocumentKind) {
  const texts = documentTexts[kind];
  return z.record(z.string(), z.unknown()).transform(async (raw, ctx) => {
    const parsed = documentFieldsSchema(kind).safeParse(raw);
    const fields: DocumentFields | null = parsed.success ? parsed.data : null;
    let refusals = 0;
    const refuse = (path: PropertyKey, message: string) => {
      refusals += 1;
      ctx.addIssue({ code: "custom", path: [path], message });
    };
    if (!parsed.success)
      for (const issue of parsed.error.issues) refuse(issue.path[0] ?? "_form", issue.message);

    const photo = raw.image;
    const image =
      photo instanceof Blob && photo.size > 0
        ? await checkImage(photo, { requiredMessage: messages.admin.photoRequired })
        : null;
    if (image && !image.ok) refuse("image", image.message);

    // Publications are always served as application/pdf (contract §3.8), so only a PDF is taken.
    // A product's bytes are checked against its chosen type; with no valid type there is nothing
    // to check them against (the type's own message says so), but a missing file is still named.
    const fileType = kind === "product" ? fileTypeSchema.safeParse(raw.fileType) : null;
    const typeCode: FileTypeCode | null = fileType ? (fileType.success ? fileType.data : null) : 0;
    const upload = raw.file;
    const file =
      typeCode !== null
        ? await checkDocument(upload, typeCode, { requiredMessage: texts.fileRequired })
        : upload instanceof Blob && upload.size > 0
          ? null
          : ({ ok: false, message: texts.fileRequired } as const);
    if (file && !file.ok) refuse("file", file.message);

    if (!fields || typeCode === null || !file?.ok || (image && !image.ok)) {
      if (refusals === 0) refuse("_form", texts.createFailed);
      return z.NEVER;
    }
    return { fields, image: image?.ok === true ? image.value : null, file: file.value, typeCode };
  });
}

/**
 * The create sequence of one kind (spec §4: create, then image (optional), then file), once
 * `createDocumentSchema` passed, so a refused form leaves nothing behind upstream. If the upstream
 * refuses the record, `adminRoute` answers 'Error Creating Product' (or Publication). A failing
 * image or file upload keeps the record (the spec's sequence has no undo, and the admin's typing
 * is not lost) and answers that step's text with `redirectTo`: the manage page, searched by the
 * title with the row highlighted, where the missing part is added. When both uploads fail, the
 * file's text wins: without its file a document cannot be sold.
 */
function createRoute(kind: DocumentKind): RouteHandler<"/api/admin/documents/[kind]"> {
  const texts = documentTexts[kind];
  return adminRoute(
    createDocumentSchema(kind),
    async (
      { fields, image, file, typeCode },
      { session, expire },
    ): Promise<ActionResult<CreatedDocument>> => {
      const id = await createDocument(
        kind,
        { title: fields.title, description: fields.description, price: fields.price },
        session.token,
      );
      // The record exists from here on, whatever the uploads do: the public lists must see it.
      expire(tagsTouchedBy[kind](id));
      const imageSaved =
        image !== null
          ? await uploadStep("image", () => uploadDocumentImage(kind, id, image, session.token))
          : true;
      const fileSaved = await uploadStep("file", () =>
        uploadDocumentFile(kind, id, file, typeCode, session.token),
      );
      const redirectTo = documentRepairPath(kind, id, fields.title);
      if (!fileSaved) return { ok: false, message: texts.fileFailed, redirectTo };
      if (!imageSaved) return { ok: false, message: texts.imageFailed, redirectTo };
      // With drafts (extension "Publishing") the new document is one: the admin is told so.
      const created = (await isPublishingSupported())
        ? `${texts.created}. ${messages.publishing.createdAsDraft}`
        : texts.created;
      return ok({ id, redirectTo }, created);
    },
    { failureMessage: texts.createFailed },
  );
}

/**
 * POST /api/admin/documents/{product|publication}: Create Product / Create Publication (spec §2).
 * Multipart fields: `title`, `description`, `price` and `fileType` (products), `image` (optional
 * photo), `file`. Admin only (re-checked by `adminRoute`); sent with XHR so the form shows upload
 * progress. Answers JSON `ActionResult<CreatedDocument>`.
 */
export const POST = routeByKind(createRoute);
