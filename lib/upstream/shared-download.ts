import "server-only";
import type { UpstreamFile } from "@/lib/upstream/types";

/** A file read whole once, for every download of it in flight. */
interface ReadFile {
  bytes: Uint8Array;
  contentType: string;
}

// Why an in-process map beside 'use cache', the one cache of upstream reads: a public file is up
// to 30 MB, too large to keep as a data-cache entry (the in-memory store is 50 MB in all, Redis is
// bounded too), yet a crowd downloading it must not open one upstream stream each. This keeps
// nothing: it only joins the downloads in flight at the same moment to one read.
const inFlight = new Map<string, Promise<ReadFile>>();

/**
 * One upstream file read for every concurrent download of the same public file (single flight
 * per `key`, e.g. `publication:12`): the first caller opens the upstream stream and reads it
 * whole; every caller, the first included, gets its own stream over those bytes. Nothing is kept
 * once the read ends (the next download reads again), so memory holds at most one copy per file
 * being downloaded at that moment (the upstream caps uploads at 30 MB).
 *
 * Only for files that every caller may have (publications, the portfolio): never for a read made
 * with a caller's token, since the upstream's answer to one caller would go to another.
 * @param open opens the upstream file (e.g. `() => downloadPublicationFile(id)`).
 * @returns an {@link UpstreamFile} over the shared bytes, with their exact length.
 * @throws whatever `open` or the read throws (every waiting caller gets the same error).
 */
export async function sharedPublicDownload(
  key: string,
  open: () => Promise<UpstreamFile>,
): Promise<UpstreamFile> {
  let read = inFlight.get(key);
  if (!read) {
    read = (async () => {
      const file = await open();
      return {
        bytes: new Uint8Array(await new Response(file.body).arrayBuffer()),
        contentType: file.contentType,
      };
    })().finally(() => inFlight.delete(key));
    inFlight.set(key, read);
  }
  const { bytes, contentType } = await read;
  return {
    body: new Blob([bytes as Uint8Array<ArrayBuffer>]).stream(),
    contentType,
    contentLength: String(bytes.byteLength),
  };
}
