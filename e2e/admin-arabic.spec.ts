import { admin, expectNoSideScroll, loginAs } from "./fixtures";
import { expect, test } from "./test";

// The owner switches the admin pages to Arabic from the sidebar on a phone (390 px): the same page
// opens under /ar, right to left, its sidebar and headings in Arabic; the switch leads back.

test.use({ viewport: { width: 390, height: 844 } });

test("the owner reads the admin pages in Arabic from the sidebar's language switch", async ({
  page,
}) => {
  await loginAs(page, admin.email, admin.password);
  await page.goto("/manageProducts");
  await page.getByText("Admin menu").click();
  await page.getByRole("link", { name: "العربية" }).click();
  await expect(page).toHaveURL(/\/ar\/manageProducts$/);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1, name: "إدارة المنتجات" })).toBeVisible();

  await page.getByText("قائمة الإدارة").click();
  await page.getByRole("link", { name: "لوحة التحكم" }).first().click();
  await expect(page).toHaveURL(/\/ar\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "لوحة التحكم" })).toBeVisible();
  await expectNoSideScroll(page);

  await page.getByText("قائمة الإدارة").click();
  await page.getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page).not.toHaveURL(/\/ar\//);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
});
