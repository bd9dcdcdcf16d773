import { SignJWT, jwtVerify } from "jose";

/** Claim names of the legacy token layout (contract §7.6). */
export const claims = {
  userId: "http://schemas.xmlsoap.org/ws/2005/05/identity/claims/name",
  role: "http://schemas.microsoft.com/ws/2008/06/identity/claims/role",
} as const;

/** Token issuer and audience, as the legacy server wrote them. */
export const tokenIssuer = "BrightWeb";
export const tokenAudience = "http://brightway-001-site1.ftempurl.com";

/** Token lifetime: 7 days (the legacy 5 months was far too long). */
export const tokenLifetimeSeconds = 7 * 24 * 60 * 60;

/** Roles an account can hold. */
export type Role = "Admin" | "Student";

/** The caller identified by a valid bearer token. */
export interface Caller {
  id: string;
  role: Role;
}

/**
 * Signs an HS256 JWT with the legacy claim layout: the user id under the long "name" claim, the
 * role under the long "role" claim, `exp` 7 days ahead, `iss` and `aud` as the legacy server.
 */
export async function signToken(caller: Caller, secret: Uint8Array, now = Date.now()): Promise<string> {
  const issuedAt = Math.floor(now / 1000);
  return new SignJWT({ [claims.userId]: caller.id, [claims.role]: caller.role })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuer(tokenIssuer)
    .setAudience(tokenAudience)
    .setExpirationTime(issuedAt + tokenLifetimeSeconds)
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
    return { id, role };
  } catch {
    return null;
  }
}
