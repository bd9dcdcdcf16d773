import { describe, expect, it } from "vitest";
import { admin, freshCallersBeforeEach, student } from "./fixtures";
import { call, mailsTo } from "./helpers";

// The calendar feed address is a credential (every meeting link of the student, no expiry). Before
// this, it survived everything an owner does after a theft: a password reset, a confirmed change of
// the login e-mail and "sign out everywhere" left the old address answering the calendar.

freshCallersBeforeEach();

/** The student's current feed token (`GET /api/livesessions/calendar/token`). */
async function feedToken(token = student.token): Promise<string> {
  const response = await call("GET", "/api/livesessions/calendar/token", { token });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

const feedStatus = async (feed: string) =>
  (await call("GET", `/api/livesessions/calendar/feed/${feed}`)).status;

/** A fresh login of `email` (the old tokens may all have ended). */
async function login(email: string, password: string): Promise<string> {
  const response = await call("POST", "/api/Authentication/login", { json: { email, password } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** The href of the newest e-mail to `email` whose link contains `part`. */
async function linkTo(email: string, part: string): Promise<URL> {
  const href = (await mailsTo(email))
    .map((mail) => mail.match(/href="([^"]+)"/g) ?? [])
    .flat()
    .map((attribute) => attribute.slice(6, -1).replace(/&amp;/g, "&"))
    .filter((candidate) => candidate.includes(part))
    .at(-1);
  if (!href) throw new Error(`no ${part} link to ${email}`);
  return new URL(href);
}

describe("the calendar feed address changes when every session of the account ends", () => {
  it("answers 404 at the old address after a password reset", async () => {
    const before = await feedToken();
    expect(await feedStatus(before)).toBe(200);

    expect((await call("POST", `/api/authentication/forgotpassword/${student.email}`)).status).toBe(
      200,
    );
    const link = await linkTo(student.email, "/ForgotPassword");
    const reset = await call("POST", "/api/Authentication/resetpassword", {
      json: {
        email: link.searchParams.get("email"),
        token: link.searchParams.get("token"),
        newPassword: "Another-pass-42",
      },
    });
    expect(reset.status).toBe(201);

    expect(await feedStatus(before)).toBe(404);
    const after = await feedToken(await login(student.email, "Another-pass-42"));
    expect(after).not.toBe(before);
    expect(await feedStatus(after)).toBe(200);
  });

  it("answers 404 at the old address after a confirmed change of the login e-mail", async () => {
    const before = await feedToken();
    const newEmail = `moved.${student.id.slice(0, 8)}@gmail.com`;
    const asked = await call("POST", `/api/Students/${student.id}/EmailChange`, {
      token: student.token,
      json: { newEmail, currentPassword: student.password },
    });
    expect(asked.status).toBe(202);
    // Asking alone changes nothing.
    expect(await feedStatus(before)).toBe(200);
    const token = (await linkTo(newEmail, "/confirmEmail")).searchParams.get("token");
    expect((await call("POST", "/api/EmailChange/Confirm", { json: { token } })).status).toBe(200);

    expect(await feedStatus(before)).toBe(404);
    expect(await feedStatus(await feedToken(await login(newEmail, student.password)))).toBe(200);
  });

  it("answers 404 at the old address after the student signs out every other device", async () => {
    const before = await feedToken();
    const ended = await call("POST", "/api/sessions/mine/endothers", { token: student.token });
    expect(ended.status).toBe(200);

    expect(await feedStatus(before)).toBe(404);
    // The session that asked stays, and gets the new address.
    expect(await feedStatus(await feedToken())).toBe(200);
  });

  it("answers 404 at the old address after an admin signs the student out everywhere", async () => {
    const before = await feedToken();
    const ended = await call("DELETE", `/api/sessions/students/${student.id}`, {
      token: admin.token,
    });
    expect(ended.status).toBe(200);

    expect(await feedStatus(before)).toBe(404);
  });
});
