import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { users } from "../src/db/schema";
import type { MailMessage } from "../src/mail";
import { admin, otherStudent, student, freshCallersBeforeEach } from "./fixtures";
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

// Extension "Login e-mail changes" (EXTENSIONS.md). Before it, the profile
// update changed the login e-mail at once (no password, no confirmation, old address not told).

/** The token of the newest confirmation link sent to `email`. */
async function confirmationToken(email: string): Promise<string> {
  const mail = (await mailsTo(email))
    .filter((m) => m.includes("Subject: Confirm your new login e-mail"))
    .at(-1);
  if (!mail) throw new Error(`no confirmation e-mail to ${email}`);
  const href = mail.match(/href="([^"]+\/confirmEmail\?[^"]+)"/)?.[1];
  if (!href) throw new Error("no confirmation link in the e-mail");
  return new URL(href.replace(/&amp;/g, "&")).searchParams.get("token") ?? "";
}

const login = (email: string, password: string) =>
  call("POST", "/api/Authentication/login", { json: { email, password } });
const requestChange = (student: TestUser, json: unknown, token = student.token) =>
  call("POST", `/api/Students/${student.id}/EmailChange`, { token, json });
const confirm = (token: string) => call("POST", "/api/EmailChange/Confirm", { json: { token } });

freshCallersBeforeEach();
let newEmail: string;

beforeEach(async () => {
  newEmail = `moved.${student.id.slice(0, 8)}@gmail.com`;
});

afterEach(() => {
  vi.useRealTimers();
});

describe("login e-mail change: probe", () => {
  it("GET /api/EmailChange/version answers { version: 1 } to anyone", async () => {
    const response = await call("GET", "/api/EmailChange/version");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ version: 1 });
  });
});

describe("login e-mail change: POST /api/Students/{id}/EmailChange", () => {
  it("refuses a change without the password or with a wrong one: 400, nothing sent, the login e-mail unchanged", async () => {
    const withoutPassword = await expectProblem(await requestChange(student, { newEmail }), 400);
    expect(withoutPassword.errors?.currentPassword).toBeDefined();
    const wrong = await expectProblem(
      await requestChange(student, { newEmail, currentPassword: "WrongPassword99" }),
      400,
    );
    expect(wrong.detail).toBe("The current password is wrong.");
    expect(wrong.errors?.currentPassword).toEqual(["The current password is wrong."]);
    // The legacy route cannot do it either.
    await expectProblem(
      await call("PUT", `/api/Students/${student.id}`, {
        token: student.token,
        json: { firstname: "A", lastname: "B", email: newEmail },
      }),
      400,
    );
    expect(await mailsTo(newEmail)).toEqual([]);
    expect((await login(newEmail, student.password)).status).toBe(401);
    expect((await login(student.email, student.password)).status).toBe(200);
  });

  it("is the student's own: 401 without a token or for a deleted account, 403 for another student and for an admin", async () => {
    const body = { newEmail, currentPassword: student.password };
    await expectProblem(
      await call("POST", `/api/Students/${student.id}/EmailChange`, { json: body }),
      401,
    );
    await expectProblem(await requestChange(student, body, otherStudent.token), 403);
    const byAdmin = await expectProblem(await requestChange(student, body, admin.token), 403);
    expect(byAdmin.detail).toBe("Only a student changes their own login e-mail.");
    const ghost = await createUser("Student", "ghost");
    const { database } = await getTestContext();
    await database.db.delete(users).where(eq(users.id, ghost.id));
    // Deleting the account ended its sessions with it (extension "Sessions"): its token is refused.
    await expectProblem(
      await requestChange(ghost, { newEmail, currentPassword: ghost.password }),
      401,
    );
  });

  it("checks the new address: syntax (400), its own (400), taken by any account in any case (409)", async () => {
    const with_ = (address: string) =>
      requestChange(student, { newEmail: address, currentPassword: student.password });
    expect((await expectProblem(await with_("not-an-email"), 400)).errors?.newEmail).toBeDefined();
    expect(
      (await expectProblem(await with_("a@b.com?bcc=attacker%40evil.example"), 400)).errors
        ?.newEmail,
    ).toBeDefined();
    expect((await expectProblem(await with_(student.email.toUpperCase()), 400)).detail).toBe(
      "This is already your login e-mail.",
    );
    expect(
      (await expectProblem(await with_(otherStudent.email.toUpperCase()), 409)).errors?.newEmail,
    ).toBeDefined();
    expect((await expectProblem(await with_(admin.email), 409)).errors?.newEmail).toBeDefined();
    expect(await mailsTo(student.email)).toEqual([]);
  });

  it("with the password: 202, link to the new address, notice to the old; only the link changes the login e-mail, once", async () => {
    const response = await requestChange(student, { newEmail, currentPassword: student.password });
    expect(response.status).toBe(202);
    const accepted = z
      .object({ newEmail: z.string(), expiresAt: z.iso.datetime() })
      .strict()
      .parse(await response.json());
    expect(accepted.newEmail).toBe(newEmail);
    expect(Date.parse(accepted.expiresAt) - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    expect(Date.parse(accepted.expiresAt) - Date.now()).toBeLessThanOrEqual(24 * 3600_000);

    // Nothing has changed yet.
    expect((await login(newEmail, student.password)).status).toBe(401);
    expect((await login(student.email, student.password)).status).toBe(200);

    // The old address is told, with the new one and what to do if it was not them.
    const notice = (await mailsTo(student.email)).at(-1) ?? "";
    expect(notice).toContain("Subject: Your login e-mail is changing");
    expect(notice).toContain(newEmail);
    expect(notice).toContain("If this wasn't you");
    expect(notice).not.toContain("/confirmEmail");

    const token = await confirmationToken(newEmail);
    const confirmed = await confirm(token);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ userId: student.id, email: newEmail });

    expect((await login(newEmail, student.password)).status).toBe(200);
    expect((await login(student.email, student.password)).status).toBe(401);
    // Every session from before the change has ended (extension "Sessions"): a copied token too.
    const before = await call("GET", `/api/Students/${student.id}`, { token: student.token });
    expect(before.status).toBe(401);
    expect(((await before.json()) as { reason?: string }).reason).toBe("email-changed");
    const changed = (await mailsTo(student.email)).at(-1) ?? "";
    expect(changed).toContain("Subject: Your login e-mail was changed");
    expect(changed).toContain(newEmail);

    // Single use.
    expect((await expectProblem(await confirm(token), 409)).detail).toBe(
      "This link was already used.",
    );
  });

  it("a link expires after 24 hours (moved clock): 410, the login e-mail unchanged", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    expect(
      (await requestChange(student, { newEmail, currentPassword: student.password })).status,
    ).toBe(202);
    const token = await confirmationToken(newEmail);
    vi.setSystemTime(new Date(Date.now() + 24 * 3600_000 + 1000));
    expect((await expectProblem(await confirm(token), 410)).detail).toBe("This link has expired.");
    vi.useRealTimers();
    expect((await login(student.email, student.password)).status).toBe(200);
    expect((await login(newEmail, student.password)).status).toBe(401);
  });

  it("a link still works in its last hours, on the day it expires (the stored time is not compared as text)", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const response = await requestChange(student, { newEmail, currentPassword: student.password });
    const { expiresAt } = (await response.json()) as { expiresAt: string };
    const token = await confirmationToken(newEmail);
    const expiry = Date.parse(expiresAt);
    // A minute before it expires, on the same UTC day: the stored `YYYY-MM-DD HH:mm` once read
    // as earlier than the clock's `YYYY-MM-DDTHH:mm` (a space sorts before "T").
    const startOfDay = expiry - (expiry % 86_400_000);
    vi.setSystemTime(new Date(Math.max(expiry - 60_000, startOfDay + 1000)));
    expect((await confirm(token)).status).toBe(200);
    vi.useRealTimers();
    expect((await login(newEmail, student.password)).status).toBe(200);
  });

  it("only the newest link works; malformed and unknown tokens are 404", async () => {
    await requestChange(student, { newEmail, currentPassword: student.password });
    const first = await confirmationToken(newEmail);
    const secondEmail = `second.${student.id.slice(0, 8)}@gmail.com`;
    await requestChange(student, { newEmail: secondEmail, currentPassword: student.password });
    const second = await confirmationToken(secondEmail);
    for (const token of [
      first,
      "abc",
      "not base64url!",
      Buffer.alloc(32).toString("base64url"),
      `${second}A`,
    ]) {
      expect((await expectProblem(await confirm(token), 404)).detail).toBe(
        "This link is not valid.",
      );
    }
    expect((await confirm(second)).status).toBe(200);
    expect((await login(secondEmail, student.password)).status).toBe(200);
  });

  it("a password reset cancels a pending change (what the old address's owner does when it was not them)", async () => {
    await requestChange(student, { newEmail, currentPassword: student.password });
    const token = await confirmationToken(newEmail);
    await call("POST", `/api/Authentication/forgotpassword/${encodeURIComponent(student.email)}`);
    const resetMail =
      (await mailsTo(student.email)).filter((m) => m.includes("Subject: Password Reset")).at(-1) ??
      "";
    const resetHref =
      resetMail.match(/href="([^"]+ForgotPassword[^"]+)"/)?.[1]?.replace(/&amp;/g, "&") ?? "";
    const resetToken = new URL(resetHref).searchParams.get("token");
    const reset = await call("POST", "/api/Authentication/resetpassword", {
      json: { email: student.email, token: resetToken, newPassword: "Reclaimed12345" },
    });
    expect(reset.status).toBe(201);
    await expectProblem(await confirm(token), 404);
    expect((await login(student.email, "Reclaimed12345")).status).toBe(200);
  });

  it("an address taken between the request and the link is refused at confirmation (409), nothing changes", async () => {
    await requestChange(student, { newEmail, currentPassword: student.password });
    const token = await confirmationToken(newEmail);
    const { database } = await getTestContext();
    await database.db
      .update(users)
      .set({ email: newEmail.toUpperCase() })
      .where(eq(users.id, otherStudent.id));
    const refusal = await expectProblem(await confirm(token), 409);
    expect(refusal.errors?.email).toBeDefined();
    expect((await login(student.email, student.password)).status).toBe(200);
  });
});

describe("login e-mail change: throttled with the account's logins", () => {
  it("wrong passwords here use up the account's login attempts (429), and the right one is refused then too", async () => {
    const sent: MailMessage[] = [];
    const app = await appWith(
      { THROTTLE_LOGIN_FAILURES: "3", THROTTLE_LOGIN_FAILURES_PER_ADDRESS: "100" },
      { mailer: { send: async (m) => void sent.push(m) } },
    );
    const post = (path: string, json: unknown, token?: string) =>
      callApp(app, "POST", path, { json, token });
    const path = `/api/Students/${student.id}/EmailChange`;
    for (let i = 0; i < 3; i++) {
      expect(
        (await post(path, { newEmail, currentPassword: `Wrong${i}Password` }, student.token))
          .status,
      ).toBe(400);
    }
    expect(
      (await post(path, { newEmail, currentPassword: student.password }, student.token)).status,
    ).toBe(429);
    expect(
      (
        await post("/api/Authentication/login", {
          email: student.email,
          password: student.password,
        })
      ).status,
    ).toBe(429);
    expect(sent).toEqual([]);
  });
});
