import { expect, test } from "./test";

const malformed = [
  { what: "product (malformed id)", path: "/products/abc" },
  { what: "publication (malformed id)", path: "/publications/0" },
  { what: "on-demand course (malformed id)", path: "/onDemandCourseDetails/not-a-guid" },
  { what: "online course (malformed id)", path: "/onlineCourseDetails/42" },
];

const missing = [
  { what: "product", path: "/products/999999" },
  { what: "publication", path: "/publications/999999" },
  { what: "on-demand course", path: "/onDemandCourseDetails/00000000-0000-4000-8000-000000000000" },
  { what: "online course", path: "/onlineCourseDetails/00000000-0000-4000-8000-000000000000" },
];

test.describe("ids of items that do not exist", () => {
  for (const { what, path } of missing) {
    test(`an unknown ${what} answers 404 with the not-found page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    });
  }
});

// Malformed ids are rewritten by the proxy, so the not-found page is drawn on the server: with
// JavaScript off, Next's notFound() alone would leave an empty <body> (proxy.ts explains).
test.describe("malformed ids without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const { what, path } of malformed) {
    test(`an unknown ${what} answers 404 with a visible not-found page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Back to the home page" })).toBeVisible();
      // The address stays the one asked for (the proxy rewrites, it does not redirect).
      expect(new URL(page.url()).pathname).toBe(path);
    });
  }

  test("a known product still opens its own page", async ({ page }) => {
    const response = await page.goto("/products");
    expect(response?.status()).toBe(200);
    const first = page.getByRole("main").getByRole("heading", { level: 2 }).first();
    const title = (await first.textContent())?.trim() ?? "";
    await first.getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  });
});
