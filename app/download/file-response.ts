import "server-only";
import {
  contentDisposition,
  detectFileFormat,
  sanitizeFileName,
  type FileFormat,
} from "@/lib/file-types";
import { loginUrl } from "@/lib/auth/guards";
import { directionOf, type Locale } from "@/lib/i18n/routing";
import { log } from "@/lib/log";
import { messages } from "@/lib/messages";
import { UpstreamError } from "@/lib/upstream/client";
import { sharedPublicDownload } from "@/lib/upstream/shared-download";
import type { UpstreamFile } from "@/lib/upstream/types";

/** Where the page of a refused or failed download leads back to. */
type BackLink = { href: string; label: string };

/** How a download is answered. */
export interface DownloadOptions {
  /** The file name stem (sanitised here) or, with `fixedName`, the whole name. */
  name: string;
  /** Use `name` as is (e.g. `document.pdf`) and `fixedFormat` as the content type. */
  fixedFormat?: FileFormat;
  /**
   * `inline` opens in the browser (a new tab); `attachment` saves the file; `preview` opens a PDF
   * in the browser and saves any other format (browsers cannot show Office files).
   */
  disposition: "attachment" | "inline" | "preview";
  cacheControl: string;
}

/** Reads the first chunk of a stream and gives it back with a stream of the whole body. */
async function peek(
  body: ReadableStream<Uint8Array>,
): Promise<{ head: Uint8Array; body: ReadableStream<Uint8Array> }> {
  const reader = body.getReader();
  const first = await reader.read();
  const head = first.value ?? new Uint8Array();
  const whole = new ReadableStream<Uint8Array>({
    start(controller) {
      if (head.byteLength > 0) controller.enqueue(head);
      if (first.done) controller.close();
    },
    async pull(controller) {
      const next = await reader.read();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
  return { head, body: whole };
}

/**
 * Streams an upstream file to the browser under a name we choose (the upstream sends none).
 * Only our own headers go out: nothing of the upstream's response (its address included) is
 * forwarded. The format (extension, content type) is judged from the claimed type and the first
 * bytes unless `fixedFormat` is given.
 */
export async function fileDownloadResponse(
  file: UpstreamFile,
  options: DownloadOptions,
): Promise<Response> {
  const { head, body } = await peek(file.body);
  const format = options.fixedFormat ?? (await detectFileFormat(file.contentType, head));
  const fileName = options.fixedFormat
    ? options.name
    : `${sanitizeFileName(options.name)}${format.extension}`;
  const headers = new Headers({
    "Content-Type": format.contentType,
    "Content-Disposition": contentDisposition(
      options.disposition === "preview"
        ? format.contentType === "application/pdf"
          ? "inline"
          : "attachment"
        : options.disposition,
      fileName,
    ),
    "Cache-Control": options.cacheControl,
    "X-Content-Type-Options": "nosniff",
  });
  if (file.contentLength && /^\d+$/.test(file.contentLength))
    headers.set("Content-Length", file.contentLength);
  return new Response(body, { status: 200, headers });
}

/**
 * A small HTML page for a refused or failed download (a person clicked a link, so they get a
 * page, not a bare status). Only fixed texts are written into it. `locale`: the language of
 * `message` and `back.label` (the page's `lang`, and `dir="rtl"` for Arabic).
 */
export function downloadErrorResponse(
  status: number,
  message: string,
  back: BackLink,
  locale: Locale = "en",
  cacheControl = "private, no-store",
): Response {
  const html = `<!doctype html><html lang="${locale}" dir="${directionOf(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${message}</title><style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#0f172a}a{color:#174c99}</style></head><body><main><h1>${message}</h1><p><a href="${back.href}">${back.label}</a></p></main></body></html>`;
  return new Response(html, {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": cacheControl },
  });
}

/** What a download says when its upstream read fails (see {@link downloadFailureResponse}). */
interface DownloadFailure {
  /** The page's text when the upstream has no such file (404). */
  missing: string;
  back: BackLink;
  /** The log message of any other failure. */
  logAs: string;
}

/**
 * The answer of a download whose upstream read failed: the page of `missing` (404) when the
 * upstream has no such file, otherwise the failure is logged under `logAs` (its endpoint and
 * status, never the upstream's body) and the page says the document could not be read (502).
 * @throws `error` itself when it is not an {@link UpstreamError} (a bug is not a failed read).
 */
export function downloadFailureResponse(error: unknown, failure: DownloadFailure): Response {
  if (!(error instanceof UpstreamError)) throw error;
  if (error.isNotFound) return downloadErrorResponse(404, failure.missing, failure.back);
  log.error({ endpoint: error.endpoint, upstreamStatus: error.status }, failure.logAs);
  return downloadErrorResponse(502, messages.public.documentFailed, failure.back);
}

/**
 * A public file's download (no login: the file is every caller's to have): concurrent requests
 * share one upstream read (`sharedPublicDownload` under `key`), `?inline=1` opens it in the
 * browser instead of saving it, and any cache may keep it five minutes. A failed read answers as
 * {@link downloadFailureResponse} does.
 */
export async function publicDownloadResponse(
  request: Request,
  download: {
    key: string;
    open: () => Promise<UpstreamFile>;
    file: Pick<DownloadOptions, "name" | "fixedFormat">;
    failure: DownloadFailure;
  },
): Promise<Response> {
  const inline = new URL(request.url).searchParams.get("inline") === "1";
  try {
    const file = await sharedPublicDownload(download.key, download.open);
    return await fileDownloadResponse(file, {
      ...download.file,
      disposition: inline ? "inline" : "attachment",
      cacheControl: "public, max-age=300",
    });
  } catch (error) {
    return downloadFailureResponse(error, download.failure);
  }
}

/**
 * Sends a visitor to log in and come back to the download they asked for (`url`, path and query):
 * 303 with a relative Location, which the browser resolves against the address it used; never
 * stored (`private, no-store`).
 */
export function loginRedirectResponse(url: URL): Response {
  return new Response(null, {
    status: 303,
    headers: {
      Location: loginUrl(`${url.pathname}${url.search}`),
      "Cache-Control": "private, no-store",
    },
  });
}
