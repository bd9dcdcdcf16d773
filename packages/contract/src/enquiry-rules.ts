/*
 * The rules of a consultancy enquiry both sides of the wire check (the web form and the
 * reference upstream). No zod here, so client components may import it
 * (`@brightway/contract/enquiry-rules`).
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
export const ENQUIRY_LIMITS = {
  name: 100,
  email: 254,
  phone: 30,
  company: 150,
  message: 5000,
  note: 2000,
} as const;

/** Fewest characters of a message (a few words at least). */
export const ENQUIRY_MESSAGE_MIN = 10;

/** An enquiry's state: `new` until the admin marks it `answered`. */
export const ENQUIRY_STATUSES = ["new", "answered"] as const;
