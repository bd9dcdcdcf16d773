import { eq, inArray } from "drizzle-orm";
import type { Database, Executor } from "./db/client";
import { files } from "./db/schema";

/** Stores bytes with their content type; returns the new file id (uuid). */
export async function storeFile(
  db: Executor,
  file: { data: Buffer; contentType: string },
): Promise<string> {
  const [row] = await db
    .insert(files)
    .values({ data: file.data, contentType: file.contentType, size: file.data.length })
    .returning({ id: files.id });
  return row!.id;
}

/**
 * Replaces the file a row points to, in one transaction: reads the row's current file id with
 * `current` (`undefined` when the row is gone, `null` when it has no file yet), stores `file`,
 * points the row at it with `link`, then deletes the file it replaced.
 * @throws what `missing()` returns when the row is gone (deleted since the caller checked).
 */
export async function replaceFile(
  db: Database,
  file: { data: Buffer; contentType: string },
  row: {
    current: (tx: Executor) => Promise<string | null | undefined>;
    link: (tx: Executor, fileId: string) => Promise<unknown>;
    missing: () => Error;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    const replaced = await row.current(tx);
    if (replaced === undefined) throw row.missing();
    const fileId = await storeFile(tx, file);
    await row.link(tx, fileId);
    await deleteFiles(tx, [replaced]);
  });
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
 * Base64 text of recently inlined files, by file id, bounded to {@link base64CacheBudget}
 * characters (least recently used evicted first). Safe without invalidation because stored
 * files never change: a replaced image gets a new file id, and a deleted id is never read again.
 * Reading the bytes dominates the catalogue lists' cost (contract: images inline as base64).
 */
const base64Cache = new Map<string, string>();
let base64CacheSize = 0;

/** Upper bound of the base64 cache, in characters (~64 MB). */
const base64CacheBudget = 64 * 1024 * 1024;

function rememberBase64(id: string, value: string): void {
  if (value.length > base64CacheBudget / 8) return;
  base64Cache.set(id, value);
  base64CacheSize += value.length;
  for (const [oldId, oldValue] of base64Cache) {
    if (base64CacheSize <= base64CacheBudget) break;
    base64Cache.delete(oldId);
    base64CacheSize -= oldValue.length;
  }
}

/**
 * Reads several files' bytes as base64 (for inlining images in JSON): cached ids from memory,
 * the rest in one query.
 * @returns a map from file id to base64 text; ids without a file are absent.
 */
export async function readFilesBase64(
  db: Executor,
  ids: (string | null | undefined)[],
): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  const found = new Map<string, string>();
  const missing: string[] = [];
  for (const id of wanted) {
    const cached = base64Cache.get(id);
    if (cached === undefined) {
      missing.push(id);
    } else {
      // Refresh its place in the LRU order.
      base64Cache.delete(id);
      base64Cache.set(id, cached);
      found.set(id, cached);
    }
  }
  if (missing.length === 0) return found;
  const rows = await db
    .select({ id: files.id, data: files.data })
    .from(files)
    .where(inArray(files.id, missing));
  for (const row of rows) {
    const value = row.data.toString("base64");
    rememberBase64(row.id, value);
    found.set(row.id, value);
  }
  return found;
}

/**
 * The sizes in bytes of stored files, in one query that reads no bytes.
 * @returns a map from file id to size; ids without a file are absent.
 */
export async function readFileSizes(
  db: Executor,
  ids: (string | null | undefined)[],
): Promise<Map<string, number>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: files.id, size: files.size })
    .from(files)
    .where(inArray(files.id, wanted));
  return new Map(rows.map((row) => [row.id, row.size]));
}

/** Deletes stored files no longer referenced (replaced images, deleted entities). Ignores nulls. */
export async function deleteFiles(db: Executor, ids: (string | null | undefined)[]): Promise<void> {
  const doomed = ids.filter((id): id is string => Boolean(id));
  for (const id of doomed) {
    const cached = base64Cache.get(id);
    if (cached !== undefined) {
      base64Cache.delete(id);
      base64CacheSize -= cached.length;
    }
  }
  if (doomed.length) await db.delete(files).where(inArray(files.id, doomed));
}
