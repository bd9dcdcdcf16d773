import {
  identityErrorList,
  identityErrorMap,
  loginAnswer,
  signupAnswer,
} from "@brightway/contract";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { verifyToken } from "../src/auth/tokens";
import { passwordResetTokens, users } from "../src/db/schema";
import { admin, student, freshCallersBeforeEach } from "./fixtures";
import {
  callWithJsonText,
  appWith,
  call,
  callApp,
  captureLogs,
  createCallers,
  createUser,
  expectProblem,
  getTestContext,
  json,
  mailsTo,
  resetDatabase,
} from "./helpers";

const newPassword = "BrandNewPass42";

function signupBody(overrides: Record<string, unknown> = {}) {
  const name = `user${randomUUID().slice(0, 8)}`;
  return {
    firstname: "Mona",
    lastname: "Adel",
    userName: name,
    password: "Password1234",
    email: `${name}@gmail.com`,
    phoneNumber: "01012345678",
    gender: 1,
    ...overrides,
  };
}

/** `POST /api/Authentication` (sign-up) with {@link signupBody} of `overrides`. */
function signUp(overrides: Record<string, unknown>) {
  return call("POST", "/api/Authentication", { json: signupBody(overrides) });
}

async function expectIdentityMap(response: Response) {
  expect(response.status).toBe(400);
  expect(response.headers.get("content-type")).toContain("application/json");
  return identityErrorMap.parse(await response.json());
}

/** The status of a student login (`POST /api/Authentication/login`) with these credentials. */
async function studentLoginStatus(email: string, password: string): Promise<number> {
  return (await call("POST", "/api/Authentication/login", { json: { email, password } })).status;
}

/** The newest reset e-mail to `email` in the outbox, and the `email`/`token` of its link. */
async function lastResetMail(email: string) {
  const mail = (await mailsTo(email)).at(-1);
  if (!mail) throw new Error(`no e-mail to ${email}`);
  const href = mail.match(/href="([^"]+)"/)?.[1];
  if (!href) throw new Error("no anchor in the e-mail");
  const link = new URL(href.replace(/&amp;/g, "&"));
  return {
    mail,
    link,
    email: link.searchParams.get("email"),
    token: link.searchParams.get("token") ?? "",
  };
}

describe("POST /api/Authentication (signup) and POST /api/Authentication/login", () => {
  beforeEach(async () => {
    await resetDatabase();
  });

  it("signs a student up (200 { userId }, no token) who can then log in with a Student token", async () => {
    const body = signupBody({ email: "Mona.Adel@Gmail.com" });
    const response = await call("POST", "/api/Authentication", { json: body });
    expect(response.status).toBe(200);
    const { userId } = signupAnswer.exact.parse(await response.json());

    const { database, jwtSecret } = await getTestContext();
    const [row] = await database.db.select().from(users).where(eq(users.id, userId));
    expect(row).toMatchObject({
      role: "Student",
      firstName: "Mona",
      lastName: "Adel",
      gender: 1,
      userName: body.userName,
    });
    expect(row?.passwordHash).not.toContain("Password1234");

    // E-mails compare case-insensitively.
    const login = await call("POST", "/api/Authentication/login", {
      json: { email: "mona.adel@gmail.COM", password: "Password1234" },
    });
    expect(login.status).toBe(200);
    const session = loginAnswer.exact.parse(await login.json());
    expect(session.userId).toBe(userId);
    expect(await verifyToken(session.token, jwtSecret)).toMatchObject({
      id: userId,
      role: "Student",
    });
  });

  it("binds keys case-insensitively, accepts gender as a string, and defaults an absent gender to 0", async () => {
    const { database } = await getTestContext();
    const first = signupBody();
    const response = await call("POST", "/api/Authentication", {
      json: {
        FirstName: "A",
        LastName: "B",
        USERNAME: first.userName,
        Password: first.password,
        Email: first.email,
        gender: "1",
      },
    });
    expect(response.status).toBe(200);
    const { userId } = signupAnswer.exact.parse(await response.json());
    expect((await database.db.select().from(users).where(eq(users.id, userId)))[0]?.gender).toBe(1);

    const second = signupBody({ gender: undefined, phoneNumber: undefined });
    const noGender = signupAnswer.exact.parse(
      await (await call("POST", "/api/Authentication", { json: second })).json(),
    );
    const [row] = await database.db.select().from(users).where(eq(users.id, noGender.userId));
    expect(row).toMatchObject({ gender: 0, phoneNumber: null });
  });

  it("answers 400 for missing fields, wrong types and malformed JSON, 415 for a non-JSON body", async () => {
    for (const field of ["firstname", "lastname", "userName", "password", "email"]) {
      const body: Record<string, unknown> = signupBody();
      delete body[field];
      const problem = await expectProblem(
        await call("POST", "/api/Authentication", { json: body }),
        400,
      );
      expect(Object.keys(problem.errors as object)).toContain(field);
      expect(
        (
          await expectProblem(
            await call("POST", "/api/Authentication", { json: { ...signupBody(), [field]: "" } }),
            400,
          )
        ).status,
      ).toBe(400);
    }
    await expectProblem(await signUp({ gender: "male" }), 400);
    await expectProblem(await signUp({ userName: 42 }), 400);
    await expectProblem(await callWithJsonText("POST", "/api/Authentication", "{not json"), 400);
    await expectProblem(
      await call("POST", "/api/Authentication", {
        body: "a=b",
        headers: { "Content-Type": "text/plain" },
      }),
      415,
    );
  });

  it("applies the Identity rules with E-IDN-MAP bodies: user name characters, e-mail syntax, password length and digit", async () => {
    expect(await expectIdentityMap(await signUp({ userName: "has space" }))).toHaveProperty(
      "InvalidUserName",
    );
    for (const email of [
      "no-at-sign",
      "@gmail.com",
      "mona@",
      "a@b@c.com",
      "mo na@gmail.com",
      // The strict rule: what would add a header to a mailto: link or break a To/Reply-To.
      "a@gmail.com?bcc=attacker%40evil.example",
      "a&b@gmail.com",
      "o'brien@gmail.com",
      '"mona"@gmail.com',
    ]) {
      expect(await expectIdentityMap(await signUp({ email }))).toHaveProperty("InvalidEmail");
    }
    expect(await expectIdentityMap(await signUp({ password: "short1" }))).toEqual({
      PasswordTooShort: ["Passwords must be at least 10 characters."],
    });
    expect(await expectIdentityMap(await signUp({ password: "longenoughbutnodigit" }))).toEqual({
      PasswordRequiresDigit: ["Passwords must have at least one digit ('0'-'9')."],
    });
    expect(Object.keys(await expectIdentityMap(await signUp({ password: "short" })))).toEqual([
      "PasswordTooShort",
      "PasswordRequiresDigit",
    ]);
    // Allowed user-name characters: letters, digits and -._@+
    expect((await signUp({ userName: `a-b.c_d@e+${randomUUID().slice(0, 4)}` })).status).toBe(200);
  });

  it("accepts user names in any script (letters with their marks, digits, _ . -) and says which rule a refused one broke", async () => {
    const suffix = randomUUID().slice(0, 4);
    for (const userName of [
      `يوسف_علي${suffix}`,
      `حَسَن.٣${suffix}`,
      `Żaneta-${suffix}`,
      `अनिल${suffix}`,
      `王芳${suffix}`,
    ]) {
      const response = await signUp({ userName });
      expect(response.status, userName).toBe(200);
    }
    expect(await expectIdentityMap(await signUp({ userName: "يوسف علي" }))).toEqual({
      InvalidUserName: ["Username 'يوسف علي' is invalid: it cannot contain spaces."],
    });
    expect(await expectIdentityMap(await signUp({ userName: "يوسف#علي" }))).toEqual({
      InvalidUserName: [
        "Username 'يوسف#علي' is invalid: it can only contain letters, digits, '_', '.' and '-'.",
      ],
    });
    expect(await json(await call("GET", "/api/SignupRules/version"))).toEqual({ version: 1 });
  });

  it("refuses a duplicate e-mail or user name case-insensitively, admins' included", async () => {
    const admin = await createUser("Admin", "bossadmin");
    const first = signupBody();
    expect((await call("POST", "/api/Authentication", { json: first })).status).toBe(200);

    const sameEmail = await expectIdentityMap(await signUp({ email: first.email.toUpperCase() }));
    expect(sameEmail.DuplicateEmail?.[0]).toMatch(/is already taken/);
    const sameName = await expectIdentityMap(
      await signUp({ userName: first.userName.toUpperCase() }),
    );
    expect(sameName.DuplicateUserName?.[0]).toMatch(/is already taken/);
    // The legacy server let an admin's e-mail through (breaking login) and 500'd on an admin's user name.
    expect(await expectIdentityMap(await signUp({ email: admin.email }))).toHaveProperty(
      "DuplicateEmail",
    );
    expect(await expectIdentityMap(await signUp({ userName: "BossAdmin" }))).toHaveProperty(
      "DuplicateUserName",
    );
  });

  it("student login: 401 for an unknown e-mail, a wrong password and an admin's credentials; 400 for missing fields", async () => {
    const { student, admin } = await createCallers();
    for (const [json, status] of [
      [{ email: "nobody@gmail.com", password: "Password1234" }, 401],
      [{ email: student.email, password: "Wrong123456" }, 401],
      // The legacy server answered 500 here.
      [{ email: admin.email, password: admin.password }, 401],
      [{ email: student.email }, 400],
      [{ password: student.password }, 400],
      [{ email: null, password: null }, 400],
    ] as const) {
      await expectProblem(await call("POST", "/api/Authentication/login", { json }), status);
    }
    await expectProblem(await callWithJsonText("POST", "/api/Authentication/login", "{"), 400);
  });
});

describe("POST /api/Admin/AdminLogin", () => {
  freshCallersBeforeEach();

  it("answers 200 { token, userId } with an Admin token, e-mail case-insensitive", async () => {
    const { jwtSecret } = await getTestContext();
    const response = await call("POST", "/api/Admin/AdminLogin", {
      json: { email: admin.email.toUpperCase(), password: admin.password },
    });
    expect(response.status).toBe(200);
    const body = loginAnswer.exact.parse(await response.json());
    expect(body.userId).toBe(admin.id);
    expect(await verifyToken(body.token, jwtSecret)).toMatchObject({ id: admin.id, role: "Admin" });
    // The token opens an admin-only endpoint.
    expect((await call("GET", "/api/Students", { token: body.token })).status).toBe(200);
  });

  it("answers 401 for an unknown e-mail or a wrong password, 404 for a student's valid credentials, 400 for missing fields", async () => {
    for (const [json, status] of [
      [{ email: "ghost@gmail.com", password: "Password1234" }, 401],
      [{ email: admin.email, password: "Password9999" }, 401],
      [{ email: student.email, password: "Password9999" }, 401],
      // Wire-compatible with the legacy server (contract §3.1): the web app falls back to student login.
      [{ email: student.email, password: student.password }, 404],
      [{ email: admin.email }, 400],
      [{}, 400],
      [{ email: 1, password: true }, 400],
    ] as const) {
      await expectProblem(await call("POST", "/api/Admin/AdminLogin", { json }), status);
    }
  });
});

describe("POST /api/Admin/Registration", () => {
  const registration = () => {
    const name = `adm${randomUUID().slice(0, 8)}`;
    return {
      email: `${name}@brightway.com`,
      password: "AdminPass123",
      userName: name,
      phoneNumber: "0100",
    };
  };

  beforeEach(async () => {
    await resetDatabase();
  });

  it("is admin-only: 401 anonymous or with a bad token, 403 for a student", async () => {
    const { student } = await createCallers();
    await expectProblem(
      await call("POST", "/api/Admin/Registration", { json: registration() }),
      401,
    );
    await expectProblem(
      await call("POST", "/api/Admin/Registration", {
        json: registration(),
        token: "forged.token.here",
      }),
      401,
    );
    await expectProblem(
      await call("POST", "/api/Admin/Registration", { json: registration(), token: student.token }),
      403,
    );
  });

  it("creates an admin (201 empty) who can then use AdminLogin", async () => {
    const { admin } = await createCallers();
    const body = registration();
    const response = await call("POST", "/api/Admin/Registration", {
      json: body,
      token: admin.token,
    });
    expect(response.status).toBe(201);
    expect(await response.text()).toBe("");
    const login = await call("POST", "/api/Admin/AdminLogin", {
      json: { email: body.email, password: body.password },
    });
    expect(login.status).toBe(200);
    loginAnswer.exact.parse(await login.json());
    // …and not student login.
    expect(await studentLoginStatus(body.email, body.password)).toBe(401);
  });

  it("answers 400 for missing fields and E-IDN-MAP for duplicates and rule errors", async () => {
    const { admin, student } = await createCallers();
    const body: Record<string, unknown> = registration();
    delete body.userName;
    await expectProblem(
      await call("POST", "/api/Admin/Registration", { json: body, token: admin.token }),
      400,
    );
    expect(
      await expectIdentityMap(
        await call("POST", "/api/Admin/Registration", {
          json: { ...registration(), email: student.email },
          token: admin.token,
        }),
      ),
    ).toHaveProperty("DuplicateEmail");
    expect(
      await expectIdentityMap(
        await call("POST", "/api/Admin/Registration", {
          json: { ...registration(), password: "nodigitsatall" },
          token: admin.token,
        }),
      ),
    ).toHaveProperty("PasswordRequiresDigit");
  });
});

describe("password reset: POST /api/Authentication/forgotpassword/{email} and /resetpassword", () => {
  freshCallersBeforeEach();

  async function forgot(email: string) {
    return call("POST", `/api/Authentication/forgotpassword/${encodeURIComponent(email)}`);
  }

  /** Resets `student`'s password with `token` (`POST /api/Authentication/resetpassword`). */
  const resetWith = (token: string, password = newPassword) =>
    call("POST", "/api/Authentication/resetpassword", {
      json: { email: student.email, token, newPassword: password },
    });

  /** Asserts the 400 of a refused reset token: an Identity error list led by InvalidToken. */
  async function expectInvalidToken(response: Response) {
    expect(response.status).toBe(400);
    expect(identityErrorList.parse(await response.json())[0]?.code).toBe("InvalidToken");
  }

  it("runs the whole loop: e-mail with link → reset (201 text) → login with the new password; the token is single-use", async () => {
    const response = await forgot(student.email.toUpperCase());
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("");

    const { mail, link, email, token } = await lastResetMail(student.email);
    expect(mail).toMatch(/^Subject: Password Reset$/m);
    expect(`${link.origin}${link.pathname}`).toBe("http://localhost:3000/ForgotPassword");
    expect(email).toBe(student.email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail).toContain("Click the following link to reset your password:");

    // Only a hash of the token is stored.
    const { database } = await getTestContext();
    const rows = await database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, student.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).not.toContain(token);

    const reset = await call("POST", "/api/Authentication/resetpassword", {
      json: { email, token, newPassword },
    });
    expect(reset.status).toBe(201);
    expect(reset.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await reset.text()).toBe("Password reset successful");

    expect(await studentLoginStatus(student.email, newPassword)).toBe(200);
    expect(await studentLoginStatus(student.email, student.password)).toBe(401);

    const again = await call("POST", "/api/Authentication/resetpassword", {
      json: { email, token, newPassword: "Another12345" },
    });
    expect(again.status).toBe(400);
    expect(identityErrorList.parse(await again.json())).toEqual([
      { code: "InvalidToken", description: "Invalid token." },
    ]);
  });

  it("refuses an expired token", async () => {
    await forgot(student.email);
    const { token } = await lastResetMail(student.email);
    const { database } = await getTestContext();
    await database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 60_000).toISOString().slice(0, 23) })
      .where(eq(passwordResetTokens.userId, student.id));
    await expectInvalidToken(await resetWith(token));
    expect(await studentLoginStatus(student.email, student.password)).toBe(200);
  });

  it("keeps an earlier link working when a new one is asked for; the first used ends the other", async () => {
    await forgot(student.email);
    const first = (await lastResetMail(student.email)).token;
    await forgot(student.email);
    const second = (await lastResetMail(student.email)).token;
    expect(second).not.toBe(first);
    // Before: the second request cancelled the first link (400 InvalidToken).
    expect((await resetWith(first)).status).toBe(201);
    await expectInvalidToken(await resetWith(second, "Another12345"));
    expect(await studentLoginStatus(student.email, newPassword)).toBe(200);
  });

  it("refuses wrong, malformed, used and other users' tokens with InvalidToken", async () => {
    const { otherStudent } = await createCallers();
    await forgot(student.email);
    const first = (await lastResetMail(student.email)).token;
    await forgot(student.email);
    const second = (await lastResetMail(student.email)).token;
    expect(second).not.toBe(first);
    await forgot(otherStudent.email);
    const others = (await lastResetMail(otherStudent.email)).token;

    const badTokens = [
      others,
      "not base64url!",
      Buffer.alloc(32).toString("base64url"),
      `${second}A`,
      "abc",
    ];
    for (const token of badTokens) {
      await expectInvalidToken(await resetWith(token));
    }
    expect((await resetWith(second)).status).toBe(201);
    await expectInvalidToken(await resetWith(first, "Another12345"));
  });

  it("answers password-rule errors as E-IDN-ARR and keeps the token usable", async () => {
    await forgot(student.email);
    const { token } = await lastResetMail(student.email);
    const weak = await resetWith(token, "short");
    expect(weak.status).toBe(400);
    expect(identityErrorList.parse(await weak.json()).map((e) => e.code)).toEqual([
      "PasswordTooShort",
      "PasswordRequiresDigit",
    ]);
    expect((await resetWith(token)).status).toBe(201);
  });

  it("answers 404 'Invalid Email Address' for unknown and admin e-mails, on both endpoints", async () => {
    for (const email of ["ghost@gmail.com", admin.email]) {
      const problem = await expectProblem(await forgot(email), 404);
      expect(problem.detail).toBe("Invalid Email Address");
      const reset = await call("POST", "/api/Authentication/resetpassword", {
        json: { email, token: "abc", newPassword },
      });
      expect((await expectProblem(reset, 404)).detail).toBe("Invalid Email Address");
    }
    expect(await mailsTo(admin.email)).toEqual([]);
  });

  it("answers 400 (not 500) for missing reset fields and malformed JSON", async () => {
    for (const json of [
      { token: "abc", newPassword },
      { email: student.email, newPassword },
      { email: student.email, token: "abc" },
      {},
    ]) {
      await expectProblem(await call("POST", "/api/Authentication/resetpassword", { json }), 400);
    }
    await expectProblem(
      await callWithJsonText("POST", "/api/Authentication/resetpassword", "["),
      400,
    );
  });

  it("still answers 200 when sending fails, and logs the failure with the request id, not the address", async () => {
    const logs = captureLogs();
    const failing = await appWith(
      { SMTP_URL: "smtp://unused.invalid" },
      { mailer: { send: () => Promise.reject(new Error("SMTP down")) }, logger: logs.logger },
    );
    const response = await callApp(
      failing,
      "POST",
      `/api/Authentication/forgotpassword/${encodeURIComponent(student.email)}`,
      {
        headers: { "X-Request-Id": "mail-fails-1" },
      },
    );
    expect(response.status).toBe(200);
    const failure = logs
      .lines()
      .find((line) => line.msg === "sending the password reset e-mail failed");
    expect(failure).toMatchObject({
      level: "error",
      requestId: "mail-fails-1",
      err: { message: "SMTP down" },
    });
    expect(logs.raw().toLowerCase()).not.toContain(student.email.toLowerCase());
  });
});

describe("percent-encoded path values", () => {
  it("decodes an e-mail path value once: a literal % is an unknown address (404), not a 500", async () => {
    await resetDatabase();
    const response = await call(
      "POST",
      `/api/Authentication/forgotpassword/${encodeURIComponent("a%b@x.com")}`,
    );
    expect((await expectProblem(response, 404)).detail).toBe("Invalid Email Address");
  });
});
