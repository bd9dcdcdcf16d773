import { expect, test, type Page } from "../test";
import { createStudent, loginAs, upstreamUrl } from "../fixtures";
import { mailsFor } from "../outbox";

// Before, Edit Profile changed the login e-mail at once, without the
// password, so a stolen session became a permanent takeover (change the e-mail, then Forget
// Password). Now the password is required and the new address confirms by a link.

/** Whether the upstream accepts these credentials for a student login. */
async function canLogIn(email: string, password: string): Promise<boolean> {
  const response = await fetch(`${upstreamUrl()}/api/Authentication/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  return response.ok;
}

/** Whether the student's password logs in with the new address, then with the old one. */
async function loginsWith(student: { email: string; password: string }, address: string) {
  return [
    await canLogIn(address, student.password),
    await canLogIn(student.email, student.password),
  ];
}

/** Whether an e-mail with this subject reached `email`. */
const hasMail = (email: string, subject: string) =>
  mailsFor(email).some((mail) => mail.includes(`Subject: ${subject}`));

/** A new student, logged in on Edit Profile, with a new address typed in the E-mail field (not yet saved). */
async function typeNewAddress(page: Page) {
  const student = await createStudent();
  const address = `moved.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@gmail.com`;
  await loginAs(page, student.email, student.password);
  await page.goto("/editProfile");
  await expect(page.getByRole("heading", { name: "Edit Profile" })).toBeVisible();
  // Typed again until it holds: a fill that lands while the form hydrates can be appended to the
  // current address instead of replacing it (seen once in a full run).
  const field = page.getByLabel("E-mail");
  await expect(async () => {
    await field.fill(address);
    await expect(field).toHaveValue(address, { timeout: 500 });
  }).toPass();
  return { student, address };
}

test.describe("changing the login e-mail", () => {
  test("without the password, or with a wrong one, is refused and changes nothing", async ({
    page,
  }) => {
    const { student, address } = await typeNewAddress(page);

    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByLabel("Current password")).toHaveAccessibleDescription(
      /Please enter your current password to change your e-mail/,
    );

    await page.getByLabel("Current password").fill("NotMyPassword42");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByLabel("Current password")).toHaveAccessibleDescription(
      /The current password is wrong/,
    );

    expect(mailsFor(address)).toEqual([]);
    expect(await loginsWith(student, address)).toEqual([false, true]);
  });

  test("with the password, the link sent to the new address changes the login e-mail; the old one is told", async ({
    page,
  }) => {
    const { student, address } = await typeNewAddress(page);

    await page.getByLabel("Current password").fill(student.password);
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(
      page.getByRole("status").filter({
        hasText: `We sent a confirmation link to ${address}. Your login e-mail changes when you open it.`,
      }),
    ).toBeVisible();
    // Not yet: only the link makes the change.
    expect(await loginsWith(student, address)).toEqual([false, true]);

    expect(hasMail(student.email, "Your login e-mail is changing")).toBe(true);
    const confirmation = mailsFor(address).at(-1) ?? "";
    const href = /https?:\/\/[^\s"<>]+\/confirmEmail\?token=[A-Za-z0-9_-]+/.exec(confirmation)?.[0];
    expect(href, "the confirmation link in the e-mail to the new address").toBeTruthy();
    const link = new URL(href!);

    await page.goto(`${link.pathname}${link.search}`);
    await page.getByRole("button", { name: "Confirm New E-mail" }).click();
    await expect(
      page.getByRole("status").filter({
        hasText: "Your login e-mail has been changed. Please log in with your new address.",
      }),
    ).toBeVisible();

    expect(await loginsWith(student, address)).toEqual([true, false]);
    expect(hasMail(student.email, "Your login e-mail was changed")).toBe(true);

    // The link works once.
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByRole("button", { name: "Confirm New E-mail" }).click();
    await expect(
      page.getByRole("alert").filter({
        hasText:
          "This link was already used. If your e-mail was changed, log in with the new address.",
      }),
    ).toBeVisible();

    await loginAs(page, address, student.password);
    await page.goto("/editProfile");
    await expect(page.getByLabel("E-mail")).toHaveValue(address);
  });
});
