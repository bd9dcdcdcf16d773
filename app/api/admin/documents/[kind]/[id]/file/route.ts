import { routeByKind, uploadTargetMustExist } from "@/app/api/admin/documents/kind-route";
import {
  downloadErrorResponse,
  downloadFailureResponse,
  fileDownloadResponse,
  loginRedirectResponse,
} from "@/app/download/file-response";
import * as z from "@/lib/zod";
import { adminRoute } from "@/lib/actions/admin-route";
import { ok } from "@/lib/actions/result";
import { getSession, withSessionToken } from "@/lib/auth/guards";
import { parseIntId } from "@/lib/ids";
import { checkedDocument } from "@/lib/files/upload-schemas";
import { messages } from "@/lib/messages";
import { UpstreamError } from "@/lib/upstream/client";
import { getDocument } from "@/lib/upstream/documents";
import { downloadDocumentFile, uploadDocumentFile } from "@/lib/upstream/document-admin";
import { tagsTouchedBy } from "@/lib/upstream/tags";
import type { FileTypeCode } from "@/lib/file-types";
import type { DocumentKind } from "@/lib/upstream/types";
import {
  documentAdminPaths,
  documentIdSegment,
  documentKindSchema,
  documentTexts,
  fileTypeSchema,
} from "@/lib/validation/document";
import type { RouteHandler } from "@/lib/routes/route-handler";

/**
 * Edit File of one kind: the id, then (a product) the chosen type, then the bytes checked against
 * the type (a publication: always a PDF), each refusal said on its own; then sent.
 */
function replaceFileRoute(
  kind: DocumentKind,
): RouteHandler<"/api/admin/documents/[kind]/[id]/file"> {
  const texts = documentTexts[kind];
  const schema = z
    .object({
      id: documentIdSegment(texts.fileFailed),
      fileType:
        kind === "product"
          ? fileTypeSchema
          : z
              .unknown()
              .optional()
              .transform((): FileTypeCode => 0),
      file: z.unknown().optional(),
    })
    .transform(async ({ id, fileType, file }, ctx) => ({
      id,
      fileType,
      file: await checkedDocument(file, fileType, texts.fileRequired, ctx, "file"),
    }));
  return adminRoute(
    schema,
    async ({ id, fileType, file }, { session }) => {
      await uploadDocumentFile(kind, id, file, fileType, session.token);
      return ok(undefined, messages.documents.fileReplaced);
    },
    {
      failureMessage: texts.fileFailed,
      expire: ({ id }) => tagsTouchedBy[kind](id),
      before: uploadTargetMustExist(kind, texts.fileFailed),
    },
  );
}

/**
 * POST /api/admin/documents/{product|publication}/{id}/file: Edit File (spec §2), multipart
 * fields `file` and, for a product, `fileType` (0 PDF, 1 EXCEL, 2 WORD, 3 POWER POINT). Admin only
 * (re-checked by `adminRoute`), to a document that exists (checked before the body is read); the
 * bytes must match the type before anything goes upstream.
 * Failure: 'Failed To Add File To Product' (or Publication).
 */
export const POST = routeByKind(replaceFileRoute);

// An admin's copy of a paid file: never kept by the browser or a shared cache.
const PRIVATE = "private, no-store";

/**
 * GET /api/admin/documents/{product|publication}/{id}/file: Download File, or with `?preview=1`
 * Preview File (a PDF opens in the browser; Word, Excel and PowerPoint files download, since
 * browsers cannot show them). Admin only: checked here on every request (a visitor is sent to log
 * in, a student refused), because the upstream's admin download checks nothing (contract §7.5).
 * Products are saved under their title, publications as `document.pdf` (spec §9).
 */
export async function GET(
  request: Request,
  { params }: RouteContext<"/api/admin/documents/[kind]/[id]/file">,
) {
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
    // No file uploaded: the reference upstream answers 404 (said below), the legacy 500.
    if (error instanceof UpstreamError && error.status === 500) {
      return downloadErrorResponse(404, messages.documents.missingFile, back);
    }
    return downloadFailureResponse(error, {
      missing: messages.documents.missingFile,
      back,
      logAs: "admin document file: failed",
    });
  }
}
