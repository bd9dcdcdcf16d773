import { expect, test } from "./test";

// The site in two languages: English at the spec's addresses, Arabic under /ar with the same
// paths, each page with its lang and dir, a switch that keeps the page, and an offer of Arabic
// to an Arabic browser that never traps it. At 390 px, as a student's phone.

test.use({ viewport: { width: 390, height: 844 } });

test("English at the plain address, Arabic under /ar: lang, dir and the switch keep the page", async ({
  page,
}) => {
  const english = await page.goto("/products");
  expect(english?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");

  await page.getByText("Menu", { exact: true }).click();
  await page.getByRole("link", { name: "العربية" }).click();
  await expect(page).toHaveURL(/\/ar\/products$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");

  await page.getByText("القائمة", { exact: true }).click();
  await page.getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/products$/);
  expect(new URL(page.url()).pathname).toBe("/products");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("an Arabic page is a page of its own: status, not-found, and /en sent to the plain address", async ({
  request,
}) => {
  const home = await request.get("/ar");
  expect(home.status()).toBe(200);
  expect(await home.text()).toMatch(
    /<html[^>]*lang="ar"[^>]*dir="rtl"|<html[^>]*dir="rtl"[^>]*lang="ar"/,
  );
  expect((await request.get("/ar/products/999999")).status()).toBe(404);
  expect((await request.get("/ar/no-such-page")).status()).toBe(404);
  const explicit = await request.get("/en/products", { maxRedirects: 0 });
  expect(explicit.status()).toBe(308);
  expect(explicit.headers()["location"]).toMatch(/\/products$/);
});

test("an Arabic browser is offered Arabic on the English site, and can stay in English", async ({
  browser,
}) => {
  const context = await browser.newContext({
    locale: "ar-EG",
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await page.goto("/onlineCourses");
  const offer = page.getByRole("region", { name: "اقرأ بالعربية" });
  await expect(offer).toBeVisible();
  await expect(offer.getByRole("link", { name: "اقرأ بالعربية" })).toHaveAttribute(
    "href",
    "/ar/onlineCourses",
  );
  await offer.getByRole("button", { name: "Stay in English" }).click();
  await expect(offer).toBeHidden();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(offer).toBeHidden();
  await context.close();
});
