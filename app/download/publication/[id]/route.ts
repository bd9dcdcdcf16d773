import {
  downloadErrorResponse,
  downloadFailureResponse,
  fileDownloadResponse,
} from "@/app/download/file-response";
import { parseIntId } from "@/lib/ids";
import { downloadDocumentFile } from "@/lib/upstream/document-admin";
import { sharedPublicDownload } from "@/lib/upstream/shared-download";

const back = { href: "/publications", label: "Back to Publications" };

/**
 * GET /download/publication/{id}: a free publication's file, saved as `document.pdf` (spec §9),
 * or opened in the browser with `?inline=1`. Public: no login (spec §6). This address is what
 * Copy Link copies; the upstream's own address never reaches the browser.
 */
export async function GET(
  request: Request,
  { params }: RouteContext<"/download/publication/[id]">,
) {
  const { id } = await params;
  const publicationId = parseIntId(id);
  if (publicationId === null) return downloadErrorResponse(404, "Publication not found", back);
  const inline = new URL(request.url).searchParams.get("inline") === "1";
  try {
    // Publications are public (spec §6): concurrent downloads share one upstream read.
    const file = await sharedPublicDownload(`publication:${publicationId}`, () =>
      downloadDocumentFile("publication", publicationId),
    );
    return await fileDownloadResponse(file, {
      name: "document.pdf",
      // The upstream serves every publication as application/pdf (contract §3.8).
      fixedFormat: { extension: ".pdf", contentType: "application/pdf" },
      disposition: inline ? "inline" : "attachment",
      cacheControl: "public, max-age=300",
    });
  } catch (error) {
    // The reference upstream answers 404 for a publication without a file; the legacy 500.
    return downloadFailureResponse(error, {
      missing: "Publication not found",
      back,
      logAs: "download/publication: failed",
    });
  }
}
