import "server-only";
import { versionDetection } from "@/lib/upstream/extension-detection";
import { type UpstreamError, upstreamFetch } from "@/lib/upstream/client";
import { loginAnswerSchema, signupAnswerSchema, type SignupBody } from "@/lib/upstream/wire";

/**
 * Who is asking, for an upstream that throttles per client address: the visitor's address
 * (`lib/auth/client-address.ts`), forwarded as `X-Forwarded-For`. A 429 answer throws an
 * `UpstreamError` with `retryAfterSeconds`.
 */
export interface Caller {
  clientAddress?: string;
  /** The visitor's `User-Agent`, for the upstream's list of signed-in devices (login only). */
  userAgent?: string;
}

/** E-mail and password as typed on the login form. */
export interface Credentials {
  email: string;
  password: string;
}

/** A successful login: the upstream user id and its JWT (server-side only, never to the browser). */
export interface LoginResult {
  userId: string;
  token: string;
}

/**
 * Logs in as an admin.
 *
 * Calls `POST /api/Admin/AdminLogin`.
 * @throws UpstreamError 401 for an unknown e-mail or wrong password, 404 for valid credentials
 *   of a user who is not an Admin (a student).
 */
export function adminLogin(credentials: Credentials, caller: Caller = {}): Promise<LoginResult> {
  return login("/api/Admin/AdminLogin", credentials, caller);
}

/**
 * Logs in as a student.
 *
 * Calls `POST /api/Authentication/login`.
 * @throws UpstreamError 401 for an unknown e-mail or wrong password; the legacy upstream answers
 *   500 for an admin's credentials (callers try {@link adminLogin} first).
 */
export function studentLogin(credentials: Credentials, caller: Caller = {}): Promise<LoginResult> {
  return login("/api/Authentication/login", credentials, caller);
}

/** The one login call of both roles: `POST {path}` with the credentials, answered by a user id and a JWT. */
async function login(path: string, credentials: Credentials, caller: Caller): Promise<LoginResult> {
  const body = await upstreamFetch({
    clientAddress: caller.clientAddress,
    clientUserAgent: caller.userAgent,
    method: "POST",
    path,
    body: { email: credentials.email, password: credentials.password },
    schema: loginAnswerSchema,
  });
  return { userId: body.userId, token: body.token };
}

/**
 * Creates a student account (role Student). The caller logs in afterwards: no token is returned.
 *
 * Calls `POST /api/Authentication`.
 * @returns the new student's user id.
 * @throws UpstreamError 400 for missing fields or Identity errors (duplicate e-mail or user
 *   name, weak password), 500 for a user name taken by an admin (legacy quirk).
 */
export async function signup(input: SignupBody, caller: Caller = {}): Promise<string> {
  const body = await upstreamFetch({
    clientAddress: caller.clientAddress,
    method: "POST",
    path: "/api/Authentication",
    // The wire names are lowercase `firstname`/`lastname` (contract §3.1).
    body: {
      firstname: input.firstName,
      lastname: input.lastName,
      userName: input.userName,
      password: input.password,
      email: input.email,
      phoneNumber: input.phoneNumber,
      gender: input.gender,
      // Extension "Language": the e-mails' language from the first one; a legacy upstream
      // ignores the field (its e-mails are English).
      ...(input.language === undefined ? {} : { language: input.language }),
    },
    schema: signupAnswerSchema,
  });
  return body.userId;
}

/**
 * Asks the upstream to e-mail a password-reset link to a student's address.
 *
 * Calls `POST /api/Authentication/forgotpassword/{email}` (e-mail URL-encoded, no body).
 * @throws UpstreamError 404 when the address is not a student's.
 */
export async function requestPasswordReset(email: string, caller: Caller = {}): Promise<void> {
  await upstreamFetch({
    clientAddress: caller.clientAddress,
    method: "POST",
    path: `/api/Authentication/forgotpassword/${encodeURIComponent(email)}`,
  });
}

/**
 * Sets a new password with the token from the reset e-mail. `token` is passed exactly as it came
 * in the link's query string: the upstream base64url-decodes it itself.
 *
 * Calls `POST /api/Authentication/resetpassword` (answers 201 with a text body, ignored).
 * @throws UpstreamError 400 for an invalid or expired token or a password the upstream rejects,
 *   404 for an unknown (or admin) e-mail, 500 for a token that is not base64url (legacy quirk).
 */
export async function resetPassword(
  input: { email: string; token: string; newPassword: string },
  caller: Caller = {},
): Promise<void> {
  await upstreamFetch({
    clientAddress: caller.clientAddress,
    method: "POST",
    path: "/api/Authentication/resetpassword",
    body: { email: input.email, token: input.token, newPassword: input.newPassword },
  });
}

const signupRulesDetection = versionDetection("/api/SignupRules/version", { timeoutMs: 3000 });

/**
 * Whether the upstream's refused signups name the rule that failed (extension "User names in any
 * script", upstream/EXTENSIONS.md): GET /api/SignupRules/version answers `{ version ≥ 1 }`.
 * Remembered for 10 minutes (30 seconds after a transient failure, which counts as "no"). Never
 * throws. Without it a refused signup keeps the spec's catch-all text.
 */
export const hasSignupRules: () => Promise<boolean> = signupRulesDetection;

/** Why the upstream refused a signup, when the rule that failed is one the visitor can fix. */
export type SignupRefusal =
  | "userNameTaken"
  | "userNameInvalid"
  | "emailTaken"
  | "emailInvalid"
  | "passwordTooShort"
  | "passwordNeedsDigit";

/** Identity codes (E-IDN-MAP keys, contract §3.1) and the refusal each names. */
const signupRefusals: Readonly<Record<string, SignupRefusal>> = {
  DuplicateUserName: "userNameTaken",
  InvalidUserName: "userNameInvalid",
  DuplicateEmail: "emailTaken",
  InvalidEmail: "emailInvalid",
  PasswordTooShort: "passwordTooShort",
  PasswordRequiresDigit: "passwordNeedsDigit",
};

/**
 * The refusals named by a refused signup's E-IDN-MAP body (`{ "<code>": ["…"] }`), in the
 * upstream's order; `[]` for any other failure (E-VAL, an outage, an unknown code). Meaningful
 * to show only when {@link hasSignupRules}.
 */
export function signupRefusalsOf(error: UpstreamError): SignupRefusal[] {
  if (error.status !== 400) return [];
  try {
    const body = JSON.parse(error.body) as unknown;
    if (!body || typeof body !== "object" || Array.isArray(body)) return [];
    return Object.keys(body).flatMap((code) =>
      Object.hasOwn(signupRefusals, code) ? [signupRefusals[code]!] : [],
    );
  } catch {
    return [];
  }
}
