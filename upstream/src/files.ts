import { eq, inArray } from "drizzle-orm";
import type { Executor } from "./db/client";
import { files } from "./db/schema";

/** Stores bytes with their content type; returns the new file id (uuid). */
export async function storeFile(db: Executor, file: { data: Buffer; contentType: string }): Promise<string> {
  const [row] = await db
    .insert(files)
    .values({ data: file.data, contentType: file.contentType, size: file.data.length })
    .returning({ id: files.id });
  return row!.id;
}

/** Reads a stored file, or `null` for an unknown or absent id. */
export async function readFile(
  db: Executor,
  id: string | null | undefined,
): Promise<{ data: Buffer; contentType: string; size: number } | null> {
  if (!id) return null;
  const [row] = await db
    .select({ data: files.data, contentType: files.contentType, size: files.size })
    .from(files)
    .where(eq(files.id, id));
  return row ?? null;
}

/**
 * Reads several files' bytes as base64 in one query (for inlining images in JSON).
 * @returns a map from file id to base64 text; ids without a file are absent.
 */
export async function readFilesBase64(db: Executor, ids: (string | null | undefined)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: files.id, data: files.data }).from(files).where(inArray(files.id, wanted));
  return new Map(rows.map((row) => [row.id, row.data.toString("base64")]));
}

/** Deletes stored files no longer referenced (replaced images, deleted entities). Ignores nulls. */
export async function deleteFiles(db: Executor, ids: (string | null | undefined)[]): Promise<void> {
  const doomed = ids.filter((id): id is string => Boolean(id));
  if (doomed.length) await db.delete(files).where(inArray(files.id, doomed));
}
