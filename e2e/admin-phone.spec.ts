import { routes } from "../lib/routes/manifest";
import { expect, test, type Page } from "./test";
import {
  admin,
  createStudent,
  expectNoSideScroll,
  loginAs,
  seededCourses,
  sideOverflow,
  solidPng,
  upstreamUrl,
} from "./fixtures";

/*
 * The owner runs the business from a phone: every admin page fits a 390 px wide
 * screen without scrolling sideways.
 */

test.use({ viewport: { width: 390, height: 844 } });

/** Ids of seeded items, read from the upstream, to open the admin pages that take one. */
async function seededIds(): Promise<Record<string, string>> {
  const read = async (path: string) =>
    (await (await fetch(`${upstreamUrl()}${path}`)).json()) as {
      id: string | number;
      name?: string;
      kind?: string;
    }[];
  const [onDemand, online, projects, products] = await Promise.all([
    read("/api/OnDemandCourses/GetAllOnDemandCourses"),
    read("/api/OnlineCourses/GetAllOnlineCourses"),
    read("/api/Projects"),
    read("/api/Documents/Products?PageNumber=1&PageSize=1"),
  ]);
  // The demo course with a section quiz and a final exam.
  const etabs = String(onDemand.find((course) => course.name === seededCourses.etabs)!.id);
  const final = (await read(`/api/Assessments/Course/${etabs}`)).find(
    (assessment) => assessment.kind === "final",
  )!;
  return {
    "/manageAssessments/[courseId]": etabs,
    "/manageAssessments/[courseId]/[assessmentId]": `${etabs}/${final.id}`,
    "/managePackages/[id]": String(onDemand[0]!.id),
    "/editOnDemandCourse/[id]": String(onDemand[0]!.id),
    "/ManageOnDemandCoursesEnrollments/[id]": String(onDemand[0]!.id),
    "/editOnlineCourse/[id]": String(online[0]!.id),
    "/manageLiveSessions/[id]": String(online[0]!.id),
    "/ManageOnlineCourseEnrollments/[id]": String(online[0]!.id),
    "/editProject/[id]": String(projects[0]!.id),
    "/ManageProductsEnrollments/[id]": String(products[0]!.id),
    "/manageProductsEnrollments/[id]": String(products[0]!.id),
  };
}

/** A route's address with its params filled from the seeded ids ("course/assessment" for two). */
function urlOf(path: string, ids: Record<string, string>): string {
  const values = (ids[path] ?? "").split("/");
  return path.replace(/\[\w+\]/g, () => encodeURIComponent(values.shift()!));
}

test("every admin page fits a 390 px wide phone screen", async ({ page }) => {
  test.setTimeout(180_000);
  const ids = await seededIds();
  await loginAs(page, admin.email, admin.password);
  const adminPaths = routes.filter((route) => route.access === "admin").map((route) => route.path);
  expect(adminPaths.length).toBeGreaterThan(15);
  const tooWide: string[] = [];
  for (const path of adminPaths) {
    const url = urlOf(path, ids);
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const extra = await sideOverflow(page);
    if (extra > 0) tooWide.push(`${url}: ${extra}px too wide`);
  }
  // The course page with the admin's editing controls.
  await page.goto(`/onDemandCourseDetails/${ids["/managePackages/[id]"]}`);
  const extra = await sideOverflow(page);
  if (extra > 0) tooWide.push(`course page (admin): ${extra}px too wide`);
  expect(tooWide).toEqual([]);
});

/** A new student's order of a package, with a proof sent, straight through the upstream. */
async function orderWithProof(): Promise<string> {
  const upstream = upstreamUrl();
  const student = await createStudent();
  const login = await fetch(`${upstream}/api/Authentication/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(student),
  });
  const { token } = (await login.json()) as { token: string };
  const courses = (await (
    await fetch(`${upstream}/api/OnDemandCourses/GetAllOnDemandCourses`)
  ).json()) as {
    id: string;
    packages: { id: string }[];
  }[];
  const course = courses.find((item) => item.packages.length > 0)!;
  const created = await fetch(`${upstream}/api/Orders`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
    body: JSON.stringify({
      kind: "package",
      courseId: course.id,
      packageId: course.packages[0]!.id,
      paymentMethod: "wallet",
    }),
  });
  const order = (await created.json()) as { id: string; reference: string };
  const proof = await solidPng(360, 640, "#e3f2fd");
  const form = new FormData();
  form.set("File", new Blob([new Uint8Array(proof)], { type: "image/png" }), "transfer.png");
  const sent = await fetch(`${upstream}/api/Orders/${order.id}/Proof`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  expect(sent.status).toBe(200);
  return order.reference;
}

test("the owner approves a payment proof from a phone", async ({ page }) => {
  const reference = await orderWithProof();
  await loginAs(page, admin.email, admin.password);
  await page.goto("/manageOrders");
  const item = page.getByRole("listitem").filter({ hasText: reference });
  await expect(item).toContainText("left of 24 hours");
  await item.getByRole("button", { name: `View proof full screen (order ${reference})` }).click();
  const viewer = page.getByRole("dialog", { name: `Proof of order ${reference}` });
  // Full screen, with what the decision rests on in view.
  const box = await viewer.boundingBox();
  expect(box?.width).toBe(390);
  await expect(viewer).toContainText(reference);
  await expect(viewer).toContainText("left of 24 hours");
  await viewer.getByRole("button", { name: `Approve order ${reference}` }).click();
  await page
    .getByRole("alertdialog", { name: `Approve order ${reference}?` })
    .getByRole("button", { name: "Approve", exact: true })
    .click();
  await expect(page.getByText("Order approved: access starts now")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: reference })).toHaveCount(0);
  await expectNoSideScroll(page);
});

/**
 * What of an open dialog reaches past its box or past the screen, at the phone's width: the
 * dialog itself, and each visible control in it (a button cut off at the right edge cannot be
 * seen or reliably tapped). Controls below the fold are fine: dialogs scroll.
 */
async function dialogOverflow(page: Page): Promise<string[]> {
  const dialog = page.locator('[role="dialog"], [role="alertdialog"]').last();
  await expect(dialog).toBeVisible();
  // Measured once the opening animation is over (it scales the box).
  await dialog.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
  return dialog.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const width = window.innerWidth;
    const found: string[] = [];
    if (box.left < -0.5 || box.right > width + 0.5)
      found.push(`the dialog (${Math.round(box.left)}–${Math.round(box.right)} px)`);
    for (const control of element.querySelectorAll<HTMLElement>(
      "button, a[href], input, select, textarea",
    )) {
      const rect = control.getBoundingClientRect();
      // Visually hidden inputs (file pickers behind a drop zone, sr-only labels) take no room.
      if (rect.width <= 1 || rect.height <= 1 || getComputedStyle(control).visibility === "hidden")
        continue;
      if (rect.left < box.left - 0.5 || rect.right > box.right + 0.5 || rect.right > width + 0.5) {
        const name =
          control.getAttribute("aria-label") ?? control.textContent?.trim() ?? control.tagName;
        found.push(
          `"${name.slice(0, 60)}" (${Math.round(rect.left)}–${Math.round(rect.right)} px, box ${Math.round(box.left)}–${Math.round(box.right)})`,
        );
      }
    }
    return found;
  });
}

/** Closes the open dialog with Escape, as a person would, without confirming anything. */
async function closeDialog(page: Page): Promise<void> {
  await page.keyboard.press("Escape");
  await expect(page.locator('[role="dialog"], [role="alertdialog"]')).toHaveCount(0);
}

test("every dialog of the admin screens fits a 390 px wide phone screen", async ({ page }) => {
  test.setTimeout(300_000);
  const ids = await seededIds();
  await loginAs(page, admin.email, admin.password);
  const adminPaths = routes.filter((route) => route.access === "admin").map((route) => route.path);
  const pages = [
    ...adminPaths.map((path) => urlOf(path, ids)),
    // The course page with the admin's editing controls (add section, add / edit video …).
    `/onDemandCourseDetails/${ids["/managePackages/[id]"]}`,
  ];
  const cutOff: string[] = [];
  const opened: string[] = [];
  for (const url of pages) {
    await page.goto(url);
    // One dialog of each kind per page: the same trigger on every row opens the same dialog.
    const labels = await page
      .locator('button[aria-haspopup="dialog"]:visible')
      .evaluateAll((buttons) =>
        buttons.map((button) => {
          const copy = button.cloneNode(true) as HTMLElement;
          copy.querySelectorAll(".sr-only").forEach((hidden) => hidden.remove());
          return copy.textContent?.trim() ?? "";
        }),
      );
    const firstOfKind = [...new Map(labels.map((label, index) => [label, index])).entries()].map(
      ([label]) => labels.indexOf(label),
    );
    for (const index of firstOfKind) {
      await page.locator('button[aria-haspopup="dialog"]:visible').nth(index).click();
      const name = `${url} › ${labels[index]}`;
      opened.push(name);
      for (const problem of await dialogOverflow(page)) cutOff.push(`${name}: ${problem}`);
      await closeDialog(page);
    }
    // The assignment pickers open from a student's row, not from a dialog trigger.
    if (/^\/assignStudentTo(Course|Product)$/.test(url)) {
      await page.getByRole("table").getByRole("button").first().click();
      opened.push(`${url} › picker`);
      for (const problem of await dialogOverflow(page)) cutOff.push(`${url} › picker: ${problem}`);
      await closeDialog(page);
    }
  }
  // The pickers, the course and document editors, confirmations and uploads were all opened.
  expect(opened.length).toBeGreaterThan(25);
  expect(opened).toEqual(
    expect.arrayContaining(["/assignStudentToProduct › picker", "/assignStudentToCourse › picker"]),
  );
  expect(cutOff).toEqual([]);
});

test("the assignment screens' student tables fit a phone: no column scrolls out of sight", async ({
  page,
}) => {
  const student = await createStudent();
  await loginAs(page, admin.email, admin.password);
  for (const path of ["/assignStudentToCourse", "/assignStudentToProduct"] as const) {
    await page.goto(`${path}?q=${encodeURIComponent(student.email)}`);
    const table = page.getByRole("table");
    await expect(table.getByText(student.email).locator("visible=true")).toBeVisible();
    const [tableWidth, frameWidth] = await table.evaluate((element) => [
      element.scrollWidth,
      element.parentElement!.clientWidth,
    ]);
    expect(tableWidth, path).toBeLessThanOrEqual(frameWidth);
  }
});
