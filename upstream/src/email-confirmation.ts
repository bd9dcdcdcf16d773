import { randomBytes } from "node:crypto";
import { and, count, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { UpstreamConfig } from "./config";
import type { Executor } from "./db/client";
import { emailConfirmations, users } from "./db/schema";
import { emailChangeLinkBase } from "./email-change";
import { type Logger, hashForLog } from "./log";
import { type Mailer, plainMailBodies } from "./mail";
import type { Language, MailTexts } from "./mail-language";
import { fromNaive } from "./orders";
import { decodeLinkToken, hashToken, naiveUtc, tokenBytes } from "./password-reset";

/*
 * Confirmation of a new student's login e-mail (extension "E-mail confirmation",
 * upstream/EXTENSIONS.md). Why: the welcome e-mail went to any address typed at signup, with
 * text the signer-up wrote (their first name), so our sender could be made to mail a stranger.
 * Now a signup's address gets only the confirmation (which carries nothing the signer-up wrote)
 * until its owner opens the link; then the welcome follows. Password resets still go (only the
 * mailbox's owner can use one).
 */

/** Lifetime of a confirmation link: 7 days. */
const EMAIL_CONFIRMATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** "Resend confirmation e-mail": at most one link per 60 seconds… */
const CONFIRMATION_RESEND_INTERVAL_MS = 60 * 1000;

/** …and at most 5 links per account in 24 hours (the signup's own included). */
const CONFIRMATION_LINKS_PER_DAY = 5;

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Records a confirmation link for `userId`'s address `email` and issues its token: 32 random
 * bytes, stored only as their SHA-256, valid for 7 days from `now` (epoch ms), single use.
 * Earlier unused links of the same address keep working until they expire (each names it).
 * @returns the token as it goes into the link (base64url) and the expiry (epoch ms).
 */
export async function issueEmailConfirmation(
  db: Executor,
  userId: string,
  email: string,
  now = Date.now(),
): Promise<{ token: string; expiresAt: number }> {
  const raw = randomBytes(tokenBytes);
  const expiresAt = now + EMAIL_CONFIRMATION_LIFETIME_MS;
  await db.insert(emailConfirmations).values({
    userId,
    email,
    tokenHash: hashToken(raw),
    createdAt: naiveUtc(now),
    expiresAt: naiveUtc(expiresAt),
  });
  return { token: raw.toString("base64url"), expiresAt };
}

/**
 * How long `userId` must wait before another confirmation link (ms; 0 = now): 60 seconds after
 * the newest, and while 5 were issued in the last 24 hours, until the oldest of them is a day old.
 */
export async function confirmationResendWaitMs(
  db: Executor,
  userId: string,
  now = Date.now(),
): Promise<number> {
  const [row] = await db
    .select({
      n: count(),
      newest: sql<string | null>`max(${emailConfirmations.createdAt})`,
    })
    .from(emailConfirmations)
    .where(
      and(
        eq(emailConfirmations.userId, userId),
        gt(emailConfirmations.createdAt, naiveUtc(now - dayMs)),
      ),
    );
  if (!row?.newest) return 0;
  let wait = fromNaive(row.newest).getTime() + CONFIRMATION_RESEND_INTERVAL_MS - now;
  if (row.n >= CONFIRMATION_LINKS_PER_DAY) {
    const [oldest] = await db
      .select({ createdAt: emailConfirmations.createdAt })
      .from(emailConfirmations)
      .where(
        and(
          eq(emailConfirmations.userId, userId),
          gt(emailConfirmations.createdAt, naiveUtc(now - dayMs)),
        ),
      )
      .orderBy(desc(emailConfirmations.createdAt))
      .offset(CONFIRMATION_LINKS_PER_DAY - 1)
      .limit(1);
    if (oldest) wait = Math.max(wait, fromNaive(oldest.createdAt).getTime() + dayMs - now);
  }
  return Math.max(0, wait);
}

/** What confirming a link did. */
type EmailConfirmationOutcome =
  | { state: "invalid" | "expired" | "used" }
  | {
      state: "confirmed";
      userId: string;
      email: string;
      /** The account was unconfirmed until this link (false: already confirmed another way). */
      isFirst: boolean;
    };

/**
 * Confirms the address a link's `token` names, at `now` (epoch ms): marks the link used
 * (atomically: of two concurrent confirmations one wins) and the account's address confirmed.
 * A link whose address is no longer the account's login e-mail (changed since) is `invalid`.
 * Reads and writes `email_confirmations` and `users`.
 */
export async function confirmEmailAddress(
  db: Executor,
  token: string,
  now = Date.now(),
): Promise<EmailConfirmationOutcome> {
  const raw = decodeLinkToken(token);
  if (!raw) return { state: "invalid" };
  return db.transaction(async (tx) => {
    const [link] = await tx
      .select()
      .from(emailConfirmations)
      .where(eq(emailConfirmations.tokenHash, hashToken(raw)));
    if (!link) return { state: "invalid" } as const;
    const [user] = await tx
      .select({ email: users.email, emailConfirmed: users.emailConfirmed })
      .from(users)
      .where(eq(users.id, link.userId));
    if (!user || user.email.toLowerCase() !== link.email.toLowerCase())
      return { state: "invalid" } as const;
    if (link.usedAt) return { state: "used" } as const;
    // Compared as instants: the stored text is `YYYY-MM-DD HH:mm:ss.sss`, not the ISO "T" form.
    if (fromNaive(link.expiresAt).getTime() <= now) return { state: "expired" } as const;
    const used = await tx
      .update(emailConfirmations)
      .set({ usedAt: naiveUtc(now) })
      .where(and(eq(emailConfirmations.id, link.id), isNull(emailConfirmations.usedAt)))
      .returning({ id: emailConfirmations.id });
    if (used.length === 0) return { state: "used" } as const;
    const flipped = await tx
      .update(users)
      .set({ emailConfirmed: true })
      .where(and(eq(users.id, link.userId), eq(users.emailConfirmed, false)))
      .returning({ id: users.id });
    return {
      state: "confirmed",
      userId: link.userId,
      email: user.email,
      isFirst: flipped.length > 0,
    } as const;
  });
}

/**
 * The confirmation link: the web app's `/confirmEmail` page (`EMAIL_CHANGE_LINK_BASE`, else on the
 * origin of `RESET_LINK_BASE`), `?token=<base64url>&purpose=signup`. The page serves both this and
 * a login e-mail change; `purpose` tells it which texts to show and which endpoint to call.
 */
export function emailConfirmationLink(
  config: Pick<UpstreamConfig, "EMAIL_CHANGE_LINK_BASE" | "RESET_LINK_BASE">,
  token: string,
): string {
  const url = new URL(emailChangeLinkBase(config));
  url.searchParams.set("token", token);
  url.searchParams.set("purpose", "signup");
  return url.toString();
}

/** The texts of "Confirm your e-mail": the subject, the line before the link, and two after it. */
const confirmationTexts: MailTexts<{
  subject: string;
  someone: string;
  once: string;
  notYou: string;
}> = {
  en: {
    subject: "Confirm your e-mail",
    someone:
      "Someone created a BrightWay student account with this e-mail address. If it was you, confirm the address by opening this link:",
    once: "The link works once, for 7 days. Until the address is confirmed, we send it no other e-mail (except a password reset link you ask for).",
    notYou: "If it was not you, ignore this e-mail: nothing more will come.",
  },
  ar: {
    subject: "تأكيد بريدك الإلكتروني",
    someone:
      "أنشأ أحدهم حساب طالب في BrightWay بعنوان البريد الإلكتروني هذا. إذا كنت أنت، فأكِّد العنوان بفتح هذا الرابط:",
    once: "يعمل الرابط مرة واحدة فقط، ولمدة 7 أيام. لن نرسل إلى هذا العنوان أي رسالة أخرى حتى يتم تأكيده (باستثناء رابط إعادة تعيين كلمة المرور إذا طلبته).",
    notYou: "إذا لم تكن أنت، فتجاهل هذه الرسالة: لن تصلك منا رسائل أخرى.",
  },
};

/**
 * E-mails "Confirm your e-mail" with `link` to `to`, in `language` (the one chosen at signup). It
 * carries nothing the signer-up wrote (no name): until the link is opened, whoever typed the
 * address is a stranger to its owner. A failure is logged with the address's pseudonym (never
 * the address or the link, a credential) and swallowed.
 * @returns whether the mailer accepted it.
 */
export async function sendEmailConfirmation(
  mailer: Mailer,
  options: { to: string; link: string; language: Language; log: Logger },
): Promise<boolean> {
  const texts = confirmationTexts[options.language];
  try {
    await mailer.send({
      to: options.to,
      subject: texts.subject,
      ...plainMailBodies(
        [texts.someone, { text: "", url: options.link }, texts.once, texts.notYou],
        {
          language: options.language,
        },
      ),
    });
    return true;
  } catch (error) {
    options.log.error(
      { err: error, accountHash: hashForLog(options.to) },
      "sending the e-mail confirmation failed",
    );
    return false;
  }
}
