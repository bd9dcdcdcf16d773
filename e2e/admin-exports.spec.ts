import { readFile } from "node:fs/promises";
import { parse } from "csv-parse/sync";
import { expect, test, type Page } from "./test";
import { admin, enrolledStudent, loginAs, upstreamUrl } from "./fixtures";

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
  expect(studentLines[0]).toBe(
    '"Student id","First name","Last name","User name","E-mail","Phone","Gender"',
  );
  expect(studentLines.some((line) => line.includes(`,"${enrolledStudent.email}",`))).toBe(true);

  const enrollments = await download(page, "Export enrolments (CSV)");
  const enrollmentLines = enrollments.text.trim().split("\r\n");
  expect(enrollmentLines[0]).toBe(
    '"Enrolment id","Student","E-mail","Course","Package","Months","Start","Access ends (UTC)","Access"',
  );
  expect(
    enrollmentLines.some(
      (line) => line.includes(`,"${enrolledStudent.email}",`) && line.endsWith(',"Active"'),
    ),
  ).toBe(true);

  await page.goto("/manageOrders");
  const orders = await download(page, "Export orders (CSV)");
  expect(orders.text.split("\r\n")[0]).toBe(
    '"Reference","Status","Item","Amount","Currency","Payment method","Student","E-mail","Created (UTC)","Proof sent (UTC)","Approved (UTC)","Rejection reason"',
  );
});

test("a student who signs up as Ali;=1+2 Hassan;@SUM(1) is exported as text, read with , or with ;", async ({
  page,
}) => {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const email = `csv.${suffix}@gmail.com`;
  const signup = await fetch(`${upstreamUrl()}/api/Authentication`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      firstname: "Ali;=1+2",
      lastname: "Hassan;@SUM(1)",
      userName: `csv${suffix}`,
      email,
      password: `CsvPassword${suffix}1`,
      phoneNumber: "01000000000",
      gender: 0,
    }),
  });
  expect(signup.ok).toBe(true);

  await loginAs(page, admin.email, admin.password);
  await page.goto("/assignStudentToCourse");
  const { text } = await download(page, "Export students (CSV)");
  const byComma = parse(text, { delimiter: "," }) as string[][];
  expect(byComma.find((row) => row.includes(email))?.slice(1, 3)).toEqual([
    "Ali;'=1+2",
    "Hassan;'@SUM(1)",
  ]);
  // Excel reads CSV with ";" where the comma is the decimal mark (Arabic locales among them).
  const bySemicolon = parse(text, {
    delimiter: ";",
    relax_quotes: true,
    relax_column_count: true,
  }) as string[][];
  const cells = [...byComma, ...bySemicolon].flat();
  expect(cells.filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
});

test("a student cannot export", async ({ page }) => {
  await loginAs(page, enrolledStudent.email, enrolledStudent.password);
  const response = await page.request.get("/api/admin/export/students");
  expect(response.status()).toBe(403);
});
