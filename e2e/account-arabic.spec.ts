import { expect, test } from "./test";
import { loginAs, upstreamUrl } from "./fixtures";
import { rawMailsFor, subjectOf } from "./outbox";
import { createTestStudent, upstreamLogin, uniqueSuffix } from "./student-fixtures";

/*
 * Issue 46, the account pages: the language switch remembers a signed-in student's choice (the
 * upstream writes their e-mails in it), and a signup on the Arabic site starts in Arabic (its
 * first e-mail too). On today's main the switch only navigates and an Arabic signup is English.
 */

/** The account's language as the upstream keeps it (GET /api/Language/Mine, its own token). */
async function languageOf(email: string, password: string): Promise<string> {
  const { token } = await upstreamLogin(email, password);
  const response = await fetch(`${upstreamUrl()}/api/Language/Mine`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { language: string }).language;
}

test("the language switch remembers a signed-in student's choice", async ({ page }) => {
  const student = await createTestStudent();
  await loginAs(page, student.email, student.password);
  await page.goto(`/userProfile/${student.id}`);
  await page.getByRole("link", { name: "العربية" }).first().click();
  await expect(page).toHaveURL(new RegExp(`/ar/userProfile/${student.id}`));
  await expect(page.getByRole("tab", { name: "بيانات المستخدم" })).toBeVisible();
  await expect.poll(() => languageOf(student.email, student.password)).toBe("ar");
});

test("a signup on the Arabic site is in Arabic, and so is its first e-mail", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const email = `nour.${uniqueSuffix()}@gmail.com`;
  await page.goto("/ar/signup");
  await page.getByLabel("الاسم الأول").fill("Nour");
  await page.getByLabel("اسم العائلة").fill("Hassan");
  await page.getByLabel("اسم المستخدم").fill(`nour${uniqueSuffix()}`);
  await page.getByLabel("أنثى").check();
  await page.getByLabel("البريد الإلكتروني").fill(email);
  await page.getByLabel("كلمة المرور", { exact: true }).fill("Secret12345");
  await page.getByLabel("تأكيد كلمة المرور").fill("Secret12345");
  await page.getByLabel("رقم الهاتف").fill("01012345678");
  await page.getByRole("button", { name: "إنشاء حساب" }).click();
  // Lands on the Arabic home page, signed in.
  await expect(page).toHaveURL(/\/ar$/);
  await expect.poll(() => rawMailsFor(email).map(subjectOf)).toContain("تأكيد بريدك الإلكتروني");
});
