import type { Executor } from "../db/client";
import { readFilesBase64 } from "../files";

/**
 * DocumentVM of the wire (contract §2), for products and publications alike. `fileBytes` is the
 * whole file in base64 only for `GET /api/Documents/Publications/{id}`, `null` everywhere else;
 * `imageBytes` is the cover image in base64 or `null`; `price` in USD (publications: always 0).
 *
 * Extension (not in the legacy contract): `hasFile` says whether a file was uploaded, so an admin
 * table can flag a document missing its file without downloading every file. Clients of the
 * legacy server must treat its absence as "unknown"; legacy clients ignore unknown properties.
 */
export interface DocumentVm {
  id: number;
  title: string;
  fileBytes: string | null;
  description: string | null;
  price: number;
  imageBytes: string | null;
  hasFile: boolean;
}

/** The stored columns a DocumentVM is built from (a product row or a publication row). */
export interface DocumentRow {
  id: number;
  title: string;
  description: string | null;
  /** USD; absent for publications (written as 0). */
  price?: number;
  imageFileId: string | null;
  /** The uploaded document's file id, or null when none was uploaded. */
  fileId: string | null;
}

/**
 * Builds one DocumentVM from a row and the already-read base64 bytes (pure; no database).
 * Every property is written, nulls included, as the legacy serializer did.
 */
export function toDocumentVm(
  row: DocumentRow,
  imageBytes: string | null,
  fileBytes: string | null = null,
): DocumentVm {
  return {
    id: row.id,
    title: row.title,
    fileBytes,
    description: row.description ?? null,
    price: row.price ?? 0,
    imageBytes,
    hasFile: row.fileId !== null,
  };
}

/**
 * Builds the DocumentVMs of several rows, reading all their images in one query, in the order of
 * `rows`. `fileBytes` is always `null` (lists never inline the documents themselves).
 */
export async function toDocumentVms(db: Executor, rows: DocumentRow[]): Promise<DocumentVm[]> {
  const images = await readFilesBase64(
    db,
    rows.map((row) => row.imageFileId),
  );
  return rows.map((row) =>
    toDocumentVm(row, row.imageFileId ? (images.get(row.imageFileId) ?? null) : null),
  );
}
