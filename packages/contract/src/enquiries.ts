import { z } from "zod";
import { guid, isoDateTime } from "./primitives";
import { ENQUIRY_STATUSES } from "./enquiry-rules";
import { nullOr, object, type Exact } from "./shape";

export * from "./enquiry-rules";

/*
 * Consultancy enquiries (extension; upstream/EXTENSIONS.md "Consultancy enquiries"): the form of
 * the consultancy page, kept by the upstream and handled by the admin. The wire shapes; the
 * limits and project types are in `enquiry-rules.ts` (no zod, for client components).
 */

/**
 * EnquiryDto: one enquiry as the admin reads it (`GET /api/Enquiries`, `PUT /api/Enquiries/{id}`).
 * Times ISO-8601 UTC with `Z`; `phone`, `company`, `note`, `answeredAt` null when absent.
 */
export const enquiryDto = object({
  id: guid,
  name: z.string(),
  email: z.string(),
  phone: nullOr(z.string()),
  company: nullOr(z.string()),
  projectType: z.string(),
  message: z.string(),
  status: z.enum(ENQUIRY_STATUSES),
  note: nullOr(z.string()),
  createdAt: isoDateTime,
  answeredAt: nullOr(isoDateTime),
});

/** `{ new }`: how many enquiries wait for an answer (`GET /api/Enquiries/NewCount`). */
export const enquiryCount = object({ new: z.number().int().min(0) });

/** What the reference upstream writes as an EnquiryDto. */
export type EnquiryDto = Exact<typeof enquiryDto>;
