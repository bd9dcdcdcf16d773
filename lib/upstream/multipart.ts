import "server-only";
import { extensionForContentType } from "@/lib/file-types";
import { upstreamFetch, type IdCheck } from "@/lib/upstream/client";

/*
 * The multipart body of every upstream upload (contract §1.5): part `File` (the bytes) and part
 * `Type` (a file-type number).
 */

/**
 * A safe file name for an upload: a fixed stem plus the extension of the Blob's MIME type
 * (`.bin` for a type with none), e.g. `upload.png`.
 */
export function safeUploadName(file: Blob, stem = "upload"): string {
  return `${stem}${extensionForContentType(file.type) ?? ".bin"}`;
}

/**
 * The multipart body of an upstream upload: part `File` named by {@link safeUploadName} and part
 * `Type` (the file-type number the endpoint expects).
 */
function uploadForm(file: Blob, type: number): FormData {
  const form = new FormData();
  // Security boundary: the legacy stores uploads as `{guid}{client file name}` without
  // sanitising the name (contract §7.13), so the browser's file name is never forwarded.
  form.append("File", file, safeUploadName(file));
  form.append("Type", String(type));
  return form;
}

/**
 * Sends one file to an upstream upload endpoint: POST `path` with the multipart body of
 * {@link uploadForm}. The caller has checked the file's bytes; the ids in `path` are checked here
 * (`ids`, named by `endpoint` when one is wrong), before anything is sent.
 * @param upload.type the file-type number of the endpoint (contract §1.5).
 * @param upload.timeoutMs a longer timeout for large files (default: a JSON call's).
 * @throws UpstreamError on failure.
 */
export async function postUpload(upload: {
  path: string;
  ids?: readonly IdCheck[];
  endpoint?: string;
  file: Blob;
  type: number;
  token: string;
  timeoutMs?: number;
}): Promise<void> {
  await upstreamFetch({
    method: "POST",
    path: upload.path,
    ids: upload.ids,
    endpoint: upload.endpoint,
    body: uploadForm(upload.file, upload.type),
    token: upload.token,
    timeoutMs: upload.timeoutMs,
  });
}
