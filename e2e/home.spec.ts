import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./test";

// The demo seed (upstream/src/seed/content.ts headerScenes) makes three header photos.
const SEEDED_HEADER_PHOTOS = 3;

test.describe("home page", () => {
  test("the banner shows the seeded header photos, served from /media/header/", async ({
    page,
  }) => {
    await page.goto("/");
    const banner = page.getByRole("region", { name: "Featured photos" });
    await expect(banner).toBeVisible();
    const slides = banner.locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(SEEDED_HEADER_PHOTOS);
    const images = banner.locator("img");
    await expect(images).toHaveCount(SEEDED_HEADER_PHOTOS);

    // The first slide is the LCP image and has loaded in the page.
    await expect
      .poll(() =>
        images
          .first()
          .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
      )
      .toBe(true);

    for (const image of await images.all()) {
      const src = await image.getAttribute("src");
      expect(src).toBeTruthy();
      // next/image serves it through its optimiser; the original is our own /media route.
      const url = new URL(src!, page.url());
      const original =
        url.pathname === "/_next/image" ? url.searchParams.get("url")! : url.pathname + url.search;
      expect(original).toMatch(/^\/media\/header\//);
      for (const address of [url.toString(), original]) {
        const response = await page.request.get(address);
        expect(response.status(), address).toBe(200);
        expect(response.headers()["content-type"], address).toMatch(/^image\//);
      }
    }
  });

  test("every carousel control is a target of at least 24 by 24 px (WCAG 2.5.8)", async ({
    page,
  }) => {
    await page.goto("/");
    const banner = page.getByRole("region", { name: "Featured photos" });
    // The controls appear once the carousel runs.
    await expect(banner.getByRole("button", { name: "Next slide" })).toBeVisible();
    const controls = await banner.getByRole("button").all();
    expect(controls.length).toBe(SEEDED_HEADER_PHOTOS + 3);
    for (const control of controls) {
      const box = await control.boundingBox();
      const name = await control.getAttribute("aria-label");
      expect(box?.width, `width of ${name}`).toBeGreaterThanOrEqual(24);
      expect(box?.height, `height of ${name}`).toBeGreaterThanOrEqual(24);
    }
    const axe = await new AxeBuilder({ page })
      .include('[aria-label="Featured photos"]')
      .withRules(["target-size"])
      .analyze();
    expect(axe.violations).toEqual([]);
  });

  test("no image is inlined as base64 in the HTML", async ({ page }) => {
    const response = await page.request.get("/");
    expect(response.ok()).toBe(true);
    const html = await response.text();
    expect(html).toContain("/media/header/");
    expect(html).not.toContain("data:image");
  });

  const services = [
    { name: "Online Courses", path: "/onlineCourses" },
    { name: "On-Demand Courses", path: "/onDemandCourses" },
    { name: "Products", path: "/products" },
    { name: "Publications", path: "/publications" },
    { name: "Consultancy Services", path: "/consultancyServices" },
  ];

  test("each 'Our Services' card opens its list page", async ({ page }) => {
    for (const service of services) {
      await test.step(service.name, async () => {
        await page.goto("/");
        const section = page.getByRole("region", { name: "Our Services" });
        await section.getByRole("link", { name: new RegExp(`^${service.name}`) }).click();
        await expect(page).toHaveURL(new RegExp(`${service.path}$`));
      });
    }
  });
});

test.describe("accessibility (axe)", () => {
  for (const path of ["/", "/login", "/signup"]) {
    test(`no violations on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("main")).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      const found = results.violations.map((violation) => ({
        id: violation.id,
        targets: violation.nodes.map((node) => node.target.join(" ")),
      }));
      expect(found).toEqual([]);
    });
  }
});
