import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "./test";
import { admin, enrolledStudent, loginAs } from "./fixtures";

/** Clicks an export link and returns the downloaded file's name and text (BOM removed). */
async function download(page: Page, link: string): Promise<{ name: string; text: string }> {
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: link }).click();
  const file = await downloading;
  const bytes = await readFile((await file.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return { name: file.suggestedFilename(), text: bytes.subarray(3).toString("utf8") };
}

test("the admin exports students, enrolments and orders as CSV files", async ({ page }) => {
  await loginAs(page, admin.email, admin.password);
  await page.goto("/assignStudentToCourse");

  const students = await download(page, "Export students (CSV)");
  expect(students.name).toMatch(/^students-\d{4}-\d{2}-\d{2}\.csv$/);
  const studentLines = students.text.trim().split("\r\n");
  expect(studentLines[0]).toBe("Student id,First name,Last name,User name,E-mail,Phone,Gender");
  expect(studentLines.some((line) => line.includes(`,${enrolledStudent.email},`))).toBe(true);

  const enrolments = await download(page, "Export enrolments (CSV)");
  const enrolmentLines = enrolments.text.trim().split("\r\n");
  expect(enrolmentLines[0]).toBe("Enrolment id,Student,E-mail,Course,Package,Months,Start,Access ends (UTC),Access");
  expect(enrolmentLines.some((line) => line.includes(`,${enrolledStudent.email},`) && line.endsWith(",Active"))).toBe(true);

  await page.goto("/manageOrders");
  const orders = await download(page, "Export orders (CSV)");
  expect(orders.text.split("\r\n")[0]).toBe(
    "Reference,Status,Item,Amount,Currency,Payment method,Student,E-mail,Created (UTC),Proof sent (UTC),Approved (UTC),Rejection reason",
  );
});

test("a student cannot export", async ({ page }) => {
  await loginAs(page, enrolledStudent.email, enrolledStudent.password);
  const response = await page.request.get("/api/admin/export/students");
  expect(response.status()).toBe(403);
});
