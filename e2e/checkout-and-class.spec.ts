import { expect, test, type Page } from "./test";
import { admin, enrolledStudent, loginAs, seededCourses, upstreamUrl } from "./fixtures";
import { mailsFor } from "./outbox";
import { uniqueSuffix } from "./student-fixtures";

/*
 * Selling and teaching on a phone (390 px), with the demo data: a fresh install already has an
 * exchange rate, so a $120 live course asks a wallet payer for pounds; a visitor who chose it
 * creates an account from the payment page and lands back on the same payment page, ready to
 * order. The owner writes to the live course's class from the Class List: the enrolled student
 * is e-mailed and reads it on the course page.
 */

test.use({ viewport: { width: 390, height: 844 } });

/** Online, 120 USD, no discount; the demo's rate is 49.50 EGP per USD: 5,940 EGP. */
const course = seededCourses.seismic;

async function expectNoSideScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

async function courseId(): Promise<string> {
  const list = (await (
    await fetch(`${upstreamUrl()}/api/OnlineCourses/GetAllOnlineCourses`)
  ).json()) as { id: string; name: string }[];
  return list.find((candidate) => candidate.name === course)!.id;
}

test("a visitor who chose a course creates an account from the payment page and comes back to it, in pounds", async ({
  page,
}) => {
  await page.goto("/onlineCourses");
  await page.getByRole("link", { name: course }).first().click();
  await page.getByRole("link", { name: /^Buy/ }).first().click();
  await expect(page).toHaveURL(/\/payment\?course=[0-9a-f-]{36}$/);
  const paymentUrl = page.url();
  await expect(
    page.getByRole("tabpanel", { name: "Mobile Wallet" }).getByText("Send 5,940 EGP here."),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Log in" })).toBeVisible();
  await expectNoSideScroll(page);

  await page.getByRole("link", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/signup\?next=/);
  const suffix = uniqueSuffix();
  await page.getByLabel("First name").fill("Youssef");
  await page.getByLabel("Last name").fill("Adel");
  await page.getByLabel("User name").fill(`youssef${suffix}`);
  await page.getByRole("radio", { name: "Male", exact: true }).check();
  await page.getByLabel("E-mail").fill(`youssef.${suffix}@gmail.com`);
  await page.getByLabel("Password", { exact: true }).fill("Reinforced2026");
  await page.getByLabel("Confirm password").fill("Reinforced2026");
  await page.getByLabel("Phone").fill("01012345678");
  await page.getByRole("button", { name: "Sign Up" }).click();

  // The same item, on the tab the visitor was on.
  await expect(page).toHaveURL(`${paymentUrl}&tab=wallet`);
  await expect(page.getByRole("region", { name: course })).toBeVisible();
  await expect(page.getByRole("button", { name: "Place my order" })).toBeVisible();
  await expectNoSideScroll(page);
});

test("the owner messages the live course's class; the enrolled student is e-mailed and reads it on the course page", async ({
  page,
  browser,
}) => {
  const id = await courseId();
  const subject = `Room change ${uniqueSuffix()}`;
  const text = "Thursday's session moves to the new Zoom room: the link on the course page works.";
  await loginAs(page, admin.email, admin.password);
  await page.goto(`/ManageOnlineCourseEnrollments/${id}`);
  await page.getByRole("button", { name: "Message the class" }).click();
  const dialog = page.getByRole("dialog", { name: "Message the class" });
  await dialog.getByLabel("Subject").fill(subject);
  await dialog.getByLabel("Message").fill(text);
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(dialog.getByText(/^This message goes to \d+ students?, by e-mail/)).toBeVisible();
  await expectNoSideScroll(page);
  await dialog.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText(/^Message sent to \d+ students?$/).first()).toBeVisible();

  await expect
    .poll(() => mailsFor(enrolledStudent.email).filter((mail) => mail.includes(subject)).length)
    .toBe(1);
  const [mail] = mailsFor(enrolledStudent.email).filter((candidate) => candidate.includes(subject));
  // Headers may be folded over lines.
  expect(mail!.replace(/\r?\n[ \t]+/g, " ")).toContain(`Subject: ${course}: ${subject}`);
  expect(mail).toContain("Thursday's session moves to the new Zoom room");

  const studentContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const student = await studentContext.newPage();
  await loginAs(student, enrolledStudent.email, enrolledStudent.password);
  await student.goto(`/onlineCourseDetails/${id}`);
  const messages = student.locator("#class-messages");
  await expect(messages.getByRole("heading", { name: "Messages to the class" })).toBeVisible();
  await expect(messages.getByText(subject)).toBeVisible();
  await expect(messages.getByText(text)).toBeVisible();
  await expectNoSideScroll(student);
  await studentContext.close();
});
