import { z } from "zod";
import { base64, int, text } from "./primitives";
import { extension, nullOr, object, orMissing, type Exact } from "./shape";

/*
 * Documents of both kinds: paid products and free publications, one resource on the wire
 * (contract §2 DocumentVM, §3.7–3.8).
 */

/**
 * DocumentVM: a product or publication (`GET /api/Documents/Products…`, `…/Publications…`,
 * `GET /api/Students/Products/{studentId}`). `price` in USD (publications always 0); `imageBytes` the
 * cover in base64; `fileBytes` the whole file in base64 only from
 * `GET /api/Documents/Publications/{id}`, null everywhere else. `hasFile` (extension): whether a
 * file was uploaded; absent on the legacy, which the web reads as "unknown". `fileType` and
 * `fileSize` (extension, file facts): the uploaded file's type (0 PDF, 1 Excel, 2 Word,
 * 3 PowerPoint; a publication's is 0) and its size in bytes, both null when no file was uploaded.
 */
export const documentVm = object({
  id: int,
  title: z.string(),
  fileBytes: base64,
  description: text,
  price: orMissing(z.number()),
  imageBytes: base64,
  hasFile: extension(z.boolean()),
  fileType: extension(nullOr(z.number().int().min(0).max(3))),
  fileSize: extension(nullOr(z.number().int().min(0))),
});

/** `{ productId }`: the answer of `POST /api/Documents/Product`. */
export const createdProduct = object({ productId: int });

/** `{ publicationId }`: the answer of `POST /api/Documents/Publications`. */
export const createdPublication = object({ publicationId: int });

/**
 * AssignedProductVM: one student a product is assigned to (`GET /api/Students/GetAssignedProducts/{productId}`);
 * `studentName` = first name + space + last name.
 */
export const assignedProductVm = object({
  productId: int,
  studentId: z.string(),
  studentName: orMissing(z.string()),
});

/** What the reference upstream writes as a DocumentVM (with `hasFile`, `fileType`, `fileSize`). */
export type DocumentVm = Exact<typeof documentVm>;
/** What the reference upstream writes as an AssignedProductVM. */
export type AssignedProductVm = Exact<typeof assignedProductVm>;
