import { expect, test } from "./test";
import {
  admin,
  createStudent,
  loginAs,
  seededCourses,
  solidPng,
  upstreamUrl,
  webUrl,
} from "./fixtures";

// A student who already holds a live (online) course or a product is never sold it again: the
// list card and the item's page show Enrolled / Download instead of Buy, and the payment page
// says so and offers no order. Set up on the upstream directly (an approved order, an admin's
// assignment), then seen as a person sees it, at phone width.
test.use({ viewport: { width: 390, height: 844 } });

const seismic = "Seismic Design of RC Buildings to ECP 201";
const retainingWall = "Retaining Wall Design Spreadsheet";

/** POST/GET on the upstream as JSON with a bearer token; fails the test on a non-2xx answer. */
async function call<T>(
  path: string,
  token: string | null,
  init: { method?: string; body?: unknown; form?: FormData } = {},
): Promise<T> {
  const response = await fetch(`${upstreamUrl()}${path}`, {
    method: init.method ?? (init.body || init.form ? "POST" : "GET"),
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(init.body ? { "Content-Type": "application/json" } : {}),
    },
    body: init.form ?? (init.body ? JSON.stringify(init.body) : undefined),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

const login = async (path: string, email: string, password: string) =>
  (await call<{ token: string }>(path, null, { body: { email, password } })).token;

/** The user id inside a token (the upstream's name claim). */
const userIdOf = (token: string): string =>
  JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString())[
    "http://schemas.xmlsoap.org/ws/2005/05/identity/claims/name"
  ];

test("a held online course and a held product show no Buy, and the payment page sells neither", async ({
  page,
  browser,
}) => {
  const account = await createStudent();
  const studentToken = await login("/api/Authentication/Login", account.email, account.password);
  const adminToken = await login("/api/Admin/AdminLogin", admin.email, admin.password);
  const courses = await call<{ id: string; name: string }[]>(
    "/api/OnlineCourses/GetAllOnlineCourses",
    null,
  );
  const course = courses.find((item) => item.name === seismic)!;
  const products = await call<{ id: number; title: string }[]>(
    "/api/Documents/Products?PageNumber=1&PageSize=50",
    null,
  );
  const product = products.find((item) => item.title === retainingWall)!;

  await test.step("the student is enrolled in the online course (an approved order) and given the product", async () => {
    const order = await call<{ id: string }>("/api/Orders", studentToken, {
      body: { kind: "onlineCourse", courseId: course.id, paymentMethod: "wallet" },
    });
    const form = new FormData();
    form.set(
      "File",
      new Blob([new Uint8Array(await solidPng(64, 64, "#e8f5e9"))], { type: "image/png" }),
      "proof.png",
    );
    await call(`/api/Orders/${order.id}/Proof`, studentToken, { form });
    await call(`/api/Orders/${order.id}/Approve`, adminToken, { method: "POST" });
    await call(
      `/api/Documents/AddProductToStudent?productId=${product.id}&studentId=${userIdOf(studentToken)}`,
      adminToken,
      { method: "PUT" },
    );
  });

  await loginAs(page, account.email, account.password);

  await test.step("the online course's card says Enrolled; the others do not", async () => {
    await page.goto("/onlineCourses");
    const card = (name: string) =>
      page.getByRole("link").filter({ has: page.getByRole("heading", { name }) });
    await expect(card(seismic)).toContainText("Enrolled");
    // Another seeded online course the student does not hold.
    await expect(card(seededCourses.steel)).toBeVisible();
    await expect(card(seededCourses.steel)).not.toContainText("Enrolled");
  });

  await test.step("the payment page for the online course sells nothing and leads to the course", async () => {
    await page.goto(`/payment?course=${course.id}`);
    await expect(page.getByText("You are already enrolled in this course.")).toBeVisible();
    await expect(page.getByRole("link", { name: /^Go to the course/ })).toHaveAttribute(
      "href",
      `/onlineCourseDetails/${course.id}`,
    );
    await expect(page.getByRole("button", { name: "Place my order" })).toHaveCount(0);
    await expect(page.getByText("Amount to pay")).toHaveCount(0);
  });

  await test.step("the product's page and its card show Download instead of Buy", async () => {
    await page.goto(`/products/${product.id}`);
    await expect(page.getByRole("heading", { level: 1, name: retainingWall })).toBeVisible();
    await expect(page.getByRole("link", { name: `Download ${retainingWall}` })).toHaveAttribute(
      "href",
      `/download/product/${product.id}`,
    );
    await expect(page.getByRole("link", { name: /^Buy/ })).toHaveCount(0);

    await page.goto("/products");
    const card = page
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: retainingWall }) });
    await expect(card.getByRole("link", { name: `Download ${retainingWall}` })).toBeVisible();
    await expect(card.getByRole("link", { name: /^Buy/ })).toHaveCount(0);
  });

  await test.step("the payment page for the product sells nothing and offers the download", async () => {
    await page.goto(`/payment?product=${product.id}`);
    await expect(page.getByText("You already have this product.")).toBeVisible();
    await expect(page.getByRole("link", { name: /^Download/ })).toHaveAttribute(
      "href",
      `/download/product/${product.id}`,
    );
    await expect(page.getByRole("button", { name: "Place my order" })).toHaveCount(0);
  });

  await test.step("a visitor still sees the product's price and Buy", async () => {
    const visitor = await browser.newPage();
    await visitor.goto(`${webUrl()}/products/${product.id}`);
    await expect(visitor.getByRole("link", { name: `Buy ${retainingWall}` })).toBeVisible();
    await visitor.close();
  });
});
