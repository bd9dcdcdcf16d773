import type { DocumentVm } from "@brightway/contract";
import type { Executor } from "../db/client";
import { readFilesBase64 } from "../files";

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

/*
 * DocumentVM (products and publications, with the `hasFile` extension) is the exact reading of
 * @brightway/contract's `documentVm`: `fileBytes` only for `GET /api/Documents/Publications/{id}`.
 */

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
