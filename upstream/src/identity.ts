import { isEmailAddress } from "@brightway/contract/email-rules";
import { and, ne, or, sql } from "drizzle-orm";
import type { Executor } from "./db/client";
import { users } from "./db/schema";

/** One Identity-style error, as the legacy server reported them (`{ code, description }`). */
export interface IdentityError {
  code: string;
  description: string;
}

/**
 * Characters a user name may hold: letters and digits of any script (with their combining marks:
 * Arabic vowel signs, Indic matras), `_`, `.` and `-`, and the legacy's `@` and `+` (so no name
 * the legacy accepted is refused). No spaces (spec §5). The legacy Identity options allowed ASCII
 * letters only, so `يوسف_علي` failed and the page said "Email already exists".
 */
const userNamePattern = /^[\p{L}\p{M}\p{Nd}\-._@+]+$/u;

/** Longest e-mail or user name the legacy columns held (256 characters). */
export const maxIdentityLength = 256;

/**
 * Whether a new login e-mail (signup, admin registration, e-mail change) is acceptable: the strict
 * rule the web forms check too (`isEmailAddress` of `@brightway/contract/email-rules`: no `?`,
 * `&`, spaces, quotes…), not the legacy's lenient one (one `@`, anything around it), because an
 * address goes into `To`/`Reply-To` headers and `mailto:` links. Existing accounts keep logging
 * in with whatever address they have: only new addresses are checked.
 */
export function isValidEmail(email: string): boolean {
  return isEmailAddress(email);
}

/** The password rule (contract §3.1, §7.10): 10 or more characters and at least one digit. */
export function passwordErrors(password: string): IdentityError[] {
  const errors: IdentityError[] = [];
  if (password.length < 10) {
    errors.push({
      code: "PasswordTooShort",
      description: "Passwords must be at least 10 characters.",
    });
  }
  if (!/\d/.test(password)) {
    errors.push({
      code: "PasswordRequiresDigit",
      description: "Passwords must have at least one digit ('0'-'9').",
    });
  }
  return errors;
}

/**
 * Syntax errors of a user name (Identity's `InvalidUserName`), whose description says which rule
 * failed: a space, another character, or the length.
 */
export function userNameErrors(userName: string): IdentityError[] {
  const invalid = (why: string) => [
    { code: "InvalidUserName", description: `Username '${userName}' is invalid: ${why}` },
  ];
  if (/\s/u.test(userName)) return invalid("it cannot contain spaces.");
  if (!userNamePattern.test(userName))
    return invalid("it can only contain letters, digits, '_', '.' and '-'.");
  if (userName.length > maxIdentityLength)
    return invalid(`it can have at most ${maxIdentityLength} characters.`);
  return [];
}

/** Syntax errors of an e-mail (Identity's `InvalidEmail`). */
export function emailErrors(email: string): IdentityError[] {
  return isValidEmail(email)
    ? []
    : [{ code: "InvalidEmail", description: `Email '${email}' is invalid.` }];
}

/**
 * `DuplicateUserName` / `DuplicateEmail` errors: compared case-insensitively against **every**
 * account, admins included (the legacy per-kind check let an admin's e-mail break student login
 * and an admin's user name end in a 500). `exceptUserId` skips the account being edited.
 */
export async function duplicateErrors(
  db: Executor,
  candidate: { userName?: string; email?: string },
  exceptUserId?: string,
): Promise<IdentityError[]> {
  const userName = candidate.userName?.toLowerCase();
  const email = candidate.email?.toLowerCase();
  const matches = [
    ...(userName !== undefined ? [sql`lower(${users.userName}) = ${userName}`] : []),
    ...(email !== undefined ? [sql`lower(${users.email}) = ${email}`] : []),
  ];
  if (matches.length === 0) return [];
  const rows = await db
    .select({ userName: users.userName, email: users.email })
    .from(users)
    .where(and(or(...matches), exceptUserId ? ne(users.id, exceptUserId) : undefined));
  const errors: IdentityError[] = [];
  if (userName !== undefined && rows.some((row) => row.userName.toLowerCase() === userName)) {
    errors.push({
      code: "DuplicateUserName",
      description: `Username '${candidate.userName}' is already taken.`,
    });
  }
  if (email !== undefined && rows.some((row) => row.email.toLowerCase() === email)) {
    errors.push({
      code: "DuplicateEmail",
      description: `Email '${candidate.email}' is already taken.`,
    });
  }
  return errors;
}

/** Identity errors as the legacy E-IDN-MAP body: `{ "<code>": ["<description>", …] }`. */
export function toIdentityMap(errors: IdentityError[]): Record<string, string[]> {
  const map: Record<string, string[]> = {};
  for (const error of errors) (map[error.code] ??= []).push(error.description);
  return map;
}

/**
 * Whether a database error is a unique-constraint violation (PostgreSQL 23505), from either
 * driver; used to turn a lost race on a unique index into a 400/409 instead of a 500.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current === "object" && (current as { code?: unknown }).code === "23505")
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Awaits `write`; when it fails on a unique index (a concurrent request won the race between the
 * caller's check and its write), throws `problem()` instead (the caller's 400 or 409); any other
 * error is thrown as it was.
 */
export async function refuseUniqueViolation<T>(
  write: PromiseLike<T>,
  problem: () => Error,
): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) throw problem();
    throw error;
  }
}
