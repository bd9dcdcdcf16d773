import { and, eq, isNull } from "drizzle-orm";
import { formatBusinessTime } from "./business-time";
import type { Executor } from "./db/client";
import { passwordResetTokens } from "./db/schema";
import { type Logger, hashForLog } from "./log";
import { type Mailer, type MailMessage, plainMailBodies } from "./mail";
import { type Language, type MailTexts, isolate } from "./mail-language";
import { fromNaive } from "./orders";
import { decodeLinkToken, hashToken } from "./password-reset";

/*
 * What follows a password change (extension "Password changes", upstream/EXTENSIONS.md): the
 * account's owner is told by e-mail, with a "This wasn't me" link to the web app's reset page, and
 * a reset link can be checked before its form is filled in. Why: a password changed by whoever
 * held a session (or a reset link) went unnoticed, and a used reset link showed its form and
 * failed only after submit.
 */

/** What a reset link names for an account: usable, used already, past its hour, or nothing known. */
export type ResetLinkStatus = "valid" | "used" | "expired" | "invalid";

/**
 * Where the reset link `token` (its base64url value) stands for the account `userId` (null: no
 * such student), at `now` (epoch ms). Does not consume it. The token is looked up by its hash
 * alone, before the account is compared, so an unknown address costs the same lookups as a
 * known one (no timing tells whether an address has an account).
 * @returns `invalid` for a malformed token, one this server never issued (or deleted: replaced
 *   by a use of another link, expired and cleaned up), or another account's.
 */
export async function resetLinkStatus(
  db: Executor,
  userId: string | null,
  token: string,
  now = Date.now(),
): Promise<ResetLinkStatus> {
  const raw = decodeLinkToken(token);
  if (!raw) return "invalid";
  const [row] = await db
    .select({
      userId: passwordResetTokens.userId,
      usedAt: passwordResetTokens.usedAt,
      expiresAt: passwordResetTokens.expiresAt,
    })
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, hashToken(raw)));
  if (!row || userId === null || row.userId !== userId) return "invalid";
  if (row.usedAt) return "used";
  // Compared as instants: the stored text is `YYYY-MM-DD HH:mm:ss.sss`, not the ISO `T` form.
  return fromNaive(row.expiresAt).getTime() <= now ? "expired" : "valid";
}

/**
 * Deletes the account's unused reset links: a password chosen on Edit Profile ends the links sent
 * before it (as Identity's tokens died with a new password). Call inside the change's transaction.
 */
export async function deleteUnusedResetLinks(db: Executor, userId: string): Promise<void> {
  await db
    .delete(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/** How the password was changed: on Edit Profile with the current one, or with a reset link. */
type PasswordChangeWay = "profile" | "reset";

/** The web app's reset page, where "This wasn't me" leads: `{webBase}/ForgotPassword`. */
function forgotPasswordPage(webBase: string): string {
  return `${webBase}/ForgotPassword`;
}

/** The texts of the "Your password was changed" e-mail; `name` and `email` come isolated. */
const passwordChangedTexts: MailTexts<{
  subject: string;
  dear: (name: string | null) => string;
  changed: (email: string, when: string, way: PasswordChangeWay) => string;
  wasYou: string;
  notMe: string;
  notYou: string;
}> = {
  en: {
    subject: "Your password was changed",
    dear: (name) => `Dear ${name ?? "student"},`,
    changed: (email, when, way) =>
      `The password of your BrightWay account (${email}) was changed on ${when}, ${
        way === "reset"
          ? "with a password reset link sent to this address"
          : "from the Edit Profile page, with the old password"
      }.`,
    wasYou: "If it was you, there is nothing to do.",
    notMe: "This wasn't me",
    notYou:
      "If it was not you, ask for a reset link on this page at once and choose a new password: it signs every device out.",
  },
  ar: {
    subject: "تم تغيير كلمة المرور الخاصة بك",
    dear: (name) => (name ? `مرحبًا ${name}،` : "مرحبًا،"),
    changed: (email, when, way) =>
      `تم تغيير كلمة المرور لحسابك في BrightWay (${email}) يوم ${when}، ${
        way === "reset"
          ? "باستخدام رابط إعادة تعيين كلمة المرور المرسل إلى هذا العنوان"
          : "من صفحة تعديل الملف الشخصي، باستخدام كلمة المرور القديمة"
      }.`,
    wasYou: "إذا كنت أنت من قام بذلك، فلا حاجة إلى أي إجراء.",
    notMe: "لم أقم بذلك",
    notYou:
      "إذا لم تكن أنت، فاطلب فورًا رابط إعادة تعيين من هذه الصفحة واختر كلمة مرور جديدة: سيؤدي ذلك إلى تسجيل الخروج من جميع الأجهزة.",
  },
};

/**
 * The "Your password was changed" e-mail to the account's address, in its `language`: when
 * (Africa/Cairo) and how, then "This wasn't me" linking to the reset page
 * (`{webBase}/ForgotPassword`), where a new link is asked for. The HTML names the link "This
 * wasn't me"; the text part gives its address.
 */
function passwordChangedMail(options: {
  to: string;
  firstName: string | null;
  at: Date;
  way: PasswordChangeWay;
  webBase: string;
  language: Language;
}): MailMessage {
  const { language } = options;
  const texts = passwordChangedTexts[language];
  const link = forgotPasswordPage(options.webBase);
  const name = options.firstName?.trim();
  return {
    to: options.to,
    subject: texts.subject,
    ...plainMailBodies(
      [
        texts.dear(name ? isolate(name, language) : null),
        texts.changed(
          isolate(options.to, language),
          formatBusinessTime(options.at, language),
          options.way,
        ),
        texts.wasYou,
        { text: `${texts.notMe}:`, url: link, label: texts.notMe },
        texts.notYou,
      ],
      { language },
    ),
  };
}

/**
 * Sends {@link passwordChangedMail}; a failure is logged with the address's pseudonym (never the
 * address) and swallowed: the new password stands either way.
 * @returns whether the mailer accepted the message.
 */
export async function sendPasswordChangedMail(
  mailer: Mailer,
  options: Parameters<typeof passwordChangedMail>[0] & { log: Logger },
): Promise<boolean> {
  const { log, ...mail } = options;
  try {
    await mailer.send(passwordChangedMail(mail));
    return true;
  } catch (error) {
    log.error(
      { err: error, accountHash: hashForLog(options.to) },
      "sending the password changed e-mail failed",
    );
    return false;
  }
}
