import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "./test";
import { PDFDocument } from "pdf-lib";
import { createStudent, enrolledStudent, expiredStudent, loginAs, upstreamUrl } from "./fixtures";
import {
  courseVideoIds,
  expectNoAxeViolations,
  upstreamJson,
  upstreamLogin,
  watchLessons,
} from "./student-fixtures";

/*
 * Learning progress and certificates. The player's own events (time played, the end of the video)
 * cannot be driven from here (a message from the YouTube/Vimeo origin cannot be forged by the
 * page or the test, and there is no internet to play from), so they are covered by the unit tests
 * of lib/progress/player-events.ts; this journey reports the time played to the upstream as the
 * player would, moving the upstream's clock instead of waiting, and uses the "Complete and
 * continue" button (and "Mark as complete" on the last video).
 */

const safe = "SAFE: Slab and Foundation Design";
const sap2000 = "SAP2000 for Bridges and Special Structures";

async function openCourse(page: Page, name: string): Promise<string> {
  await page.goto("/onDemandCourses");
  const href = await page.getByRole("link", { name }).getAttribute("href");
  expect(href).toBeTruthy();
  await page.goto(href!);
  return href!;
}

/** The course id and the first video id of a course page's URL and links. */
async function courseAndVideo(page: Page): Promise<{ courseId: string; videoId: string }> {
  const courseId = new URL(page.url()).pathname.split("/").pop()!;
  const href = await page
    .getByRole("region", { name: "Course content" })
    .locator('a[href*="?video="]')
    .first()
    .getAttribute("href");
  const videoId = /video=(\d+)/.exec(href!)![1]!;
  return { courseId, videoId };
}

async function recordOnUpstream(
  token: string,
  courseId: string,
  studentId: string,
  videoId: string,
) {
  return fetch(
    `${upstreamUrl()}/api/progress/courses/${courseId}/students/${studentId}/videos/${videoId}`,
    {
      method: "PUT",
      headers: { Authorization: `Bearer ${token}` },
    },
  );
}

test("a student cannot click through unwatched lessons, watches and completes every video, downloads the certificate, and a visitor verifies it", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await loginAs(page, enrolledStudent.email, enrolledStudent.password);
  await openCourse(page, safe);

  const panel = page.getByRole("region", { name: "Your progress" });
  const courseBar = panel.getByRole("progressbar", { name: "Course progress" });
  await expect(courseBar).toHaveAttribute("value", "0");
  // The seed gives SAFE 16 videos; the admin studio spec, which runs first, adds and removes some.
  const startText = await panel.getByText(/^0 of \d+ videos done/).textContent();
  const total = Number(/^0 of (\d+)/.exec(startText ?? "")?.[1]);
  expect(total).toBeGreaterThan(0);

  let code = "";
  await test.step("Continue opens the first video; Complete and continue records it and opens the next in one click", async () => {
    await page.getByRole("link", { name: /^Continue/ }).click();
    await expect(page).toHaveURL(/\?video=\d+/);
    // The tracked player asks YouTube for its end-of-video messages (no internet here).
    await page.route(/youtube/, (route) => route.abort());
    await page.getByRole("button", { name: /^Play video/ }).click();
    await expect(page.locator("#player iframe")).toHaveAttribute(
      "src",
      /[?&]enablejsapi=1&origin=/,
    );
    // Clicking through without watching earns nothing: the upstream says how much is left.
    await page.getByRole("button", { name: "Complete and continue" }).click();
    await expect(
      page
        .getByRole("region", { name: "Course content" })
        .getByRole("alert")
        .filter({ hasText: /^Watch \d+:\d{2} more of this lesson to complete it\.$/ }),
    ).toBeVisible();
    await expect(panel.getByText(new RegExp(`^0 of ${total} videos done`))).toBeVisible();
    // The player's reports of time played, sent as the player would (it cannot play here).
    const { courseId } = await courseAndVideo(page);
    const mariam = await upstreamLogin(enrolledStudent.email, enrolledStudent.password);
    const course = await upstreamJson<{ sections: { id: string }[] }>(
      "GET",
      `/api/OnDemandCourses/${courseId}`,
      mariam.token,
    );
    const videoIds = await courseVideoIds(mariam.token, course.sections);
    expect(videoIds).toHaveLength(total);
    await watchLessons(mariam.token, courseId, mariam.userId, videoIds);
    await page.reload();
    for (let done = 1; done <= total; done += 1) {
      const playing = Number(new URL(page.url()).searchParams.get("video"));
      // The video on the page is never the one "Continue" offers.
      for (const href of await page
        .getByRole("link", { name: /^Continue/ })
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")))) {
        expect(href).not.toContain(`video=${playing}#`);
      }
      const isLast = done === total;
      await page
        .getByRole("button", { name: isLast ? "Mark as complete" : "Complete and continue" })
        .click();
      if (isLast) {
        // The certificate just earned is said in view, on a phone too, before anything else.
        const earned = page.getByRole("dialog", { name: "Certificate earned" });
        await expect(earned.getByRole("link", { name: "Download PDF" })).toBeVisible();
        await earned.getByRole("button", { name: "Close" }).click();
      }
      await expect(panel.getByText(new RegExp(`^${done} of ${total} videos done`))).toBeVisible();
      if (isLast) {
        await expect(page.getByText("Completed", { exact: true })).toBeVisible();
      } else {
        // One click: the next video not done is open, with nothing recorded for it yet.
        await expect(page).not.toHaveURL(new RegExp(`video=${playing}(#|$)`));
        await expect(
          page.getByRole("button", { name: /^(Complete and continue|Mark as complete)$/ }),
        ).toBeVisible();
      }
    }
  });

  await test.step("the course shows 100%, every video done, and the certificate", async () => {
    await expect(courseBar).toHaveAttribute("value", "100");
    await expect(panel.getByText("Course complete! Your certificate is ready.")).toBeVisible();
    await expect(page.getByRole("link", { name: /^Continue/ })).toHaveCount(0);
    await expect(page.getByText("Not done", { exact: true })).toHaveCount(0);
    await expect(page.getByText("Done", { exact: true })).toHaveCount(total);
    const verify = page.getByRole("link", {
      name: `Verification page of the certificate for ${safe}`,
    });
    code = /\/certificates\/([a-z0-9-]+)$/.exec((await verify.getAttribute("href"))!)![1]!;
    expect(code).toMatch(/^[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}$/);
    // Reloaded first: the success toast of the last recording is the shared Toaster's (its
    // rich-colour success text fails colour contrast; reported to the lead), not this page's.
    await page.reload();
    await expect(courseBar).toHaveAttribute("value", "100");
    await expectNoAxeViolations(page, "course page at 100%");
  });

  await test.step("the PDF opens and holds the name and the code", async () => {
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: `Download certificate (PDF) for ${safe}` }).click();
    const download = await downloading;
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toContain(code.toUpperCase());
    expect(pdf.getSubject()).toBe(`Mariam Hassan completed ${safe}`);
  });

  await test.step("enrolled courses show the percent and link to the certificate", async () => {
    await page.goto("/enrolledCourses");
    await expect(page.getByRole("progressbar", { name: `Progress in ${safe}` })).toHaveAttribute(
      "value",
      "100",
    );
    await expectNoAxeViolations(page, "enrolled courses with progress");
    await expect(
      page.getByRole("link", { name: `Download certificate (PDF) for ${safe}` }),
    ).toHaveAttribute("href", `/certificates/${code}/pdf`);
    await expect(
      page.getByRole("link", { name: `Verification page of the certificate for ${safe}` }),
    ).toHaveAttribute("href", `/certificates/${code}`);
  });

  await test.step("a visitor opens the verification page from the code", async () => {
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    const response = await visitor.goto(`/certificates/${code.toUpperCase()}`);
    expect(response?.status()).toBe(200);
    await expect(
      visitor.getByRole("heading", { level: 1, name: "Certificate of Completion" }),
    ).toBeVisible();
    await expect(
      visitor.getByText("Verified: this certificate was issued by BrightWay Engineering."),
    ).toBeVisible();
    await expect(visitor.getByText("Mariam Hassan", { exact: true })).toBeVisible();
    await expect(visitor.getByRole("link", { name: safe })).toBeVisible();
    await expect(visitor.getByText(code.toUpperCase(), { exact: true })).toBeVisible();
    await expectNoAxeViolations(visitor, "certificate page");
    const html = await visitor.content();
    expect(html).not.toContain(enrolledStudent.email);
    expect(html).not.toContain("01012345678");
    expect((await visitor.goto("/certificates/abcd-efgh-jkmn"))?.status()).toBe(404);
    await visitorContext.close();
  });
});

test("another student cannot record progress on that course", async ({ page }) => {
  const other = await createStudent();
  await loginAs(page, other.email, other.password);
  await openCourse(page, safe);
  await expect(page.getByRole("progressbar", { name: "Course progress" })).toHaveCount(0);
  const { courseId, videoId } = await courseAndVideo(page);
  await page.goto(`${new URL(page.url()).pathname}?video=${videoId}`);
  await expect(
    page.getByRole("region", { name: "Course content" }).getByText("Please Buy The Course First"),
  ).toBeVisible();
  await expect(
    page.getByRole("button", { name: /^(Mark as complete|Complete and continue)$/ }),
  ).toHaveCount(0);

  // Straight to the upstream with their own token: not enrolled, nor for Mariam's id.
  const { userId, token } = await upstreamLogin(other.email, other.password);
  const mariam = await upstreamLogin(enrolledStudent.email, enrolledStudent.password);
  expect((await recordOnUpstream(token, courseId, userId, videoId)).status).toBe(403);
  expect((await recordOnUpstream(token, courseId, mariam.userId, videoId)).status).toBe(403);
});

test("an expired student sees their progress but cannot add to it", async ({ page }) => {
  await loginAs(page, expiredStudent.email, expiredStudent.password);
  await openCourse(page, sap2000);
  await expect(page.getByRole("progressbar", { name: "Course progress" })).toHaveAttribute(
    "value",
    "22",
  );
  const panel = page.getByRole("region", { name: "Your progress" });
  await expect(panel.getByText(/^4 of 18 videos done/)).toBeVisible();
  await expect(
    panel.getByText(
      "Your access to this course has ended: your progress is kept, but nothing new can be recorded.",
    ),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: /^Continue/ })).toHaveCount(0);
  const { courseId, videoId } = await courseAndVideo(page);
  await page.goto(`${new URL(page.url()).pathname}?video=${videoId}`);
  await expect(
    page.getByRole("button", { name: /^(Mark as complete|Complete and continue)$/ }),
  ).toHaveCount(0);

  const { userId, token } = await upstreamLogin(expiredStudent.email, expiredStudent.password);
  const lastVideo = await page
    .getByRole("region", { name: "Course content" })
    .locator('a[href*="?video="]')
    .last()
    .getAttribute("href");
  const refused = await recordOnUpstream(
    token,
    courseId,
    userId,
    /video=(\d+)/.exec(lastVideo!)![1]!,
  );
  expect(refused.status).toBe(403);
  expect(((await refused.json()) as { detail: string }).detail).toBe(
    "Your access to this course has ended.",
  );
  await page.reload();
  await expect(panel.getByText(/^4 of 18 videos done/)).toBeVisible();
});
