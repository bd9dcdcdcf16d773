import { expect, test, type Page } from "./test";
import { admin, createStudent, loginAs, upstreamUrl } from "./fixtures";

/** A seeded on-demand course that is on sale, with one of its packages' names. */
async function courseOnSale(): Promise<{ id: string; name: string; packageName: string }> {
  const courses = (await (
    await fetch(`${upstreamUrl()}/api/OnDemandCourses/GetAllOnDemandCourses`)
  ).json()) as {
    id: string;
    name: string;
    packages: { name: string }[];
  }[];
  const course = courses.find((item) => item.packages.length > 0)!;
  return { id: course.id, name: course.name, packageName: course.packages[0]!.name };
}

async function checkFile(page: Page, csv: string) {
  await page.getByLabel("CSV file (columns: e-mail, course, package)").setInputFiles({
    name: "students.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(csv),
  });
  await page.getByRole("button", { name: "Check file" }).click();
}

/** The student's enrolments in a course, read from the upstream with the admin's token. */
async function isEnrolled(courseId: string, email: string): Promise<boolean> {
  const login = await fetch(`${upstreamUrl()}/api/Admin/AdminLogin`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  });
  const { token } = (await login.json()) as { token: string };
  const list = (await (
    await fetch(`${upstreamUrl()}/api/Students/Enrollment/GetEnrollmentesByCourseId/${courseId}`, {
      headers: { Authorization: `Bearer ${token}` },
    })
  ).json()) as { student: { email: string } | null }[];
  return list.some((enrollment) => enrollment.student?.email.toLowerCase() === email.toLowerCase());
}

test("bulk enrolment from a CSV: one bad row applies nothing and is named; a good file enrols everyone", async ({
  page,
}) => {
  const [first, second] = [await createStudent(), await createStudent()];
  const course = await courseOnSale();
  await loginAs(page, admin.email, admin.password);
  await page.goto("/bulkEnrollment");
  await expect(page.getByRole("heading", { level: 1, name: "Bulk Enrolment" })).toBeVisible();

  await checkFile(
    page,
    `e-mail,course,package\r\n${first.email},${course.name},${course.packageName}\r\n${second.email},${course.name},No Such Package\r\n`,
  );
  await expect(page.getByRole("heading", { name: "Check: 1 of 2 rows ready" })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Line 3" })).toContainText(
    "This course has no package of this name.",
  );
  await expect(page.getByRole("button", { name: /^Enrol all/ })).toHaveCount(0);
  expect(await isEnrolled(course.id, first.email)).toBe(false);

  // Semicolons, as Excel writes CSV in some locales, and the columns in another order.
  await checkFile(
    page,
    `Package;E-mail;Course\n${course.packageName};${first.email};${course.name}\n${course.packageName};${second.email};${course.name}\n`,
  );
  await expect(page.getByRole("heading", { name: "Check: 2 of 2 rows ready" })).toBeVisible();
  await page.getByRole("button", { name: "Enrol all 2 students" }).click();
  await expect(page.getByRole("heading", { name: "Enrolled: 2 of 2" })).toBeVisible();
  expect(await isEnrolled(course.id, first.email)).toBe(true);
  expect(await isEnrolled(course.id, second.email)).toBe(true);
});
