import { admin, expectNoSideScroll, loginAs } from "./fixtures";
import { expect, test } from "./test";

// The owner's forms in Arabic: the create, assign and bulk screens under /ar speak
// Arabic, their checks too, on a phone (390 px) without sideways scrolling.

test.use({ viewport: { width: 390, height: 844 } });

test("the owner's create, assign and bulk screens speak Arabic under /ar", async ({ page }) => {
  await loginAs(page, admin.email, admin.password);

  await page.goto("/ar/createProduct");
  await expect(page.getByRole("heading", { level: 1, name: "إنشاء منتج جديد" })).toBeVisible();
  await page.getByRole("button", { name: "إنشاء المنتج" }).click();
  // The form's own checks, in the page's language, before anything is sent.
  await expect(page.getByText("أدخل اسم الملف").first()).toBeVisible();
  await expect(page.getByText("يُرجى رفع ملف لإنشاء المنتج").first()).toBeVisible();

  await page.goto("/ar/assignStudentToCourse");
  await expect(page.getByRole("heading", { level: 1, name: "إضافة طالب إلى دورة" })).toBeVisible();
  await expect(page.getByLabel("ابحث عن الطلاب باسم المستخدم أو البريد الإلكتروني")).toBeVisible();

  await page.goto("/ar/bulkEnrollment");
  await expect(page.getByRole("heading", { level: 1, name: "التسجيل الجماعي" })).toBeVisible();
  await expect(page.getByRole("button", { name: "فحص الملف" })).toBeVisible();
  await expectNoSideScroll(page);
});
