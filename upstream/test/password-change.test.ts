import { resetLinkStatusAnswer } from "@brightway/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { passwordResetTokens, users } from "../src/db/schema";
import type { MailMessage } from "../src/mail";
import { admin, freshCallersBeforeEach, otherStudent, student } from "./fixtures";
import {
  type TestUser,
  appWith,
  call,
  callApp,
  createUser,
  expectProblem,
  getTestContext,
  mailsTo,
} from "./helpers";

// Extension "Password changes" (EXTENSIONS.md). Before it, a password could be changed only by a
// reset, which told nobody, and a used reset link showed its form and failed only after submit.

const newPassword = "BrandNewPass42";

const login = (email: string, password: string) =>
  call("POST", "/api/Authentication/login", { json: { email, password } });
const forgot = (email: string) =>
  call("POST", `/api/Authentication/forgotpassword/${encodeURIComponent(email)}`);
const reset = (email: string, token: string, password = newPassword) =>
  call("POST", "/api/Authentication/resetpassword", {
    json: { email, token, newPassword: password },
  });
const linkStatus = (email: string, token: string) =>
  call("POST", "/api/Authentication/ResetLinkStatus", { json: { email, token } });
const changePassword = (who: TestUser, json: unknown, token = who.token) =>
  call("POST", `/api/Students/${who.id}/Password`, { token, json });

/** The token of the newest reset link e-mailed to `email`. */
async function resetToken(email: string): Promise<string> {
  const mail = (await mailsTo(email)).filter((m) => /^Subject: Password Reset$/m.test(m)).at(-1);
  const href = mail?.match(/href="([^"]+)"/)?.[1];
  if (!href) throw new Error(`no reset link to ${email}`);
  return new URL(href.replace(/&amp;/g, "&")).searchParams.get("token") ?? "";
}

/** The "Your password was changed" e-mails to `email`, decoded, oldest first. */
async function changedMails(email: string): Promise<string[]> {
  return (await mailsTo(email)).filter((m) => /^Subject: Your password was changed$/m.test(m));
}

/** The status a reset link check answered (parsed with the contract's exact shape). */
async function statusOf(response: Response): Promise<string> {
  expect(response.status).toBe(200);
  return resetLinkStatusAnswer.exact.parse(await response.json()).status;
}

freshCallersBeforeEach();

describe("password changes: probe", () => {
  it("GET /api/PasswordChange/version answers { version: 1 } to anyone", async () => {
    const response = await call("GET", "/api/PasswordChange/version");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ version: 1 });
  });
});

describe("POST /api/Authentication/ResetLinkStatus", () => {
  it("says a link is valid until it is used, then used, without consuming it", async () => {
    await forgot(student.email);
    const token = await resetToken(student.email);
    expect(await statusOf(await linkStatus(student.email.toUpperCase(), token))).toBe("valid");
    expect(await statusOf(await linkStatus(student.email, token))).toBe("valid");
    expect((await reset(student.email, token)).status).toBe(201);
    expect(await statusOf(await linkStatus(student.email, token))).toBe("used");
  });

  it("says expired for a link past its hour", async () => {
    await forgot(student.email);
    const token = await resetToken(student.email);
    const { database } = await getTestContext();
    await database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 60_000).toISOString().slice(0, 23) })
      .where(eq(passwordResetTokens.userId, student.id));
    expect(await statusOf(await linkStatus(student.email, token))).toBe("expired");
  });

  it("says invalid alike for a wrong, malformed or another account's token and for an address without a student account", async () => {
    await forgot(student.email);
    const token = await resetToken(student.email);
    await forgot(otherStudent.email);
    const others = await resetToken(otherStudent.email);
    for (const [email, guess] of [
      [student.email, others],
      [student.email, Buffer.alloc(32).toString("base64url")],
      [student.email, "not a token"],
      ["ghost@gmail.com", token],
      ["ghost@gmail.com", "abc"],
      [admin.email, token],
    ] as const) {
      expect(await statusOf(await linkStatus(email, guess))).toBe("invalid");
    }
    // The checks consumed nothing.
    expect(await statusOf(await linkStatus(student.email, token))).toBe("valid");
  });

  it("answers 400 (not 500) for missing fields and malformed JSON", async () => {
    for (const json of [{ email: student.email }, { token: "abc" }, {}]) {
      await expectProblem(await call("POST", "/api/Authentication/ResetLinkStatus", { json }), 400);
    }
  });

  it("counts guesses with the resets (429), but never a link this server issued", async () => {
    const app = await appWith({
      THROTTLE_LOGIN_FAILURES: "3",
      THROTTLE_LOGIN_FAILURES_PER_ADDRESS: "100",
    });
    const check = (token: string) =>
      callApp(app, "POST", "/api/Authentication/ResetLinkStatus", {
        json: { email: student.email, token },
      });
    await callApp(
      app,
      "POST",
      `/api/Authentication/forgotpassword/${encodeURIComponent(student.email)}`,
    );
    const token = await resetToken(student.email);
    for (let i = 0; i < 5; i++) expect(await statusOf(await check(token))).toBe("valid");
    for (let i = 0; i < 3; i++) expect(await statusOf(await check(`guess${i}`))).toBe("invalid");
    expect((await check(token)).status).toBe(429);
  });
});

describe("the password changed e-mail after a reset", () => {
  it("goes to the account once the reset succeeded, with 'This wasn't me' to the reset page", async () => {
    await forgot(student.email);
    const token = await resetToken(student.email);
    expect((await reset(student.email, token, "short")).status).toBe(400);
    expect(await changedMails(student.email)).toEqual([]);
    expect((await reset(student.email, token)).status).toBe(201);
    const [mail, ...more] = await changedMails(student.email);
    expect(more).toEqual([]);
    expect(mail).toContain("Dear Test,");
    expect(mail).toContain(`The password of your BrightWay account (${student.email}) was changed`);
    expect(mail).toContain("with a password reset link sent to this address");
    expect(mail).toContain("This wasn't me: http://localhost:3000/ForgotPassword");
    expect(mail).toContain('<a href="http://localhost:3000/ForgotPassword">This wasn&#39;t me</a>');
    expect(mail).not.toContain(token);
  });
});

describe("POST /api/Students/{id}/Password", () => {
  it("changes the caller's password (204): the new one logs in, the old one no longer; the owner is told", async () => {
    const response = await changePassword(student, {
      currentPassword: student.password,
      newPassword,
    });
    expect(response.status).toBe(204);
    expect((await login(student.email, newPassword)).status).toBe(200);
    expect((await login(student.email, student.password)).status).toBe(401);
    const [mail, ...more] = await changedMails(student.email);
    expect(more).toEqual([]);
    expect(mail).toContain("from the Edit Profile page, with the old password");
    expect(mail).toContain("This wasn't me: http://localhost:3000/ForgotPassword");
    expect(mail).not.toContain(newPassword);
    expect(await changedMails(otherStudent.email)).toEqual([]);
  });

  it("keeps the caller signed in and signs the account's other devices out; earlier reset links stop working", async () => {
    const laptop = await login(student.email, student.password);
    const { token: laptopToken } = (await laptop.json()) as { token: string };
    await forgot(student.email);
    const link = await resetToken(student.email);
    expect(
      (await changePassword(student, { currentPassword: student.password, newPassword })).status,
    ).toBe(204);
    expect((await call("GET", "/api/Sessions/Mine", { token: student.token })).status).toBe(200);
    const ended = await call("GET", "/api/Sessions/Mine", { token: laptopToken });
    expect(ended.status).toBe(401);
    expect(await ended.json()).toMatchObject({ reason: "password-changed" });
    expect(await statusOf(await linkStatus(student.email, link))).toBe("invalid");
    expect((await reset(student.email, link, "Another12345")).status).toBe(400);
  });

  it("refuses a wrong current password (400, errors.currentPassword) and a new one that breaks a rule (400, errors.newPassword): nothing changes, nobody is told", async () => {
    const wrong = await expectProblem(
      await changePassword(student, { currentPassword: "WrongPassword99", newPassword }),
      400,
      "The current password is wrong.",
    );
    expect(wrong.errors?.currentPassword).toEqual(["The current password is wrong."]);
    const weak = await expectProblem(
      await changePassword(student, { currentPassword: student.password, newPassword: "short" }),
      400,
    );
    expect(weak.errors?.newPassword).toEqual([
      "Passwords must be at least 10 characters.",
      "Passwords must have at least one digit ('0'-'9').",
    ]);
    for (const json of [{ currentPassword: student.password }, { newPassword }, {}]) {
      await expectProblem(await changePassword(student, json), 400);
    }
    expect((await login(student.email, student.password)).status).toBe(200);
    expect(await changedMails(student.email)).toEqual([]);
  });

  it("is the student's own: 401 without a token, 403 for another student and for an admin, 401 for a deleted account", async () => {
    const body = { currentPassword: student.password, newPassword };
    await expectProblem(
      await call("POST", `/api/Students/${student.id}/Password`, { json: body }),
      401,
    );
    await expectProblem(await changePassword(student, body, otherStudent.token), 403);
    await expectProblem(
      await changePassword(student, body, admin.token),
      403,
      "Only a student changes their own password.",
    );
    const ghost = await createUser("Student", "ghost");
    const { database } = await getTestContext();
    await database.db.delete(users).where(eq(users.id, ghost.id));
    await expectProblem(
      await changePassword(ghost, { currentPassword: ghost.password, newPassword }),
      401,
    );
    expect((await login(student.email, student.password)).status).toBe(200);
  });

  it("counts wrong current passwords with the account's logins (429), the right one refused then too", async () => {
    const sent: MailMessage[] = [];
    const app = await appWith(
      { THROTTLE_LOGIN_FAILURES: "3", THROTTLE_LOGIN_FAILURES_PER_ADDRESS: "100" },
      { mailer: { send: async (m) => void sent.push(m) } },
    );
    const post = (json: unknown) =>
      callApp(app, "POST", `/api/Students/${student.id}/Password`, { json, token: student.token });
    for (let i = 0; i < 3; i++) {
      expect((await post({ currentPassword: `Wrong${i}Password`, newPassword })).status).toBe(400);
    }
    expect((await post({ currentPassword: student.password, newPassword })).status).toBe(429);
    expect(
      (
        await callApp(app, "POST", "/api/Authentication/login", {
          json: { email: student.email, password: student.password },
        })
      ).status,
    ).toBe(429);
    expect(sent).toEqual([]);
  });
});
