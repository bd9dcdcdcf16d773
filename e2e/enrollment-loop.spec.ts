import { expect, test } from "./test";
import { admin, lessonTitle, loginAs, seededCourses } from "./fixtures";
import { displayDay, plusMonths, uniqueSuffix } from "./student-fixtures";

// The business loop in one journey on the fresh database of this run: a visitor signs
// up, cannot watch, finds the payment page; the admin enrols them; they watch and download.
const course = seededCourses.ecp203; // on-demand, nobody enrolled in the seed
const product = "Retaining Wall Design Spreadsheet"; // a paid product with an Excel file

test("sign up, buy, get enrolled by the admin, watch and download", async ({ browser }) => {
  const suffix = uniqueSuffix();
  const visitor = {
    firstName: "Loop",
    lastName: `Student${suffix}`,
    userName: `loop${suffix}`,
    email: `loop.${suffix}@gmail.com`,
    password: `LoopPassword${suffix}1`,
  };
  const studentContext = await browser.newContext();
  const adminContext = await browser.newContext();
  const student = await studentContext.newPage();
  const adminPage = await adminContext.newPage();
  // No internet in the test run: the video player's address is checked, not fetched.
  await student.route(/youtube/, (route) => route.abort());

  await test.step("a visitor signs up and is logged in", async () => {
    await student.goto("/signup");
    await student.getByLabel("First name").fill(visitor.firstName);
    await student.getByLabel("Last name").fill(visitor.lastName);
    await student.getByLabel("User name").fill(visitor.userName);
    await student.getByLabel("Male", { exact: true }).check();
    await student.getByLabel("E-mail").fill(visitor.email);
    await student.getByLabel("Password", { exact: true }).fill(visitor.password);
    await student.getByLabel("Confirm password").fill(visitor.password);
    await student.getByLabel("Phone").fill("01011112222");
    await student.getByRole("button", { name: "Sign Up" }).click();
    await expect(student).toHaveURL(/\/$/);
    await expect(student.getByRole("link", { name: "Profile" }).first()).toBeAttached();
  });

  let detailsUrl = "";
  let videoTitle = "";
  await test.step("they open an on-demand course and cannot play a video", async () => {
    await student.goto("/onDemandCourses");
    await student.getByRole("link", { name: course }).click();
    await expect(student.getByRole("heading", { level: 1, name: course })).toBeVisible();
    detailsUrl = new URL(student.url()).pathname;
    const firstVideo = student
      .getByRole("region", { name: "Course content" })
      .locator('a[href*="?video="]')
      .first();
    videoTitle = await lessonTitle(firstVideo);
    await firstVideo.click();
    await expect(
      student.getByRole("alert").filter({ hasText: "Please Buy The Course First" }).first(),
    ).toBeVisible();
    await expect(student.getByRole("button", { name: /^Play video/ })).toHaveCount(0);
  });

  await test.step("they open the payment page from a package", async () => {
    await student.goto(detailsUrl);
    await student.getByRole("link", { name: "Buy the 3 months Package" }).click();
    await expect(student).toHaveURL(/\/payment\?course=[0-9a-f-]{36}&package=[0-9a-f-]{36}$/);
    await expect(student.getByText("You Will Be Enrolled Maximum 24 Hours")).toBeVisible();
  });

  const assignedAt = new Date();
  await test.step("the admin logs in, lands on /assignStudentToCourse, finds the student and assigns a package", async () => {
    await loginAs(adminPage, admin.email, admin.password);
    await expect(adminPage).toHaveURL(/\/assignStudentToCourse$/);
    await adminPage.getByLabel("Search students by user name or e-mail").fill(visitor.email);
    await adminPage.getByRole("button", { name: "Search" }).click();
    await expect(adminPage).toHaveURL(
      new RegExp(`\\?q=${encodeURIComponent(visitor.email).replace(/\./g, "\\.")}`),
    );
    const row = adminPage.getByRole("row").filter({ hasText: visitor.email });
    await expect(row).toHaveCount(1);
    await row.getByRole("button", { name: `${visitor.firstName} ${visitor.lastName}` }).click();
    const dialog = adminPage.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: `Assign the 3 months package of ${course}` }).click();
    await expect(
      dialog.getByRole("status").filter({ hasText: "Course Assigned To Student Successfully" }),
    ).toBeVisible();
  });

  await test.step("the student sees the course with its dates and plays a video", async () => {
    await student.goto("/enrolledCourses");
    const card = student
      .getByRole("link")
      .filter({ has: student.getByRole("heading", { name: course }) });
    await expect(card).toBeVisible();
    await expect(card).toContainText("Duration : 3 Months");
    await expect(card).toContainText(`Start Date : ${displayDay(assignedAt)}`);
    await expect(card).toContainText(`Access until ${displayDay(plusMonths(assignedAt, 3))}`);
    await card.click();
    await expect(student).toHaveURL(new RegExp(`${detailsUrl}$`));
    await student
      .getByRole("region", { name: "Course content" })
      .getByRole("link", { name: videoTitle })
      .click();
    await student.getByRole("button", { name: `Play video: ${videoTitle}` }).click();
    await expect(student.locator(`iframe[title="${videoTitle}"]`)).toHaveAttribute(
      "src",
      /^https:\/\/www\.youtube-nocookie\.com\/embed\//,
    );
    await expect(student.getByText("Please Buy The Course First")).toHaveCount(0);
  });

  await test.step("the admin assigns a product", async () => {
    await adminPage.goto(`/assignStudentToProduct?q=${encodeURIComponent(visitor.email)}`);
    await adminPage.getByRole("row").filter({ hasText: visitor.email }).click();
    const dialog = adminPage.getByRole("dialog");
    await dialog.getByRole("button", { name: `Assign To Student ${product}` }).click();
    await expect(
      dialog.getByRole("status").filter({ hasText: "Product Assigned To Student Successfully" }),
    ).toBeVisible();
  });

  await test.step("the student downloads it from /enrolledProducts", async () => {
    await student.goto("/enrolledProducts");
    await expect(student.getByRole("heading", { level: 2, name: product })).toBeVisible();
    const downloadStarted = student.waitForEvent("download");
    await student.getByRole("link", { name: `Download ${product}` }).click();
    const download = await downloadStarted;
    expect(download.suggestedFilename()).toMatch(/^Retaining Wall Design Spreadsheet\.xlsx$/);
    const path = await download.path();
    expect(path).toBeTruthy();
    const { statSync } = await import("node:fs");
    expect(statSync(path).size).toBeGreaterThan(100);
  });

  await studentContext.close();
  await adminContext.close();
});
