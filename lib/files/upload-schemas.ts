import "server-only";
import * as z from "@/lib/zod";
import { checkDocument, checkImage, type FileCheck } from "@/lib/files/check";
import type { FileTypeCode } from "@/lib/file-types";

/*
 * Uploaded files as zod schemas, so a route handler validates its files with its fields, in one
 * schema, as the server actions do. The checks themselves are `lib/files/check.ts` (bytes sniffed,
 * images normalised); these schemas are asynchronous (the mutation core parses with
 * `safeParseAsync`).
 */

/**
 * The file a check passed, or its message as an issue (at `path`, default where the schema is)
 * and `z.NEVER`, so the schema's output is the checked file.
 */
export function checkedFile<T>(check: FileCheck<T>, ctx: z.RefinementCtx, path?: string): T {
  if (check.ok) return check.value;
  ctx.addIssue({ code: "custom", message: check.message, ...(path ? { path: [path] } : {}) });
  return z.NEVER;
}

/**
 * An uploaded image (`checkImage`): a missing file fails with `requiredMessage`, any other refusal
 * with its own text. Output: the normalised `image/jpeg` Blob.
 */
export function imageUploadSchema(requiredMessage: string) {
  // Optional for zod (a missing file is this schema's own refusal, with its own text).
  return z
    .unknown()
    .optional()
    .transform(async (file, ctx) => checkedFile(await checkImage(file, { requiredMessage }), ctx));
}

/**
 * An uploaded document of the type `typeCode` (`checkDocument`, its bytes must match), for the
 * field `path` of the object being checked. Output: the bytes as a Blob of the type's content type.
 */
export async function checkedDocument(
  file: unknown,
  typeCode: FileTypeCode,
  requiredMessage: string,
  ctx: z.RefinementCtx,
  path: string,
): Promise<Blob> {
  return checkedFile(await checkDocument(file, typeCode, { requiredMessage }), ctx, path);
}
