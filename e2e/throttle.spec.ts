import { createStudent } from "./fixtures";
import { expect, test, type Page } from "./test";

// On the second pair of servers (playwright.config.ts): its upstream runs with
// UPSTREAM_TEST_CLOCK, so the test moves that server's clock past the throttle window instead of
// waiting 15 minutes; the seeded pair's clock is never touched. The upstream keeps its default
// limit (10 failed logins per account in 15 minutes); the web app's own limit there is higher,
// so the upstream's is the one reached and its Retry-After is what the form reports.
test.use({ baseURL: process.env.E2E_EMPTY_WEB_URL });

const upstream = () => {
  const url = process.env.E2E_EMPTY_UPSTREAM_URL;
  if (!url)
    throw new Error(
      "E2E_EMPTY_UPSTREAM_URL is not set: run the suite through playwright.config.ts",
    );
  return url;
};

/**
 * Submits the login form and waits for the server's answer; for a refused login (`isRefused`),
 * also for the form to settle.
 */
async function submitLogin(page: Page, email: string, password: string, isRefused = true) {
  const passwordField = page.getByLabel("Password", { exact: true });
  await page.getByLabel("E-mail").fill(email);
  await passwordField.fill(password);
  await Promise.all([
    page.waitForResponse(
      (response) =>
        response.request().method() === "POST" && new URL(response.url()).pathname === "/login",
    ),
    page.getByRole("button", { name: "Login" }).click(),
  ]);
  // React resets the form once the action's result is in; typing before that would be wiped.
  if (isRefused) await expect(passwordField).toHaveValue("");
}

const formAlert = (page: Page, text: string) =>
  page.getByRole("alert").filter({ hasText: text }).first();

test("a wrong login over the limit says when to try again, and the right password works after the window", async ({
  page,
}) => {
  const account = await createStudent(upstream());
  await page.goto("/login");

  for (let attempt = 1; attempt <= 10; attempt++) {
    await submitLogin(page, account.email, `WrongPassword${attempt}`);
    await expect(formAlert(page, "Wrong Email Or Password")).toBeVisible();
  }

  await submitLogin(page, account.email, "WrongPassword11");
  await expect(formAlert(page, "Too many attempts. Please try again in 15 minutes.")).toBeVisible();

  // Over the limit even the right password is refused (else the answer would confirm a guess).
  await submitLogin(page, account.email, account.password);
  await expect(formAlert(page, "Too many attempts. Please try again in 15 minutes.")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // Fifteen minutes later, on the upstream's clock.
  const moved = await fetch(`${upstream()}/__test/clock`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ advanceSeconds: 15 * 60 }),
  });
  expect(moved.status).toBe(200);

  await submitLogin(page, account.email, account.password, false);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("banner").getByRole("button", { name: "Logout" })).toBeVisible();
});
