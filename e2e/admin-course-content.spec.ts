import { expect, test, type Page } from "./test";
import { admin, loginAs, upstreamUrl } from "./fixtures";
import {
  adminToken,
  createTestStudent,
  expectNoAxeViolations,
  uniqueSuffix,
} from "./student-fixtures";

// The admin's course studio: packages, sections and videos of an on-demand course,
// reordering by keyboard, and enrolment management, checked against what a visitor and a
// student then see.

/** A seeded on-demand course no other journey looks inside (Mariam's active enrolment). */
const courseName = "SAFE: Slab and Foundation Design";

/** A JSON call on the upstream with the admin's token; returns the parsed body (or null). */
async function asAdmin(method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${upstreamUrl()}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${await adminToken()}`,
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  const text = await response.text();
  return text ? JSON.parse(text) : null;
}

async function courseIdByName(name: string): Promise<string> {
  const list = (await asAdmin("GET", "/api/OnDemandCourses")) as { id: string; name: string }[];
  const course = list.find((item) => item.name === name);
  if (!course) throw new Error(`no on-demand course "${name}"`);
  return course.id;
}

/** axe on the page once no toast is on screen (a toast fading in or out has partial contrast). */
async function expectAccessible(page: Page, where: string) {
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
  await expectNoAxeViolations(page, where);
}

async function expectToast(page: Page, text: string) {
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: text }).first()).toBeVisible();
}

/** The section names in the order the public section list shows them ("Section n: name"). */
async function publicSectionNames(page: Page): Promise<string[]> {
  const summaries = page.getByRole("region", { name: "Course content" }).locator("summary");
  return (await summaries.allInnerTexts()).map((text) =>
    text.replace(/^Section \d+:\s*/, "").trim(),
  );
}

/**
 * Moves a sortable item one place with the keyboard: focus its handle ("Move {label}"), Space to
 * pick it up, the arrow key, Space to drop; each step waits for what a screen reader is told.
 */
async function moveWithKeyboard(page: Page, label: string, key: "ArrowUp" | "ArrowDown") {
  const handle = page.getByRole("button", { name: `Move ${label}` });
  const liveRegion = page.getByRole("status").filter({ hasText: new RegExp(`^${label} was `) });
  await handle.focus();
  await page.keyboard.press("Space");
  await expect(handle).toHaveAttribute("aria-pressed", "true");
  await expect(liveRegion).toHaveText(/was moved into position \d+ of \d+\.$/);
  const before = await liveRegion.innerText();
  await page.keyboard.press(key);
  await expect(liveRegion).not.toHaveText(before);
  await page.keyboard.press("Space");
  await expect(liveRegion).toHaveText(/was dropped at position \d+ of \d+\.$/);
}

/** The video titles of a course's section as the upstream stores them, in order. */
async function upstreamVideoTitles(courseId: string, sectionName: string): Promise<string[]> {
  const sections = (await asAdmin("GET", `/api/Sections/${courseId}`)) as {
    id: string;
    name: string;
  }[];
  const section = sections.find((candidate) => candidate.name === sectionName);
  if (!section) return [];
  const videos = (await asAdmin("GET", `/api/Sections/GetVideosToSection/${section.id}`)) as {
    title: string;
  }[];
  return videos.map((video) => video.title);
}

/** The section names of a course as the upstream stores them, in order. */
async function upstreamSectionNames(courseId: string): Promise<string[]> {
  const sections = (await asAdmin("GET", `/api/Sections/${courseId}`)) as { name: string }[];
  return sections.map((section) => section.name);
}

test("the admin adds a package, sections and videos, edits and reorders them; a visitor sees the order", async ({
  page,
  browser,
}) => {
  // One long journey (about 25 server round trips): more than the default on a busy machine.
  test.setTimeout(180_000);
  const suffix = uniqueSuffix();
  const courseId = await courseIdByName(courseName);
  const packageName = `Studio ${suffix}`;
  const sectionA = `Studio A ${suffix}`;
  const sectionB = `Studio B ${suffix}`;
  const video1 = `Studio intro ${suffix}`;
  const video2 = `Studio snippet ${suffix}`;
  const video3 = `Studio third ${suffix}`;
  await page.route(/youtube|vimeo/, (route) => route.abort());
  await loginAs(page, admin.email, admin.password);

  await test.step("Add New Package opens at once from ?add=1 and checks its fields", async () => {
    await page.goto(`/managePackages/${courseId}?add=1`);
    const dialog = page.getByRole("dialog", { name: "Add New Package" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Add Package" }).click();
    await expect(dialog.getByText("Please enter the package name")).toBeVisible();
    await dialog.getByLabel("Package name").fill(packageName);
    await dialog.getByLabel("Duration (months)").fill("0");
    await dialog.getByLabel("Price (EGP)").fill("-1");
    await dialog.getByRole("button", { name: "Add Package" }).click();
    await expect(
      dialog.getByText("Duration must be a whole number of months, at least 1"),
    ).toBeVisible();
    await expect(dialog.getByText("Price must be a number of at least 0 (EGP)")).toBeVisible();
    await dialog.getByLabel("Duration (months)").fill("2");
    await dialog.getByLabel("Price (EGP)").fill("950");
    await dialog.getByRole("button", { name: "Add Package" }).click();
    await expectToast(page, "Package Created Successfully");
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/managePackages/${courseId}$`));
    await expect(page.getByRole("heading", { level: 1, name: courseName })).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: packageName });
    await expect(row).toContainText("2 months");
    await expect(row).toContainText("950 EGP");
  });

  await test.step("the package is edited in a dialog", async () => {
    await page.getByRole("button", { name: `Edit package ${packageName}` }).click();
    const dialog = page.getByRole("dialog", { name: `Edit package ${packageName}` });
    await dialog.getByLabel("Price (EGP)").fill("1100");
    await dialog.getByRole("button", { name: "Save Package" }).click();
    await expectToast(page, "Package updated successfully");
    await expect(page.getByRole("row").filter({ hasText: packageName })).toContainText("1,100 EGP");
    await expectAccessible(page, "/managePackages/{id}");
  });

  const details = `/onDemandCourseDetails/${courseId}`;
  await test.step("two sections are added ('Please provide a name' first)", async () => {
    await page.goto(details);
    await page.getByRole("button", { name: "Add New Section" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Section" });
    await dialog.getByRole("button", { name: "Add Section" }).click();
    await expect(dialog.getByText("Please provide a name")).toBeVisible();
    await dialog.getByLabel("Section Name").fill(sectionA);
    await dialog.getByRole("button", { name: "Add Section" }).click();
    await expectToast(page, "Successfully Added Section");
    await expect(page.getByRole("heading", { name: new RegExp(`: ${sectionA}$`) })).toBeVisible();
    await page.getByRole("button", { name: "Add New Section" }).click();
    await dialog.getByLabel("Section Name").fill(`${sectionB} draft`);
    await dialog.getByRole("button", { name: "Add Section" }).click();
    await expect(
      page.getByRole("heading", { name: new RegExp(`: ${sectionB} draft$`) }),
    ).toBeVisible();
  });

  await test.step("a section is renamed in Edit Section", async () => {
    await page.getByRole("button", { name: `Edit section ${sectionB} draft` }).click();
    const dialog = page.getByRole("dialog", { name: `Edit Section ${sectionB} draft` });
    await dialog.getByLabel("Section Name").fill(sectionB);
    await dialog.getByRole("button", { name: "Save Section" }).click();
    await expectToast(page, "Updated section Successfully");
    await expect(page.getByRole("heading", { name: new RegExp(`: ${sectionB}$`) })).toBeVisible();
  });

  await test.step("three videos are added, one by embed snippet, with the spec's checks and a preview", async () => {
    await page.getByRole("button", { name: `Add video to section ${sectionA}` }).click();
    const dialog = page.getByRole("dialog", { name: `Add Video to ${sectionA}` });
    await dialog.getByRole("button", { name: "Add Video" }).click();
    await expect(dialog.getByText("Please Enter a name")).toBeVisible();
    await expect(dialog.getByText("Please Enter a url")).toBeVisible();
    await dialog.getByLabel("Video Name").fill(video1);
    await dialog.getByLabel("Video URL or embed code").fill("https://example.com/video.mp4");
    await dialog.getByRole("button", { name: "Add Video" }).click();
    await expect(
      dialog.getByText(/^Paste a YouTube link \(youtube\.com\/watch\?v=…, youtu\.be\/…/).first(),
    ).toBeVisible();
    await dialog
      .getByLabel("Video URL or embed code")
      .fill("https://www.youtube.com/embed/AbCdEf12345");
    await expect(dialog.getByText(/^Preview: YouTube video/)).toBeVisible();
    await expect(dialog.getByRole("button", { name: `Play video: ${video1}` })).toBeVisible();
    await dialog.getByRole("button", { name: "Add Video" }).click();
    await expectToast(page, "Video Added Successfully");
    await expect(page.getByRole("link", { name: new RegExp(video1) })).toBeVisible();

    await page.getByRole("button", { name: `Add video to section ${sectionA}` }).click();
    await dialog.getByLabel("Video Name").fill(video2);
    await dialog
      .getByLabel("Video URL or embed code")
      .fill(
        '<iframe src="https://player.vimeo.com/video/76979871" width="640" allowfullscreen></iframe>',
      );
    await expect(dialog.getByText(/^Preview: Vimeo video/)).toBeVisible();
    await dialog.getByRole("button", { name: "Add Video" }).click();
    await expect(page.getByRole("link", { name: new RegExp(video2) })).toBeVisible();

    await page.getByRole("button", { name: `Add video to section ${sectionB}` }).click();
    const dialogB = page.getByRole("dialog", { name: `Add Video to ${sectionB}` });
    await dialogB.getByLabel("Video Name").fill(video3);
    await dialogB
      .getByLabel("Video URL or embed code")
      .fill("https://www.youtube.com/embed/ZyXwVu98765");
    await dialogB.getByRole("button", { name: "Add Video" }).click();
    await expect(page.getByRole("link", { name: new RegExp(video3) })).toBeVisible();
  });

  await test.step("a video is renamed with an empty URL, which keeps its source", async () => {
    await page.getByRole("button", { name: `Edit video ${video1}` }).click();
    const dialog = page.getByRole("dialog", { name: `Edit Video ${video1}` });
    await expect(dialog.getByText("The current video is kept.")).toBeVisible();
    await dialog.getByLabel("Video Name").fill(`${video1} v2`);
    await dialog.getByRole("button", { name: "Save Video" }).click();
    await expectToast(page, "Updated Video Successfully");
    await page.getByRole("link", { name: new RegExp(`${video1} v2`) }).click();
    await expect(page.getByRole("button", { name: `Play video: ${video1} v2` })).toBeVisible();
  });

  await test.step("sections and videos are reordered with the keyboard", async () => {
    await moveWithKeyboard(page, `section ${sectionB}`, "ArrowUp");
    await expectToast(page, "Order saved");
    await expect
      .poll(async () => (await upstreamSectionNames(courseId)).slice(-2))
      .toEqual([sectionB, sectionA]);
    await moveWithKeyboard(page, `video ${video2}`, "ArrowUp");
    await expect
      .poll(() => upstreamVideoTitles(courseId, sectionA))
      .toEqual([video2, `${video1} v2`]);
    await page.reload();
    const headings = await page.getByRole("heading", { level: 3 }).allInnerTexts();
    const names = headings.map((text) => text.replace(/^Section \d+:\s*/, ""));
    expect(names.indexOf(sectionB)).toBe(names.indexOf(sectionA) - 1);
    await expectAccessible(page, "/onDemandCourseDetails/{id} as admin");
  });

  await test.step("a video and a section are deleted after confirmation", async () => {
    await page.getByRole("button", { name: `Delete video ${video3}` }).click();
    await page
      .getByRole("alertdialog", { name: `Delete video ${video3}?` })
      .getByRole("button", { name: "Delete Video" })
      .click();
    await expectToast(page, "Video Deleted successfully");
    await expect(page.getByRole("link", { name: new RegExp(video3) })).toHaveCount(0);
    await page.getByRole("button", { name: "Add New Section" }).click();
    await page
      .getByRole("dialog", { name: "Add New Section" })
      .getByLabel("Section Name")
      .fill(`Temp ${suffix}`);
    await page
      .getByRole("dialog", { name: "Add New Section" })
      .getByRole("button", { name: "Add Section" })
      .click();
    await page.getByRole("button", { name: `Delete section Temp ${suffix}` }).click();
    await page
      .getByRole("alertdialog", { name: `Delete section Temp ${suffix}?` })
      .getByRole("button", { name: "Delete Section" })
      .click();
    await expectToast(page, "Section Deleted successfully");
    await expect(page.getByRole("heading", { name: new RegExp(`Temp ${suffix}`) })).toHaveCount(0);
  });

  await test.step("a visitor sees the new order, the package, and no admin controls", async () => {
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto(details);
    const names = await publicSectionNames(visitor);
    expect(names.slice(-2)).toEqual([sectionB, sectionA]);
    const sectionAItem = visitor
      .getByRole("region", { name: "Course content" })
      .getByRole("listitem")
      .filter({ has: visitor.locator("summary", { hasText: sectionA }) });
    await sectionAItem.locator("summary").click();
    const titles = (await sectionAItem.locator('a[href*="?video="]').allInnerTexts()).map((text) =>
      text.replace(/^\d+\.\s*/, "").trim(),
    );
    expect(titles).toEqual([video2, `${video1} v2`]);
    await expect(visitor.getByRole("heading", { name: "2 months Package" })).toBeVisible();
    await expect(visitor.getByRole("button", { name: "Add New Section" })).toHaveCount(0);
    await expect(visitor.getByRole("button", { name: /^(Edit|Delete|Move) / })).toHaveCount(0);
    await visitorContext.close();
  });
});

test("an enrolled student is moved to another package, then removed, and loses access", async ({
  page,
  browser,
}) => {
  const suffix = uniqueSuffix();
  const name = `Enrolment Course ${suffix}`;
  const { courseId } = (await asAdmin("POST", "/api/OnDemandCourses", {
    name,
    description: "A course made for the enrolment journey.",
    objectives: "-",
    price: 0,
    discount: 0,
    hasDiscount: false,
    hours: "4",
    intructorName: "Eng. Test",
    intructorDescription: "Tester",
  })) as { courseId: string };
  // Created through the API, it is a draft until published (upstream extension "Publishing").
  await asAdmin("PUT", `/api/Publishing/onDemandCourse/${courseId}`, { published: true });
  for (const [label, months, price] of [
    ["Short", 1, 300],
    ["Long", 6, 1500],
  ] as const) {
    await asAdmin("POST", "/api/Packages", {
      name: label,
      durationByMonthes: months,
      price,
      courseId,
    });
  }
  const packages = (await asAdmin("GET", `/api/Packages/PackegesToCourse/${courseId}`)) as {
    id: string;
    name: string;
  }[];
  const short = packages.find((pkg) => pkg.name === "Short")!;
  await asAdmin("POST", "/api/Sections", { courseId, name: "Only section" });
  const [section] = (await asAdmin("GET", `/api/Sections/${courseId}`)) as { id: string }[];
  await asAdmin("POST", "/api/Sections/AddVideoToSection", {
    id: 0,
    title: "Only video",
    videoUrl: "https://www.youtube.com/embed/AbCdEf12345",
    sectionId: section!.id,
  });
  const [video] = (await asAdmin("GET", `/api/Sections/GetVideosToSection/${section!.id}`)) as {
    id: number;
  }[];
  const videoPage = `/onDemandCourseDetails/${courseId}?video=${video!.id}`;

  await loginAs(page, admin.email, admin.password);
  const enrollmentsPage = `/ManageOnDemandCoursesEnrollments/${courseId}`;
  await page.goto(enrollmentsPage);
  await expect(page.getByText("No enrolled students.")).toBeVisible();

  const student = await createTestStudent();
  const studentName = `${student.firstName} ${student.lastName}`;
  await asAdmin("POST", "/api/Students/Enrollment", {
    studentId: student.id,
    courseId,
    packageId: short.id,
    startDate: new Date().toISOString(),
  });
  const studentContext = await browser.newContext();
  const studentPage = await studentContext.newPage();
  await studentPage.route(/youtube/, (route) => route.abort());
  await loginAs(studentPage, student.email, student.password);
  await studentPage.goto(videoPage);
  await expect(studentPage.getByRole("button", { name: "Play video: Only video" })).toBeVisible();

  await test.step("the enrolment table shows the student, the package and active access", async () => {
    await page.reload();
    const row = page.getByRole("row").filter({ hasText: student.email });
    await expect(row.getByRole("link", { name: studentName })).toHaveAttribute(
      "href",
      `/userProfile/${student.id}`,
    );
    await expect(row).toContainText("Short (1 months)");
    await expect(row).toContainText(student.phoneNumber);
    await expect(row).toContainText("Active");
    await expectAccessible(page, "/ManageOnDemandCoursesEnrollments/{id}");
  });

  await test.step("Edit Enrollment moves the student to the other package", async () => {
    await page.getByRole("button", { name: `Edit Enrollment of ${studentName}` }).click();
    const dialog = page.getByRole("dialog", { name: `Change the package of ${studentName}` });
    await dialog.getByRole("radio", { name: /^Long/ }).check();
    await dialog.getByRole("button", { name: "Save Package" }).click();
    await expectToast(page, "Enrollment Updated Successfully");
    await expect(page.getByRole("row").filter({ hasText: student.email })).toContainText(
      "Long (6 months)",
    );
  });

  await test.step("the package the student holds cannot be deleted: the admin is told who holds it", async () => {
    await page.goto(`/managePackages/${courseId}`);
    await page.getByRole("button", { name: "Delete package Long" }).click();
    const dialog = page.getByRole("dialog", { name: "Long cannot be deleted yet" });
    await expect(dialog).toContainText(`1 student holds it (${studentName})`);
    await expect(dialog.getByRole("link", { name: "Manage Enrollments" })).toHaveAttribute(
      "href",
      enrollmentsPage,
    );
    await dialog.getByRole("button", { name: "Close" }).click();
    await page.getByRole("button", { name: "Delete package Short" }).click();
    await page
      .getByRole("alertdialog", { name: "Delete package Short?" })
      .getByRole("button", { name: "Delete" })
      .click();
    await expectToast(page, "Package Deleted Successfully");
    await expect(page.getByRole("row").filter({ hasText: "Short" })).toHaveCount(0);
  });

  await test.step("Remove Enrollment, confirmed, ends the student's access", async () => {
    await page.goto(enrollmentsPage);
    await page.getByRole("button", { name: `Remove Enrollment of ${studentName}` }).click();
    await page
      .getByRole("alertdialog", { name: `Remove ${studentName} from this course?` })
      .getByRole("button", { name: "Remove Enrollment" })
      .click();
    await expectToast(page, "Enrollment Removed Successfully");
    await expect(page.getByText("No enrolled students.")).toBeVisible();
    await studentPage.goto(videoPage);
    await expect(
      studentPage.getByRole("alert").filter({ hasText: "Please Buy The Course First" }).first(),
    ).toBeVisible();
    await expect(studentPage.getByRole("button", { name: /^Play video/ })).toHaveCount(0);
  });
  await studentContext.close();
});
