import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "./test";
import { expectNoSideScroll, loginAs, seededCourses } from "./fixtures";
import { adminToken, createTestStudent, upstreamJson, watchEveryLesson } from "./student-fixtures";

/*
 * The name printed on a certificate: chosen in Edit Profile in any script with spaces (the
 * sign-up names allow none), printed by the verification page and the PDF, with the course's
 * hours. On today's main Edit Profile has no such field and the PDF no hours.
 */

test.use({ viewport: { width: 390, height: 844 } });

const printedName = "عبد الرحمن Hassan";

/** The text layer of a PDF as poppler's pdftotext reads it, without bidi control marks. */
function pdfText(bytes: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), "certificate-e2e-"));
  try {
    const file = path.join(dir, "certificate.pdf");
    writeFileSync(file, bytes);
    return execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" })
      .normalize("NFKC")
      .replace(/[\u200e\u200f\u202a-\u202e]/g, "");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test("a name with a space and Arabic letters set in Edit Profile is printed on the certificate page and PDF, with the hours", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const student = await createTestStudent();
  const admin = await adminToken();
  type Course = { id: string; name: string; hours: string; sections: { id: string }[] };
  const listed = (await upstreamJson<Course[]>("GET", "/api/OnDemandCourses", admin)).find(
    (candidate) => candidate.name === seededCourses.sap2000,
  )!;
  // The course's own read has its sections; its packages have an endpoint of their own (contract §3.3).
  const course = await upstreamJson<Course>("GET", `/api/OnDemandCourses/${listed.id}`, admin);
  const [firstPackage] = await upstreamJson<{ id: string }[]>(
    "GET",
    `/api/Packages/PackegesToCourse/${listed.id}`,
    admin,
  );
  await upstreamJson("POST", "/api/Students/Enrollment", admin, {
    studentId: student.id,
    courseId: course.id,
    packageId: firstPackage!.id,
    startDate: new Date().toISOString().slice(0, 19),
  });

  await test.step("Edit Profile offers the name on certificate, blank for the first and last name", async () => {
    await loginAs(page, student.email, student.password);
    await page.goto("/editProfile");
    const field = page.getByLabel("Name on certificate");
    await expect(field).toHaveValue("");
    await expect(field).toHaveAttribute("placeholder", `${student.firstName} ${student.lastName}`);
    await field.fill("M");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Please use 2 to 80 characters")).toBeVisible();
    await field.fill(printedName);
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Data Updated Successfully").first()).toBeVisible();
    await page.goto("/editProfile");
    await expect(page.getByLabel("Name on certificate")).toHaveValue(printedName);
  });

  // Watching and completing every video is the progress journey's (e2e/progress.spec.ts): here it
  // is reported and recorded on the upstream with the student's own token.
  const code = (await watchEveryLesson(student, course))?.code ?? "";
  expect(code).toMatch(/^[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}$/);

  await test.step("the verification page states the chosen name and the course's length", async () => {
    await page.goto(`/certificates/${code}`);
    await expect(page.getByRole("definition").filter({ hasText: printedName })).toBeVisible();
    await expect(page.getByText(`${course.hours} hours`, { exact: true })).toBeVisible();
    await expectNoSideScroll(page);
  });

  await test.step("the PDF's text holds the name, Arabic words and space included, and the hours", async () => {
    const response = await page.request.get(`/certificates/${code}/pdf`);
    expect(response.status()).toBe(200);
    const text = pdfText(await response.body());
    expect(text).toContain("عبد الرحمن");
    expect(text).toContain("Hassan");
    expect(text).not.toContain("nassaH");
    expect(text).toContain(`${course.hours} hours`);
  });

  await test.step("the PDF printed in Arabic (?lang=ar) says its own texts in Arabic around the same name", async () => {
    const response = await page.request.get(`/certificates/${code}/pdf?lang=ar`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-disposition"]).toContain(`${code}-ar.pdf`);
    const text = pdfText(await response.body());
    expect(text).toContain("شهادة إتمام");
    expect(text).toContain("تمنح هذه الشهادة إلى");
    expect(text).toContain("عبد الرحمن");
    expect(text).toContain("Hassan");
    expect(text).toContain("تاريخ الإتمام");
    expect(text).toContain(code.toUpperCase());
    expect(text).not.toContain("Certificate of Completion");
    expect(text).not.toContain("hours");
  });
});
