import { eq } from "drizzle-orm";
import { z } from "zod";
import { users } from "../db/schema";
import {
  confirmEmailAddress,
  confirmationResendWaitMs,
  emailConfirmationLink,
  issueEmailConfirmation,
  sendEmailConfirmation,
} from "../email-confirmation";
import type { App, AppContext, AppDeps } from "../http/context";
import { requireCaller } from "../http/guards";
import { HttpProblem, conflict, notFound } from "../http/problem";
import { TooManyRequests } from "../http/throttle";
import { readJson, requiredText } from "../http/validate";
import { hashForLog } from "../log";
import { plainMailBodies } from "../mail";
import { type Language, languageOrDefault } from "../mail-language";
import { webBaseUrl } from "../reminders";
import { welcomeMail } from "../sales-mail";

const confirmSchema = z.object({ token: requiredText("Token").max(1024) });

/** The details of the refusals, as EXTENSIONS.md names them. */
const confirmationProblems = {
  invalidLink: "This link is not valid.",
  expiredLink: "This link has expired.",
  usedLink: "This link was already used.",
  alreadyConfirmed: "This e-mail address is already confirmed.",
  studentsOnly: "Only a student confirms their own e-mail address.",
} as const;

/**
 * Registers the e-mail confirmation extension (upstream/EXTENSIONS.md "E-mail confirmation"):
 * `GET /api/EmailConfirmation/version` (probe), `POST /api/EmailConfirmation/Confirm` (the token
 * of the link e-mailed at signup; the welcome e-mail follows the first confirmation) and
 * `POST /api/EmailConfirmation/Resend` (the student's own token; throttled per account).
 */
export function registerEmailConfirmationRoutes(app: App, deps: AppDeps): void {
  const { db, mailer, config } = deps;
  const now = () => (deps.now ? deps.now().getTime() : Date.now());

  /** The welcome e-mail, once the address is confirmed; a failure is logged, never fails the confirmation. */
  async function sendWelcome(
    c: AppContext,
    to: string,
    firstName: string | null,
    language: Language,
  ): Promise<void> {
    const mail = welcomeMail(firstName, webBaseUrl(config), language);
    try {
      await mailer.send({
        to,
        subject: mail.subject,
        ...plainMailBodies(mail.paragraphs, { defang: mail.defang, language }),
      });
    } catch (error) {
      c.get("log").error({ err: error, accountHash: hashForLog(to) }, "welcome e-mail failed");
    }
  }

  /** Probe: 200 `{ version: 1 }` to anyone (the legacy API answers 404). */
  app.get("/api/emailconfirmation/version", (c) => c.json({ version: 1 }));

  /**
   * Confirms a signup's address with the token of its link: anyone holding the link (no bearer
   * token; it may be opened on another device). 200 `{ userId, email }`. The first confirmation of
   * the account sends the welcome e-mail. Refusals: 400 malformed body, 404 unknown or malformed
   * link or one whose address is no longer the account's, 410 expired, 409 already used.
   */
  app.post("/api/emailconfirmation/confirm", async (c) => {
    const body = await readJson(c, confirmSchema);
    const outcome = await confirmEmailAddress(db, body.token, now());
    if (outcome.state !== "confirmed") {
      if (outcome.state === "expired") throw new HttpProblem(410, confirmationProblems.expiredLink);
      if (outcome.state === "used") throw conflict(confirmationProblems.usedLink);
      throw notFound(confirmationProblems.invalidLink);
    }
    if (outcome.isFirst) {
      const [user] = await db
        .select({ firstName: users.firstName, language: users.language })
        .from(users)
        .where(eq(users.id, outcome.userId));
      await sendWelcome(
        c,
        outcome.email,
        user?.firstName?.trim() || null,
        languageOrDefault(user?.language),
      );
    }
    return c.json({ userId: outcome.userId, email: outcome.email });
  });

  /**
   * E-mails a new confirmation link to the calling student's login e-mail: 202 `{ email,
   * expiresAt }` (ISO-8601 UTC). At most one link a minute and 5 a day per account (the signup's
   * included): 429 with `Retry-After`. 409 when the address is already confirmed; 401; 403 an
   * admin's token.
   */
  app.post("/api/emailconfirmation/resend", async (c) => {
    const caller = requireCaller(c);
    if (caller.role !== "Student") throw new HttpProblem(403, confirmationProblems.studentsOnly);
    const [student] = await db
      .select({
        id: users.id,
        email: users.email,
        emailConfirmed: users.emailConfirmed,
        language: users.language,
      })
      .from(users)
      .where(eq(users.id, caller.id));
    if (!student) throw notFound(`Student with ID: ${caller.id} doesn't exist in the database `);
    if (student.emailConfirmed) throw conflict(confirmationProblems.alreadyConfirmed);
    const at = now();
    const wait = await confirmationResendWaitMs(db, student.id, at);
    if (wait > 0)
      throw new TooManyRequests(wait, {
        rule: "confirmation_resend",
        accountHash: hashForLog(student.email),
      });
    const { token, expiresAt } = await issueEmailConfirmation(db, student.id, student.email, at);
    await sendEmailConfirmation(mailer, {
      to: student.email,
      link: emailConfirmationLink(config, token),
      language: languageOrDefault(student.language),
      log: c.get("log"),
    });
    return c.json({ email: student.email, expiresAt: new Date(expiresAt).toISOString() }, 202);
  });
}
