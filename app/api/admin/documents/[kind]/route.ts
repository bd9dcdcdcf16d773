import { log } from "@/lib/log";
import { routeByKind } from "@/app/api/admin/documents/kind-route";
import { expireTags, formFields } from "@/lib/actions/admin-route";
import { fail, ok, type ActionResult } from "@/lib/actions/result";
import { issuesToFieldErrors } from "@/lib/actions/safe-action";
import { checkDocument, checkImage } from "@/lib/files/check";
import { messages } from "@/lib/messages";
import { UpstreamError } from "@/lib/upstream/client";
import { createDocument, uploadDocumentFile, uploadDocumentImage } from "@/lib/upstream/document-admin";
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
 * The create sequence of one kind (spec §4: create, then image (optional), then file).
 *
 * Everything is validated first, the file's bytes included (`checkDocument` against the chosen
 * type; a publication is always a PDF), so a refused form leaves nothing behind upstream. Then the
 * record is created; if the upstream refuses that, `adminRoute` answers 'Error Creating Product'
 * (or Publication). A failing image or file upload keeps the record (the spec's sequence has no
 * undo, and the admin's typing is not lost) and answers that step's text with `redirectTo`: the
 * manage page, searched by the title with the row highlighted, where the missing part is added.
 * When both uploads fail, the file's text wins: without its file a document cannot be sold.
 */
function createHandler(kind: DocumentKind) {
  const texts = documentTexts[kind];
  return async (
    form: FormData,
    { session }: { session: { token: string } },
  ): Promise<ActionResult<CreatedDocument>> => {
    const raw = formFields(form);
    const parsed = documentFieldsSchema(kind).safeParse(raw);
    const fields: DocumentFields | null = parsed.success ? parsed.data : null;
    const fieldErrors: Record<string, string[]> = parsed.success
      ? {}
      : issuesToFieldErrors(parsed.error.issues);

    const photo = form.get("image");
    const image =
      photo instanceof Blob && photo.size > 0
        ? await checkImage(photo, { requiredMessage: messages.admin.photoRequired })
        : null;
    if (image && !image.ok) fieldErrors.image = [image.message];

    // Publications are always served as application/pdf (contract §3.8), so only a PDF is taken.
    // A product's bytes are checked against its chosen type; with no valid type there is nothing
    // to check them against (the type's own message says so), but a missing file is still named.
    const fileType = kind === "product" ? fileTypeSchema.safeParse(raw.fileType) : null;
    const typeCode: FileTypeCode | null = fileType
      ? fileType.success
        ? fileType.data
        : null
      : 0;
    const upload = form.get("file");
    const file =
      typeCode !== null
        ? await checkDocument(upload, typeCode, { requiredMessage: texts.fileRequired })
        : upload instanceof Blob && upload.size > 0
          ? null
          : ({ ok: false, message: texts.fileRequired } as const);
    if (file && !file.ok) fieldErrors.file = [file.message];

    if (!fields || typeCode === null || !file?.ok || (image && !image.ok)) {
      const first = Object.values(fieldErrors)[0]?.[0] ?? texts.createFailed;
      return fail(first, fieldErrors);
    }

    const id = await createDocument(
      kind,
      { title: fields.title, description: fields.description, price: fields.price },
      session.token,
    );
    try {
      const imageSaved =
        image?.ok === true
          ? await uploadStep("image", () =>
              uploadDocumentImage(kind, id, image.value, session.token),
            )
          : true;
      const fileSaved = await uploadStep("file", () =>
        uploadDocumentFile(kind, id, file.value, typeCode, session.token),
      );
      const redirectTo = documentRepairPath(kind, id, fields.title);
      if (!fileSaved) return { ok: false, message: texts.fileFailed, redirectTo };
      if (!imageSaved) return { ok: false, message: texts.imageFailed, redirectTo };
      return ok({ id, redirectTo }, texts.created);
    } finally {
      // The record exists from here on, whatever the uploads did: the public lists must see it.
      expireTags(tagsTouchedBy[kind](id));
    }
  };
}

/**
 * POST /api/admin/documents/{product|publication}: Create Product / Create Publication (spec §2).
 * Multipart fields: `title`, `description`, `price` and `fileType` (products), `image` (optional
 * photo), `file`. Admin only (re-checked by `adminRoute`); sent with XHR so the form shows upload
 * progress. Answers JSON `ActionResult<CreatedDocument>`.
 */
export const POST = routeByKind<{ kind: string }, CreatedDocument>(
  createHandler,
  (kind) => documentTexts[kind].createFailed,
);
