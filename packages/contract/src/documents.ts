import { z } from "zod";
import { base64, int, text } from "./primitives";
import { extension, object, orMissing, type Exact } from "./shape";

/*
 * Documents of both kinds: paid products and free publications, one resource on the wire
 * (contract §2 DocumentVM, §3.7–3.8).
 */

/**
 * DocumentVM: a product or publication (`GET /api/Documents/Products…`, `…/Publications…`,
 * `GET /api/Students/Products/{studentId}`). `price` in USD (publications always 0); `imageBytes` the
 * cover in base64; `fileBytes` the whole file in base64 only from
 * `GET /api/Documents/Publications/{id}`, null everywhere else. `hasFile` (extension): whether a
 * file was uploaded; absent on the legacy, which the web reads as "unknown".
 */
export const documentVm = object({
  id: int,
  title: z.string(),
  fileBytes: base64,
  description: text,
  price: orMissing(z.number()),
  imageBytes: base64,
  hasFile: extension(z.boolean()),
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

/** What the reference upstream writes as a DocumentVM (with `hasFile`). */
export type DocumentVm = Exact<typeof documentVm>;
/** What the reference upstream writes as an AssignedProductVM. */
export type AssignedProductVm = Exact<typeof assignedProductVm>;
