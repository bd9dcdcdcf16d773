import { expect, test } from "./test";

// A visitor on a slow phone downloads only the pages they reach for: a link prefetches its page
// (data and JavaScript) when pointed at, touched or focused, never merely because it is on screen.
test("a visitor's page prefetches no page on sight, and the one a pointer reaches for", async ({
  page,
}) => {
  const prefetched: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.searchParams.has("_rsc")) prefetched.push(url.pathname);
  });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  await page.getByRole("main").locator('a[href="/products"]').first().scrollIntoViewIfNeeded();
  await page.waitForLoadState("networkidle");
  expect(prefetched).toEqual([]);

  await page.getByRole("main").locator('a[href="/products"]').first().hover();
  await expect.poll(() => prefetched).toContain("/products");
  expect(prefetched.filter((path) => path !== "/products")).toEqual([]);
});
