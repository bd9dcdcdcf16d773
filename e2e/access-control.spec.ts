import { expect, test, type Request } from "./test";
import { admin, loginAs, seededCourses } from "./fixtures";
import {
  createTestStudent,
  productIdByTitle,
  upstreamAsAdmin,
  upstreamEnrollments,
  type TestStudent,
} from "./student-fixtures";

const product = "Seismic Design Checklist to ECP 201";

let studentA: TestStudent;
let studentB: TestStudent;
let productId: number;

test.beforeAll(async () => {
  [studentA, studentB] = await Promise.all([createTestStudent(), createTestStudent()]);
  productId = await productIdByTitle(product);
  // B owns the product; A does not.
  await upstreamAsAdmin(
    "PUT",
    `/api/Documents/AddProductToStudent?productId=${productId}&studentId=${studentB.id}`,
  );
});

test("student A cannot open student B's profile, but can open their own", async ({ page }) => {
  await loginAs(page, studentA.email, studentA.password);
  const other = await page.goto(`/userProfile/${studentB.id}`);
  expect(other?.status()).toBe(404);
  await expect(page.getByText(studentB.email)).toHaveCount(0);
  const own = await page.goto(`/userProfile/${studentA.id}`);
  expect(own?.status()).toBe(200);
  await expect(page.getByText(studentA.email)).toBeVisible();
});

test("student A cannot download student B's product; B can", async ({ page, browser }) => {
  await loginAs(page, studentA.email, studentA.password);
  const refused = await page.request.get(`/download/product/${productId}`, { maxRedirects: 0 });
  expect(refused.status()).toBe(403);
  expect(refused.headers()["content-disposition"]).toBeUndefined();

  const contextB = await browser.newContext();
  const pageB = await contextB.newPage();
  await loginAs(pageB, studentB.email, studentB.password);
  const allowed = await pageB.request.get(`/download/product/${productId}`, { maxRedirects: 0 });
  expect(allowed.status()).toBe(200);
  expect(allowed.headers()["content-disposition"]).toContain("attachment");
  await contextB.close();
});

test("a forged server-action request from a student is refused and changes nothing", async ({
  page,
  browser,
}) => {
  // Capture a real admin request of the assign-course action: its Next-Action id and body.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await loginAs(adminPage, admin.email, admin.password);
  await adminPage.goto(`/assignStudentToCourse?q=${encodeURIComponent(studentB.email)}`);
  await adminPage.getByRole("row").filter({ hasText: studentB.email }).click();
  const dialog = adminPage.getByRole("dialog");
  const actionRequest = adminPage.waitForRequest(
    (request: Request) => request.method() === "POST" && "next-action" in request.headers(),
  );
  await dialog
    .getByRole("button", { name: `Assign the 1 months package of ${seededCourses.ecp203}` })
    .click();
  const captured = await actionRequest;
  await expect(
    dialog.getByRole("status").filter({ hasText: "Course Assigned To Student Successfully" }),
  ).toBeVisible();
  const headers = captured.headers();
  const body = captured.postData() ?? "";
  expect(body).toContain(studentB.id);
  await adminContext.close();

  // Replay it with student A's cookie, enrolling A this time. Posted to the admin page, proxy.ts
  // turns the student away before anything runs; posted to pages a student may open, it does not
  // run either. (The action's own role check behind both is covered by its unit tests.)
  expect(await upstreamEnrollments(studentA.id)).toEqual([]);
  await loginAs(page, studentA.email, studentA.password);
  const forge = (path: string) =>
    page.request.post(path, {
      headers: {
        "next-action": headers["next-action"]!,
        "content-type": headers["content-type"] ?? "text/plain;charset=UTF-8",
        accept: "text/x-component",
      },
      data: body.replace(studentB.id, studentA.id),
      maxRedirects: 0,
    });
  const viaAdminPage = await forge("/assignStudentToCourse");
  expect(viaAdminPage.status()).toBeGreaterThanOrEqual(300);
  expect(viaAdminPage.headers()["location"]).toMatch(/^\/login/);
  for (const path of ["/", `/userProfile/${studentA.id}`]) {
    expect(await (await forge(path)).text(), path).not.toContain(
      "Course Assigned To Student Successfully",
    );
  }
  expect(await upstreamEnrollments(studentA.id)).toEqual([]);
  // Positive control: the admin's real request did enrol B.
  expect((await upstreamEnrollments(studentB.id)).length).toBe(1);
});

test("a visitor opening any student or admin route goes to /login", async ({ page }) => {
  const routes = [
    `/userProfile/${studentA.id}`,
    "/editProfile",
    "/enrolledCourses",
    "/enrolledProducts",
    "/assignStudentToCourse",
    "/assignStudentToProduct",
  ];
  for (const route of routes) {
    await page.goto(route);
    await expect(page, route).toHaveURL(/\/login(\?|$)/);
    await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
  }
});

test("a student opening an admin route is not shown it", async ({ page }) => {
  await loginAs(page, studentA.email, studentA.password);
  for (const route of ["/assignStudentToCourse", "/assignStudentToProduct"]) {
    await page.goto(route);
    // proxy.ts sends anyone but an admin away from admin pages (to /login, which sends a
    // logged-in student on to /).
    await expect.poll(() => new URL(page.url()).pathname, { message: route }).not.toBe(route);
    await expect(page.getByRole("heading", { level: 1, name: /^Add Student To/ })).toHaveCount(0);
    await expect(page.getByRole("table")).toHaveCount(0);
  }
});
