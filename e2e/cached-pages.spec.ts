import { expect, test } from "./test";
import { admin, createStudent, loginAs, upstreamUrl } from "./fixtures";

// Issue 12: a visitor's plain view of a public page comes from Next's page cache (the cached
// twin, rewritten by the proxy); a session or a query gets the page rendered per request.
// The `request` fixture carries no cookies: it is a visitor.

test("a visitor is served the cached page; a logged-in student's header shows their own account", async ({
  page,
  request,
}) => {
  for (const path of ["/", "/onDemandCourses", "/products"]) {
    const first = await request.get(path);
    expect(first.status(), path).toBe(200);
    const cacheControl = first.headers()["cache-control"] ?? "";
    expect(cacheControl, path).toMatch(/s-maxage=\d+/);
    expect(cacheControl, path).toContain("stale-while-revalidate");
    expect(cacheControl, path).not.toContain("private");
    const second = await request.get(path);
    expect(second.headers()["x-nextjs-cache"], path).toBe("HIT");
    expect(await second.text(), path).toContain("Sign Up");
  }

  // A query changes the page, so it is rendered per request and not kept by any shared cache.
  const paged = await request.get("/products?page=2");
  expect(paged.headers()["cache-control"]).toContain("private");

  const student = await createStudent();
  await loginAs(page, student.email, student.password);
  const response = await page.goto("/products");
  expect(response?.headers()["cache-control"]).toContain("private");
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Profile" })).toHaveAttribute("href", /^\/userProfile\//);
  await expect(header.getByRole("button", { name: "Logout" })).toBeVisible();
  await expect(header.getByRole("link", { name: "Sign Up" })).toHaveCount(0);
});

test("an admin's change appears on the cached public page at the next load", async ({ page, request }) => {
  const title = `Cached page check ${Date.now().toString(36)}`;
  const login = await fetch(`${upstreamUrl()}/api/Admin/AdminLogin`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  });
  const { token } = (await login.json()) as { token: string };
  const created = await fetch(`${upstreamUrl()}/api/Documents/Product`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
    body: JSON.stringify({ title, description: "Checks the page cache", price: 3 }),
  });
  const { productId } = (await created.json()) as { productId: number };
  const detailsPath = `/products/${productId}`;

  // The visitor's page is cached with the old price.
  await request.get(detailsPath);
  const cached = await request.get(detailsPath);
  expect(cached.headers()["x-nextjs-cache"]).toBe("HIT");
  expect(await cached.text()).toContain("$3");

  await loginAs(page, admin.email, admin.password);
  await page.goto(`/manageProducts?q=${encodeURIComponent(title)}`);
  const row = () => page.getByRole("row").filter({ hasText: title });
  await row().getByRole("button", { name: "Edit", exact: true }).click();
  await page.getByRole("dialog").getByLabel("File Price ($)").fill("7.5");
  await page.getByRole("dialog").getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Data Updated Successfully")).toBeVisible();

  // The very next visitor load shows the new price: the change invalidated the cached page.
  const fresh = await request.get(detailsPath);
  expect(fresh.status()).toBe(200);
  const html = await fresh.text();
  expect(html).toContain("$7.50");
  expect(html).not.toContain(">$3<");

  // Deleted again (other specs count the catalogue), and the cached page goes with it.
  await row().getByRole("button", { name: "Delete" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete product" }).click();
  await expect(page.getByText("No Products Yet!")).toBeVisible();
  expect((await request.get(detailsPath)).status()).toBe(404);
});

test("a public page arrives Brotli-compressed with its stylesheet inline, so the first paint waits for no other file", async ({
  request,
}) => {
  const brotli = await request.get("/publications", { headers: { "accept-encoding": "gzip, deflate, br" } });
  expect(brotli.status()).toBe(200);
  expect(brotli.headers()["content-encoding"]).toBe("br");
  const html = await brotli.text();
  expect(html).toMatch(/<style[^>]*data-precedence/);
  expect(html).not.toContain('rel="stylesheet"');
  expect(html).toContain("Publications");

  const gzip = await request.get("/publications", { headers: { "accept-encoding": "gzip" } });
  expect(gzip.headers()["content-encoding"]).toBe("gzip");
  expect(await gzip.text()).toBe(html);
});
