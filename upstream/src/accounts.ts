import { randomBytes, randomUUID } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { hashPassword } from "./auth/passwords";
import type { UpstreamConfig } from "./config";
import type { Database } from "./db/client";
import { users } from "./db/schema";

/** Where a generated first-admin password is written (inside the data directory). */
export const adminPasswordFileName = "admin-password.txt";

/**
 * Makes sure the first admin exists. Its e-mail is `ADMIN_EMAIL`; its password is
 * `ADMIN_PASSWORD`, or, when unset, a random one generated on the first start, written to
 * `{dataDir}/admin-password.txt` and returned so the caller can print it once.
 * @returns the admin login and whether the account was created now.
 */
export async function ensureFirstAdmin(
  db: Database,
  config: UpstreamConfig,
): Promise<{ email: string; password: string | null; created: boolean }> {
  const email = config.ADMIN_EMAIL.toLowerCase();
  const passwordFile = path.join(config.UPSTREAM_DATA_DIR, adminPasswordFileName);
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "Admin"), sql`lower(${users.email}) = ${email}`));
  if (existing) {
    const known = config.ADMIN_PASSWORD ?? (existsSync(passwordFile) ? readFileSync(passwordFile, "utf8").trim() : null);
    return { email, password: known, created: false };
  }
  let password = config.ADMIN_PASSWORD;
  if (!password) {
    // Random, 10+ characters with a digit, so it satisfies the account password rule.
    password = `${randomBytes(12).toString("base64url")}7`;
    mkdirSync(config.UPSTREAM_DATA_DIR, { recursive: true });
    writeFileSync(passwordFile, password, { mode: 0o600 });
  }
  await db.insert(users).values({
    id: randomUUID(),
    role: "Admin",
    userName: email.split("@")[0]!.replace(/[^a-z0-9._@+-]/gi, "") || "admin",
    email,
    passwordHash: await hashPassword(password),
  });
  return { email, password, created: true };
}
