import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * Reads a secret kept in the data directory, generating it (32 random bytes, base64url) on first
 * use. Used for the JWT key when `JWT_SECRET` is unset, so tokens survive restarts.
 */
export function persistentSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600 });
  }
  return readFileSync(file, "utf8").trim();
}
