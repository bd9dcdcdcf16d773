import { admin, loginAs, upstreamUrl } from "../fixtures";
import { createTestStudent, type TestStudent } from "../student-fixtures";
import { expect, test, type Browser, type BrowserContext, type Page } from "../test";
import { mailsFor } from "../outbox";

// Logout ends the session: server-side sessions of the reference upstream
// (extension "Sessions"). Each test fails on a web app or upstream without them: there a copied
// cookie kept opening /editProfile after logout or a password reset, a third device signed
// nobody out, an admin's session never went idle, and a link to /login?sessionEnded=1 logged
// its visitor out.

/** Opens a fresh browser (a "device") and logs `student` in there. */
async function deviceOf(
  browser: Browser,
  student: { email: string; password: string },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginAs(page, student.email, student.password);
  return { context, page };
}

/** A second browser holding a copy of `from`'s cookies, as a thief who copied them would. */
async function copyOf(browser: Browser, from: BrowserContext): Promise<Page> {
  const cookies = await from.cookies();
  expect(cookies.some((cookie) => cookie.name === "bw_session")).toBe(true);
  const context = await browser.newContext();
  await context.addCookies(cookies);
  return context.newPage();
}

/** `/editProfile` shows the profile form (the session works). */
async function expectProfileOpens(page: Page) {
  await page.goto("/editProfile");
  await expect(page).toHaveURL(/\/editProfile$/);
  await expect(page.getByRole("heading", { name: "Edit Profile", level: 1 })).toBeVisible();
}

/** `/editProfile` is refused: the browser lands on the login page with `message`, and no profile shows. */
async function expectSignedOut(page: Page, message: string) {
  await page.goto("/editProfile");
  await expect(page).toHaveURL(/\/login\?/);
  await expect(page.getByRole("alert").filter({ hasText: message })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Edit Profile" })).toHaveCount(0);
  // The cookie is gone: the next visit is a visitor's, not a bounce back to the login page.
  await page.goto("/editProfile");
  await expect(page).toHaveURL(/\/login\?next=%2FeditProfile$/);
}

/** Resets `student`'s password through the e-mailed link, on the upstream directly. */
async function resetPassword(student: TestStudent, newPassword: string) {
  const asked = await fetch(
    `${upstreamUrl()}/api/Authentication/forgotpassword/${encodeURIComponent(student.email)}`,
    {
      method: "POST",
    },
  );
  expect(asked.status).toBe(200);
  await expect
    .poll(() => mailsFor(student.email).at(-1), { message: "the reset e-mail in the outbox" })
    .toBeTruthy();
  const link = /https?:\/\/[^\s"<>]+\/ForgotPassword\?[^\s"<>]+/.exec(
    mailsFor(student.email).at(-1)!,
  )![0];
  const token = new URL(link.replace(/&amp;/g, "&")).searchParams.get("token");
  const reset = await fetch(`${upstreamUrl()}/api/Authentication/resetpassword`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: student.email, token, newPassword }),
  });
  expect(reset.status).toBe(201);
}

test.describe("sessions end when they should", () => {
  test("a session cookie copied before logout is refused after it", async ({ browser }) => {
    const student = await createTestStudent();
    const device = await deviceOf(browser, student);
    const thief = await copyOf(browser, device.context);
    await expectProfileOpens(thief);

    await device.page.getByRole("banner").getByRole("button", { name: "Logout" }).click();
    await expect(device.page).toHaveURL(/\/$/);
    await expect(
      device.page.getByRole("banner").getByRole("link", { name: "Login" }),
    ).toBeVisible();

    await expectSignedOut(thief, "This device was signed out. Please log in again.");
    await device.context.close();
    await thief.context().close();
  });

  test("a session cookie copied before a password reset is refused after it", async ({
    browser,
  }) => {
    const student = await createTestStudent();
    const device = await deviceOf(browser, student);
    const thief = await copyOf(browser, device.context);
    await expectProfileOpens(thief);

    await resetPassword(student, "BrandNewPass42");

    await expectSignedOut(
      thief,
      "You were signed out because your password was changed. Please log in again.",
    );
    await expectSignedOut(
      device.page,
      "You were signed out because your password was changed. Please log in again.",
    );
    await device.context.close();
    await thief.context().close();
  });

  test("a third device signs the first out (default cap 2), and the first is told why", async ({
    browser,
  }) => {
    const student = await createTestStudent();
    const first = await deviceOf(browser, student);
    await expectProfileOpens(first.page);
    const second = await deviceOf(browser, student);
    const third = await deviceOf(browser, student);

    await expectSignedOut(
      first.page,
      "You were signed out because your account signed in on another device.",
    );
    await expectProfileOpens(second.page);
    await expectProfileOpens(third.page);
    for (const device of [first, second, third]) await device.context.close();
  });

  test("GET /login?sessionEnded=1 does not log anyone out", async ({ page }) => {
    const student = await createTestStudent();
    await loginAs(page, student.email, student.password);
    await page.goto("/login?sessionEnded=1");
    // A signed-in visitor of /login goes home, still signed in.
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("banner").getByRole("button", { name: "Logout" })).toBeVisible();
    await expectProfileOpens(page);
  });

  test("Devices: each sign-in with its browser and system; sign out all other devices; an admin signs a student's device out", async ({
    browser,
  }) => {
    const student = await createTestStudent();
    const phone = await deviceOf(browser, student);
    const laptop = await deviceOf(browser, student);

    await laptop.page.goto(`/userProfile/${student.id}?tab=devices`);
    const panel = laptop.page.getByRole("tabpanel");
    await expect(panel.getByRole("listitem")).toHaveCount(2);
    await expect(panel.getByText("This device")).toHaveCount(1);
    // The browser and system of each (the project's Chrome user agent), not a raw header.
    await expect(panel.getByRole("heading", { name: /^Chrome on (Windows|Linux)/ })).toHaveCount(2);
    await expect(panel.getByText("First seen")).toHaveCount(2);

    await panel.getByRole("button", { name: "Sign out all other devices" }).click();
    const dialog = laptop.page.getByRole("alertdialog", { name: "Sign out all other devices?" });
    await dialog.getByRole("button", { name: "Sign out" }).click();
    await expect(laptop.page.getByText("All other devices were signed out.").first()).toBeVisible();
    await expect(panel.getByRole("listitem")).toHaveCount(1);
    await expectSignedOut(phone.page, "This device was signed out. Please log in again.");

    // The admin, on the student's profile, sees the laptop and signs it out.
    const adminDevice = await deviceOf(browser, admin);
    await adminDevice.page.goto(`/userProfile/${student.id}?tab=devices`);
    const adminPanel = adminDevice.page.getByRole("tabpanel");
    await expect(adminPanel.getByRole("listitem")).toHaveCount(1);
    await adminPanel.getByRole("button", { name: /^Sign out Chrome on (Windows|Linux)$/ }).click();
    await adminDevice.page
      .getByRole("alertdialog")
      .getByRole("button", { name: "Sign out" })
      .click();
    await expect(adminDevice.page.getByText("The device was signed out.").first()).toBeVisible();
    await expect(adminPanel.getByText("No device is signed in.")).toBeVisible();
    await expectSignedOut(laptop.page, "This device was signed out. Please log in again.");
    for (const device of [phone, laptop, adminDevice]) await device.context.close();
  });
});

test.describe("idle timeout, on the upstream's test clock", () => {
  // The second pair of servers: its upstream runs with UPSTREAM_TEST_CLOCK (playwright.config.ts).
  test.use({ baseURL: process.env.E2E_EMPTY_WEB_URL });

  test("an admin idle for 31 minutes is signed out and told why", async ({ page }) => {
    await loginAs(page, admin.email, admin.password);
    await page.goto("/assignStudentToCourse");
    await expect(
      page.getByRole("heading", { name: "Add Student To Course", level: 1 }),
    ).toBeVisible();

    const moved = await fetch(`${process.env.E2E_EMPTY_UPSTREAM_URL}/__test/clock`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ advanceSeconds: 31 * 60 }),
    });
    expect(moved.status).toBe(200);

    await page.goto("/assignStudentToCourse");
    await expect(page).toHaveURL(/\/login\?/);
    await expect(
      page.getByRole("alert").filter({
        hasText: "You were signed out after a period of inactivity. Please log in again.",
      }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "Add Student To Course" })).toHaveCount(0);
  });
});
