import "server-only";
import * as z from "@/lib/zod";
import { UpstreamError, upstreamFetch } from "@/lib/upstream/client";
import { versionDetection } from "@/lib/upstream/extension-detection";

/*
 * The login e-mail change extension of the reference upstream (upstream/EXTENSIONS.md "Login
 * e-mail changes"). The legacy API has none of it: its profile update writes an e-mail
 * column that login does not use (contract §3.9), and nothing can check the password there.
 * Every caller first asks {@link isEmailChangeSupported} (one probe, remembered); without the
 * extension Edit Profile shows the e-mail read-only and never sends a new one.
 */

/**
 * Whether the upstream has the login e-mail change extension: GET /api/EmailChange/version
 * answers `{ version ≥ 1 }`. Asked once and kept for 10 minutes in Next's data cache (a
 * transient failure counts as "no" and is asked again). Never throws.
 */
export const isEmailChangeSupported: () => Promise<boolean> = versionDetection(
  "/api/EmailChange/version",
  { timeoutMs: 3000 },
);

const problemSchema = z.looseObject({
  detail: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

/** The field errors (`errors`) of an upstream problem body, or `{}` when it has none. */
function problemErrors(error: UpstreamError): Record<string, string[]> {
  try {
    return problemSchema.parse(JSON.parse(error.body)).errors ?? {};
  } catch {
    return {};
  }
}

/** Why the upstream refused a change request, when it is the user's to fix. */
export type EmailChangeRefusal = "wrongPassword" | "sameEmail" | "invalidEmail" | "emailTaken";

/**
 * Reads an upstream refusal of {@link requestEmailChange}: 400 with `errors.currentPassword`
 * (wrong password), 400 with `errors.newEmail` (malformed, or already the caller's), 409 (taken).
 * @returns the refusal, or null for any other failure.
 */
export function emailChangeRefusal(error: UpstreamError): EmailChangeRefusal | null {
  const errors = problemErrors(error);
  if (error.status === 409) return "emailTaken";
  if (error.status !== 400) return null;
  if (errors.currentPassword) return "wrongPassword";
  if (errors.newEmail) {
    return errors.newEmail.some((text) => text.includes("already your"))
      ? "sameEmail"
      : "invalidEmail";
  }
  return null;
}

/**
 * Asks for the student's login e-mail to become `newEmail`: the upstream checks the current
 * password (counting it with the account's logins), e-mails a 24-hour single-use link to the new
 * address and tells the old one. Nothing changes until the link is opened. The student's own
 * token. Calls POST /api/Students/{studentId}/EmailChange.
 * @returns the new address and when the link expires.
 * @throws UpstreamError: 400/409 (see {@link emailChangeRefusal}), 429 too many wrong passwords
 *   (`retryAfterSeconds`), 401, 403, 404 (also on a legacy upstream: check
 *   {@link isEmailChangeSupported} first).
 */
export async function requestEmailChange(
  studentId: string,
  input: { newEmail: string; currentPassword: string },
  token: string,
  caller: { clientAddress?: string } = {},
): Promise<{ newEmail: string; expiresAt: string }> {
  return upstreamFetch({
    endpoint: "POST /api/Students/{studentId}/EmailChange",
    ids: [["user", studentId]],
    body: { newEmail: input.newEmail, currentPassword: input.currentPassword },
    schema: z.object({ newEmail: z.string(), expiresAt: z.string() }),
    token,
    clientAddress: caller.clientAddress,
  });
}

/** What confirming a link did: the change made (the new login e-mail), or why not. */
export type EmailChangeConfirmation =
  | { status: "confirmed"; userId: string; email: string }
  | { status: "invalid" | "expired" | "used" | "taken" };

/**
 * Confirms a login e-mail change with the token of the link sent to the new address. No session
 * needed (the link may be opened on another device). Calls POST /api/EmailChange/Confirm.
 * @returns `confirmed` with the new login e-mail; `invalid` (unknown, malformed or replaced
 *   link, or a legacy upstream), `expired`, `used`, or `taken` (the address became another
 *   account's meanwhile).
 * @throws UpstreamError on any other failure (an outage, a 429).
 */
export async function confirmEmailChange(token: string): Promise<EmailChangeConfirmation> {
  try {
    const confirmed = await upstreamFetch({
      method: "POST",
      path: "/api/EmailChange/Confirm",
      body: { token },
      schema: z.object({ userId: z.string(), email: z.string() }),
    });
    return { status: "confirmed", ...confirmed };
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    if (error.status === 404 || error.status === 400) return { status: "invalid" };
    if (error.status === 410) return { status: "expired" };
    if (error.status === 409) return { status: problemErrors(error).email ? "taken" : "used" };
    throw error;
  }
}
