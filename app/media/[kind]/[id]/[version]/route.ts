import { hrefFor } from "@/lib/routes/manifest";
import { log } from "@/lib/log";
import { mediaKinds, type MediaKind } from "@/lib/media";
import { UpstreamError } from "@/lib/upstream/client";
import { getMediaImage, isMediaId } from "@/lib/upstream/media";

const immutable = "public, max-age=31536000, immutable";
// A redirect to the current version: only briefly cached, so an old URL never pins an old target
// for long.
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

const notFound = () => plain(404, "Not found", "public, max-age=60");

function failed(error: unknown): Response {
  if (error instanceof UpstreamError && (error.isNotFound || error.status === 400))
    return notFound();
  // Why only the endpoint: it names the upstream call without revealing the upstream's host.
  log.error(
    error instanceof UpstreamError
      ? { endpoint: error.endpoint, upstreamStatus: error.status }
      : { err: error },
    "media: upstream read failed",
  );
  return plain(502, "Image unavailable");
}

/**
 * Serves one upstream image as bytes: `/media/{kind}/{id}/{version}`.
 *
 * The upstream hands images out as base64 inside JSON (architecture rule 5), or by themselves
 * through the reference upstream's media extension; this turns them into real, cacheable image
 * responses on our own origin, so the browser never sees the upstream's address or base64. The
 * content type comes from the bytes, not from the upstream.
 *
 * Cost: the image is read from the upstream once per (kind, id) and kept in the shared cache
 * (`lib/upstream/media.ts`). A version that is not the current one answers 307 to the current version's URL (cached a minute), never the bytes, so made-up
 * versions cannot multiply reads or cache entries.
 */
export async function GET(
  _request: Request,
  context: RouteContext<"/media/[kind]/[id]/[version]">,
): Promise<Response> {
  const { kind, id, version } = await context.params;
  if (!isMediaKind(kind) || !isMediaId(kind, id)) return notFound();

  let image;
  try {
    image = await getMediaImage(kind, id);
  } catch (error) {
    return failed(error);
  }
  if (!image) return notFound();

  if (image.version !== version) {
    // 307, not 308: the current version changes with the next upload, so the redirect must not
    // be kept as permanent; a relative Location stays on whatever origin the browser used.
    return new Response(null, {
      status: 307,
      headers: {
        Location: hrefFor("/media/[kind]/[id]/[version]", { kind, id, version: image.version }),
        "Cache-Control": shortLived,
      },
    });
  }

  const { bytes, contentType } = image;
  return new Response(new Uint8Array(bytes), {
    status: 200,
    headers: {
      "Content-Type": contentType,
      "Content-Length": String(bytes.byteLength),
      "Cache-Control": immutable,
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}
