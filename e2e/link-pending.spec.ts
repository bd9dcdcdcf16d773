import { expect, test, type Page } from "./test";

// Pages stream nothing (no loading.tsx), so a slow client navigation is shown on the link itself.
// The page data of the destination is held back here to make the navigation slow.
async function holdPageData(page: Page, pathname: string): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === pathname && url.searchParams.has("_rsc"),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

test("a menu link shows a spinner and 'Loading...' while its page loads", async ({ page }) => {
  await page.goto("/consultancyServices");
  const release = await holdPageData(page, "/products");
  const link = page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Products" });
  await link.click();
  await expect(link.getByRole("status")).toHaveText("Loading...");
  await expect(link.locator(".animate-spin")).toBeVisible();
  release();
  await expect(page.getByRole("heading", { level: 1, name: "Products" })).toBeVisible();
  await expect(link.getByRole("status")).toHaveText("");
});

test("a course card shows a spinner while the course page loads", async ({ page }) => {
  await page.goto("/onlineCourses");
  const card = page
    .getByRole("main")
    .getByRole("link")
    .filter({ has: page.getByRole("heading", { level: 2 }) })
    .first();
  const href = await card.getAttribute("href");
  expect(href).toBeTruthy();
  const release = await holdPageData(page, href!);
  await card.click();
  await expect(card.getByRole("status")).toHaveText("Loading...");
  release();
  await expect(page).toHaveURL((url) => url.pathname === href);
});
