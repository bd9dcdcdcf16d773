import type { DocumentVm } from "@brightway/contract";
import type { Executor } from "../db/client";
import { readFileSizes, readFilesBase64 } from "../files";

/** The stored columns a DocumentVM is built from (a product row or a publication row). */
export interface DocumentRow {
  id: number;
  title: string;
  description: string | null;
  /** USD; absent for publications (written as 0). */
  price?: number;
  /** The file's type (0 PDF, 1 Excel, 2 Word, 3 PowerPoint); absent for publications (always PDF). */
  typeOfFile?: number;
  imageFileId: string | null;
  /** The uploaded document's file id, or null when none was uploaded. */
  fileId: string | null;
}

/*
 * DocumentVM (products and publications, with the `hasFile`, `fileType` and `fileSize`
 * extensions) is the exact reading of @brightway/contract's `documentVm`: `fileBytes` only for
 * `GET /api/Documents/Publications/{id}`.
 */

/**
 * Builds one DocumentVM from a row, the already-read base64 bytes and the size in bytes of its
 * file (pure; no database). Every property is written, nulls included, as the legacy serializer
 * did; `fileType` and `fileSize` are null when the row has no file.
 */
export function toDocumentVm(
  row: DocumentRow,
  imageBytes: string | null,
  fileBytes: string | null = null,
  fileSize: number | null = null,
): DocumentVm {
  const hasFile = row.fileId !== null;
  return {
    id: row.id,
    title: row.title,
    fileBytes,
    description: row.description ?? null,
    price: row.price ?? 0,
    imageBytes,
    hasFile,
    fileType: hasFile ? (row.typeOfFile ?? 0) : null,
    fileSize: hasFile ? fileSize : null,
  };
}

/**
 * Builds the DocumentVMs of several rows, reading all their images in one query and their files'
 * sizes in another (no file bytes), in the order of `rows`. `fileBytes` is always `null` (lists
 * never inline the documents themselves).
 */
export async function toDocumentVms(db: Executor, rows: DocumentRow[]): Promise<DocumentVm[]> {
  const [images, sizes] = await Promise.all([
    readFilesBase64(
      db,
      rows.map((row) => row.imageFileId),
    ),
    readFileSizes(
      db,
      rows.map((row) => row.fileId),
    ),
  ]);
  return rows.map((row) =>
    toDocumentVm(
      row,
      row.imageFileId ? (images.get(row.imageFileId) ?? null) : null,
      null,
      row.fileId ? (sizes.get(row.fileId) ?? null) : null,
    ),
  );
}
