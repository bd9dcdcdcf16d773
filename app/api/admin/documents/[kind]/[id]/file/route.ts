import { log } from "@/lib/log";
import { routeByKind } from "@/app/api/admin/documents/kind-route";
import {
  downloadErrorResponse,
  fileDownloadResponse,
  loginRedirectResponse,
} from "@/app/download/file-response";
import { expireTags, formFields } from "@/lib/actions/admin-route";
import { fail, ok, type ActionResult } from "@/lib/actions/result";
import { getSession, withSessionToken } from "@/lib/auth/guards";
import { parseIntId } from "@/lib/ids";
import { checkDocument } from "@/lib/files/check";
import { messages } from "@/lib/messages";
import { UpstreamError } from "@/lib/upstream/client";
import { getDocument } from "@/lib/upstream/documents";
import { downloadDocumentFile, uploadDocumentFile } from "@/lib/upstream/document-admin";
import { tagsTouchedBy } from "@/lib/upstream/tags";
import type { FileTypeCode } from "@/lib/file-types";
import type { DocumentKind } from "@/lib/upstream/types";
import {
  documentAdminPaths,
  documentKindSchema,
  documentTexts,
  fileTypeSchema,
} from "@/lib/validation/document";

type Params = { kind: string; id: string };

/** Edit File of one kind: the bytes checked against the type (a publication: PDF), then sent. */
function replaceFileHandler(kind: DocumentKind) {
  const texts = documentTexts[kind];
  return async (
    form: FormData,
    { session, params }: { session: { token: string }; params: Params },
  ): Promise<ActionResult> => {
    const id = parseIntId(params.id);
    if (id === null) return fail(texts.fileFailed);
    let typeCode: FileTypeCode = 0;
    if (kind === "product") {
      const type = fileTypeSchema.safeParse(formFields(form).fileType);
      if (!type.success) {
        return fail(messages.documents.fileTypeRequired, {
          fileType: [messages.documents.fileTypeRequired],
        });
      }
      typeCode = type.data;
    }
    const file = await checkDocument(form.get("file"), typeCode, {
      requiredMessage: texts.fileRequired,
    });
    if (!file.ok) return fail(file.message, { file: [file.message] });
    await uploadDocumentFile(kind, id, file.value, typeCode, session.token);
    expireTags(tagsTouchedBy[kind](id));
    return ok(undefined, messages.documents.fileReplaced);
  };
}

/**
 * POST /api/admin/documents/{product|publication}/{id}/file: Edit File (spec §2), multipart
 * fields `file` and, for a product, `fileType` (0 PDF, 1 EXCEL, 2 WORD, 3 POWER POINT). Admin only
 * (re-checked by `adminRoute`); the bytes must match the type before anything goes upstream.
 * Failure: 'Failed To Add File To Product' (or Publication).
 */
export const POST = routeByKind<Params>(
  replaceFileHandler,
  (kind) => documentTexts[kind].fileFailed,
);

// An admin's copy of a paid file: never kept by the browser or a shared cache.
const PRIVATE = "private, no-store";

/**
 * GET /api/admin/documents/{product|publication}/{id}/file: Download File, or with `?preview=1`
 * Preview File (a PDF opens in the browser; Word, Excel and PowerPoint files download, since
 * browsers cannot show them). Admin only: checked here on every request (a visitor is sent to log
 * in, a student refused), because the upstream's admin download checks nothing (contract §7.5).
 * Products are saved under their title, publications as `document.pdf` (spec §9).
 */
export async function GET(request: Request, { params }: { params: Promise<Params> }) {
  const { kind: rawKind, id: rawId } = await params;
  const kind = documentKindSchema.safeParse(rawKind);
  const back = {
    href: kind.success ? documentAdminPaths[kind.data].manage : "/manageProducts",
    label: "Back",
  };
  const id = parseIntId(rawId);
  if (!kind.success || id === null) return downloadErrorResponse(404, "Not found", back);

  const url = new URL(request.url);
  const session = await getSession();
  if (!session) return loginRedirectResponse(url);
  if (session.role !== "Admin") return downloadErrorResponse(403, messages.auth.forbidden, back);

  try {
    const name =
      kind.data === "product"
        ? ((await getDocument("product", id))?.title ?? "product")
        : "document.pdf";
    const file = await withSessionToken(
      session,
      (token) => downloadDocumentFile(kind.data, id, token),
      url.pathname,
    );
    return await fileDownloadResponse(file, {
      name,
      // The upstream serves every publication as application/pdf (contract §3.8).
      fixedFormat:
        kind.data === "publication"
          ? { extension: ".pdf", contentType: "application/pdf" }
          : undefined,
      disposition: url.searchParams.get("preview") === "1" ? "preview" : "attachment",
      cacheControl: PRIVATE,
    });
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    // No file uploaded: the reference upstream answers 404, the legacy 500.
    if (error.isNotFound || error.status === 500) {
      return downloadErrorResponse(404, messages.documents.missingFile, back);
    }
    log.error(
      { endpoint: error.endpoint, upstreamStatus: error.status },
      "admin document file: failed",
    );
    return downloadErrorResponse(502, messages.public.documentFailed, back);
  }
}
