import AxeBuilder from "@axe-core/playwright";
import { messages } from "../lib/messages";
import { arMessages } from "../lib/messages.ar";
import { admin, enrolledStudent, expectNoSideScroll, loginAs, seededCourses } from "./fixtures";
import { expect, test, type Page } from "./test";

// Every screen in Arabic, at 390 px as on a student's phone: right to left, no part wider than
// the screen, no accessibility violation (axe, WCAG 2.2 AA), and no interface text of the English
// catalogue left in it (a key someone forgot to read through the page's language).

test.use({ viewport: { width: 390, height: 844 } });

/**
 * Every English text of the catalogue (words, not codes or formats) whose Arabic text differs. A
 * text node or a label of the Arabic page equal to one of them is interface text left in
 * English; data around it (a course's English title such as "Final exam: ETABS …") is not equal to
 * any, so it is not flagged, and a text the catalogues share (a brand, "PDF") is not either.
 */
const englishTexts = (() => {
  const found = new Set<string>();
  const walk = (english: unknown, arabic: unknown): void => {
    if (typeof english === "string") {
      if (/[A-Za-z]{3}/.test(english) && !english.includes("{") && english !== arabic)
        found.add(english.trim());
    } else if (english && typeof english === "object") {
      for (const [key, entry] of Object.entries(english))
        walk(entry, (arabic as Record<string, unknown> | undefined)?.[key]);
    }
  };
  // The certificate PDF's texts are the PDF's own, in both languages, not a page's; the
  // switch's other-language name is English on purpose.
  walk(
    { ...messages, certificatePdf: null, language: { ...messages.language, otherName: "" } },
    arMessages,
  );
  return [...found];
})();

async function expectArabicScreen(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.getByRole("main")).toBeVisible();
  await expectNoSideScroll(page);
  const shown = await page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest("script, style, [hidden]")) continue;
      texts.push((node.textContent ?? "").replace(/[\u2068\u2069]/g, "").trim());
    }
    for (const element of document.querySelectorAll("[aria-label], [placeholder], [title]"))
      for (const name of ["aria-label", "placeholder", "title"])
        texts.push((element.getAttribute(name) ?? "").trim());
    return texts.filter((text) => text !== "");
  });
  const english = new Set(englishTexts);
  const left = [...new Set(shown.filter((text) => english.has(text)))];
  expect(left, `${path}: English interface text in the Arabic page`).toEqual([]);
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  const found = results.violations.map((violation) => ({
    id: violation.id,
    targets: violation.nodes.map((node) => node.target.join(" ")),
  }));
  expect(found, path).toEqual([]);
}

/** The address of the first details page a list links to (`/ar/products/3`). */
async function firstDetails(page: Page, list: string, prefix: string): Promise<string> {
  await page.goto(`/ar${list}`);
  const href = await page.locator(`a[href^="${prefix}"]`).first().getAttribute("href");
  expect(href, `${list} links a details page under ${prefix}`).toBeTruthy();
  return href!;
}

test("a visitor's screens in Arabic", async ({ page }) => {
  for (const path of [
    "/ar",
    "/ar/onlineCourses",
    "/ar/onDemandCourses",
    "/ar/products",
    "/ar/publications",
    "/ar/consultancyServices",
    "/ar/login",
    "/ar/signup",
    "/ar/ForgotPassword",
  ])
    await test.step(path, () => expectArabicScreen(page, path));
  const online = await firstDetails(page, "/onlineCourses", "/ar/onlineCourseDetails/");
  const onDemand = await firstDetails(page, "/onDemandCourses", "/ar/onDemandCourseDetails/");
  const product = await firstDetails(page, "/products", "/ar/products/");
  const publication = await firstDetails(page, "/publications", "/ar/publications/");
  for (const path of [online, onDemand, product, publication])
    await test.step(path, () => expectArabicScreen(page, path));
});

test("a student's screens in Arabic", async ({ page }) => {
  await loginAs(page, enrolledStudent.email, enrolledStudent.password);
  for (const path of ["/ar/enrolledCourses", "/ar/enrolledProducts", "/ar/editProfile"])
    await test.step(path, () => expectArabicScreen(page, path));
  await page.goto("/ar/onDemandCourses");
  await page.getByRole("link", { name: seededCourses.etabs }).first().click();
  await expect(page).toHaveURL(/\/ar\/onDemandCourseDetails\//);
  await test.step("the enrolled course page", () =>
    expectArabicScreen(page, new URL(page.url()).pathname));
});

test("the owner's screens in Arabic", async ({ page }) => {
  await loginAs(page, admin.email, admin.password);
  for (const path of [
    "/ar/dashboard",
    "/ar/manageOrders",
    "/ar/manageOnDemandCourses",
    "/ar/manageOnlineCourses",
    "/ar/manageProducts",
    "/ar/managePublications",
    "/ar/manageProjects",
    "/ar/manageEnquiries",
    "/ar/assignStudentToCourse",
    "/ar/assignStudentToProduct",
    "/ar/bulkEnrollment",
    "/ar/settings",
    "/ar/createOnDemanCourse",
    "/ar/createOnlineCourse",
    "/ar/createProduct",
    "/ar/createPublication",
    "/ar/addNewProject",
    "/ar/ManageHeaderPhotos",
  ])
    await test.step(path, () => expectArabicScreen(page, path));
});
