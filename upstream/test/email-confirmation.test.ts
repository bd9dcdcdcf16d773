import { confirmationResent, emailConfirmed, studentDto } from "@brightway/contract";
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { admin, freshCallersBeforeEach, student } from "./fixtures";
import {
  appOnClock,
  call,
  createUser,
  expectProblem,
  insertOrderables,
  json,
  mailsTo,
} from "./helpers";

// Extension "E-mail confirmation" (upstream/EXTENSIONS.md): a student's own signup gets only
// "Confirm your e-mail" until the link is opened (a POST from the web app's /confirmEmail page);
// then the welcome follows. Until then no order e-mail goes to the address, while the account logs
// in and buys as before; a reset link still goes. Accounts made before, or by the owner, count as
// confirmed. The student may ask for the link again, at most once a minute and 5 times a day.

const clock = appOnClock("2026-03-01T10:00:00.000Z", {
  RESET_LINK_BASE: "https://brightway.example/ForgotPassword",
  WEB_BASE_URL: "https://brightway.example",
});
freshCallersBeforeEach();

/** Signs a student up on the clock's app; returns the id, address and password. */
async function signUp() {
  await clock.reset();
  const name = `new${randomUUID().slice(0, 8)}`;
  const email = `${name}@gmail.com`;
  const response = await clock.send("POST", "/api/Authentication", {
    json: {
      firstname: "Mona",
      lastname: "Adel",
      userName: name,
      password: "Password1234",
      email,
      phoneNumber: "01000000000",
      gender: 1,
    },
  });
  expect(response.status).toBe(200);
  const { userId } = await json<{ userId: string }>(response);
  return { userId, email, password: "Password1234" };
}

/** The token of the newest confirmation link e-mailed to `email`. */
async function confirmationToken(email: string): Promise<string> {
  const mail = (await mailsTo(email))
    .filter((m) => m.includes("Subject: Confirm your e-mail"))
    .at(-1);
  const token =
    /https:\/\/brightway\.example\/confirmEmail\?token=([A-Za-z0-9_-]{43})&purpose=signup/.exec(
      mail ?? "",
    )?.[1];
  if (!token) throw new Error(`no confirmation link to ${email}`);
  return token;
}

async function studentOf(id: string, token: string) {
  return studentDto.exact.parse(
    await json(await clock.send("GET", `/api/Students/${id}`, { token })),
  );
}

async function login(email: string, password: string): Promise<string> {
  const response = await clock.send("POST", "/api/Authentication/login", {
    json: { email, password },
  });
  expect(response.status).toBe(200);
  return (await json<{ token: string }>(response)).token;
}

describe("GET /api/EmailConfirmation/version", () => {
  it("answers { version: 1 } to anyone", async () => {
    const response = await call("GET", "/api/EmailConfirmation/version");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ version: 1 });
  });
});

describe("signup", () => {
  it("e-mails only 'Confirm your e-mail' with a link to /confirmEmail, and the account reads unconfirmed", async () => {
    const { userId, email, password } = await signUp();
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain("Subject: Confirm your e-mail");
    expect(mails[0]).not.toContain("Mona");
    expect(mails[0]).toMatch(
      /<a href="https:\/\/brightway\.example\/confirmEmail\?token=[A-Za-z0-9_-]{43}&amp;purpose=signup">/,
    );
    const token = await login(email, password);
    expect((await studentOf(userId, token)).emailConfirmed).toBe(false);
  });

  it("counts existing and owner-made accounts as confirmed", async () => {
    expect((await studentOf(student.id, student.token)).emailConfirmed).toBe(true);
    const made = await createUser("Student");
    expect((await studentOf(made.id, admin.token)).emailConfirmed).toBe(true);
  });
});

describe("POST /api/EmailConfirmation/Confirm", () => {
  it("confirms the address once (200 { userId, email }), then sends the welcome; the link is used up", async () => {
    const { userId, email, password } = await signUp();
    const token = await confirmationToken(email);
    const response = await clock.send("POST", "/api/EmailConfirmation/Confirm", {
      json: { token },
    });
    expect(response.status).toBe(200);
    expect(emailConfirmed.exact.parse(await response.json())).toEqual({ userId, email });
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    expect(mails[1]).toContain("Subject: Welcome to BrightWay");
    expect(mails[1]).toContain("Welcome to BrightWay, Mona!");
    expect((await studentOf(userId, await login(email, password))).emailConfirmed).toBe(true);

    await expectProblem(
      await clock.send("POST", "/api/EmailConfirmation/Confirm", { json: { token } }),
      409,
      "This link was already used.",
    );
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it("refuses an unknown link (404), a malformed body (400) and a link past its 7 days (410)", async () => {
    await expectProblem(
      await clock.send("POST", "/api/EmailConfirmation/Confirm", {
        json: { token: "A".repeat(43) },
      }),
      404,
      "This link is not valid.",
    );
    await expectProblem(
      await clock.send("POST", "/api/EmailConfirmation/Confirm", { json: {} }),
      400,
    );
    const { email } = await signUp();
    const token = await confirmationToken(email);
    clock.now = new Date(clock.now.getTime() + 7 * 24 * 60 * 60 * 1000 + 1000);
    await expectProblem(
      await clock.send("POST", "/api/EmailConfirmation/Confirm", { json: { token } }),
      410,
      "This link has expired.",
    );
  });
});

describe("until the address is confirmed", () => {
  it("the student logs in and orders as before, but gets no order e-mail; a reset link still goes", async () => {
    const { email, password } = await signUp();
    const token = await login(email, password);
    const { packageBody } = await insertOrderables("wallet");
    const ordered = await clock.send("POST", "/api/Orders", { token, json: packageBody });
    expect(ordered.status).toBe(201);
    expect(await mailsTo(email)).toHaveLength(1);

    const reset = await clock.send(
      "POST",
      `/api/Authentication/forgotpassword/${encodeURIComponent(email)}`,
    );
    expect(reset.status).toBe(200);
    expect((await mailsTo(email)).at(-1)).toContain("Subject: Password Reset");
  });

  it("a password changed on Edit Profile tells the unconfirmed address nothing", async () => {
    const { userId, email, password } = await signUp();
    const token = await login(email, password);
    const changed = await clock.send("POST", `/api/Students/${userId}/Password`, {
      token,
      json: { currentPassword: password, newPassword: "Password5678" },
    });
    expect(changed.status).toBe(204);
    expect(await mailsTo(email)).toHaveLength(1);
  });
});

describe("POST /api/EmailConfirmation/Resend", () => {
  it("e-mails a new link (202) at most once a minute (429 with Retry-After), and none once confirmed (409)", async () => {
    const { email, password } = await signUp();
    const token = await login(email, password);
    // The signup's own link was sent this minute.
    const tooSoon = await clock.send("POST", "/api/EmailConfirmation/Resend", { token });
    expect(tooSoon.status).toBe(429);
    expect(Number(tooSoon.headers.get("Retry-After"))).toBe(60);

    clock.now = new Date(clock.now.getTime() + 61_000);
    const resent = await clock.send("POST", "/api/EmailConfirmation/Resend", { token });
    expect(resent.status).toBe(202);
    expect(confirmationResent.exact.parse(await resent.json())).toEqual({
      email,
      expiresAt: "2026-03-08T10:01:01.000Z",
    });
    expect(await mailsTo(email)).toHaveLength(2);
    // Either link confirms.
    const confirmed = await clock.send("POST", "/api/EmailConfirmation/Confirm", {
      json: { token: await confirmationToken(email) },
    });
    expect(confirmed.status).toBe(200);

    clock.now = new Date(clock.now.getTime() + 61_000);
    await expectProblem(
      await clock.send("POST", "/api/EmailConfirmation/Resend", { token }),
      409,
      "This e-mail address is already confirmed.",
    );
  });

  it("sends at most 5 links in 24 hours", async () => {
    const { email, password } = await signUp();
    const token = await login(email, password);
    for (let n = 0; n < 4; n += 1) {
      clock.now = new Date(clock.now.getTime() + 61_000);
      expect((await clock.send("POST", "/api/EmailConfirmation/Resend", { token })).status).toBe(
        202,
      );
    }
    clock.now = new Date(clock.now.getTime() + 61_000);
    const refused = await clock.send("POST", "/api/EmailConfirmation/Resend", { token });
    expect(refused.status).toBe(429);
    // Until the signup's link, the first of the five, is a day old.
    expect(Number(refused.headers.get("Retry-After"))).toBe(24 * 60 * 60 - 5 * 61);
    expect(await mailsTo(email)).toHaveLength(5);
  });

  it("needs a student's own token: 401 without, 403 for an admin", async () => {
    await expectProblem(await clock.send("POST", "/api/EmailConfirmation/Resend"), 401);
    await expectProblem(
      await clock.send("POST", "/api/EmailConfirmation/Resend", { token: admin.token }),
      403,
    );
  });
});
