import { log } from "@/lib/log";
import { mediaKinds, mediaVersion, type MediaKind } from "@/lib/media";
import { UpstreamError } from "@/lib/upstream/client";
import { sniffImageType } from "./sniff-image-type";
import { imageLoaders } from "./sources";

type Params = { kind: string; id: string; version: string };

const immutable = "public, max-age=31536000, immutable";
// A stale version (the image changed since the page was rendered) still gets the current
// bytes, but only briefly cached, so an old URL never pins new bytes for a year.
const shortLived = "public, max-age=60";

function isMediaKind(kind: string): kind is MediaKind {
  return (mediaKinds as readonly string[]).includes(kind);
}

function plain(status: number, text: string, cacheControl = "no-store"): Response {
  return new Response(text, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": cacheControl },
  });
}

/**
 * Serves one upstream image as bytes: `/media/{kind}/{id}/{version}`.
 *
 * The upstream only hands images out as base64 inside JSON (architecture rule 5); this turns
 * them into real, cacheable image responses on our own origin, so the browser never sees the
 * upstream's address or base64. The content type comes from the bytes, not from the upstream.
 */
export async function GET(
  _request: Request,
  context: { params: Promise<Params> },
): Promise<Response> {
  const { kind, id, version } = await context.params;
  const load = isMediaKind(kind) ? imageLoaders[kind] : undefined;
  if (!load) return plain(404, "Not found", "public, max-age=60");

  let base64: string | null;
  try {
    base64 = await load(id);
  } catch (error) {
    if (error instanceof UpstreamError && (error.isNotFound || error.status === 400)) {
      return plain(404, "Not found", "public, max-age=60");
    }
    // Why only the endpoint: it names the upstream call without revealing the upstream's host.
    log.error(
      error instanceof UpstreamError
        ? { endpoint: error.endpoint, upstreamStatus: error.status }
        : { err: error },
      "media: upstream read failed",
    );
    return plain(502, "Image unavailable");
  }
  if (!base64) return plain(404, "Not found", "public, max-age=60");

  const bytes = Buffer.from(base64, "base64");
  const contentType = sniffImageType(bytes);
  // Why refuse: the upstream accepts any upload (contract §7); an SVG or HTML "image" served
  // from our origin could run script, so only raster formats recognised by their bytes go out.
  if (!contentType) return plain(404, "Not found", "public, max-age=60");

  return new Response(new Uint8Array(bytes), {
    status: 200,
    headers: {
      "Content-Type": contentType,
      "Content-Length": String(bytes.byteLength),
      "Cache-Control": mediaVersion(base64) === version ? immutable : shortLived,
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}
