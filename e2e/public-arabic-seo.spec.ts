import { expect, test } from "./test";

// Search engines pair the two languages of every public page: each page names its address in
// English, in Arabic and x-default (the English one), and the sitemap lists both with the same.

test("an Arabic public page is titled in Arabic and names its address in both languages", async ({
  page,
  baseURL,
}) => {
  await page.goto("/ar/products");
  await expect(page).toHaveTitle(/المنتجات/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    `${baseURL}/ar/products`,
  );
  for (const [language, path] of [
    ["en", "/products"],
    ["ar", "/ar/products"],
    ["x-default", "/products"],
  ] as const) {
    await expect(page.locator(`link[rel="alternate"][hreflang="${language}"]`)).toHaveAttribute(
      "href",
      `${baseURL}${path}`,
    );
  }
  await expect(page.getByRole("heading", { level: 1, name: "المنتجات" })).toBeVisible();
});

test("sitemap.xml lists each public page in both languages, with its alternates", async ({
  request,
  baseURL,
}) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  expect(xml).toContain(`<loc>${baseURL}/ar/products</loc>`);
  expect(xml).toContain(`<loc>${baseURL}/products</loc>`);
  expect(xml).toContain(`hreflang="ar" href="${baseURL}/ar/products"`);
  expect(xml).toContain(`hreflang="x-default" href="${baseURL}/products"`);
});
