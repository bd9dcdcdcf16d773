"use server";

import { ENQUIRY_LIMITS, ENQUIRY_STATUSES } from "@brightway/contract/enquiry-rules";
import * as z from "@/lib/zod";
import { fail, ok } from "@/lib/actions/result";
import { adminAction } from "@/lib/actions/safe-action";
import { isGuid } from "@/lib/ids";
import { messages } from "@/lib/messages";
import { updateEnquiry } from "@/lib/upstream/enquiries";

const updateSchema = z.object({
  enquiryId: z.string().trim().refine(isGuid, messages.enquiry.missing),
  status: z.enum(ENQUIRY_STATUSES, { message: messages.enquiry.saveFailed }),
  note: z.string().trim().max(ENQUIRY_LIMITS.note, messages.enquiry.tooLong).optional().default(""),
});

/**
 * Marks an enquiry new or answered and keeps the admin's note (blank = none). Admin only
 * (re-checked by `adminAction`); the id is validated. Calls PUT /api/Enquiries/{id}.
 */
export const updateEnquiryAction = adminAction(
  updateSchema,
  async ({ enquiryId, status, note }, { session }) => {
    const saved = await updateEnquiry(enquiryId, { status, note: note || null }, session.token);
    if (!saved) return fail(messages.enquiry.missing);
    return ok(undefined, messages.enquiry.saved);
  },
  { failureMessage: messages.enquiry.saveFailed },
);
