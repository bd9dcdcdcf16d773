import { expect, test } from "./test";
import { admin, deleteDocumentsThroughAdmin, expectNoSideScroll, loginAs } from "./fixtures";

/*
 * Drafts on a phone (upstream extension "Publishing"): the owner creates a product, which is a
 * draft: marked "Draft" on Manage Products, previewed on its page under "Draft: only admins can
 * see this page.", while a visitor gets the not-found page and does not find it in the list;
 * once the owner publishes it, the visitor sees it.
 */

test.use({ viewport: { width: 390, height: 844 } });

const suffix = Date.now().toString(36);
const title = `E2E Draft Sheet ${suffix}`;

/** A small real PDF (uploads are judged by their bytes). */
function pdf(): Buffer {
  return Buffer.from(
    "%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
    "latin1",
  );
}

// Leave the catalogue as this spec found it (the documents spec counts the seeded products).
test.afterAll(async ({ browser }) => {
  await deleteDocumentsThroughAdmin(browser, suffix);
});

test("a new product is a draft only the owner sees until it is published", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await loginAs(page, admin.email, admin.password);

  await test.step("the owner creates a product: it is saved as a draft", async () => {
    await page.goto("/createProduct");
    await page.getByLabel("File Name").fill(title);
    await page.getByLabel("File Price ($)").fill("20");
    await page
      .locator("#document-file")
      .setInputFiles({ name: "sheet.pdf", mimeType: "application/pdf", buffer: pdf() });
    await page.getByLabel("File Description").fill("Tables still being checked.");
    await page.getByRole("button", { name: "Create Product" }).click();
    await expect(page).toHaveURL(/\/manageProducts\?q=.*highlight=\d+/);
    await expect(
      page.getByText("Product Added Successfully. Saved as a draft. Publish it when it is ready."),
    ).toBeVisible();
  });
  const productId = Number(new URL(page.url()).searchParams.get("highlight"));
  const productPath = `/products/${productId}`;
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row.getByText("Draft", { exact: true })).toBeVisible();
  await expect(row.getByRole("button", { name: `Publish : ${title}` })).toBeVisible();
  await expectNoSideScroll(page);

  await test.step("the owner previews the draft's page", async () => {
    await page.goto(productPath);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByText("Draft: only admins can see this page.")).toBeVisible();
    await expectNoSideScroll(page);
  });

  const visitorContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const visitor = await visitorContext.newPage();

  await test.step("a visitor gets the not-found page and does not find it in the list", async () => {
    const response = await visitor.goto(productPath);
    expect(response?.status()).toBe(404);
    await expect(visitor.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(visitor.getByText(title)).toHaveCount(0);
    await visitor.goto(`/products?q=${encodeURIComponent(title)}`);
    await expect(visitor.getByText(`No results for “${title}”`)).toBeVisible();
    // Nor can it be bought: the payment page knows no such product.
    await visitor.goto(`/payment?product=${productId}`);
    await expect(visitor.getByText(title)).toHaveCount(0);
  });

  await test.step("the owner publishes it from its page", async () => {
    await page.getByRole("button", { name: `Publish : ${title}` }).click();
    await expect(page.getByText("Published: visitors can see it now.")).toBeVisible();
    await expect(page.getByText("Draft: only admins can see this page.")).toHaveCount(0);
  });

  await test.step("the visitor now sees it, on its page and in the list", async () => {
    const response = await visitor.goto(productPath);
    expect(response?.status()).toBe(200);
    await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(visitor.getByText("Draft: only admins can see this page.")).toHaveCount(0);
    await visitor.goto(`/products?q=${encodeURIComponent(title)}`);
    await expect(visitor.getByRole("heading", { name: title })).toBeVisible();
  });

  await test.step("Unpublish asks first, then hides it again", async () => {
    await page.goto(`/manageProducts?q=${encodeURIComponent(title)}`);
    await row.getByRole("button", { name: `Unpublish : ${title}` }).click();
    const dialog = page.getByRole("alertdialog", { name: `Unpublish ${title}?` });
    await expect(dialog).toContainText("nobody can buy it until you publish it again");
    await dialog.getByRole("button", { name: "Unpublish" }).click();
    await expect(row.getByText("Draft", { exact: true })).toBeVisible();
    const response = await visitor.goto(productPath);
    expect(response?.status()).toBe(404);
  });
  await visitorContext.close();
});
