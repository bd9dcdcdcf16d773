import type { Route } from "next";
import * as z from "@/lib/zod";
import { messages } from "@/lib/messages";
import type { DocumentKind } from "@/lib/upstream/types";
import { positiveIntIdSchema } from "@/lib/validation/student";
import { requiredTextSchema } from "@/lib/validation/fields";
import { parseIntId } from "@/lib/ids";

/*
 * Schemas of the document forms (spec §2 "Create product", "Create publication", §5): one set for
 * both kinds, the kind deciding whether a price and a file type belong. Used by the browser
 * (react-hook-form) for speed and by the route handler and server actions for truth. Files are not
 * in these schemas: their bytes are checked on the server (`checkDocument`, `checkImage`), and
 * their presence in the browser by the form, with the texts of {@link documentTexts}.
 */

/** Longest title the upstream stores (contract §6: ≤ 450 characters; longer gives E-500). */
const MAX_DOCUMENT_TITLE_LENGTH = 450;

/** Longest description accepted, in characters. */
const MAX_DOCUMENT_DESCRIPTION_LENGTH = 20_000;

/** Highest price accepted, in USD (a typo guard, not a business rule). */
const MAX_DOCUMENT_PRICE = 1_000_000;

/** The two document kinds, for a route segment or hidden input (`product` | `publication`). */
export const documentKindSchema = z.enum(["product", "publication"]);

/** A document id (positive int) from a number or a form string. */
const documentIdSchema = positiveIntIdSchema("Invalid document id");

// Form values arrive as strings (FormData) or may be absent; absence reads as "".
const text = z.string().optional().default("");

const titleSchema = text.pipe(
  requiredTextSchema(
    messages.documents.fileNameRequired,
    MAX_DOCUMENT_TITLE_LENGTH,
    messages.documents.fileNameTooLong,
  ),
);

const descriptionSchema = text.pipe(
  requiredTextSchema(
    messages.documents.fileDescriptionRequired,
    MAX_DOCUMENT_DESCRIPTION_LENGTH,
    messages.documents.fileDescriptionTooLong,
  ),
);

/** True when `value` has at most 2 decimals (cents), tolerant of binary fractions like 0.29. */
const hasCents = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/**
 * A price in USD from a form string or a number: required ('Enter File Price'), 0 or more
 * (0 means free), at most 2 decimals. Output: a number rounded to cents.
 */
const priceSchema = z
  .union([z.number(), z.string()])
  .optional()
  .transform((value, ctx) => {
    const raw = typeof value === "string" ? value.trim() : value;
    if (raw === undefined || raw === "") {
      ctx.addIssue({ code: "custom", message: messages.documents.filePriceRequired });
      return z.NEVER;
    }
    const amount = typeof raw === "number" ? raw : /^-?\d+(\.\d+)?$/.test(raw) ? Number(raw) : NaN;
    if (!Number.isFinite(amount)) {
      ctx.addIssue({ code: "custom", message: messages.documents.filePriceRequired });
      return z.NEVER;
    }
    if (amount < 0 || amount > MAX_DOCUMENT_PRICE || !hasCents(amount)) {
      ctx.addIssue({ code: "custom", message: messages.documents.filePriceInvalid });
      return z.NEVER;
    }
    return Math.round(amount * 100) / 100;
  });

/** A document file type code from a form string: 0 PDF, 1 EXCEL, 2 WORD, 3 POWER POINT. */
export const fileTypeSchema = z
  .union([z.number(), z.string()], { message: messages.documents.fileTypeRequired })
  .transform((value, ctx) => {
    const code = typeof value === "number" ? value : /^[0-3]$/.test(value) ? Number(value) : NaN;
    if (code !== 0 && code !== 1 && code !== 2 && code !== 3) {
      ctx.addIssue({ code: "custom", message: messages.documents.fileTypeRequired });
      return z.NEVER;
    }
    return code;
  });

/** The text fields of every document: file name and description. */
const documentTextFields = { title: titleSchema, description: descriptionSchema };

/**
 * The text fields of Create Product (spec §5): file name ('Enter File Name'), price ('Enter File
 * Price'; $, 0 means free), file type (0–3) and description ('Enter File Description').
 */
export const productFieldsSchema = z.object({
  title: titleSchema,
  price: priceSchema,
  fileType: fileTypeSchema,
  description: descriptionSchema,
});

/**
 * The text fields of Create Publication (spec §5): file name ('Enter File Name') and description
 * ('Enter File Description'). No price (publications are free) and no file type (always PDF).
 */
export const publicationFieldsSchema = z.object(documentTextFields);

/** What {@link documentFieldsSchema} gives: a product carries a price (USD) and a file type. */
export type DocumentFields =
  | z.output<typeof productFieldsSchema>
  | (z.output<typeof publicationFieldsSchema> & { price?: undefined; fileType?: undefined });

/** The create schema of a kind. */
export function documentFieldsSchema(
  kind: DocumentKind,
): typeof productFieldsSchema | typeof publicationFieldsSchema {
  return kind === "product" ? productFieldsSchema : publicationFieldsSchema;
}

/** Edit / Edit Data of a product (spec §2 "Manage products"): id, title, description, price. */
export const updateProductSchema = z.object({
  id: documentIdSchema,
  ...documentTextFields,
  price: priceSchema,
});

/** Edit Data of a publication (spec §2 "Manage publications"): id, title, description. */
export const updatePublicationSchema = z.object({ id: documentIdSchema, ...documentTextFields });

/** Delete of a document: its id. */
export const deleteDocumentSchema = z.object({ id: documentIdSchema });

/**
 * Remove Enrollment (spec §2 "Manage product enrollments"): the product and the student.
 * Student ids follow the upstream's form (letters, digits, dashes: the legacy pastes them into
 * raw SQL, contract §7.12).
 */
export const removeProductEnrollmentSchema = z.object({
  productId: documentIdSchema,
  studentId: z
    .string({ message: "Invalid student id" })
    .regex(/^[A-Za-z0-9-]{1,64}$/, "Invalid student id"),
});

/** The texts of one document kind (spec §5, §8 and ours from `lib/messages.ts`). */
export interface DocumentTexts {
  /** 'Please Upload File To Create Product' / '… Publication'. */
  fileRequired: string;
  created: string;
  createFailed: string;
  imageFailed: string;
  fileFailed: string;
  updateFailed: string;
  deleteFailed: string;
  /** The admin table's empty text. */
  empty: string;
}

/** Every text of each kind, so one form and one table serve both. */
export const documentTexts: Record<DocumentKind, DocumentTexts> = {
  product: {
    fileRequired: messages.documents.productFileRequired,
    created: messages.documents.productAdded,
    createFailed: messages.documents.createProductFailed,
    imageFailed: messages.documents.productImageFailed,
    fileFailed: messages.documents.productFileFailed,
    updateFailed: messages.documents.updateProductFailed,
    deleteFailed: messages.deleteFailed.product,
    empty: messages.documents.noProductsAdmin,
  },
  publication: {
    fileRequired: messages.documents.publicationFileRequired,
    created: messages.documents.publicationAdded,
    createFailed: messages.documents.createPublicationFailed,
    imageFailed: messages.documents.publicationImageFailed,
    fileFailed: messages.documents.publicationFileFailed,
    updateFailed: messages.documents.updatePublicationFailed,
    deleteFailed: messages.deleteFailed.publication,
    empty: messages.documents.noPublicationsAdmin,
  },
};

/** The admin pages of a kind (spec §2 spelling). */
export const documentAdminPaths: Record<DocumentKind, { create: Route; manage: Route }> = {
  product: { create: "/createProduct", manage: "/manageProducts" },
  publication: { create: "/createPublication", manage: "/managePublications" },
};

/** What a successful create answers: the new id and the page to go to (its row, highlighted). */
export interface CreatedDocument {
  id: number;
  redirectTo: Route;
}

/**
 * Where an admin lands to add what a half-made document lacks: its manage page, searched by its
 * title and with its row highlighted (`?q=…&highlight={id}`).
 */
export function documentRepairPath(kind: DocumentKind, id: number, title: string): Route {
  const query = new URLSearchParams({ q: title, highlight: String(id) });
  // The manage page's own route with its query: a route still.
  return `${documentAdminPaths[kind].manage}?${query.toString()}` as Route;
}

/**
 * A document id from a route's path segment (`parseIntId`: a positive int of at most 9
 * digits), failing with the operation's `message`. Output: the id as a number.
 */
export function documentIdSegment(message: string) {
  return z.string({ message }).transform((value, ctx) => {
    const id = parseIntId(value);
    if (id !== null) return id;
    ctx.addIssue({ code: "custom", message });
    return z.NEVER;
  });
}
