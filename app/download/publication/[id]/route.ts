import { downloadErrorResponse, publicDownloadResponse } from "@/app/download/file-response";
import { parseIntId } from "@/lib/ids";
import { downloadDocumentFile } from "@/lib/upstream/document-admin";

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
  // Publications are public (spec §6): concurrent downloads share one upstream read.
  return publicDownloadResponse(request, {
    key: `publication:${publicationId}`,
    open: () => downloadDocumentFile("publication", publicationId),
    // The upstream serves every publication as application/pdf (contract §3.8).
    file: {
      name: "document.pdf",
      fixedFormat: { extension: ".pdf", contentType: "application/pdf" },
    },
    // The reference upstream answers 404 for a publication without a file; the legacy 500.
    failure: { missing: "Publication not found", back, logAs: "download/publication: failed" },
  });
}
