import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { hashPassword, verifyPassword } from "../auth/passwords";
import { users } from "../db/schema";
import { cancelEmailChanges } from "../email-change";
import type { App, AppContext, AppDeps } from "../http/context";
import { requireCaller } from "../http/guards";
import { HttpProblem, badRequest, conflict, forbidden, notFound } from "../http/problem";
import { clientAddress, type AuthThrottle } from "../http/throttle";
import { pathParam, readJson, requiredPassword, userIdSchema } from "../http/validate";
import { passwordErrors } from "../identity";
import { languageOrDefault } from "../mail-language";
import { deleteUnusedResetLinks, sendPasswordChangedMail } from "../password-change";
import { webBaseUrl } from "../reminders";
import { endAllSessions } from "../sessions";

const changeSchema = z.object({
  currentPassword: requiredPassword("CurrentPassword"),
  newPassword: requiredPassword("NewPassword"),
});

/** The details of the refusals, as the web app and EXTENSIONS.md name them. */
const passwordChangeProblems = {
  wrongPassword: "The current password is wrong.",
  studentsOnly: "Only a student changes their own password.",
  changedMeanwhile: "The password was changed meanwhile. Please try again.",
} as const;

/**
 * Registers the password change extension (upstream/EXTENSIONS.md "Password changes"):
 * `GET /api/PasswordChange/version` (probe) and `POST /api/Students/{studentId}/Password` (the
 * student themself, with the current password, throttled with the logins of the account). The
 * reset's own "password changed" e-mail and the reset link check are in `routes/auth.ts`.
 */
export function registerPasswordChangeRoutes(
  app: App,
  deps: AppDeps & { throttle: AuthThrottle },
): void {
  const { db, throttle, config } = deps;
  const addressOf = (c: AppContext) =>
    clientAddress(c.env, c.req.header("x-forwarded-for"), config.TRUSTED_PROXIES);

  /** Probe: 200 `{ version: 1 }` to anyone (the legacy API answers 404). */
  app.get("/api/passwordchange/version", (c) => c.json({ version: 1 }));

  /**
   * Changes the caller's password: the student themself, with the current one. 204. In one
   * transaction: the new hash (only over the hash that was checked: a reset in between wins, 409),
   * the account's unused reset links deleted, a pending login e-mail change cancelled, and every
   * other session ended (`password-changed`; the caller's own stays signed in). Then "Your
   * password was changed" goes to the account's address. Refusals: 400 missing field or malformed
   * JSON; 400 the new password breaks a rule (`errors.newPassword`, Identity's descriptions),
   * judged before the current password is counted; 400 "The current password is wrong."
   * (`errors.currentPassword`); 401; 403 another student, or an admin; 404 unknown student; 409
   * changed meanwhile; 429 with `Retry-After` (counted with the account's logins).
   */
  app.post("/api/students/:studentId/password", async (c) => {
    const caller = requireCaller(c);
    const studentId = pathParam(c, "studentId", userIdSchema);
    // An admin cannot give the student's password: an admin's token changes nobody's password.
    if (caller.role !== "Student") throw new HttpProblem(403, passwordChangeProblems.studentsOnly);
    if (caller.id.toLowerCase() !== studentId.toLowerCase()) throw forbidden();
    const body = await readJson(c, changeSchema);
    const ruleErrors = passwordErrors(body.newPassword).map((error) => error.description);
    if (ruleErrors.length) throw badRequest(ruleErrors.join(" "), { newPassword: ruleErrors });
    const [student] = await db
      .select()
      .from(users)
      .where(and(eq(users.id, studentId), eq(users.role, "Student")));
    if (!student) throw notFound(`Student with ID: ${studentId} doesn't exist in the database `);

    // Security boundary: the current password, counted like a login (per account and per
    // address, the point taken before the check so parallel guesses cannot outrun it).
    const address = addressOf(c);
    await throttle.login.take(student.email, address);
    if (!(await verifyPassword(body.currentPassword, student.passwordHash))) {
      throw badRequest(passwordChangeProblems.wrongPassword, {
        currentPassword: [passwordChangeProblems.wrongPassword],
      });
    }
    await throttle.login.succeed(student.email, address);

    const passwordHash = await hashPassword(body.newPassword);
    await db.transaction(async (tx) => {
      const changed = await tx
        .update(users)
        .set({ passwordHash })
        .where(and(eq(users.id, student.id), eq(users.passwordHash, student.passwordHash)))
        .returning({ id: users.id });
      if (changed.length === 0) throw conflict(passwordChangeProblems.changedMeanwhile);
      await deleteUnusedResetLinks(tx, student.id);
      // As a reset does: a change of the login e-mail asked for with the old password stops.
      await cancelEmailChanges(tx, student.id);
      // Extension "Sessions": the other devices (a thief's copied token too) are signed out.
      await endAllSessions(tx, student.id, {
        except: caller.sessionId,
        reason: "password-changed",
      });
    });
    // Extension "E-mail confirmation": an address not confirmed yet is told nothing (it may be a
    // stranger's, and the e-mail carries the first name the signer-up typed).
    if (student.emailConfirmed) {
      await sendPasswordChangedMail(deps.mailer, {
        to: student.email,
        firstName: student.firstName,
        at: new Date(),
        way: "profile",
        webBase: webBaseUrl(config),
        language: languageOrDefault(student.language),
        log: c.get("log"),
      });
    }
    return c.body(null, 204);
  });
}
