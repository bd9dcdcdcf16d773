import { expect, test, type Browser, type Page } from "./test";
import { admin, enrolledStudent, expectNoSideScroll, loginAs, seededCourses } from "./fixtures";

/*
 * Free preview videos: the admin marks a video of an on-demand course as a preview; a visitor
 * (or a student who has not bought the course) plays it, sees it marked "Preview" in the
 * sections, and is still refused every other video. The demo seed marks the first ETABS video.
 * On today's main every video a visitor taps says "Please Buy The Course First".
 */

test.use({ viewport: { width: 390, height: 844 } });

const preview = "Interface tour and project units";
const nextLesson = "Defining grids and storey data";
/** The last ETABS video: the admin marks it and clears the mark again. */
const lastLesson = "Preparing the design report";

// Any trace of a video's embed address: the stored snippet (youtube.com/embed) or the player's.
const embedAddress = /youtube\.com\/embed|youtube-nocookie/;

/** Opens the ETABS details page from its card, as a visitor would. */
async function openEtabs(page: Page) {
  await page.goto("/onDemandCourses");
  await page.getByRole("link", { name: seededCourses.etabs }).click();
  await expect(page.getByRole("heading", { level: 1, name: seededCourses.etabs })).toBeVisible();
  return page.getByRole("region", { name: "Course content" });
}

/** A visitor's page in a context of its own (no session), with the players' addresses blocked. */
async function visitorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.route(/youtube/, (route) => route.abort());
  return page;
}

test("a visitor plays the demo preview and is refused the next lesson", async ({ page }) => {
  // No internet in the test run: the player's address is checked, not fetched.
  await page.route(/youtube/, (route) => route.abort());
  const content = await openEtabs(page);

  const previewLink = content.getByRole("link", { name: `1. ${preview}` });
  await expect(previewLink.getByText("Preview", { exact: true })).toBeVisible();
  await expect(
    content.getByRole("link", { name: `2. ${nextLesson}` }).getByText("Preview"),
  ).toHaveCount(0);
  // The preview has no lock; the next lesson has one, and both tell their length.
  const lock = { name: "Locked: buy the course to watch" } as const;
  await expect(previewLink.getByRole("img", lock)).toHaveCount(0);
  const nextLink = content.getByRole("link", { name: `2. ${nextLesson}` });
  await expect(nextLink.getByRole("img", lock)).toBeVisible();
  for (const link of [previewLink, nextLink]) {
    await expect(link.locator("time")).toHaveText(/^\d{1,2}:\d{2}$/);
    await expect(link.locator("time")).toHaveAttribute("datetime", /^PT(\d+M)?(\d+S)?$/);
  }
  await expectNoSideScroll(page);

  await previewLink.click();
  await expect(page).toHaveURL(/\?video=\d+/);
  await expect(page.getByText("Please Buy The Course First")).toHaveCount(0);
  await page.getByRole("button", { name: `Play video: ${preview}` }).click();
  await expect(page.locator(`iframe[title="${preview}"]`)).toHaveAttribute(
    "src",
    /^https:\/\/www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{11}\?autoplay=1$/,
  );
  await expectNoSideScroll(page);

  await content.getByRole("link", { name: `2. ${nextLesson}` }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Please Buy The Course First" }).first(),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: /^Play video/ })).toHaveCount(0);
  await expect(page.locator("iframe")).toHaveCount(0);
  // The refused lesson's page carries no video address at all, in the DOM or the HTML sent.
  expect(await page.content()).not.toMatch(embedAddress);
  expect(await (await page.request.get(page.url())).text()).not.toMatch(embedAddress);
});

test("the admin marks a video 'Free preview' and clears it; a visitor's page follows", async ({
  page,
  browser,
}) => {
  await loginAs(page, admin.email, admin.password);
  await openEtabs(page);

  await test.step("the demo preview's Edit dialog shows the box ticked", async () => {
    await page.getByRole("button", { name: `Edit video ${preview}` }).click();
    const dialog = page.getByRole("dialog", { name: `Edit Video ${preview}` });
    await expect(dialog.getByLabel("Free preview")).toBeChecked();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);
  });

  const setMark = async (isPreview: boolean) => {
    await page.getByRole("button", { name: `Edit video ${lastLesson}` }).click();
    const dialog = page.getByRole("dialog", { name: `Edit Video ${lastLesson}` });
    const box = dialog.getByLabel("Free preview");
    await expect(box).toBeChecked({ checked: !isPreview });
    await box.setChecked(isPreview);
    await expectNoSideScroll(page);
    await dialog.getByRole("button", { name: "Save Video" }).click();
    await expect(
      page.locator("[data-sonner-toast]").filter({ hasText: "Updated Video Successfully" }).first(),
    ).toBeVisible();
    await expect(dialog).toHaveCount(0);
  };

  const visitor = await visitorPage(browser);
  let lastLessonUrl = "";
  await test.step("marked: the visitor sees 'Preview' on it and plays it", async () => {
    await setMark(true);
    const content = await openEtabs(visitor);
    await content.getByText("Section 5: Design and Output").click();
    const link = content.getByRole("link", { name: `4. ${lastLesson}` });
    await expect(link.getByText("Preview", { exact: true })).toBeVisible();
    await link.click();
    await expect(visitor).toHaveURL(/\?video=\d+/);
    // Without its #player: going to the very same address and fragment would not load it again.
    lastLessonUrl = visitor.url().replace(/#.*$/, "");
    await expect(visitor.getByRole("button", { name: `Play video: ${lastLesson}` })).toBeVisible();
  });

  await test.step("cleared: the visitor is refused it again and the mark is gone", async () => {
    await setMark(false);
    await visitor.goto(lastLessonUrl);
    await expect(
      visitor.getByRole("alert").filter({ hasText: "Please Buy The Course First" }).first(),
    ).toBeVisible();
    await expect(visitor.getByRole("button", { name: /^Play video/ })).toHaveCount(0);
    const content = await openEtabs(visitor);
    await content.getByText("Section 5: Design and Output").click();
    await expect(content.getByRole("link", { name: `4. ${lastLesson}` })).toBeVisible();
    await expect(
      content.getByRole("link", { name: `4. ${lastLesson}` }).getByText("Preview"),
    ).toHaveCount(0);
  });
  await visitor.context().close();
});

test("an enrolled student sees no lock on the lessons of a course they can watch", async ({
  page,
}) => {
  await page.route(/youtube/, (route) => route.abort());
  await loginAs(page, enrolledStudent.email, enrolledStudent.password);
  const content = await openEtabs(page);
  const nextLink = content.getByRole("link", { name: `2. ${nextLesson}` });
  await expect(nextLink).toBeVisible();
  await expect(content.getByRole("img", { name: "Locked: buy the course to watch" })).toHaveCount(
    0,
  );
  await expect(nextLink.locator("time")).toHaveText(/^\d{1,2}:\d{2}$/);
  await expectNoSideScroll(page);
});
