import { z } from "zod";
import { guid, isoDateTime } from "./primitives";
import { nullOr, object, type Exact } from "./shape";

/*
 * Consultancy enquiries (extension; upstream/EXTENSIONS.md "Consultancy enquiries"): the form of
 * the consultancy page, kept by the upstream and handled by the admin. The limits and the project
 * types are shared by the web form and the upstream, which both check them.
 */

/** The kinds of project a visitor may enquire about, as the form offers and the upstream accepts them. */
export const ENQUIRY_PROJECT_TYPES = [
  "Structural design",
  "Design review",
  "Retrofitting and strengthening",
  "Site supervision",
  "Training for a team",
  "Other",
] as const;

/** One of {@link ENQUIRY_PROJECT_TYPES}. */
export type EnquiryProjectType = (typeof ENQUIRY_PROJECT_TYPES)[number];

/** Longest text of each field (characters); the message needs at least {@link ENQUIRY_MESSAGE_MIN}. */
export const ENQUIRY_LIMITS = { name: 100, email: 254, phone: 30, company: 150, message: 5000, note: 2000 } as const;

/** Fewest characters of a message (a few words at least). */
export const ENQUIRY_MESSAGE_MIN = 10;

/** An enquiry's state: `new` until the admin marks it `answered`. */
export const ENQUIRY_STATUSES = ["new", "answered"] as const;

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
