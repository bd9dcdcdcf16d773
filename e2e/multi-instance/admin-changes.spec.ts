import { expect, test, type Browser, type Page } from "../test";
import { admin, deleteLastHeaderPhoto, loginAs, pngFile, upstreamUrl } from "../fixtures";
import {
  publishOnUpstream,
  balancerUrl,
  expectEverywhere,
  headingAt,
  instance,
  instances,
  upstreamAdminToken,
} from "./stack";

/*
 * An admin's change shows on every instance at the next load: the admin acts through
 * the balancer (whichever instance it picks), and an anonymous visitor then loads the page on
 * each instance directly and through the balancer. Each page is loaded on every instance BEFORE
 * the change, so each instance holds it in its page cache: only an invalidation every instance
 * sees (Next's cache on the shared Redis) makes the change show on the one that did not act.
 */

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

async function visitorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test.beforeEach(async ({ page }) => {
  await loginAs(page, admin.email, admin.password);
});

test("a product's edit and delete show on both instances at the next load", async ({
  page,
  browser,
}) => {
  const title = `Multi Product ${unique()}`;
  const renamed = `${title} Renamed`;
  // Made on the upstream (a fresh id: no instance has its details page yet).
  const created = await fetch(`${upstreamUrl()}/api/Documents/Product`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Authorization: `Bearer ${await upstreamAdminToken()}`,
    },
    body: JSON.stringify({ title, description: "Load balancer check", price: 4 }),
  });
  expect(created.ok).toBe(true);
  const { productId } = (await created.json()) as { productId: number };
  await publishOnUpstream("product", productId);
  const path = `/products/${productId}`;
  const visitor = await visitorPage(browser);
  await expectEverywhere(visitor, path, headingAt, `200 ${title}`);

  // Edit through the balancer.
  await page.goto(`/manageProducts?q=${encodeURIComponent(title)}`);
  const row = page.getByRole("row").filter({ hasText: title });
  await row.getByRole("button", { name: "Edit", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("File Name").fill(renamed);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Data Updated Successfully")).toBeVisible();

  // The admin's own view through the balancer: the session cookie bypasses the micro-cache.
  expect(await headingAt(page, balancerUrl() + path)).toBe(`200 ${renamed}`);
  await expectEverywhere(visitor, path, headingAt, `200 ${renamed}`);

  // Delete through the balancer.
  await page.goto(`/manageProducts?q=${encodeURIComponent(renamed)}`);
  await page
    .getByRole("row")
    .filter({ hasText: renamed })
    .getByRole("button", { name: "Delete" })
    .click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete product" }).click();
  await expect(page.getByText("No Products Yet!")).toBeVisible();

  expect(await headingAt(page, balancerUrl() + path)).toBe("404 Page not found");
  await expectEverywhere(visitor, path, headingAt, "404 Page not found");
});

test("twenty renames in a row: each shows on both instances at the very next load, no stale read", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const title = `Multi Rename ${unique()}`;
  const created = await fetch(`${upstreamUrl()}/api/Documents/Product`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Authorization: `Bearer ${await upstreamAdminToken()}`,
    },
    body: JSON.stringify({ title, description: "Twenty renames", price: 4 }),
  });
  expect(created.ok).toBe(true);
  const { productId } = (await created.json()) as { productId: number };
  await publishOnUpstream("product", productId);
  const path = `/products/${productId}`;
  const visitor = await visitorPage(browser);
  // Each instance holds the page before the first rename.
  await expectEverywhere(visitor, path, headingAt, `200 ${title}`);

  let current = title;
  const stale: string[] = [];
  for (let round = 1; round <= 20; round += 1) {
    const next = `${title} r${round}`;
    await page.goto(`/manageProducts?q=${encodeURIComponent(title)}`);
    await page
      .getByRole("row")
      .filter({ hasText: current })
      .getByRole("button", { name: "Edit", exact: true })
      .click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("File Name").fill(next);
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Data Updated Successfully").first()).toBeVisible();
    current = next;
    // The very next load on each instance, read once (no retry): a stale read is counted.
    for (const { name, url } of instances()) {
      const seen = await headingAt(visitor, url + path);
      if (seen !== `200 ${next}`) stale.push(`rename ${round} on ${name}: ${seen}`);
    }
  }
  expect(stale, "stale reads after a rename").toEqual([]);
});

test("an online course's edit and delete show on both instances at the next load", async ({
  page,
  browser,
}) => {
  const name = `Multi Course ${unique()}`;
  const renamed = `${name} Renamed`;
  const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const created = await fetch(`${upstreamUrl()}/api/OnlineCourses`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Authorization: `Bearer ${await upstreamAdminToken()}`,
    },
    body: JSON.stringify({
      name,
      description: "Load balancer check",
      defaultPrice: 100,
      hasDiscount: false,
      discount: 0,
      hours: "8",
      intructorName: "Eng. Multi",
      intructorDescription: "Two instances",
      start: `${day(10)}T00:00:00`,
      end: `${day(40)}T00:00:00`,
    }),
  });
  expect(created.ok).toBe(true);
  const { courseId } = (await created.json()) as { courseId: string };
  await publishOnUpstream("onlineCourse", courseId);
  const path = `/onlineCourseDetails/${courseId}`;
  const visitor = await visitorPage(browser);
  await expectEverywhere(visitor, path, headingAt, `200 ${name}`);

  // Edit through the balancer.
  await page.goto(`/editOnlineCourse/${courseId}`);
  await expect(page.getByLabel("Course Name")).toHaveValue(name);
  await page.getByLabel("Course Name").fill(renamed);
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page).toHaveURL(/\/manageOnlineCourses$/);

  expect(await headingAt(page, balancerUrl() + path)).toBe(`200 ${renamed}`);
  await expectEverywhere(visitor, path, headingAt, `200 ${renamed}`);

  // Delete through the balancer.
  await page.goto("/manageOnlineCourses");
  const row = page.getByRole("row").filter({ has: page.getByText(renamed, { exact: true }) });
  await row.getByRole("button", { name: "Delete Course" }).click();
  const confirm = page.getByRole("alertdialog", { name: `Delete ${renamed}?` });
  await confirm.getByRole("button", { name: "Delete" }).click();
  // The dialog closes once the action has answered (while it is open, the table behind it is
  // hidden from the accessibility tree, so the row's absence alone proves nothing).
  await expect(confirm).toBeHidden();
  await expect(row).toHaveCount(0);

  expect(await headingAt(page, balancerUrl() + path)).toBe("404 Page not found");
  await expectEverywhere(visitor, path, headingAt, "404 Page not found");
});

/** The home banner's slides at `url`, as `"<n> slides"`. */
async function bannerSlides(page: Page, url: string): Promise<string> {
  await page.goto(url);
  const count = await page
    .getByRole("region", { name: "Featured photos" })
    .locator('[aria-roledescription="slide"]')
    .count();
  return `${count} slides`;
}

test("a header photo's add and delete show on both instances at the next load", async ({
  page,
  browser,
}) => {
  const visitor = await visitorPage(browser);
  const before = await bannerSlides(visitor, `${instance("web1").url}/`);
  const count = Number(before.split(" ")[0]);
  await expectEverywhere(visitor, "/", bannerSlides, before);

  await page.goto("/ManageHeaderPhotos");
  const photos = page.getByRole("main").getByRole("listitem");
  const listed = await photos.count();
  await page.getByRole("main").getByRole("button", { name: "Add New Header Photo" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Header Photo" });
  await dialog
    .getByLabel("Header Photo", { exact: true })
    .setInputFiles(await pngFile("banner.png", 320, 200, "#0f766e"));
  await dialog.getByRole("button", { name: "Add Photo" }).click();
  await expect(page.getByText("Photo added successfully").first()).toBeVisible();
  await expect(photos).toHaveCount(listed + 1);

  await expectEverywhere(visitor, "/", bannerSlides, `${count + 1} slides`);

  await deleteLastHeaderPhoto(page, photos, listed);

  await expectEverywhere(visitor, "/", bannerSlides, before);
});
