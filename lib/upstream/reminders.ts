import "server-only";
import * as z from "@/lib/zod";
import { UpstreamError, upstreamFetch } from "@/lib/upstream/client";

/*
 * The scheduled-reminders extension of the reference upstream (upstream/EXTENSIONS.md,
 * "Scheduled reminders"): the upstream e-mails reminders whose links come here. A legacy API
 * sends no reminders, so nobody gets such a link from it; if one is opened against a legacy
 * upstream anyway, the endpoint answers 404 and the page says reminders cannot be changed here.
 */

/** The shape of a reminder e-mail's token (`base64url(userId).base64url(HMAC)`); anything else is refused before any call. */
export const unsubscribeTokenSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,200}\.[A-Za-z0-9_-]{43}$/, "This unsubscribe link is not valid.");

/** What stopping reminders came to: `stopped`, `invalid` (forged, damaged or unknown), `unsupported` (a legacy upstream). */
export type StopRemindersOutcome = "stopped" | "invalid" | "unsupported";

/**
 * Stops reminder e-mails for the account a reminder's `token` names (no session needed: the
 * signed token is the proof). Calls `POST /api/Reminders/Unsubscribe` `{ token }`.
 * @throws UpstreamError for failures other than 400 (invalid) and 404/405 (no extension).
 */
export async function stopReminders(token: string): Promise<StopRemindersOutcome> {
  const parsed = unsubscribeTokenSchema.safeParse(token);
  if (!parsed.success) return "invalid";
  try {
    await upstreamFetch({
      method: "POST",
      path: "/api/Reminders/Unsubscribe",
      body: { token: parsed.data },
      schema: z.object({ optedOut: z.literal(true) }),
    });
    return "stopped";
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 400) return "invalid";
    if (error instanceof UpstreamError && (error.status === 404 || error.status === 405))
      return "unsupported";
    throw error;
  }
}
