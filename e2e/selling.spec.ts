import { expect, test, type Page } from "./test";
import {
  admin,
  createStudent,
  expectNoSideScroll,
  loginAs,
  placeOrder,
  seededCourses,
  upstreamUrl,
  webUrl,
} from "./fixtures";
import { mailsFor } from "./outbox";

// Selling without friction, on a phone (390 px): the admin sets a USD-to-EGP rate in Settings and
// a USD item's payment page shows its EGP amount at that rate, with the rate and its date; the
// method is chosen once (the tabs) and the wallet number copies with "Copied"; an order placed
// leaves an e-mail with its reference and a link to it in the upstream's outbox.
test.use({ viewport: { width: 390, height: 844 } });

/** Online, 150 USD with 20% off (upstream/src/seed/content.ts): $120 to pay. */
const course = seededCourses.steel;
const rate = 50.5;
/** 120 × 50.5, whole pounds. */
const egp = "6,060 EGP";

async function openCoursePayment(page: Page): Promise<void> {
  await page.goto("/onlineCourses");
  await page.getByRole("link", { name: course }).first().click();
  await page.getByRole("link", { name: /^Buy/ }).first().click();
  await expect(page).toHaveURL(/\/payment\?course=[0-9a-f-]{36}$/);
}

test("a USD item shows its EGP amount at the rate the admin set in Settings, and the wallet number copies", async ({
  browser,
}) => {
  const adminContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const adminPage = await adminContext.newPage();
  await test.step("the admin sets the rate in Settings", async () => {
    await loginAs(adminPage, admin.email, admin.password);
    await adminPage.goto("/settings");
    await expect(adminPage.getByRole("heading", { level: 2, name: "Exchange rate" })).toBeVisible();
    await adminPage.getByLabel("Egyptian pounds per US dollar").fill(String(rate));
    await adminPage.getByRole("button", { name: "Save exchange rate" }).click();
    await expect(
      adminPage
        .getByText("Exchange rate saved: USD items now show their EGP amount at this rate.")
        .first(),
    ).toBeVisible();
    await expectNoSideScroll(adminPage);
  });
  await adminContext.close();

  // The day the upstream stamped on the rate (its clock may have been moved by other journeys), in Cairo.
  const stored = (await (await fetch(`${upstreamUrl()}/api/ExchangeRate`)).json()) as {
    egpPerUsd: number;
    setAt: string;
  };
  expect(stored.egpPerUsd).toBe(rate);
  const day = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Africa/Cairo",
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(new Date(stored.setAt));

  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: webUrl() });
  const page = await context.newPage();
  await test.step("a visitor sees the USD price, its EGP amount, the rate and its date", async () => {
    await openCoursePayment(page);
    const summary = page.getByRole("region", { name: course });
    await expect(summary.getByText("Amount to pay:")).toBeVisible();
    await expect(summary.getByText("$120", { exact: true })).toBeVisible();
    await expect(summary.getByText(`In Egyptian pounds: ${egp}`)).toBeVisible();
    await expect(summary.getByText(`1 US dollar = ${rate} EGP, our rate of ${day}.`)).toBeVisible();
    await expectNoSideScroll(page);
  });

  await test.step("the method is chosen once, in the tabs, and each payee says what to send to it", async () => {
    await expect(page.getByRole("radio")).toHaveCount(0);
    const tabs = page.getByRole("tablist", { name: "Payment methods" });
    await expect(tabs.getByRole("tab", { name: "Mobile Wallet" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(
      page.getByRole("tabpanel", { name: "Mobile Wallet" }).getByText(`Send ${egp} here.`),
    ).toBeVisible();
    await tabs.getByRole("tab", { name: "Card" }).click();
    const card = page.getByRole("tabpanel", { name: "Card" });
    await expect(
      card.getByText(`For payments in Egyptian pounds: send ${egp} here.`),
    ).toBeVisible();
    await expect(card.getByText("For payments in US dollars: send $120 here.")).toBeVisible();
    await tabs.getByRole("tab", { name: "Mobile Wallet" }).click();
  });

  await test.step("the wallet number copies, and the button says Copied", async () => {
    const panel = page.getByRole("tabpanel", { name: "Mobile Wallet" });
    const number = (await panel.locator("dd span.font-mono").innerText()).trim();
    const copy = panel.getByRole("button", { name: "Copy wallet number" });
    await copy.click();
    await expect(copy).toHaveText("Copied");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(number);
  });
  await context.close();
});

test("an order placed leaves an e-mail with its reference and a link to the order in the outbox", async ({
  browser,
}) => {
  const student = await createStudent();
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: webUrl() });
  const page = await context.newPage();
  await loginAs(page, student.email, student.password);
  await openCoursePayment(page);
  await page.getByRole("tab", { name: "Instant Transfer" }).click();
  const reference = await placeOrder(page);
  const orderPath = new URL(page.url()).pathname + new URL(page.url()).search;
  await expect(page.getByText("by Instant Transfer")).toBeVisible();
  await expectNoSideScroll(page);

  await test.step("the reference copies", async () => {
    const copy = page.getByRole("button", { name: "Copy order reference" });
    await copy.click();
    await expect(copy).toHaveText("Copied");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(reference);
  });

  await test.step("the outbox has the order e-mail with its reference and an absolute link to the order", async () => {
    await expect
      .poll(() => mailsFor(student.email).at(-1) ?? "", {
        message: "the order e-mail in the outbox",
      })
      .toContain(reference);
    const mail = mailsFor(student.email).at(-1)!;
    expect(mail).toContain(`Subject: Your order ${reference}: how to pay`);
    expect(mail).toContain("How to pay by Instant Transfer:");
    const link = `${webUrl()}${orderPath}`;
    expect(mail).toContain(`Your order page: ${link}`);
    expect(mail).toContain(`<a href="${link}">`);
    // The link opens the order for its buyer.
    await page.goto("/");
    await page.goto(link);
    await expect(page.getByRole("heading", { name: `Your order: ${course}` })).toBeVisible();
    await expect(page.getByText(reference, { exact: true }).first()).toBeVisible();
  });
  await context.close();
});
