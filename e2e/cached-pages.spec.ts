import { PUBLIC_LIST_PAGES } from "../scripts/public-pages.mjs";
import { expect, test } from "./test";
import { admin, createStudent, loginAs, upstreamUrl } from "./fixtures";

// A visitor's public page is a document stored in Next's full-route cache (app/render/[mode]); a
// signed-in reader's, or one with a query, is rendered per request at its own address. The
// `request` fixture carries no cookies: it is a visitor.

test("a visitor's page is the same for every visitor; a logged-in student's header shows their own account", async ({
  page,
  request,
}) => {
  for (const path of ["/", "/onDemandCourses", "/products", "/products?page=2"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    // Nothing of a visitor's page depends on who asks: no cookie is set, the corner says Sign Up.
    expect(response.headers()["set-cookie"], path).toBeUndefined();
    // Next's own header for a stored page: a shared cache in front may keep it (the balancer's
    // micro-cache caps that at a second, deploy/haproxy.cfg); a browser keeps nothing (no max-age).
    // A query's page is rendered for its request and never stored.
    const cacheControl = response.headers()["cache-control"] ?? "";
    if (path.includes("?")) expect(cacheControl, path).toContain("no-store");
    else {
      expect(cacheControl, path).toMatch(/(?:^|, )s-maxage=\d+/);
      expect(cacheControl, path).not.toMatch(/private|no-store|(?:^|, )max-age/);
    }
    const html = await response.text();
    expect(html, path).toContain("Sign Up");
    expect(html, path).not.toContain("Logout");
  }

  // A page with a per-request CSP nonce (the auth pages) is never shared.
  expect((await request.get("/login")).headers()["cache-control"]).toContain("private");

  const student = await createStudent();
  await loginAs(page, student.email, student.password);
  const response = await page.goto("/products");
  expect(response?.headers()["cache-control"]).toContain("private");
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Profile" })).toHaveAttribute(
    "href",
    /^\/userProfile\//,
  );
  await expect(header.getByRole("button", { name: "Logout" })).toBeVisible();
  await expect(header.getByRole("link", { name: "Sign Up" })).toHaveCount(0);
});

test("an admin's change appears on the cached public page at the next load", async ({
  page,
  request,
}) => {
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
  // Created through the API, it is a draft until published (upstream extension "Publishing").
  await fetch(`${upstreamUrl()}/api/Publishing/product/${productId}`, {
    method: "PUT",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
    body: JSON.stringify({ published: true }),
  });
  const detailsPath = `/products/${productId}`;

  // The visitor's page is read (and its product cached) with the old price.
  await request.get(detailsPath);
  const cached = await request.get(detailsPath);
  expect(cached.status()).toBe(200);
  expect(await cached.text()).toContain("$3");

  await loginAs(page, admin.email, admin.password);
  await page.goto(`/manageProducts?q=${encodeURIComponent(title)}`);
  const row = () => page.getByRole("row").filter({ hasText: title });
  await row().getByRole("button", { name: "Edit", exact: true }).click();
  await page.getByRole("dialog").getByLabel("File Price ($)").fill("7.5");
  await page.getByRole("dialog").getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Data Updated Successfully")).toBeVisible();

  // The very next visitor load shows the new price: the change expired the product's cache tags.
  const fresh = await request.get(detailsPath);
  expect(fresh.status()).toBe(200);
  const html = await fresh.text();
  expect(html).toContain("$7.50");
  expect(html).not.toContain(">$3<");

  // Deleted again (other specs count the catalogue), and the cached page goes with it.
  await row().getByRole("button", { name: "Delete" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete product" }).click();
  await expect(page.getByText("No Products Yet!")).toBeVisible();
  expect((await request.get(detailsPath)).status()).toBe(404);
});

/** How many requests the e2e upstream has answered (UPSTREAM_TEST_CLOCK=true exposes the count). */
async function upstreamAnswered(): Promise<number> {
  const response = await fetch(`${upstreamUrl()}/__test/requests`);
  return ((await response.json()) as { answered: number }).answered;
}

test("a visitor's page, English or Arabic, is a stored document: the second request is served from Next's cache and asks the upstream nothing", async ({
  request,
}) => {
  const course = (await (await request.get("/onDemandCourses")).text()).match(
    /\/onDemandCourseDetails\/[0-9a-f-]{36}/,
  )?.[0];
  expect(course).toBeTruthy();
  for (const path of [...PUBLIC_LIST_PAGES, course!]) {
    expect((await request.get(path)).status(), path).toBe(200);
    const before = await upstreamAnswered();
    const again = await request.get(path);
    expect(again.status(), path).toBe(200);
    expect(again.headers()["x-nextjs-cache"], path).toMatch(/^(HIT|STALE)$/);
    expect(await again.text(), path).toContain("Sign Up");
    expect(await upstreamAnswered(), path).toBe(before);
  }
  // The Arabic pages are stored documents of their own, just as cheap.
  for (const path of [...PUBLIC_LIST_PAGES, course!].map((p) => (p === "/" ? "/ar" : `/ar${p}`))) {
    expect((await request.get(path)).status(), path).toBe(200);
    const before = await upstreamAnswered();
    const again = await request.get(path);
    expect(again.status(), path).toBe(200);
    expect(again.headers()["x-nextjs-cache"], path).toMatch(/^(HIT|STALE)$/);
    expect(await again.text(), path).toMatch(/<html lang="ar" dir="rtl"/);
    expect(await upstreamAnswered(), path).toBe(before);
  }
});

test("a query or a session renders the page per request: never stored, so random queries and ids add no lasting entries", async ({
  page,
  request,
}) => {
  for (const path of [
    "/products?q=zz-no-such-thing",
    "/products?page=7",
    "/consultancyServices?project=1",
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["x-nextjs-cache"], path).toBeUndefined();
  }
  // An unknown id answers 404; its page lives 5 minutes at most (not the catalogue's 30 days).
  const unknown = await request.get("/onDemandCourseDetails/00000000-0000-4000-8000-000000000abc");
  expect(unknown.status()).toBe(404);
  expect(Number(unknown.headers()["x-nextjs-stale-time"] ?? "0")).toBeLessThanOrEqual(30);
  expect((await request.get("/products/987654")).status()).toBe(404);
  // The stored documents' own addresses are not reachable from outside.
  expect((await request.get("/render/shared/products")).status()).toBe(404);

  // A signed-in student gets the page rendered for them at the same address.
  const student = await createStudent();
  await loginAs(page, student.email, student.password);
  const response = await page.goto("/onDemandCourses");
  expect(response?.headers()["x-nextjs-cache"]).toBeUndefined();
  await expect(page.getByRole("banner").getByRole("button", { name: "Logout" })).toBeVisible();
});

test("a public page arrives compressed and names its stylesheet once, a build file the browser keeps", async ({
  request,
}) => {
  // Next's own compression (gzip); Brotli, where wanted, is the balancer's or a CDN's.
  const compressed = await request.get("/publications", {
    headers: { "accept-encoding": "gzip, deflate, br" },
  });
  expect(compressed.status()).toBe(200);
  expect(compressed.headers()["content-encoding"]).toBe("gzip");
  const html = await compressed.text();
  // The stylesheet is no longer inlined (it was, and it travelled three times: a <style> and two
  // copies in the payload React hydrates from).
  expect(html).not.toMatch(/<style[^>]*data-precedence/);
  const stylesheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map(
    (match) => match[1],
  );
  expect(stylesheets).toHaveLength(1);
  const css = await request.get(stylesheets[0]!, { headers: { "accept-encoding": "br" } });
  expect(css.status()).toBe(200);
  expect(css.headers()["cache-control"]).toContain("immutable");
  const rule = (await css.text()).slice(200, 260);
  expect(html).not.toContain(rule);
  expect(html).toContain("Publications");

  const plain = await request.get("/publications", { headers: { "accept-encoding": "identity" } });
  expect(plain.headers()["content-encoding"]).toBeUndefined();
  expect(await plain.text()).toBe(html);
});
