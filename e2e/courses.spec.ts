import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./test";
import {
  admin,
  createStudent,
  enrolledStudent,
  expiredStudent,
  lessonTitle,
  loginAs,
  seededCourses,
} from "./fixtures";

// Any trace of a video's embed address: the stored snippet (youtube.com/embed) or the address
// the player uses (youtube-nocookie).
const embedAddress = /youtube\.com\/embed|youtube-nocookie/;

/** The details URL of a seeded course, read from its card on a list page. */
async function courseUrl(
  page: Page,
  list: "/onDemandCourses" | "/onlineCourses",
  name: string,
): Promise<string> {
  await page.goto(list);
  const href = await page.getByRole("link", { name }).getAttribute("href");
  expect(href).toBeTruthy();
  return href!;
}

/**
 * The `?video=` URL of the first paid video of an on-demand course (its first section is open):
 * a free preview, marked "Preview", plays for anyone (e2e/free-preview.spec.ts).
 */
async function firstVideoUrl(
  page: Page,
  detailsUrl: string,
): Promise<{ url: string; title: string }> {
  await page.goto(detailsUrl);
  const firstVideo = page
    .getByRole("region", { name: "Course content" })
    .locator('a[href*="?video="]')
    .filter({ hasNotText: "Preview" })
    .first();
  await expect(firstVideo).toBeVisible();
  const href = (await firstVideo.getAttribute("href"))!.replace(/#.*$/, "");
  const title = await lessonTitle(firstVideo);
  return { url: href, title };
}

/**
 * Every form the page reaches the browser in: the rendered DOM, the raw HTML response and the RSC
 * payload of a client-side navigation (all with the page's cookies).
 */
async function pageSources(page: Page, url: string): Promise<string[]> {
  const html = await page.request.get(url);
  expect(html.ok()).toBe(true);
  const rsc = await page.request.get(url, { headers: { RSC: "1" } });
  expect(rsc.ok()).toBe(true);
  return [await page.content(), await html.text(), await rsc.text()];
}

async function expectNoEmbedAddress(page: Page, url: string) {
  for (const source of await pageSources(page, url)) expect(source).not.toMatch(embedAddress);
}

/** Opens a video as the current viewer and checks it is refused without leaking its address. */
async function expectRefused(page: Page, videoUrl: string) {
  await page.goto(videoUrl);
  await expect(
    page.getByRole("alert").filter({ hasText: "Please Buy The Course First" }).first(),
  ).toBeVisible();
  await expect(page.locator("iframe")).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Play video/ })).toHaveCount(0);
  await expectNoEmbedAddress(page, videoUrl);
}

/** Opens a video as the current viewer, presses Play and checks the sandboxed player appears. */
async function expectPlays(page: Page, video: { url: string; title: string }) {
  // No internet in the test run: the player's address is checked, not fetched.
  await page.route(/youtube/, (route) => route.abort());
  await page.goto(video.url);
  await expect(
    page.getByRole("alert").filter({ hasText: "Please Buy The Course First" }),
  ).toHaveCount(0);
  await expect(page.locator("iframe")).toHaveCount(0);
  await page.getByRole("button", { name: `Play video: ${video.title}` }).click();
  const player = page.locator(`iframe[title="${video.title}"]`);
  await expect(player).toHaveAttribute(
    "src",
    /^https:\/\/www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]+\?autoplay=1$/,
  );
  await expect(player).toHaveAttribute(
    "sandbox",
    "allow-scripts allow-same-origin allow-presentation",
  );
  // The positive control of expectNoEmbedAddress: for an entitled viewer the address is there.
  const sources = await pageSources(page, video.url);
  expect(sources.some((source) => embedAddress.test(source))).toBe(true);
}

test.describe("course lists", () => {
  test("the on-demand list shows the seeded courses and opens on-demand details", async ({
    page,
  }) => {
    await page.goto("/onDemandCourses");
    await expect(page.getByRole("heading", { level: 1, name: "On-Demand Courses" })).toBeVisible();
    for (const name of [seededCourses.etabs, seededCourses.sap2000, seededCourses.ecp203]) {
      await expect(page.getByRole("link", { name })).toHaveAttribute(
        "href",
        /^\/onDemandCourseDetails\/[0-9a-f-]{36}$/,
      );
    }
    await expect(page.getByRole("link", { name: seededCourses.seismic })).toHaveCount(0);
    await page.getByRole("link", { name: seededCourses.etabs }).click();
    await expect(page.getByRole("heading", { level: 1, name: seededCourses.etabs })).toBeVisible();
  });

  test("the online list shows the seeded courses and opens online details", async ({ page }) => {
    await page.goto("/onlineCourses");
    await expect(page.getByRole("heading", { level: 1, name: "Online Courses" })).toBeVisible();
    await expect(page.getByRole("link", { name: seededCourses.seismic })).toHaveAttribute(
      "href",
      /^\/onlineCourseDetails\/[0-9a-f-]{36}$/,
    );
    await page.getByRole("link", { name: seededCourses.steel }).click();
    await expect(page.getByRole("heading", { level: 1, name: seededCourses.steel })).toBeVisible();
  });
});

test.describe("online course details", () => {
  test("show dates, the discounted USD price, the instructor and Buy", async ({ page }) => {
    const url = await courseUrl(page, "/onlineCourses", seededCourses.steel);
    const id = url.split("/").pop()!;
    await page.goto(url);
    await expect(page.getByRole("heading", { level: 1, name: seededCourses.steel })).toBeVisible();
    // The course's own dates (its live sessions' times are in the schedule further down).
    const dates = page.locator("dl").filter({ hasText: "Starts" }).first().locator("time");
    await expect(dates).toHaveCount(2);
    await expect(dates.first()).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);
    await expect(dates.first()).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    await expect(page.locator("s")).toHaveText("Original price $150");
    await expect(page.getByText("Discounted price $120", { exact: true })).toBeVisible();
    await expect(page.getByText("Eng. Mona El-Sherif")).toBeVisible();
    await expect(page.getByRole("img", { name: "Photo of Eng. Mona El-Sherif" })).toBeVisible();
    await expect(page.getByRole("link", { name: /^Buy/ })).toHaveAttribute(
      "href",
      `/payment?course=${id}`,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new RegExp(`/onlineCourseDetails/${id}$`),
    );

    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent())!,
    );
    expect(jsonLd).toMatchObject({
      "@type": "Course",
      name: seededCourses.steel,
      provider: { "@type": "Organization" },
      offers: { price: 120, priceCurrency: "USD" },
      hasCourseInstance: { startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
    });
  });

  test("a course without a discount shows one price", async ({ page }) => {
    await page.goto(await courseUrl(page, "/onlineCourses", seededCourses.seismic));
    await expect(page.getByText("$120", { exact: true })).toBeVisible();
    await expect(page.locator("s")).toHaveCount(0);
  });

  test("unknown and malformed ids are not found", async ({ page }) => {
    for (const path of [
      "/onlineCourseDetails/00000000-0000-4000-8000-000000000000",
      "/onlineCourseDetails/not-a-guid",
      "/onDemandCourseDetails/00000000-0000-4000-8000-000000000000",
      "/onDemandCourseDetails/1%27%20or%201=1",
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    }
  });

  test("an on-demand id on the online details page is not found", async ({ page }) => {
    const onDemand = await courseUrl(page, "/onDemandCourses", seededCourses.etabs);
    const response = await page.goto(
      onDemand.replace("onDemandCourseDetails", "onlineCourseDetails"),
    );
    expect(response?.status()).toBe(404);
  });
});

test.describe("on-demand course details", () => {
  test("show packages in EGP with the course discount, Buy per package, hours and sections", async ({
    page,
  }) => {
    const url = await courseUrl(page, "/onDemandCourses", seededCourses.etabs);
    const id = url.split("/").pop()!;
    await page.goto(url);
    await expect(page.getByRole("heading", { level: 1, name: seededCourses.etabs })).toBeVisible();
    const packages = page.getByRole("region", { name: "Packages" });
    await expect(packages.getByRole("heading", { name: "1 months Package" })).toBeVisible();
    await expect(packages.getByRole("heading", { name: "6 months Package" })).toBeVisible();
    // ETABS has 15% off: 900 EGP → 765 EGP.
    await expect(packages.locator("s").first()).toHaveText("Original price 900 EGP");
    await expect(packages.getByText("Discounted price 765 EGP", { exact: true })).toBeVisible();
    const buy = packages.getByRole("link", { name: "Buy the 1 months Package" });
    await expect(buy).toHaveAttribute(
      "href",
      new RegExp(`^/payment\\?course=${id}&package=[0-9a-f-]{36}$`),
    );
    await expect(page.getByText("Total hours")).toBeVisible();

    const content = page.getByRole("region", { name: "Course content" });
    await expect(content.getByText("Section 1: Getting Started with ETABS")).toBeVisible();
    await expect(
      content.getByRole("link", { name: "1. Interface tour and project units" }),
    ).toBeVisible();
    await content.getByText("Section 2: Building the Model").click();
    await expect(
      content.getByRole("link", { name: "2. Modelling shear walls and cores" }),
    ).toBeVisible();

    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent())!,
    );
    expect(jsonLd["@type"]).toBe("Course");
    expect(jsonLd.offers).toHaveLength(3);
    expect(jsonLd.offers[0]).toMatchObject({ priceCurrency: "EGP", price: 765 });
  });
});

test.describe("who may play videos", () => {
  test("a visitor cannot play, sees Buy, and no embed address reaches the browser", async ({
    page,
  }) => {
    const url = await courseUrl(page, "/onDemandCourses", seededCourses.etabs);
    const video = await firstVideoUrl(page, url);
    await expect(page.getByRole("link", { name: /^Buy the/ })).toHaveCount(3);
    await expectNoEmbedAddress(page, url);
    await expectRefused(page, video.url);
  });

  test("a student who is not enrolled cannot play", async ({ page }) => {
    const student = await createStudent();
    await loginAs(page, student.email, student.password);
    const url = await courseUrl(page, "/onDemandCourses", seededCourses.etabs);
    const video = await firstVideoUrl(page, url);
    await expect(page.getByRole("link", { name: /^Buy the/ })).toHaveCount(3);
    await expectRefused(page, video.url);
  });

  test("an enrolled student plays their course, without Buy, but not another course", async ({
    page,
  }) => {
    await loginAs(page, enrolledStudent.email, enrolledStudent.password);
    const url = await courseUrl(page, "/onDemandCourses", seededCourses.etabs);
    const video = await firstVideoUrl(page, url);
    await expect(page.getByText("You are enrolled in this course.")).toBeVisible();
    await expect(page.getByRole("link", { name: /^Buy the/ })).toHaveCount(0);
    await expectPlays(page, video);

    const other = await firstVideoUrl(
      page,
      await courseUrl(page, "/onDemandCourses", seededCourses.ecp203),
    );
    await expectRefused(page, other.url);
  });

  test("a student whose enrolment has expired cannot play and may buy again", async ({ page }) => {
    await loginAs(page, expiredStudent.email, expiredStudent.password);
    const url = await courseUrl(page, "/onDemandCourses", seededCourses.sap2000);
    const video = await firstVideoUrl(page, url);
    await expect(
      page.getByText("Your package for this course has ended.", { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: /^Buy the/ })).toHaveCount(3);
    await expectRefused(page, video.url);
  });

  test("an admin plays any course", async ({ page }) => {
    await loginAs(page, admin.email, admin.password);
    const url = await courseUrl(page, "/onDemandCourses", seededCourses.ecp203);
    const video = await firstVideoUrl(page, url);
    await expect(page.getByRole("link", { name: /^Buy the/ })).toHaveCount(0);
    await expectPlays(page, video);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("lists and details read fine", async ({ page }) => {
    await page.goto("/onDemandCourses");
    await expect(page.getByRole("link", { name: seededCourses.etabs })).toBeVisible();
    await page.getByRole("link", { name: seededCourses.etabs }).click();
    await expect(page.getByRole("heading", { level: 1, name: seededCourses.etabs })).toBeVisible();
    await expect(page.getByRole("link", { name: "Buy the 3 months Package" })).toBeVisible();
    const content = page.getByRole("region", { name: "Course content" });
    await expect(
      content.getByRole("link", { name: "1. Interface tour and project units" }),
    ).toBeVisible();
    await content.getByText("Section 3: Loads and Load Combinations").click();
    await expect(content.getByRole("link", { name: "2. Wind load to ECP 201-2012" })).toBeVisible();
    await content.getByRole("link", { name: "2. Wind load to ECP 201-2012" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Please Buy The Course First" }).first(),
    ).toBeVisible();

    await page.goto("/onlineCourses");
    await page.getByRole("link", { name: seededCourses.steel }).click();
    await expect(page.getByRole("heading", { level: 1, name: seededCourses.steel })).toBeVisible();
    await expect(page.getByRole("link", { name: /^Buy/ })).toBeVisible();
  });
});

test.describe("accessibility", () => {
  test("axe finds no violations on the course lists and details", async ({ page }) => {
    const onDemand = await courseUrl(page, "/onDemandCourses", seededCourses.etabs);
    const online = await courseUrl(page, "/onlineCourses", seededCourses.steel);
    for (const path of ["/onDemandCourses", "/onlineCourses", onDemand, online]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations, path).toEqual([]);
    }
  });
});
