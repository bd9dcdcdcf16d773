import { randomBytes, randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { hashPassword } from "./auth/passwords";
import type { UpstreamConfig } from "./config";
import type { Database } from "./db/client";
import { users } from "./db/schema";
import { endAllSessions } from "./sessions";

/**
 * Where older versions wrote the generated first-admin password (inside the data directory).
 * Nothing writes or reads it any more (a password in a plain file outlives its use);
 * the server warns while an old one is still there.
 */
export const legacyAdminPasswordFileName = "admin-password.txt";

/** True when an old `admin-password.txt` is still in `dataDir` (the operator should delete it). */
export function hasLegacyAdminPasswordFile(dataDir: string): boolean {
  return existsSync(path.join(dataDir, legacyAdminPasswordFileName));
}

/**
 * Makes sure the first admin exists. Its e-mail is `ADMIN_EMAIL`; its password is
 * `ADMIN_PASSWORD`, or, when unset, a random one generated now and returned so the caller
 * prints it once: it is kept nowhere else (only its scrypt hash, in the database).
 * @returns the admin login (`password`: `ADMIN_PASSWORD`, or the generated one when created
 *   now, else null) and whether the account was created now.
 */
export async function ensureFirstAdmin(
  db: Database,
  config: UpstreamConfig,
): Promise<{ email: string; password: string | null; created: boolean }> {
  const email = config.ADMIN_EMAIL.toLowerCase();
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "Admin"), sql`lower(${users.email}) = ${email}`));
  if (existing) return { email, password: config.ADMIN_PASSWORD ?? null, created: false };
  const password = config.ADMIN_PASSWORD ?? generatedPassword();
  await db.insert(users).values({
    id: randomUUID(),
    role: "Admin",
    userName: email.split("@")[0]!.replace(/[^a-z0-9._@+-]/gi, "") || "admin",
    email,
    passwordHash: await hashPassword(password),
  });
  return { email, password, created: true };
}

/** A random password of 17 characters with a digit, so it satisfies the account password rule. */
function generatedPassword(): string {
  return `${randomBytes(12).toString("base64url")}7`;
}

/**
 * The operator's way back into a lost admin account (`npm run admin-password -- <email>`; Forgot
 * Password serves students only): sets a new random password on the Admin with that e-mail (any
 * case) and ends every session of that account (extension "Sessions").
 * @returns the new password, to print once (it is kept nowhere else), or null when no Admin has
 *   that e-mail.
 */
export async function resetAdminPassword(db: Database, email: string): Promise<string | null> {
  const password = generatedPassword();
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [admin] = await tx
      .update(users)
      .set({ passwordHash })
      .where(
        and(eq(users.role, "Admin"), sql`lower(${users.email}) = ${email.trim().toLowerCase()}`),
      )
      .returning({ id: users.id });
    if (!admin) return null;
    await endAllSessions(tx, admin.id, { reason: "password-changed" });
    return password;
  });
}
