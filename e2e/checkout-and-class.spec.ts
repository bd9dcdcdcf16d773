import { expect, test } from "./test";
import {
  admin,
  enrolledStudent,
  expectNoSideScroll,
  loginAs,
  seededCourses,
  upstreamUrl,
} from "./fixtures";
import { mailsFor, rawMailsFor, subjectOf } from "./outbox";
import { advanceUpstreamClock, cairoLocal, uniqueSuffix, upstreamJson } from "./student-fixtures";

/*
 * Selling and teaching on a phone (390 px), with the demo data: a fresh install already has an
 * exchange rate, so a $120 live course asks a wallet payer for pounds; a visitor who chose it
 * creates an account from the payment page and lands back on the same payment page, ready to
 * order. The owner writes to the live course's class from the Class List: the enrolled student
 * is e-mailed and reads it on the course page. The owner adds a session and moves it a minute
 * later: ten minutes on (the upstream's clock moved, no waits) the class gets one e-mail that
 * tells the session's last time, not two.
 */

test.use({ viewport: { width: 390, height: 844 } });

/** Online, 120 USD, no discount; the demo's rate is 49.50 EGP per USD: 5,940 EGP. */
const course = seededCourses.seismic;

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

  // The same item, on the tab the visitor was on, saying once to open the e-mailed link.
  await expect(page).toHaveURL(`${paymentUrl}&tab=wallet`);
  await expect(
    page.getByText(
      "Account created. Open the link we sent to your e-mail address to confirm it: until then we send you no e-mails about your orders and courses.",
    ),
  ).toBeVisible();
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

test("a session added and then moved within ten minutes reaches the class as one e-mail with its last time", async ({
  page,
}) => {
  const id = await courseId();
  const title = `Extra Q&A on drift ${uniqueSuffix()}`;
  const { now } = await upstreamJson<{ now: string }>(
    "GET",
    `/api/LiveSessions/Course/${id}`,
    null,
  );
  // 18:00 Cairo time, two and then three days on: inside the course's six weeks.
  const day = 86_400_000;
  const evening = (days: number) =>
    `${cairoLocal(Date.parse(now) + days * day).slice(0, 10)}T18:00`;

  await loginAs(page, admin.email, admin.password);
  await page.goto(`/manageLiveSessions/${id}`);
  await page.getByRole("button", { name: "Add Session" }).click();
  const add = page.getByRole("dialog", { name: "Add Session" });
  await add.getByLabel("Title").fill(title);
  await add.getByLabel("Start (Cairo time, Africa/Cairo)").fill(evening(2));
  await add.getByLabel("Duration (minutes)").fill("45");
  await add.getByLabel("Meeting link").fill("https://meet.jit.si/BrightWay-seismic-qa");
  await add.getByRole("button", { name: "Add Session" }).click();
  await expect(add).toBeHidden();
  await expect(page.getByRole("heading", { name: new RegExp(title) })).toBeVisible();

  await page.getByRole("button", { name: `Edit session ${title}` }).click();
  const edit = page.getByRole("dialog", { name: `Edit Session ${title}` });
  await edit.getByLabel("Start (Cairo time, Africa/Cairo)").fill(evening(3));
  await edit.getByRole("button", { name: "Save Session" }).click();
  await expect(edit).toBeHidden();
  await expectNoSideScroll(page);

  // Each e-mail to the student about this session: its subject as read, and its decoded text.
  const mailsAbout = () => {
    const texts = mailsFor(enrolledStudent.email);
    return rawMailsFor(enrolledStudent.email)
      .map((raw, index) => ({ subject: subjectOf(raw), text: texts[index]! }))
      .filter((mail) => mail.subject.includes(title));
  };
  // Within the ten minutes nothing is sent; past them, one e-mail for both changes.
  await upstreamJson("POST", "/__test/course-mail", null);
  expect(mailsAbout()).toHaveLength(0);
  await advanceUpstreamClock(11 * 60);
  await upstreamJson("POST", "/__test/course-mail", null);
  await expect.poll(() => mailsAbout().length).toBe(1);
  const [mail] = mailsAbout();
  expect(mail!.subject).toBe(`${course}: new live session "${title}"`);
  // "Tuesday 1 December 2026 at 18:00 (Africa/Cairo)": the day after the move, not before it.
  const [year, month, date] = evening(3).slice(0, 10).split("-").map(Number) as [
    number,
    number,
    number,
  ];
  const lastDay = new Intl.DateTimeFormat("en-GB", {
    timeZone: "UTC",
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  })
    .format(new Date(Date.UTC(year, month - 1, date, 12)))
    .replace(",", "");
  expect(mail!.text).toContain(
    `New session: "${title}" on ${lastDay} at 18:00 (Africa/Cairo), 45 minutes.`,
  );
  expect(mail!.text).not.toContain("Moved:");

  // The seeded schedule is left as it was for the other journeys.
  await page.getByRole("button", { name: `Delete session ${title}` }).click();
  await page
    .getByRole("alertdialog", { name: `Delete session ${title}?` })
    .getByRole("button", { name: "Delete Session" })
    .click();
  await expect(page.getByRole("heading", { name: new RegExp(title) })).toHaveCount(0);
});
