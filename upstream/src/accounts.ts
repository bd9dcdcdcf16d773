import { randomBytes, randomUUID } from "node:crypto";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { hashPassword } from "./auth/passwords";
import type { UpstreamConfig } from "./config";
import type { Database } from "./db/client";
import { users } from "./db/schema";
import type { Logger } from "./log";
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

/**
 * Where a production start writes a generated first-admin password (inside `UPSTREAM_DATA_DIR`),
 * readable by the server's own user only (mode 0600).
 */
const firstAdminPasswordFileName = "first-admin-password.txt";

/**
 * Tells the operator how to sign in as the first admin after {@link ensureFirstAdmin}:
 * - with `ADMIN_PASSWORD` set, or an admin that already existed: a log line without any password;
 * - a password generated now, `NODE_ENV=production`: the password goes to
 *   `UPSTREAM_DATA_DIR/first-admin-password.txt` (created anew, mode 0600: the server's user only)
 *   and only that path is logged, because production logs are collected, kept and read by others;
 * - a password generated now otherwise (the README's run): `print`ed once, a plain line for the
 *   newcomer at the terminal, not a log record.
 * @returns the file written, or null.
 * @throws the file system's error when the file cannot be written (the start should stop then:
 *   the password would be lost).
 */
export function announceFirstAdmin(
  admin: { email: string; password: string | null; created: boolean },
  config: Pick<UpstreamConfig, "ADMIN_PASSWORD" | "NODE_ENV" | "UPSTREAM_DATA_DIR">,
  out: { logger: Logger; print: (line: string) => void },
): string | null {
  if (!admin.created || config.ADMIN_PASSWORD || !admin.password) {
    const where = config.ADMIN_PASSWORD
      ? "password from ADMIN_PASSWORD"
      : "password as given at the first start, or as changed since";
    out.logger.info(`admin login: ${admin.email} (${where})`);
    return null;
  }
  if (config.NODE_ENV === "production") {
    const file = path.resolve(config.UPSTREAM_DATA_DIR, firstAdminPasswordFileName);
    mkdirSync(config.UPSTREAM_DATA_DIR, { recursive: true, mode: 0o700 });
    // A file of an earlier, wiped database is stale; `wx` then makes sure nobody else's file,
    // with wider permissions, is written into.
    rmSync(file, { force: true });
    writeFileSync(file, `${admin.password}\n`, { mode: 0o600, flag: "wx" });
    out.logger.warn(
      { file },
      `first admin created: ${admin.email}; its generated password is in ${file} (readable by this server's user only): sign in, change it, then delete the file`,
    );
    return file;
  }
  // Development: a plain line for the operator, once; a lost one is replaced with
  // `npm run admin-password` (ops/admin-password.ts).
  out.print(
    `[upstream] first admin created: ${admin.email} / ${admin.password} (printed only now and kept nowhere: note it; "npm run admin-password -- <e-mail>" gives a new one)\n`,
  );
  return null;
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
