import type { AppContext } from "./context";

/**
 * A 200 answer carrying raw file bytes, as the legacy `File(...)` results: `Content-Type` and
 * `Content-Length` only (no `Content-Disposition`, no ranges; contract §1.5).
 */
export function fileResponse(c: AppContext, data: Buffer, contentType: string): Response {
  return c.body(new Uint8Array(data.buffer as ArrayBuffer, data.byteOffset, data.byteLength), 200, {
    "Content-Type": contentType,
    "Content-Length": String(data.byteLength),
  });
}
