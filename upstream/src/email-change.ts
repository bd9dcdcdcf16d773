import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { UpstreamConfig } from "./config";
import type { Executor } from "./db/client";
import { emailChanges } from "./db/schema";
import { type Logger, hashForLog } from "./log";
import { type Mailer, plainMailBodies } from "./mail";
import { isolate, type Language, type MailTexts } from "./mail-language";
import { fromNaive } from "./orders";
import { decodeLinkToken, hashToken, naiveUtc, tokenBytes } from "./password-reset";

/*
 * Changes of the login e-mail (extension "Login e-mail changes", upstream/EXTENSIONS.md). Why:
 * the legacy profile update changed the e-mail at once, so a stolen session became a permanent
 * takeover (change the e-mail, then "Forget Password"). Here the current password is required,
 * the new address confirms by a single-use link before it counts, and the old address is told.
 */

/** Lifetime of an e-mail change link: 24 hours. */
const emailChangeLifetimeMs = 24 * 60 * 60 * 1000;

/** A pending change as stored (the token only as its hash). */
type EmailChangeRow = typeof emailChanges.$inferSelect;

/**
 * Records a pending change of `userId`'s login e-mail to `newEmail` and issues its link token:
 * 32 random bytes, stored only as their SHA-256, valid for 24 hours from `now` (epoch ms), single
 * use. The user's earlier unused changes are deleted first, so only the newest link works.
 * @returns the token as it goes into the link (base64url, no padding) and the expiry (epoch ms).
 */
export async function issueEmailChange(
  db: Executor,
  userId: string,
  newEmail: string,
  now = Date.now(),
): Promise<{ token: string; expiresAt: number }> {
  const raw = randomBytes(tokenBytes);
  const expiresAt = now + emailChangeLifetimeMs;
  await db.transaction(async (tx) => {
    await cancelEmailChanges(tx, userId);
    await tx.insert(emailChanges).values({
      userId,
      newEmail,
      tokenHash: hashToken(raw),
      createdAt: naiveUtc(now),
      expiresAt: naiveUtc(expiresAt),
    });
  });
  return { token: raw.toString("base64url"), expiresAt };
}

/**
 * Deletes the user's unused e-mail changes (their links stop working). Called when a new change
 * is requested and when the password is reset (a reset is what the old address's owner does when
 * the change was not theirs).
 */
export async function cancelEmailChanges(db: Executor, userId: string): Promise<void> {
  await db
    .delete(emailChanges)
    .where(and(eq(emailChanges.userId, userId), isNull(emailChanges.usedAt)));
}

/** What a link's token names: nothing (malformed, unknown, replaced), a used or expired change, or a valid one. */
export type EmailChangeLookup =
  { state: "invalid" } | { state: "used" | "expired" | "valid"; change: EmailChangeRow };

/**
 * Looks up the change a link's `token` names, compared by its SHA-256 hash. Does not consume it
 * (see {@link consumeEmailChange}).
 */
export async function findEmailChange(
  db: Executor,
  token: string,
  now = Date.now(),
): Promise<EmailChangeLookup> {
  const raw = decodeLinkToken(token);
  if (!raw) return { state: "invalid" };
  const [change] = await db
    .select()
    .from(emailChanges)
    .where(eq(emailChanges.tokenHash, hashToken(raw)));
  if (!change) return { state: "invalid" };
  if (change.usedAt) return { state: "used", change };
  // Compared as instants: the stored text is `YYYY-MM-DD HH:mm:ss.sss` (a space, not the ISO "T"),
  // so compared as text with `naiveUtc(now)` a link read as expired all through its last day.
  if (fromNaive(change.expiresAt).getTime() <= now) return { state: "expired", change };
  return { state: "valid", change };
}

/**
 * Marks a change used, atomically (a conditional update: of two concurrent confirmations only one
 * wins). Call inside the transaction that changes the e-mail.
 * @returns false when it was no longer unused and unexpired.
 */
export async function consumeEmailChange(
  db: Executor,
  changeId: string,
  now = Date.now(),
): Promise<boolean> {
  const rows = await db
    .update(emailChanges)
    .set({ usedAt: naiveUtc(now) })
    .where(
      and(
        eq(emailChanges.id, changeId),
        isNull(emailChanges.usedAt),
        gt(emailChanges.expiresAt, naiveUtc(now)),
      ),
    )
    .returning({ id: emailChanges.id });
  return rows.length > 0;
}

/**
 * The page the confirmation link opens: `EMAIL_CHANGE_LINK_BASE`, else `/confirmEmail` on the
 * origin of `RESET_LINK_BASE` (the web app's address, which the reset link already names).
 */
export function emailChangeLinkBase(
  config: Pick<UpstreamConfig, "EMAIL_CHANGE_LINK_BASE" | "RESET_LINK_BASE">,
): string {
  return (
    config.EMAIL_CHANGE_LINK_BASE ?? new URL("/confirmEmail", config.RESET_LINK_BASE).toString()
  );
}

/** The confirmation link: `{base}?token=<base64url>`. */
export function emailChangeLink(base: string, token: string): string {
  const url = new URL(base);
  url.searchParams.set("token", token);
  return url.toString();
}

/** The web app's login page (where "Forget Password" is), on the origin of `RESET_LINK_BASE`. */
export function loginPageLink(config: Pick<UpstreamConfig, "RESET_LINK_BASE">): string {
  return new URL("/login", config.RESET_LINK_BASE).toString();
}

/** The texts of the three e-mails of a login e-mail change; addresses come isolated. */
const emailChangeTexts: MailTexts<{
  link: { subject: string; someone: string; once: string };
  changing: {
    subject: string;
    someone: (newEmail: string) => string;
    only: (newEmail: string) => string;
    notYou: string;
  };
  changed: { subject: string; changed: (newEmail: string) => string; from: string; notYou: string };
}> = {
  en: {
    link: {
      subject: "Confirm your new login e-mail",
      someone:
        "Someone asked to make this address the login e-mail of a BrightWay account. To confirm, open this link:",
      once: "The link works once, for 24 hours. Until it is opened, the account keeps its current login e-mail. If you did not ask for this, ignore this e-mail.",
    },
    changing: {
      subject: "Your login e-mail is changing",
      someone: (newEmail) =>
        `Someone signed in to your BrightWay account, entered your password and asked to change its login e-mail to ${newEmail}.`,
      only: (newEmail) =>
        `The change happens only when the link we sent to ${newEmail} is opened, within 24 hours.`,
      notYou:
        'If this wasn\'t you, someone knows your password. Reset it now with "Forget Password" on the login page; a password reset cancels the change:',
    },
    changed: {
      subject: "Your login e-mail was changed",
      changed: (newEmail) =>
        `The login e-mail of your BrightWay account was changed to ${newEmail}. Every device signed in to the account was signed out.`,
      from: "From now on, log in and reset your password with the new address; this address no longer works for the account.",
      notYou:
        "If this wasn't you, contact BrightWay right away so that we can give the account back to you.",
    },
  },
  ar: {
    link: {
      subject: "أكِّد بريدك الإلكتروني الجديد لتسجيل الدخول",
      someone:
        "طلب أحدهم جعل هذا العنوان البريد الإلكتروني لتسجيل الدخول إلى حساب في BrightWay. للتأكيد، افتح هذا الرابط:",
      once: "يعمل الرابط مرة واحدة فقط، ولمدة 24 ساعة. وحتى يُفتح، يحتفظ الحساب ببريده الإلكتروني الحالي لتسجيل الدخول. إذا لم تطلب ذلك، فتجاهل هذه الرسالة.",
    },
    changing: {
      subject: "جارٍ تغيير بريدك الإلكتروني لتسجيل الدخول",
      someone: (newEmail) =>
        `سجّل أحدهم الدخول إلى حسابك في BrightWay، وأدخل كلمة المرور الخاصة بك، وطلب تغيير البريد الإلكتروني لتسجيل الدخول إلى ${newEmail}.`,
      only: (newEmail) =>
        `لن يتم التغيير إلا بعد فتح الرابط الذي أرسلناه إلى ${newEmail}، في غضون 24 ساعة.`,
      notYou:
        "إذا لم تكن أنت، فهناك من يعرف كلمة المرور الخاصة بك. أعد تعيينها الآن من خلال «نسيت كلمة المرور» في صفحة تسجيل الدخول؛ فإعادة تعيين كلمة المرور تُلغي التغيير:",
    },
    changed: {
      subject: "تم تغيير بريدك الإلكتروني لتسجيل الدخول",
      changed: (newEmail) =>
        `تم تغيير البريد الإلكتروني لتسجيل الدخول إلى حسابك في BrightWay إلى ${newEmail}، وتم تسجيل الخروج من جميع الأجهزة المتصلة بالحساب.`,
      from: "من الآن فصاعدًا، سجّل الدخول وأعد تعيين كلمة المرور باستخدام العنوان الجديد؛ فهذا العنوان لم يعد مرتبطًا بالحساب.",
      notYou: "إذا لم تكن أنت، فتواصل مع BrightWay فورًا حتى نعيد إليك حسابك.",
    },
  },
};

/**
 * Sends `mail` (its paragraphs as text and HTML, `link` made an anchor, right to left in Arabic)
 * to `options.to`; a failure is logged as "sending the {what} e-mail failed" with the
 * recipient's pseudonym (never the address or a link, which is a credential) and swallowed: the
 * change itself stands.
 * @returns whether the mailer accepted the message.
 */
async function sendLogged(
  mailer: Mailer,
  options: { to: string; language: Language; log: Logger },
  mail: { subject: string; what: string; paragraphs: string[]; link?: string },
): Promise<boolean> {
  try {
    await mailer.send({
      to: options.to,
      subject: mail.subject,
      // Our own link (the paragraph that is exactly `link`) is the only anchor (mail.ts).
      ...plainMailBodies(
        mail.paragraphs.map((paragraph) =>
          mail.link && paragraph === mail.link ? { text: "", url: paragraph } : paragraph,
        ),
        { language: options.language },
      ),
    });
    return true;
  } catch (error) {
    options.log.error(
      { err: error, accountHash: hashForLog(options.to) },
      `sending the ${mail.what} e-mail failed`,
    );
    return false;
  }
}

/**
 * E-mails the confirmation link to the NEW address (subject "Confirm your new login e-mail"), in
 * the account's `language`. Without an SMTP server it lands in the outbox (`.eml`), where local
 * runs and tests read it.
 * @returns whether the mailer accepted it (a failure is logged, not thrown).
 */
export function sendEmailChangeLink(
  mailer: Mailer,
  options: { to: string; link: string; language: Language; log: Logger },
): Promise<boolean> {
  const texts = emailChangeTexts[options.language].link;
  return sendLogged(mailer, options, {
    subject: texts.subject,
    what: "e-mail change link",
    paragraphs: [texts.someone, options.link, texts.once],
    link: options.link,
  });
}

/**
 * Tells the OLD address, in the account's `language`, that a change of the login e-mail to
 * `newEmail` was requested, and what to do if it was not them: reset the password from
 * `loginLink` (a reset cancels the change).
 * @returns whether the mailer accepted it (a failure is logged, not thrown).
 */
export function sendEmailChangingNotice(
  mailer: Mailer,
  options: { to: string; newEmail: string; loginLink: string; language: Language; log: Logger },
): Promise<boolean> {
  const texts = emailChangeTexts[options.language].changing;
  const newEmail = isolate(options.newEmail, options.language);
  return sendLogged(mailer, options, {
    subject: texts.subject,
    what: "e-mail changing notice",
    paragraphs: [texts.someone(newEmail), texts.only(newEmail), texts.notYou, options.loginLink],
    link: options.loginLink,
  });
}

/**
 * Tells the OLD address, in the account's `language`, that the login e-mail is now `newEmail`
 * and every signed-in device was signed out; if it was not them, to contact BrightWay (this
 * address can no longer reset the password).
 * @returns whether the mailer accepted it (a failure is logged, not thrown).
 */
export function sendEmailChangedNotice(
  mailer: Mailer,
  options: { to: string; newEmail: string; language: Language; log: Logger },
): Promise<boolean> {
  const texts = emailChangeTexts[options.language].changed;
  return sendLogged(mailer, options, {
    subject: texts.subject,
    what: "e-mail changed notice",
    paragraphs: [
      texts.changed(isolate(options.newEmail, options.language)),
      texts.from,
      texts.notYou,
    ],
  });
}
