import { SignJWT, decodeJwt, jwtVerify } from "jose";

/** Claim names of the legacy token layout (contract §7.6). */
const claims = {
  userId: "http://schemas.xmlsoap.org/ws/2005/05/identity/claims/name",
  role: "http://schemas.microsoft.com/ws/2008/06/identity/claims/role",
} as const;

/** Token issuer and audience, as the legacy server wrote them. */
const tokenIssuer = "BrightWeb";
const tokenAudience = "http://brightway-001-site1.ftempurl.com";

/** Token lifetime: 7 days (the legacy 5 months was far too long). */
const tokenLifetimeSeconds = 7 * 24 * 60 * 60;

/** Roles an account can hold. */
export type Role = "Admin" | "Student";

/** The caller identified by a valid bearer token. */
export interface Caller {
  id: string;
  role: Role;
  /**
   * The server-side session of the token (claim `sid`, extension "Sessions"); absent on a token
   * of the legacy layout. Legacy clients ignore the claim.
   */
  sessionId?: string;
}

/**
 * Signs an HS256 JWT with the legacy claim layout: the user id under the long "name" claim, the
 * role under the long "role" claim, `exp` 7 days ahead (or `lifetimeSeconds`), `iss` and `aud` as
 * the legacy server, and `sid` when the caller has a server-side session.
 */
export async function signToken(
  caller: Caller,
  secret: Uint8Array,
  now = Date.now(),
  lifetimeSeconds = tokenLifetimeSeconds,
): Promise<string> {
  const issuedAt = Math.floor(now / 1000);
  const payload: Record<string, string> = {
    [claims.userId]: caller.id,
    [claims.role]: caller.role,
  };
  if (caller.sessionId) payload.sid = caller.sessionId;
  return new SignJWT(payload)
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuer(tokenIssuer)
    .setAudience(tokenAudience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + lifetimeSeconds)
    .sign(secret);
}

/**
 * Verifies a bearer token (signature, HS256 only, issuer, audience, expiry).
 * @returns the caller, or `null` for any invalid, expired or malformed token.
 */
export async function verifyToken(token: string, secret: Uint8Array): Promise<Caller | null> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ["HS256"],
      issuer: tokenIssuer,
      audience: tokenAudience,
    });
    const id = payload[claims.userId];
    const rawRole = payload[claims.role];
    const roles = Array.isArray(rawRole) ? rawRole : [rawRole];
    const role = roles.includes("Admin") ? "Admin" : roles.includes("Student") ? "Student" : null;
    if (typeof id !== "string" || !role) return null;
    return typeof payload.sid === "string" ? { id, role, sessionId: payload.sid } : { id, role };
  } catch {
    return null;
  }
}

/**
 * True for a token of a server-side session (`sid`) whose `exp` has passed. Decoded without
 * verification: only used to word a 401 ("expired" rather than no reason), never to grant.
 */
export function isLapsedSessionToken(token: string, now = Date.now()): boolean {
  try {
    const payload = decodeJwt(token);
    return (
      typeof payload.sid === "string" &&
      typeof payload.exp === "number" &&
      payload.exp * 1000 <= now
    );
  } catch {
    return false;
  }
}
