import { fileDownloadResponse, downloadFailureResponse } from "@/app/download/file-response";
import { sharedPublicDownload } from "@/lib/upstream/shared-download";
import { downloadPortfolio } from "@/lib/upstream/static-content";

const back = { href: "/consultancyServices", label: "Back to Consultancy Services" };

/**
 * GET /download/portfolio: the consultancy portfolio ('Download Portofolio'), or with `?inline=1`
 * opened in the browser ('View Portfolio'). Public. Saved as `BrightWay Portfolio` plus the
 * extension its bytes call for (the legacy claims PDF for every upload).
 */
export async function GET(request: Request) {
  const inline = new URL(request.url).searchParams.get("inline") === "1";
  try {
    // Public: concurrent downloads share one upstream read.
    const file = await sharedPublicDownload("portfolio", downloadPortfolio);
    return await fileDownloadResponse(file, {
      name: "BrightWay Portfolio",
      disposition: inline ? "inline" : "attachment",
      cacheControl: "public, max-age=300",
    });
  } catch (error) {
    // The legacy answers 500 when no portfolio was uploaded; the reference upstream 404.
    return downloadFailureResponse(error, {
      missing: "No portfolio has been published yet",
      back,
      logAs: "download/portfolio: failed",
    });
  }
}
