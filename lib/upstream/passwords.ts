import "server-only";
import * as z from "@/lib/zod";
import { UpstreamError, upstreamFetch } from "@/lib/upstream/client";
import { versionDetection } from "@/lib/upstream/extension-detection";
import { resetLinkStatusSchema } from "@/lib/upstream/wire";

/*
 * The password change extension of the reference upstream (upstream/EXTENSIONS.md "Password
 * changes"): a student's own change with the current password, and the check of a reset link
 * before its form. The legacy API has neither: Edit Profile then shows no Change Password form
 * ({@link isPasswordChangeSupported}) and the reset page shows its form for any link.
 */

/**
 * Whether the upstream lets a student change the password with the current one: GET
 * /api/PasswordChange/version answers `{ version ≥ 1 }`. Kept 10 minutes in Next's data cache (a
 * transient failure counts as "no" and is asked again). Never throws.
 */
export const isPasswordChangeSupported: () => Promise<boolean> = versionDetection(
  "/api/PasswordChange/version",
  { timeoutMs: 3000 },
);

const problemSchema = z.looseObject({
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

/** Why the upstream refused a change, when it is the student's to fix. */
export type PasswordChangeRefusal = "wrongPassword" | "weakPassword";

/**
 * Reads an upstream refusal of {@link changePassword}: 400 with `errors.currentPassword` (the
 * current password is wrong) or `errors.newPassword` (the new one breaks a rule).
 * @returns the refusal, or null for any other failure.
 */
export function passwordChangeRefusal(error: UpstreamError): PasswordChangeRefusal | null {
  if (error.status !== 400) return null;
  let errors: Record<string, string[]> = {};
  try {
    errors = problemSchema.parse(JSON.parse(error.body)).errors ?? {};
  } catch {
    return null;
  }
  if (errors.currentPassword) return "wrongPassword";
  return errors.newPassword ? "weakPassword" : null;
}

/**
 * Changes the student's password: the upstream checks the current one (counting it with the
 * account's logins), keeps this session signed in, signs the account's other devices out and
 * e-mails "Your password was changed". The student's own token. Calls
 * POST /api/Students/{studentId}/Password (204).
 * @throws UpstreamError: 400 (see {@link passwordChangeRefusal}), 429 too many wrong passwords
 *   (`retryAfterSeconds`), 401, 403, 404 (also on a legacy upstream: check
 *   {@link isPasswordChangeSupported} first), 409 changed meanwhile.
 */
export async function changePassword(
  studentId: string,
  input: { currentPassword: string; newPassword: string },
  token: string,
  caller: { clientAddress?: string } = {},
): Promise<void> {
  await upstreamFetch({
    endpoint: "POST /api/Students/{studentId}/Password",
    ids: [["user", studentId]],
    body: { currentPassword: input.currentPassword, newPassword: input.newPassword },
    token,
    clientAddress: caller.clientAddress,
  });
}

/**
 * Where a reset link stands: `valid`, `used`, `expired`, `invalid` (wrong, replaced, or for an
 * address with no account: the upstream never tells which), or `unknown` when it cannot be told
 * (a legacy upstream without the check, a status this app does not know, or a failed call, which
 * is logged by the caller): the page then shows its form as before.
 */
export type ResetLinkState = "valid" | "used" | "expired" | "invalid" | "unknown";

const resetLinkStates = new Set<string>(["valid", "used", "expired", "invalid"]);

/**
 * Checks a reset link (the `email` and `token` of its query, unchanged) without using it. No
 * session. Calls POST /api/Authentication/ResetLinkStatus.
 * @returns the link's {@link ResetLinkState}; `unknown` on a legacy upstream (404/405).
 * @throws UpstreamError on any other failure (an outage, a 429).
 */
export async function checkResetLink(
  link: { email: string; token: string },
  caller: { clientAddress?: string } = {},
): Promise<ResetLinkState> {
  try {
    const { status } = await upstreamFetch({
      method: "POST",
      path: "/api/Authentication/ResetLinkStatus",
      body: { email: link.email, token: link.token },
      schema: resetLinkStatusSchema,
      clientAddress: caller.clientAddress,
      timeoutMs: 3000,
    });
    return resetLinkStates.has(status) ? (status as ResetLinkState) : "unknown";
  } catch (error) {
    if (error instanceof UpstreamError && (error.status === 404 || error.status === 405))
      return "unknown";
    throw error;
  }
}
