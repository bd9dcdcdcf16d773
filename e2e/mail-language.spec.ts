import { expect, test } from "./test";
import { loginAs, upstreamUrl } from "./fixtures";
import { mailsFor, rawMailsFor, subjectOf } from "./outbox";
import { createTestStudent } from "./student-fixtures";

/*
 * A student's language, chosen in Edit Profile, is the language of the e-mails they get: the
 * password reset of a student who chose العربية is Arabic, right to left. On today's main Edit
 * Profile has no Language field and every e-mail is English.
 */

test.use({ viewport: { width: 390, height: 844 } });

test("a student who chooses العربية in Edit Profile gets their password reset e-mail in Arabic", async ({
  page,
}) => {
  const student = await createTestStudent();
  const askForReset = async () => {
    const response = await fetch(
      `${upstreamUrl()}/api/Authentication/forgotpassword/${encodeURIComponent(student.email)}`,
      { method: "POST" },
    );
    expect(response.status).toBe(200);
  };

  await test.step("the reset e-mail is English before any choice", async () => {
    await askForReset();
    expect(subjectOf(rawMailsFor(student.email).at(-1)!)).toBe("Password Reset");
  });

  await test.step("Edit Profile saves the language", async () => {
    await loginAs(page, student.email, student.password);
    await page.goto("/editProfile");
    const language = page.getByLabel("Language");
    await expect(language).toHaveValue("en");
    await language.selectOption({ label: "العربية" });
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Data Updated Successfully").first()).toBeVisible();
    await page.goto("/editProfile");
    await expect(page.getByLabel("Language")).toHaveValue("ar");
  });

  await test.step("the next reset e-mail is Arabic, right to left", async () => {
    await askForReset();
    expect(subjectOf(rawMailsFor(student.email).at(-1)!)).toBe("إعادة تعيين كلمة المرور");
    expect(mailsFor(student.email).at(-1)).toContain('<div dir="rtl" lang="ar">');
  });
});
