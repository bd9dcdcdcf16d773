import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

const params = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

/** Hashes a password with scrypt (N=16384, r=8, p=1, 16-byte salt) as `scrypt$salt$hash` (base64url). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(password, salt, 32, params);
  return `scrypt$${salt.toString("base64url")}$${hash.toString("base64url")}`;
}

/** Checks a password against a {@link hashPassword} value in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const actual = await scryptAsync(password, Buffer.from(salt, "base64url"), expected.length, params);
  return timingSafeEqual(actual, expected);
}

/** The account password rule of the contract (§3.1): 10 or more characters with at least one digit. */
export function passwordProblems(password: string): string[] {
  const problems: string[] = [];
  if (password.length < 10) problems.push("Passwords must be at least 10 characters.");
  if (!/\d/.test(password)) problems.push("Passwords must have at least one digit ('0'-'9').");
  return problems;
}
