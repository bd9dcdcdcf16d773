/**
 * Shared e2e helpers: credentials of the seeded accounts, logging in through the UI, and direct
 * calls to the reference upstream (started by playwright.config.ts on a fresh seeded database).
 */
import { expect, type Browser, type Locator, type Page } from "@playwright/test";
import { demoStudents } from "@brightway/upstream/seed/content";
import sharp from "sharp";
import { mailsFor } from "./outbox";

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the suite through playwright.config.ts`);
  return value;
}

/**
 * A real PNG of one colour (`#rrggbb`): uploads are judged by their bytes, so a fake is refused.
 * @returns the encoded image.
 */
export function solidPng(width: number, height: number, colour: string): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/** {@link solidPng} as Playwright's file payload for `setInputFiles`, named `name`. */
export async function pngFile(name: string, width: number, height: number, colour: string) {
  return { name, mimeType: "image/png", buffer: await solidPng(width, height, colour) };
}

/**
 * Places the order on the payment page (Place my order) and waits for the order's own page.
 * @returns its reference code (`BW-` and eight letters or digits).
 */
export async function placeOrder(page: Page): Promise<string> {
  await page.getByRole("button", { name: "Place my order" }).click();
  await expect(page).toHaveURL(/\/payment\?order=[0-9a-f-]{36}$/);
  const reference = (
    await page
      .getByText(/^BW-[0-9A-Z]{8}$/)
      .first()
      .innerText()
  ).trim();
  expect(reference).toMatch(/^BW-[0-9A-Z]{8}$/);
  return reference;
}

/** Sends a photo of the transfer from the order's payment page and waits until it is received. */
export async function sendTransferProof(page: Page): Promise<void> {
  await page
    .getByLabel("Photo or screenshot of the payment", { exact: true })
    .setInputFiles(await pngFile("transfer.png", 360, 640, "#e8f5e9"));
  await page.getByRole("button", { name: "Send proof" }).click();
  await expect(page.getByText("Proof received: waiting for approval.").first()).toBeVisible();
}

/**
 * How many CSS pixels the page reaches past its screen: the document's width
 * (`document.documentElement.scrollWidth`) beyond the narrower of the width it is laid out in
 * (`clientWidth`, the viewport without a scroll bar) and `width` (the viewport's width unless
 * given). 0 when nothing scrolls sideways.
 */
export async function sideOverflow(page: Page, width?: number): Promise<number> {
  const { scrollWidth, clientWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
    innerWidth: window.innerWidth,
  }));
  const screen = Math.min(clientWidth, width ?? page.viewportSize()?.width ?? innerWidth);
  return Math.max(0, scrollWidth - screen);
}

/**
 * Expects the page as it is now to fit its screen, `width` CSS pixels wide (the viewport's width
 * unless given): nothing scrolls sideways ({@link sideOverflow} is 0). The failure names the page.
 */
export async function expectNoSideScroll(page: Page, width?: number): Promise<void> {
  const { pathname, search } = new URL(page.url());
  const screen = width ?? page.viewportSize()?.width;
  expect(
    await sideOverflow(page, width),
    `${pathname}${search}: no sideways scroll${screen ? ` at ${screen} px` : ""} (pixels too wide)`,
  ).toBe(0);
}

/** Base URL of the reference upstream the web app under test talks to. */
export const upstreamUrl = (): string => required("E2E_UPSTREAM_URL");

/** Base URL of the (seeded) web app under test. */
export const webUrl = (): string => required("E2E_WEB_URL");

/**
 * A page in a new browser context on the second web app, whose upstream is empty and has no
 * extensions (`E2E_EMPTY_WEB_URL`): the legacy API as the spec describes it.
 */
export async function emptyWebPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: required("E2E_EMPTY_WEB_URL") });
  return context.newPage();
}

/**
 * Deletes, as the admin and through the admin tables, every product and publication whose title
 * contains `term`. Through the web app, not the upstream: the delete invalidates the cached public
 * pages (a change made on the upstream alone stays invisible to visitors until they revalidate).
 */
export async function deleteDocumentsThroughAdmin(browser: Browser, term: string): Promise<void> {
  const context = await browser.newContext({ baseURL: webUrl() });
  const page = await context.newPage();
  try {
    await loginAs(page, admin.email, admin.password);
    for (const [path, noun] of [
      ["/manageProducts", "product"],
      ["/managePublications", "publication"],
    ] as const) {
      await page.goto(`${path}?q=${encodeURIComponent(term)}`);
      const rows = page
        .getByRole("row")
        .filter({ has: page.getByRole("button", { name: "Delete", exact: true }) });
      for (let left = await rows.count(); left > 0; left -= 1) {
        await rows.first().getByRole("button", { name: "Delete", exact: true }).click();
        await page
          .getByRole("alertdialog")
          .getByRole("button", { name: `Delete ${noun}` })
          .click();
        await expect(rows).toHaveCount(left - 1);
      }
    }
  } finally {
    await context.close();
  }
}

/** The first admin created by the upstream on start (playwright.config.ts sets these). */
export const admin = {
  get email() {
    return required("E2E_ADMIN_EMAIL");
  },
  get password() {
    return required("E2E_ADMIN_PASSWORD");
  },
};

function demoStudent(userName: string) {
  const student = demoStudents.find((candidate) => candidate.userName === userName);
  if (!student) throw new Error(`The seed has no demo student ${userName}`);
  return student;
}

const mariam = demoStudent("mariam.hassan");
const omar = demoStudent("omar.khaled");

/** Seeded student with active enrolments (ETABS 6 months and SAFE 3 months, both started a month ago). */
export const enrolledStudent = {
  email: mariam.email,
  password: mariam.password,
  firstName: mariam.firstName,
};

/** Seeded student whose only enrolment (SAP2000, 1 month, started 3 months ago) has expired. */
export const expiredStudent = {
  email: omar.email,
  password: omar.password,
  firstName: omar.firstName,
};

/** Seeded course names (see upstream/src/seed/content.ts). */
export const seededCourses = {
  /** On-demand: Mariam is enrolled and active. */
  etabs: "ETABS for High-Rise Buildings",
  /** On-demand: Omar's enrolment has expired. */
  sap2000: "SAP2000 for Bridges and Special Structures",
  /** On-demand: nobody is enrolled. */
  ecp203: "Reinforced Concrete Design to the Egyptian Code ECP 203",
  /** Online, 120 USD, no discount; live sessions, Mariam enrolled (the demo live course). */
  seismic: "Seismic Design of RC Buildings to ECP 201",
  /** Online, 150 USD with 20% off. */
  steel: "Steel Structures: Design of Industrial Buildings",
};

/**
 * Logs in through the login page and waits until the app has left it (students land on `/`,
 * admins on the admin landing page).
 */
export async function loginAs(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
}

/**
 * On the reset form (the page of the e-mailed link): sets `password` in both fields, and checks
 * that the app lands on the login page saying so (spec: 'Password reset successfully').
 */
export async function resetPasswordTo(page: Page, password: string): Promise<void> {
  await page.getByLabel("New password").fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page).toHaveURL(/\/login\?reset=success$/);
  await expect(
    page.getByRole("status").filter({ hasText: "Password reset successfully" }).first(),
  ).toBeVisible();
}

/** A student account made for one test, as it was signed up (names in camel case). */
export interface StudentAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  userName: string;
  phoneNumber: string;
  gender: 0 | 1;
}

/**
 * Creates a new student account directly on the upstream (POST /api/Authentication; the seeded
 * one unless `upstream` names another) and returns it; it has no enrolments. Each call makes a
 * unique account (user name and gmail address); "Test Student", male, unless `details` say otherwise.
 * Its address is confirmed with the link of "Confirm your e-mail" from the outbox (extension
 * "E-mail confirmation": an unconfirmed address gets no order, class or certificate e-mail, which
 * the journeys read), unless `confirmEmail` is false or no such e-mail is there (a legacy upstream,
 * or one whose outbox is elsewhere).
 */
export async function createStudent(
  upstream: string = upstreamUrl(),
  details: Partial<Pick<StudentAccount, "firstName" | "lastName" | "gender">> = {},
  { confirmEmail = true }: { confirmEmail?: boolean } = {},
): Promise<StudentAccount> {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const account: StudentAccount = {
    firstName: "Test",
    lastName: "Student",
    userName: `e2e${suffix}`,
    email: `e2e.${suffix}@gmail.com`,
    password: `E2ePassword${suffix}1`,
    phoneNumber: "01000000000",
    gender: 0,
    ...details,
  };
  const { firstName: firstname, lastName: lastname, ...rest } = account;
  const response = await fetch(`${upstream}/api/Authentication`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ firstname, lastname, ...rest }),
  });
  if (!response.ok) throw new Error(`signup failed: ${response.status} ${await response.text()}`);
  // The upstream writes the confirmation before it answers the signup.
  const token = confirmEmail
    ? /\/confirmEmail\?token=([A-Za-z0-9_-]+)&purpose=signup/.exec(
        mailsFor(account.email).find((mail) => mail.includes("Subject: Confirm your e-mail")) ?? "",
      )?.[1]
    : undefined;
  if (token) {
    const confirmed = await fetch(`${upstream}/api/EmailConfirmation/Confirm`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ token }),
    });
    if (!confirmed.ok) throw new Error(`e-mail confirmation failed: ${confirmed.status}`);
  }
  return account;
}

/**
 * On /ManageHeaderPhotos: deletes the last of `photos` (the page's list items, `listed + 1` of
 * them) through its confirmation dialog, and waits for the toast and a list of `listed` again.
 */
export async function deleteLastHeaderPhoto(
  page: Page,
  photos: Locator,
  listed: number,
): Promise<void> {
  await photos
    .last()
    .getByRole("button", { name: `Delete header photo ${listed + 1}` })
    .click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete Photo" }).click();
  await expect(page.getByText("Photo deleted successfully").first()).toBeVisible();
  await expect(photos).toHaveCount(listed);
}

/**
 * A lesson's title as its link in a section list shows it: the first line of the link's text,
 * without its number ("3. ") and the duration or Preview mark that follow the title.
 */
export async function lessonTitle(link: Locator): Promise<string> {
  return (await link.innerText())
    .replace(/^\d+\.\s*/, "")
    .split("\n")[0]!
    .trim();
}

/**
 * Publishes a draft from its row of a manage list: a course, product or publication made on the
 * admin pages is a draft, seen by admins only, until then (upstream extension "Publishing").
 * Waits until the row offers Unpublish (the page refreshed with the item published).
 */
export async function publishFromRow(row: Locator): Promise<void> {
  await expect(row.getByText("Draft", { exact: true })).toBeVisible();
  await row.getByRole("button", { name: /^Publish\b/ }).click();
  await expect(row.getByRole("button", { name: /^Unpublish\b/ })).toBeVisible();
}
