import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { verifyPassword } from "../auth/passwords";
import { passwordResetTokens, users } from "../db/schema";
import {
  cancelEmailChanges,
  consumeEmailChange,
  emailChangeLink,
  emailChangeLinkBase,
  findEmailChange,
  issueEmailChange,
  loginPageLink,
  sendEmailChangeLink,
  sendEmailChangedNotice,
  sendEmailChangingNotice,
} from "../email-change";
import { languageOrDefault } from "../mail-language";
import type { App, AppContext, AppDeps } from "../http/context";
import { requireCaller } from "../http/guards";
import { HttpProblem, badRequest, conflict, forbidden, notFound } from "../http/problem";
import { clientAddress, type AuthThrottle } from "../http/throttle";
import {
  pathParam,
  readJson,
  requiredPassword,
  requiredText,
  userIdSchema,
} from "../http/validate";
import { refuseUniqueViolation, isValidEmail, maxIdentityLength } from "../identity";
import { endAllSessions } from "../sessions";

const requestSchema = z.object({
  newEmail: requiredText("NewEmail").max(maxIdentityLength),
  currentPassword: requiredPassword("CurrentPassword"),
});

const confirmSchema = z.object({ token: requiredText("Token").max(1024) });

/** The details of the refusals, as the web app and EXTENSIONS.md name them. */
const emailChangeProblems = {
  wrongPassword: "The current password is wrong.",
  sameEmail: "This is already your login e-mail.",
  studentsOnly: "Only a student changes their own login e-mail.",
  invalidLink: "This link is not valid.",
  expiredLink: "This link has expired.",
  usedLink: "This link was already used.",
  taken: (email: string) => `Email '${email}' is already taken.`,
} as const;

/** Whether an account other than `exceptUserId` has `email` as its login e-mail (case-insensitive). */
async function isEmailTaken(
  db: AppDeps["db"],
  email: string,
  exceptUserId: string,
): Promise<boolean> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()} and ${users.id} <> ${exceptUserId}`)
    .limit(1);
  return Boolean(taken);
}

/**
 * Registers the login e-mail change extension (upstream/EXTENSIONS.md "Login e-mail changes"):
 * `GET /api/EmailChange/version` (probe), `POST /api/Students/{studentId}/EmailChange` (request,
 * current password required, throttled with the logins of the account), and
 * `POST /api/EmailChange/Confirm` (the token of the link e-mailed to the new address).
 * Requires `deps.throttle`: the same limits as the login endpoints, so guesses of the password
 * here use up the account's login attempts.
 */
export function registerEmailChangeRoutes(
  app: App,
  deps: AppDeps & { throttle: AuthThrottle },
): void {
  const { db, throttle, mailer, config } = deps;
  const now = () => (deps.now ? deps.now().getTime() : Date.now());
  const addressOf = (c: AppContext) =>
    clientAddress(c.env, c.req.header("x-forwarded-for"), config.TRUSTED_PROXIES);

  /** Probe: 200 `{ version: 1 }` to anyone (the legacy API answers 404). */
  app.get("/api/emailchange/version", (c) => c.json({ version: 1 }));

  /**
   * Requests a change of the caller's login e-mail: the student themself only. 202
   * `{ newEmail, expiresAt }` (ISO-8601 UTC); the link goes to the new address and a notice to
   * the old one. Refusals: 400 malformed body or address, 400 wrong password, 400 the address is
   * already theirs, 401, 403 an admin or another student, 404 unknown student, 409 the address
   * is another account's, 429 too many wrong passwords (counted with the account's logins).
   */
  app.post("/api/students/:studentId/emailchange", async (c) => {
    const caller = requireCaller(c);
    const studentId = pathParam(c, "studentId", userIdSchema);
    // An admin cannot give the student's password: an admin's token changes nobody's login e-mail.
    if (caller.role !== "Student") throw new HttpProblem(403, emailChangeProblems.studentsOnly);
    if (caller.id.toLowerCase() !== studentId.toLowerCase()) throw forbidden();
    const body = await readJson(c, requestSchema);
    if (!isValidEmail(body.newEmail)) {
      const detail = `Email '${body.newEmail}' is invalid.`;
      throw badRequest(detail, { newEmail: [detail] });
    }
    const [student] = await db
      .select()
      .from(users)
      .where(and(eq(users.id, studentId), eq(users.role, "Student")));
    if (!student) throw notFound(`Student with ID: ${studentId} doesn't exist in the database `);

    // Security boundary: the password, counted like a login (per account and per address), before
    // anything else about the address is revealed (its being taken included).
    const address = addressOf(c);
    // Counted first (the point is taken before the check, so parallel guesses cannot outrun it).
    await throttle.login.take(student.email, address);
    if (!(await verifyPassword(body.currentPassword, student.passwordHash))) {
      throw badRequest(emailChangeProblems.wrongPassword, {
        currentPassword: [emailChangeProblems.wrongPassword],
      });
    }
    await throttle.login.succeed(student.email, address);

    if (body.newEmail.toLowerCase() === student.email.toLowerCase()) {
      throw badRequest(emailChangeProblems.sameEmail, {
        newEmail: [emailChangeProblems.sameEmail],
      });
    }
    if (await isEmailTaken(db, body.newEmail, student.id)) {
      throw new HttpProblem(409, emailChangeProblems.taken(body.newEmail), {
        newEmail: [emailChangeProblems.taken(body.newEmail)],
      });
    }

    const { token, expiresAt } = await issueEmailChange(db, student.id, body.newEmail, now());
    const log = c.get("log");
    await sendEmailChangeLink(mailer, {
      to: body.newEmail,
      link: emailChangeLink(emailChangeLinkBase(config), token),
      language: languageOrDefault(student.language),
      log,
    });
    // Extension "E-mail confirmation": an unconfirmed old address (perhaps a stranger's) is told
    // nothing; the link to the new one is the new address's own confirmation.
    if (student.emailConfirmed) {
      await sendEmailChangingNotice(mailer, {
        to: student.email,
        newEmail: body.newEmail,
        loginLink: loginPageLink(config),
        language: languageOrDefault(student.language),
        log,
      });
    }
    return c.json({ newEmail: body.newEmail, expiresAt: new Date(expiresAt).toISOString() }, 202);
  });

  /**
   * Confirms a change with the token of the link sent to the new address: anyone holding the
   * link (no bearer token needed; it may be opened on another device). 200 `{ userId, email }`
   * (the new login e-mail). In one transaction: the change is used up, the e-mail changes, the
   * user's unused password-reset links and other pending changes are deleted; then the old
   * address is told. Refusals: 400 malformed body, 404 unknown, malformed or replaced link, 410
   * expired, 409 already used, 409 (with `errors.email`) the address became another account's.
   */
  app.post("/api/emailchange/confirm", async (c) => {
    const body = await readJson(c, confirmSchema);
    const at = now();
    const found = await findEmailChange(db, body.token, at);
    if (found.state === "invalid") throw notFound(emailChangeProblems.invalidLink);
    if (found.state === "expired") throw new HttpProblem(410, emailChangeProblems.expiredLink);
    if (found.state === "used") throw conflict(emailChangeProblems.usedLink);
    const { change } = found;
    const takenProblem = () =>
      new HttpProblem(409, emailChangeProblems.taken(change.newEmail), {
        email: [emailChangeProblems.taken(change.newEmail)],
      });
    if (await isEmailTaken(db, change.newEmail, change.userId)) throw takenProblem();

    const [before] = await db
      .select({
        email: users.email,
        emailConfirmed: users.emailConfirmed,
        language: users.language,
      })
      .from(users)
      .where(eq(users.id, change.userId));
    if (!before) throw notFound(emailChangeProblems.invalidLink);
    // The address may be taken between the check above and the update (unique index): 409.
    await refuseUniqueViolation(
      db.transaction(async (tx) => {
        if (!(await consumeEmailChange(tx, change.id, at)))
          throw conflict(emailChangeProblems.usedLink);
        // The link reached the new address, so it is confirmed (extension "E-mail confirmation").
        await tx
          .update(users)
          .set({ email: change.newEmail, emailConfirmed: true })
          .where(eq(users.id, change.userId));
        // A reset link sent to the old address must not outlive the change.
        await tx
          .delete(passwordResetTokens)
          .where(
            and(
              eq(passwordResetTokens.userId, change.userId),
              sql`${passwordResetTokens.usedAt} is null`,
            ),
          );
        await cancelEmailChanges(tx, change.userId);
        // Every session of the user ends with the change (a thief's copied token too).
        await endAllSessions(tx, change.userId, { reason: "email-changed" });
      }),
      takenProblem,
    );
    if (before.emailConfirmed) {
      await sendEmailChangedNotice(mailer, {
        to: before.email,
        newEmail: change.newEmail,
        language: languageOrDefault(before.language),
        log: c.get("log"),
      });
    }
    return c.json({ userId: change.userId, email: change.newEmail });
  });
}
