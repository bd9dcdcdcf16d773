import { publicDownloadResponse } from "@/app/download/file-response";
import { downloadPortfolio } from "@/lib/upstream/static-content";

/**
 * GET /download/portfolio: the consultancy portfolio ('Download Portofolio'), or with `?inline=1`
 * opened in the browser ('View Portfolio'). Public. Saved as `BrightWay Portfolio` plus the
 * extension its bytes call for (the legacy claims PDF for every upload).
 */
export async function GET(request: Request) {
  return publicDownloadResponse(request, {
    key: "portfolio",
    open: downloadPortfolio,
    file: { name: "BrightWay Portfolio" },
    // The legacy answers 500 when no portfolio was uploaded; the reference upstream 404.
    failure: {
      missing: "No portfolio has been published yet",
      back: { href: "/consultancyServices", label: "Back to Consultancy Services" },
      logAs: "download/portfolio: failed",
    },
  });
}
