import "server-only";
import type { EnquiryProjectType } from "@brightway/contract/enquiry-rules";
import * as z from "@/lib/zod";
import { checkIds, nullWhen, UpstreamError, upstreamFetch } from "@/lib/upstream/client";
import { endpointDetection } from "@/lib/upstream/extension-detection";
import { enquiryCountSchema, enquiryDtoSchema } from "@/lib/upstream/wire";

/*
 * The consultancy enquiries extension of the reference upstream (`upstream/EXTENSIONS.md`,
 * "Consultancy enquiries"). The legacy API keeps no enquiries: `hasEnquiries()` tells the admin
 * pages whether to show them, and a sent enquiry is refused with a way to write instead.
 */

/** An enquiry as the admin reads it; times ISO-8601 UTC. */
export type Enquiry = z.infer<typeof enquiryDtoSchema>;

/** What a visitor sends (already checked by the form's schema; the upstream checks again). */
export interface EnquiryInput {
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  projectType: EnquiryProjectType;
  message: string;
}

/** The lists of the admin's screen: new ones, answered ones, or all. */
export type EnquiryFilter = "new" | "answered" | "all";

const detection = endpointDetection("/api/Enquiries/NewCount");

/**
 * Whether the upstream keeps enquiries: one anonymous probe of GET /api/Enquiries/NewCount
 * (401 here, 404 on the legacy API), remembered for 10 minutes; a failed probe reads as false.
 */
export const hasEnquiries: () => Promise<boolean> = detection;

/**
 * Sends a visitor's enquiry (no token: anyone may). The client address goes as
 * `X-Forwarded-For` so the upstream throttles per visitor, not per web server.
 * Calls POST /api/Enquiries.
 * @throws UpstreamError: 400 a field refused, 429 over the limits (`retryAfter`), 404/405 on a
 *   legacy upstream (no enquiries).
 */
export async function sendEnquiry(
  input: EnquiryInput,
  caller: { clientAddress?: string } = {},
): Promise<void> {
  await upstreamFetch({
    method: "POST",
    path: "/api/Enquiries",
    body: input,
    clientAddress: caller.clientAddress,
    schema: z.object({ id: z.string() }),
  });
}

/**
 * One page of enquiries, newest first (50 a page). Admin token; never cached.
 * Calls GET /api/Enquiries?status=&PageNumber=&PageSize=50.
 * @throws UpstreamError.
 */
export async function listEnquiries(
  request: { status: EnquiryFilter; page: number },
  token: string,
): Promise<Enquiry[]> {
  return upstreamFetch({
    path: "/api/Enquiries",
    query: { status: request.status, PageNumber: String(request.page), PageSize: "50" },
    schema: z.array(enquiryDtoSchema),
    token,
  });
}

/**
 * Marks an enquiry new or answered and keeps the admin's note (empty = none). Admin token.
 * Calls PUT /api/Enquiries/{id}.
 * @returns the enquiry as stored, or null when it no longer exists (404).
 * @throws UpstreamError on any other failure.
 */
export async function updateEnquiry(
  id: string,
  input: { status: "new" | "answered"; note: string | null },
  token: string,
): Promise<Enquiry | null> {
  // Checked outside nullWhen: a malformed id is refused (404 error), not read as "no such enquiry".
  checkIds("PUT /api/Enquiries/{id}", [["guid", id]]);
  return nullWhen([404], () =>
    upstreamFetch({
      method: "PUT",
      path: `/api/Enquiries/${id}`,
      body: input,
      schema: enquiryDtoSchema,
      token,
    }),
  );
}

/**
 * How many enquiries are new (the dashboard's figure); null on a legacy upstream or when the read
 * fails (a count must never fail a page). Admin token; never cached.
 * Calls GET /api/Enquiries/NewCount.
 */
export async function countNewEnquiries(token: string): Promise<number | null> {
  if (!(await hasEnquiries())) return null;
  try {
    return (
      await upstreamFetch({ path: "/api/Enquiries/NewCount", schema: enquiryCountSchema, token })
    ).new;
  } catch (error) {
    if (!(error instanceof UpstreamError) || error.isUnauthorized) throw error;
    return null;
  }
}
