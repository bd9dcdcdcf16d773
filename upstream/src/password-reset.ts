import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lte } from "drizzle-orm";
import type { Executor } from "./db/client";
import { passwordResetTokens } from "./db/schema";
import { type Logger, hashForLog } from "./log";
import { type Mailer, plainMailBodies } from "./mail";
import type { Language, MailTexts } from "./mail-language";

/** Lifetime of a reset token: 1 hour (the legacy Identity token lived 1 day). */
const resetTokenLifetimeMs = 60 * 60 * 1000;

/** Bytes of randomness in a link token (password reset, e-mail change). */
export const tokenBytes = 32;

/** A naive UTC timestamp `YYYY-MM-DDTHH:mm:ss.sss` of `ms` (epoch milliseconds), as the schema's timestamps are stored. */
export function naiveUtc(ms: number): string {
  return new Date(ms).toISOString().slice(0, 23);
}

/** SHA-256 (hex) of a link token's raw bytes: the only form kept in the database. */
export function hashToken(raw: Buffer): string {
  return createHash("sha256").update(raw).digest("hex");
}

/**
 * Decodes the `token` value of a reset (or e-mail change) link (base64url, no padding, 32 bytes)
 * into its raw bytes, or `null` when it is not exactly a token this server could have issued.
 * Why: the legacy server answered a 500 for a token that was not base64url; here it is just an
 * invalid token.
 */
export function decodeLinkToken(token: string): Buffer | null {
  if (!/^[A-Za-z0-9_-]+$/.test(token)) return null;
  const raw = Buffer.from(token, "base64url");
  return raw.length === tokenBytes && raw.toString("base64url") === token ? raw : null;
}

/**
 * Issues a single-use reset token for a user: 32 random bytes, stored only as their SHA-256,
 * valid for 1 hour. The user's earlier links that still work keep working (a stranger asking for
 * a reset must not cancel the link the owner is about to open); whichever is used first ends the
 * others ({@link consumeResetToken}). Expired ones are deleted here.
 * @returns the token as it goes into the link: base64url (no padding) of the raw bytes. This is
 *   exactly what the reset page posts back (contract §5.9: the `token` query value, unchanged).
 */
export async function issueResetToken(
  db: Executor,
  userId: string,
  now = Date.now(),
): Promise<string> {
  const raw = randomBytes(tokenBytes);
  await db.transaction(async (tx) => {
    await tx
      .delete(passwordResetTokens)
      .where(
        and(
          eq(passwordResetTokens.userId, userId),
          isNull(passwordResetTokens.usedAt),
          lte(passwordResetTokens.expiresAt, naiveUtc(now)),
        ),
      );
    await tx.insert(passwordResetTokens).values({
      userId,
      tokenHash: hashToken(raw),
      expiresAt: naiveUtc(now + resetTokenLifetimeMs),
    });
  });
  return raw.toString("base64url");
}

/**
 * Whether `token` (the link's value) is an unused, unexpired reset token of the user. Does not
 * consume it (see {@link consumeResetToken}).
 */
export async function isResetTokenValid(
  db: Executor,
  userId: string,
  token: string,
  now = Date.now(),
): Promise<boolean> {
  const raw = decodeLinkToken(token);
  if (!raw) return false;
  const rows = await db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(validTokenFilter(userId, raw, now));
  return rows.length > 0;
}

/**
 * Marks the token used, atomically (a conditional update: of two concurrent resets with the
 * same token only one wins), and deletes the user's other unused tokens: once the password is
 * reset, no older or newer link may reset it again. Call inside the transaction that changes
 * the password.
 * @returns false when the token was not (or no longer) valid.
 */
export async function consumeResetToken(
  db: Executor,
  userId: string,
  token: string,
  now = Date.now(),
): Promise<boolean> {
  const raw = decodeLinkToken(token);
  if (!raw) return false;
  const rows = await db
    .update(passwordResetTokens)
    .set({ usedAt: naiveUtc(now) })
    .where(validTokenFilter(userId, raw, now))
    .returning({ id: passwordResetTokens.id });
  if (rows.length === 0) return false;
  await db
    .delete(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
  return true;
}

function validTokenFilter(userId: string, raw: Buffer, now: number) {
  return and(
    eq(passwordResetTokens.userId, userId),
    eq(passwordResetTokens.tokenHash, hashToken(raw)),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, naiveUtc(now)),
  );
}

/** The reset link: `{base}?email=<percent-encoded>&token=<base64url>` (contract §5.9). */
export function resetLink(base: string, email: string, token: string): string {
  const url = new URL(base);
  url.searchParams.set("email", email);
  url.searchParams.set("token", token);
  return url.toString();
}

/** The reset e-mail's texts: subject, the line before the link, the line after. */
const resetMailTexts: MailTexts<{ subject: string; click: string; once: string }> = {
  en: {
    subject: "Password Reset",
    click: "Click the following link to reset your password:",
    once: "The link works once, for 1 hour.",
  },
  ar: {
    subject: "إعادة تعيين كلمة المرور",
    click: "اضغط على الرابط التالي لإعادة تعيين كلمة المرور:",
    once: "يعمل الرابط مرة واحدة فقط، ولمدة ساعة واحدة.",
  },
};

/**
 * E-mails the reset link (subject "Password Reset", or its Arabic for an account that reads
 * Arabic; text and HTML with the link as the only anchor; `plainMailBodies`). It goes to an
 * unconfirmed address too (extension "E-mail confirmation"): only the mailbox's owner can use it.
 * Without an SMTP server the mailer writes it to the outbox (`.eml` in the data directory), which
 * is where local runs and tests read the link. The link (a credential) and the address are never
 * logged. A mail failure is logged (with the address's pseudonym) and swallowed: the contract
 * answers 200 regardless.
 * @returns whether the mailer accepted the message.
 */
export async function sendResetMail(
  mailer: Mailer,
  options: { to: string; link: string; language: Language; log: Logger },
): Promise<boolean> {
  const texts = resetMailTexts[options.language];
  try {
    await mailer.send({
      to: options.to,
      subject: texts.subject,
      ...plainMailBodies([texts.click, { text: "", url: options.link }, texts.once], {
        language: options.language,
      }),
    });
    return true;
  } catch (error) {
    options.log.error(
      { err: error, accountHash: hashForLog(options.to) },
      "sending the password reset e-mail failed",
    );
    return false;
  }
}
