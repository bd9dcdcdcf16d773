import { randomUUID } from "node:crypto";
import { DEFAULT_LANGUAGE } from "@brightway/contract/language";
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { hashPassword, passwordCost, passwordNeedsRehash, verifyPassword } from "../auth/passwords";
import { signToken } from "../auth/tokens";
import type { Executor } from "../db/client";
import { users } from "../db/schema";
import type { App, AppDeps, AppContext } from "../http/context";
import { requireAdmin } from "../http/guards";
import { notFound, unauthorized } from "../http/problem";
import { clientAddress, isTrustedProxy, type AuthThrottle } from "../http/throttle";
import { lenientInt, pathParam, readJson, requiredPassword, requiredText } from "../http/validate";
import {
  type IdentityError,
  duplicateErrors,
  emailErrors,
  isUniqueViolation,
  maxIdentityLength,
  passwordErrors,
  toIdentityMap,
  userNameErrors,
} from "../identity";
import { cancelEmailChanges } from "../email-change";
import { languageBodySchema, languageOrDefault } from "../mail-language";
import {
  consumeResetToken,
  isResetTokenValid,
  issueResetToken,
  resetLink,
  sendResetMail,
} from "../password-reset";
import { resetLinkStatus, sendPasswordChangedMail } from "../password-change";
import {
  emailConfirmationLink,
  issueEmailConfirmation,
  sendEmailConfirmation,
} from "../email-confirmation";
import { webBaseUrl } from "../reminders";
import { endAllSessions, sessionLimits, startSession } from "../sessions";

// Why required here: the legacy server let a missing e-mail or password reach Identity and
// answered 500; we answer 400 with field errors instead.
const credentialsSchema = z.object({
  email: requiredText("Email").max(maxIdentityLength),
  password: requiredPassword("Password"),
});

const signupSchema = z.object({
  firstname: requiredText("Firstname").max(200),
  lastname: requiredText("Lastname").max(200),
  userName: requiredText("UserName"),
  password: requiredPassword("Password"),
  email: requiredText("Email"),
  phoneNumber: z.string().trim().max(50).nullish(),
  // Value type on the wire: absent means 0 (male); any integer was accepted by the legacy server.
  gender: lenientInt.optional(),
  // Extension (language): the language of the student's e-mails from the first one on.
  language: languageBodySchema,
});

const adminRegistrationSchema = z.object({
  email: requiredText("Email"),
  password: requiredPassword("Password"),
  userName: requiredText("UserName"),
  phoneNumber: z.string().trim().max(50).nullish(),
});

const resetSchema = z.object({
  email: requiredText("Email").max(maxIdentityLength),
  token: requiredText("Token").max(1024),
  newPassword: requiredPassword("NewPassword"),
});

const resetLinkSchema = z.object({
  email: requiredText("Email").max(maxIdentityLength),
  token: requiredText("Token").max(1024),
});

type UserRow = typeof users.$inferSelect;

async function findUserByEmail(
  db: Executor,
  email: string,
  role?: "Admin" | "Student",
): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = ${email.toLowerCase()}`,
        role ? eq(users.role, role) : undefined,
      ),
    )
    .limit(1);
  return row ?? null;
}

// A hash to verify against when the e-mail is unknown, so both failures take the same time
// (no account enumeration through response timing): made at the current cost, remade if the
// cost changes (tests lower it).
let decoy: { log2N: number; hash: Promise<string> } | undefined;
function getDecoyHash(): Promise<string> {
  const { log2N } = passwordCost();
  if (decoy?.log2N !== log2N) {
    const hash = hashPassword("decoy-password-0");
    decoy = { log2N, hash };
    // A refused hash (the hashing line was full) is not kept: the next login makes it again.
    hash.catch(() => {
      if (decoy?.hash === hash) decoy = undefined;
    });
  }
  return decoy.hash;
}

/** The account whose password matches, or `null` (unknown e-mail or wrong password). */
async function checkCredentials(
  db: Executor,
  email: string,
  password: string,
): Promise<UserRow | null> {
  const user = await findUserByEmail(db, email);
  const ok = await verifyPassword(password, user?.passwordHash ?? (await getDecoyHash()));
  if (!user || !ok) return null;
  if (passwordNeedsRehash(user.passwordHash)) {
    // An older, cheaper hash (scrypt 2^14) is replaced now that the password is known; only if
    // it is still the stored one (a reset in between wins).
    const passwordHash = await hashPassword(password);
    await db
      .update(users)
      .set({ passwordHash })
      .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash)));
    return { ...user, passwordHash };
  }
  return user;
}

/** A 400 answer with the legacy E-IDN-MAP body (`{ "<code>": ["…"] }`, application/json). */
function identityMapResponse(c: AppContext, errors: IdentityError[]) {
  return c.json(toIdentityMap(errors), 400);
}

/** A 400 answer with the legacy E-IDN-ARR body (`[{ code, description }]`, application/json). */
function identityArrayResponse(c: AppContext, errors: IdentityError[]) {
  return c.json(errors, 400);
}

/** Identity errors of a new account: syntax first, then uniqueness over every account. */
async function newAccountErrors(
  db: Executor,
  account: { userName: string; email: string; password: string },
): Promise<IdentityError[]> {
  const syntax = [
    ...userNameErrors(account.userName),
    ...emailErrors(account.email),
    ...passwordErrors(account.password),
  ];
  const duplicates = await duplicateErrors(db, {
    userName: userNameErrors(account.userName).length ? undefined : account.userName,
    email: emailErrors(account.email).length ? undefined : account.email,
  });
  return [...syntax, ...duplicates];
}

/**
 * Registers the authentication and admin endpoints (contract §3.1, §4):
 * `POST /api/Admin/AdminLogin`, `POST /api/Authentication/login`, `POST /api/Authentication`
 * (signup), `POST /api/Admin/Registration` (admin only), `POST /api/Authentication/forgotpassword/{email}`,
 * `POST /api/Authentication/resetpassword`. E-mails compare case-insensitively.
 *
 * Throttled (`deps.throttle`, 429 with `Retry-After` over a limit; `http/throttle.ts`): logins
 * and password resets are counted BEFORE the secret is checked, per (account, client address),
 * per address, and per account over a day (which refuses only addresses that already tried that
 * account); a right password is refused too while its count is used up; a success clears the
 * pair's count. Signups and reset e-mails per e-mail address and per client address. A login
 * with a right password stored as an older hash (scrypt 2^14) stores it again at today's cost.
 *
 * Extension "Sessions" (`sessions.ts`): a login starts a server-side session (its id in the
 * token's `sid`; a student over the device cap loses their oldest), and a password reset ends
 * every session of the account. Extension "Password changes" (`password-change.ts`): a reset
 * e-mails "Your password was changed" to the account, and `POST /api/Authentication/ResetLinkStatus`
 * tells whether a reset link is still usable.
 */
export function registerAuthRoutes(app: App, deps: AppDeps & { throttle: AuthThrottle }): void {
  const { db, throttle } = deps;

  const addressOf = (c: AppContext) =>
    clientAddress(c.env, c.req.header("x-forwarded-for"), deps.config.TRUSTED_PROXIES);

  /**
   * The browser's User-Agent: `X-Client-User-Agent` when the peer is a trusted proxy (the web
   * app passes on its visitor's), else the request's own `User-Agent`.
   */
  const userAgentOf = (c: AppContext) => {
    const peer = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)
      ?.incoming?.socket?.remoteAddress;
    const forwarded = c.req.header("x-client-user-agent");
    if (forwarded && peer && isTrustedProxy(peer, deps.config.TRUSTED_PROXIES)) return forwarded;
    return c.req.header("user-agent") ?? null;
  };

  /**
   * The login answer's token. Extension "Sessions" (EXTENSIONS.md): a session row is started
   * (ending a student's oldest over the device cap) and its id rides in the token's `sid`; the
   * token lives as long as the role's absolute session lifetime. Off: the legacy 7-day token.
   */
  async function issueToken(
    c: AppContext,
    user: UserRow,
    role: "Admin" | "Student",
  ): Promise<string> {
    if (deps.config.UPSTREAM_SESSIONS === "false")
      return signToken({ id: user.id, role }, deps.jwtSecret);
    const { sessionId } = await startSession(db, {
      userId: user.id,
      role,
      userAgent: userAgentOf(c),
      address: addressOf(c),
      config: deps.config,
    });
    const lifetimeSeconds = Math.floor(sessionLimits(deps.config, role).lifetimeMs / 1000);
    return signToken({ id: user.id, role, sessionId }, deps.jwtSecret, Date.now(), lifetimeSeconds);
  }

  /** The account whose password matches, counted by the login throttle. @throws 429, 401. */
  async function throttledLogin(c: AppContext, email: string, password: string): Promise<UserRow> {
    const address = addressOf(c);
    // Counted first, so parallel guesses cannot all pass a check made before any was counted.
    await throttle.login.take(email, address);
    let user: UserRow | null;
    try {
      user = await checkCredentials(db, email, password);
    } catch (error) {
      await throttle.login.giveBack(email, address);
      throw error;
    }
    if (!user) throw unauthorized();
    await throttle.login.succeed(email, address);
    return user;
  }

  /**
   * Admin login: 200 `{ token, userId }`; 401 unknown e-mail or wrong password; 404 for a
   * student's valid credentials. Why 404 (an enumeration leak, contract §7.11): the web app tries
   * admin login first and falls back to student login on any failure, and clients of the legacy
   * server rely on this status; kept for wire compatibility.
   */
  app.post("/api/admin/adminlogin", async (c) => {
    const body = await readJson(c, credentialsSchema);
    const user = await throttledLogin(c, body.email, body.password);
    if (user.role !== "Admin") throw notFound("This account is not an administrator.");
    return c.json({ token: await issueToken(c, user, "Admin"), userId: user.id });
  });

  /**
   * Student login: 200 `{ token, userId }`; 401 unknown e-mail, wrong password, or an admin's
   * credentials (the legacy server answered 500 for those).
   */
  app.post("/api/authentication/login", async (c) => {
    const body = await readJson(c, credentialsSchema);
    const user = await throttledLogin(c, body.email, body.password);
    if (user.role !== "Student") throw unauthorized();
    return c.json({ token: await issueToken(c, user, "Student"), userId: user.id });
  });

  /**
   * Probe of the signup-rules extension (upstream/EXTENSIONS.md "User names in any script"): 200
   * `{ version: 1 }` to anyone (the legacy API answers 404). It tells a client that the codes of a
   * refused signup's E-IDN-MAP each name the rule that failed, so it may show them.
   */
  app.get("/api/signuprules/version", (c) => c.json({ version: 1 }));

  /**
   * Student signup: 200 `{ userId }` (no token); 400 E-VAL or E-IDN-MAP. Extension "E-mail
   * confirmation": the account starts unconfirmed and the address gets "Confirm your e-mail"
   * (and nothing else until it is opened; the welcome follows the confirmation). A mail failure
   * is logged and never fails the signup (the student can ask for the link again).
   */
  app.post("/api/authentication", async (c) => {
    const body = await readJson(c, signupSchema);
    await throttle.signup.take(body.email, addressOf(c));
    const errors = await newAccountErrors(db, body);
    if (errors.length) return identityMapResponse(c, errors);
    const id = randomUUID();
    try {
      await db.insert(users).values({
        id,
        role: "Student",
        userName: body.userName,
        email: body.email,
        passwordHash: await hashPassword(body.password),
        phoneNumber: body.phoneNumber ?? null,
        firstName: body.firstname,
        lastName: body.lastname,
        gender: body.gender ?? 0,
        emailConfirmed: false,
        language: body.language ?? DEFAULT_LANGUAGE,
      });
    } catch (error) {
      // A concurrent signup with the same name or e-mail won the race on the unique indexes.
      if (isUniqueViolation(error)) return identityMapResponse(c, await duplicateErrors(db, body));
      throw error;
    }
    const { token } = await issueEmailConfirmation(
      db,
      id,
      body.email,
      (deps.now?.() ?? new Date()).getTime(),
    );
    await sendEmailConfirmation(deps.mailer, {
      to: body.email,
      link: emailConfirmationLink(deps.config, token),
      language: body.language ?? DEFAULT_LANGUAGE,
      log: c.get("log"),
    });
    return c.json({ userId: id });
  });

  /**
   * Creates an Admin: 201 empty; 400 E-VAL or E-IDN-MAP. Security boundary: admin only (the
   * legacy endpoint let anyone create an admin, contract §7.3).
   */
  app.post("/api/admin/registration", async (c) => {
    requireAdmin(c);
    const body = await readJson(c, adminRegistrationSchema);
    const errors = await newAccountErrors(db, body);
    if (errors.length) return identityMapResponse(c, errors);
    try {
      await db.insert(users).values({
        id: randomUUID(),
        role: "Admin",
        userName: body.userName,
        email: body.email,
        passwordHash: await hashPassword(body.password),
        phoneNumber: body.phoneNumber ?? null,
      });
    } catch (error) {
      if (isUniqueViolation(error)) return identityMapResponse(c, await duplicateErrors(db, body));
      throw error;
    }
    return c.body(null, 201);
  });

  /**
   * Sends a reset link to a student's address: 200 empty, also when sending failed (logged; the
   * contract answers 200 regardless). 404 "Invalid Email Address" for an unknown or admin e-mail
   * (contract §3.1; an enumeration leak the web app's flow depends on).
   */
  app.post("/api/authentication/forgotpassword/:email", async (c) => {
    const email = pathParam(c, "email", z.string().trim().min(1).max(maxIdentityLength));
    await throttle.resetMail.take(email, addressOf(c));
    const student = await findUserByEmail(db, email, "Student");
    if (!student) throw notFound("Invalid Email Address");
    const token = await issueResetToken(db, student.id);
    await sendResetMail(deps.mailer, {
      to: student.email,
      link: resetLink(deps.config.RESET_LINK_BASE, student.email, token),
      language: languageOrDefault(student.language),
      log: c.get("log"),
    });
    return c.body(null, 200);
  });

  /**
   * Sets a new password with a token from the reset e-mail: 201 text "Password reset successful";
   * 404 "Invalid Email Address"; 400 `[{ code: "InvalidToken", … }]` for a wrong, expired or
   * used token, 400 E-IDN-ARR password-rule errors (the token stays usable then).
   */
  app.post("/api/authentication/resetpassword", async (c) => {
    const body = await readJson(c, resetSchema);
    const address = addressOf(c);
    // Counted first (as logins): an unknown e-mail or a wrong token keeps its point.
    await throttle.reset.take(body.email, address);
    const student = await findUserByEmail(db, body.email, "Student");
    if (!student) throw notFound("Invalid Email Address");
    const invalidToken = [{ code: "InvalidToken", description: "Invalid token." }];
    if (!(await isResetTokenValid(db, student.id, body.token)))
      return identityArrayResponse(c, invalidToken);
    const ruleErrors = passwordErrors(body.newPassword);
    if (ruleErrors.length) {
      // The token was right: a weak new password is no guess, so its point is given back.
      await throttle.reset.giveBack(body.email, address);
      return identityArrayResponse(c, ruleErrors);
    }
    let passwordHash: string;
    try {
      passwordHash = await hashPassword(body.newPassword);
    } catch (error) {
      // The hashing line was full: the token was right and nothing was judged, so the point goes back.
      await throttle.reset.giveBack(body.email, address);
      throw error;
    }
    const changed = await db.transaction(async (tx) => {
      if (!(await consumeResetToken(tx, student.id, body.token))) return false;
      // A used reset link proves the mailbox, so it confirms the address too (extension "E-mail
      // confirmation").
      await tx
        .update(users)
        .set({ passwordHash, emailConfirmed: true })
        .where(eq(users.id, student.id));
      // A reset is what the owner does when a change of the login e-mail was not theirs: it
      // cancels any pending change (its link stops working).
      await cancelEmailChanges(tx, student.id);
      // Extension "Sessions": a new password ends every session (a thief's copied token too).
      await endAllSessions(tx, student.id, { reason: "password-changed" });
      return true;
    });
    if (!changed) return identityArrayResponse(c, invalidToken);
    await throttle.reset.succeed(body.email, address);
    // The link proved the mailbox: the account's login count, which refuses new addresses once a
    // guesser spread over many has used it up, starts again, so the owner can log in from here.
    await throttle.login.forgive(body.email);
    // Extension "Password changes": the owner is told, with "This wasn't me".
    await sendPasswordChangedMail(deps.mailer, {
      to: student.email,
      firstName: student.firstName,
      at: new Date(),
      way: "reset",
      webBase: webBaseUrl(deps.config),
      language: languageOrDefault(student.language),
      log: c.get("log"),
    });
    return c.text("Password reset successful", 201);
  });

  /**
   * Extension "Password changes": where a reset link stands before its form is filled in. 200
   * `{ status }`: `valid`, `used`, `expired`, or `invalid` (a wrong or replaced token, another
   * account's, or an address with no student account: the answer never tells whether an address
   * has an account). 400 missing field or malformed JSON; 429 with `Retry-After`. Counted with the
   * resets of the (address, client) pair; a token this server issued (valid, used or expired)
   * proves the mailbox, so its point is given back: only guesses use up the count.
   */
  app.post("/api/authentication/resetlinkstatus", async (c) => {
    const body = await readJson(c, resetLinkSchema);
    const address = addressOf(c);
    await throttle.reset.take(body.email, address);
    const student = await findUserByEmail(db, body.email, "Student");
    const status = await resetLinkStatus(db, student?.id ?? null, body.token);
    if (status !== "invalid") await throttle.reset.giveBack(body.email, address);
    return c.json({ status });
  });
}
