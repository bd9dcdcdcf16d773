import sharp from "sharp";
import { routes } from "../lib/routes/manifest";
import { expect, test, type Page } from "./test";
import { admin, createStudent, loginAs, upstreamUrl } from "./fixtures";

/*
 * The owner runs the business from a phone (issue 22): every admin page fits a 390 px wide
 * screen without scrolling sideways.
 */

test.use({ viewport: { width: 390, height: 844 } });

/** Ids of seeded items, read from the upstream, to open the admin pages that take one. */
async function seededIds(): Promise<Record<string, string>> {
  const read = async (path: string) => (await (await fetch(`${upstreamUrl()}${path}`)).json()) as { id: string | number }[];
  const [onDemand, online, projects, products] = await Promise.all([
    read("/api/OnDemandCourses/GetAllOnDemandCourses"),
    read("/api/OnlineCourses/GetAllOnlineCourses"),
    read("/api/Projects"),
    read("/api/Documents/Products?PageNumber=1&PageSize=1"),
  ]);
  return {
    "/managePackages/{id}": String(onDemand[0]!.id),
    "/editOnDemandCourse/{id}": String(onDemand[0]!.id),
    "/ManageOnDemandCoursesEnrollments/{id}": String(onDemand[0]!.id),
    "/editOnlineCourse/{id}": String(online[0]!.id),
    "/manageLiveSessions/{id}": String(online[0]!.id),
    "/ManageOnlineCourseEnrollments/{id}": String(online[0]!.id),
    "/editProject/{id}": String(projects[0]!.id),
    "/ManageProductsEnrollments/{id}": String(products[0]!.id),
    "/manageProductsEnrollments/{id}": String(products[0]!.id),
  };
}

/** How much wider than the screen the page is, in CSS pixels (0 = it fits). */
async function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

test("every admin page fits a 390 px wide phone screen", async ({ page }) => {
  test.setTimeout(180_000);
  const ids = await seededIds();
  await loginAs(page, admin.email, admin.password);
  const adminPaths = routes.filter((route) => route.access === "admin").map((route) => route.path);
  expect(adminPaths.length).toBeGreaterThan(15);
  const tooWide: string[] = [];
  for (const path of adminPaths) {
    const url = path.includes("{id}") ? path.replace("{id}", encodeURIComponent(ids[path]!)) : path;
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const extra = await overflow(page);
    if (extra > 0) tooWide.push(`${url}: ${extra}px too wide`);
  }
  // The course page with the admin's editing controls.
  await page.goto(`/onDemandCourseDetails/${ids["/managePackages/{id}"]}`);
  const extra = await overflow(page);
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
  const courses = (await (await fetch(`${upstream}/api/OnDemandCourses/GetAllOnDemandCourses`)).json()) as {
    id: string;
    packages: { id: string }[];
  }[];
  const course = courses.find((item) => item.packages.length > 0)!;
  const created = await fetch(`${upstream}/api/Orders`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
    body: JSON.stringify({ kind: "package", courseId: course.id, packageId: course.packages[0]!.id, paymentMethod: "wallet" }),
  });
  const order = (await created.json()) as { id: string; reference: string };
  const proof = await sharp({ create: { width: 360, height: 640, channels: 3, background: "#e3f2fd" } }).png().toBuffer();
  const form = new FormData();
  form.set("File", new Blob([new Uint8Array(proof)], { type: "image/png" }), "transfer.png");
  const sent = await fetch(`${upstream}/api/Orders/${order.id}/Proof`, { method: "POST", headers: { Authorization: `Bearer ${token}` }, body: form });
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
  await page.getByRole("dialog", { name: `Approve order ${reference}?` }).getByRole("button", { name: "Approve", exact: true }).click();
  await expect(page.getByText("Order approved: access starts now")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: reference })).toHaveCount(0);
  expect(await overflow(page)).toBe(0);
});
