import "server-only";
import { UpstreamError, upstreamFetch } from "@/lib/upstream/client";
import { versionDetection } from "@/lib/upstream/extension-detection";
import { confirmationResentSchema, emailConfirmedSchema } from "@/lib/upstream/wire";

/*
 * The e-mail confirmation extension of the reference upstream (upstream/EXTENSIONS.md "E-mail
 * confirmation"): a student's own signup gets "Confirm your e-mail" with a link to our
 * `/confirmEmail?token=…&purpose=signup`, and no other e-mail until it is opened. The profile
 * learns the state from `StudentDto.emailConfirmed`, which only the extension sends (absent = say
 * nothing); the signup asks {@link isEmailConfirmationSupported} before telling the new student
 * to open the link.
 */

/**
 * Whether the upstream confirms a new student's address by e-mail (cached like every probe).
 * Calls GET /api/EmailConfirmation/version (200 `{ version: 1 }`; the legacy's 404: no).
 */
export const isEmailConfirmationSupported: () => Promise<boolean> = versionDetection(
  "/api/EmailConfirmation/version",
);

/** What confirming a signup's link did: the address confirmed, or why not. */
type SignupConfirmation =
  | { status: "confirmed"; userId: string; email: string }
  | { status: "invalid" | "expired" | "used" };

/**
 * Confirms a new student's address with the token of the link e-mailed at signup. No session
 * needed (the link may be opened on another device); the upstream then sends the welcome e-mail.
 * Calls POST /api/EmailConfirmation/Confirm.
 * @returns `confirmed` with the account and address; `invalid` (unknown, malformed or replaced
 *   link, an address changed since, or a legacy upstream), `expired` (7 days), `used`.
 * @throws UpstreamError on any other failure (an outage, a 429).
 */
export async function confirmSignupEmail(token: string): Promise<SignupConfirmation> {
  try {
    const confirmed = await upstreamFetch({
      endpoint: "POST /api/EmailConfirmation/Confirm",
      body: { token },
      schema: emailConfirmedSchema,
    });
    return { status: "confirmed", ...confirmed };
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    if (error.status === 404 || error.status === 400) return { status: "invalid" };
    if (error.status === 410) return { status: "expired" };
    if (error.status === 409) return { status: "used" };
    throw error;
  }
}

/**
 * E-mails the calling student a new confirmation link to their login e-mail. The student's own
 * token. Calls POST /api/EmailConfirmation/Resend.
 * @returns the address the link went to.
 * @throws UpstreamError: 409 already confirmed, 429 too soon (once a minute, 5 a day;
 *   `retryAfterSeconds`), 401, 403.
 */
export async function resendEmailConfirmation(token: string): Promise<{ email: string }> {
  const { email } = await upstreamFetch({
    endpoint: "POST /api/EmailConfirmation/Resend",
    schema: confirmationResentSchema,
    token,
  });
  return { email };
}
