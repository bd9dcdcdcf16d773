import { expect, test, type BrowserContext, type Page } from "./test";
import { admin, createStudent, enrolledStudent, loginAs, upstreamUrl } from "./fixtures";

// The sealed session cookie (lib/auth/session.ts SESSION_COOKIE_NAME; that module is
// server-only, so the name is repeated here).
const SESSION_COOKIE = "bw_session";

// Any JWT: the upstream token is one, and it must never reach the browser in readable form.
const jwtShape = /eyJ[\w-]+\.[\w-]+\.[\w-]+/;

async function sessionCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === SESSION_COOKIE);
}

/**
 * Records the body of every textual response the page receives (HTML, scripts, RSC payloads,
 * JSON, CSS) while `run` navigates. Images and other binaries carry no token and are skipped.
 */
interface Received {
  url: string;
  type: string;
  body: string;
}

async function collectBodies(page: Page, run: () => Promise<void>): Promise<Received[]> {
  const pending: Promise<Received | null>[] = [];
  const onResponse = (response: import("@playwright/test").Response) => {
    const type = response.headers()["content-type"] ?? "";
    if (!/html|javascript|x-component|json|text\/|css/.test(type)) return;
    pending.push(
      response
        .text()
        .then((body) => ({ url: response.url(), type, body }))
        // Redirects have no body.
        .catch(() => null),
    );
  };
  page.on("response", onResponse);
  try {
    await run();
  } finally {
    page.off("response", onResponse);
  }
  return (await Promise.all(pending)).filter((entry) => entry !== null);
}

const upstreamApiPath =
  /\/api\/(Admin|Authentication|Documents|OnDemandCourses|OnlineCourses|Packages|Projects|Sections|Static|Students|Orders|progress|certificates)\//;

function expectNoSecrets(bodies: Received[]) {
  const upstream = upstreamUrl();
  const upstreamHost = new URL(upstream).host;
  // The check means something only if pages, scripts and RSC payloads were all seen.
  expect(bodies.filter((entry) => entry.type.includes("text/html")).length).toBeGreaterThan(3);
  expect(bodies.filter((entry) => entry.type.includes("javascript")).length).toBeGreaterThan(3);
  expect(bodies.filter((entry) => entry.type.includes("x-component")).length).toBeGreaterThan(0);
  for (const { url, body } of bodies) {
    expect(body, `a JWT in ${url}`).not.toMatch(jwtShape);
    expect(body, `the upstream URL in ${url}`).not.toContain(upstream);
    expect(body, `the upstream host in ${url}`).not.toContain(upstreamHost);
    // The upstream's controllers (contract §1.1, and the reference upstream's extensions); the web
    // app's own route handlers live under /api/ too (/api/admin/…, /api/orders/…), lower-case.
    expect(body, `an upstream /api/ path in ${url}`).not.toMatch(upstreamApiPath);
  }
}

/** Opens each path with a full page load. */
/**
 * Follows a header link inside the app: a client navigation, which fetches the page's RSC payload
 * (rather than HTML), so that payloads are among the bodies checked. It waits for the page's
 * scripts first, as a click before hydration loads the next page as plain HTML.
 */
async function navigateInApp(page: Page, linkName: string, url: RegExp) {
  await page.waitForLoadState("networkidle");
  const payload = page.waitForResponse((response) =>
    (response.headers()["content-type"] ?? "").includes("text/x-component"),
  );
  await page.getByRole("banner").getByRole("link", { name: linkName }).click();
  await payload;
  await expect(page).toHaveURL(url);
}

async function browse(page: Page, paths: string[]) {
  for (const path of paths) {
    await page.goto(path);
    await expect(page.locator("body")).toBeVisible();
  }
}

test.describe("route guard", () => {
  test("a visitor opening an admin or student route is sent to /login", async ({ page }) => {
    await page.goto("/manageProducts");
    await expect(page).toHaveURL(/\/login\?next=%2FmanageProducts$/);
    await page.goto("/assignStudentToCourse");
    await expect(page).toHaveURL(/\/login\?next=%2FassignStudentToCourse$/);
    await page.goto("/enrolledCourses");
    await expect(page).toHaveURL(/\/login\?next=%2FenrolledCourses$/);
  });

  test("a student opening an admin route is sent to /login, where they may log in as an admin", async ({
    page,
  }) => {
    const student = await createStudent();
    await loginAs(page, student.email, student.password);
    for (const route of ["/assignStudentToCourse", "/ManageHeaderPhotos", "/editProject/1"]) {
      await page.goto(route);
      await expect(page, route).toHaveURL(
        (url) => url.pathname === "/login" && url.searchParams.get("next") === route,
      );
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByLabel("E-mail")).toBeVisible();
    }
  });
});

test.describe("session cookie", () => {
  test("is HttpOnly and SameSite=Lax, and sealed (no readable token)", async ({
    page,
    context,
  }) => {
    await loginAs(page, enrolledStudent.email, enrolledStudent.password);
    const cookie = await sessionCookie(context);
    expect(cookie).toBeDefined();
    expect(cookie!.httpOnly).toBe(true);
    expect(cookie!.sameSite).toBe("Lax");
    expect(cookie!.path).toBe("/");
    expect(cookie!.value).not.toMatch(jwtShape);
    // Scripts cannot read it.
    expect(await page.evaluate(() => document.cookie)).not.toContain(SESSION_COOKIE);
  });

  test("a tampered cookie means logged out", async ({ page, context }) => {
    await loginAs(page, enrolledStudent.email, enrolledStudent.password);
    await expect(page.getByRole("banner").getByRole("link", { name: "Profile" })).toBeVisible();
    const cookie = (await sessionCookie(context))!;
    // Flip a run of characters in the middle of the seal (inside the encrypted part).
    const middle = Math.floor(cookie.value.length / 2);
    const flipped = [...cookie.value.slice(middle, middle + 6)]
      .map((ch) => (ch === "A" ? "B" : "A"))
      .join("");
    const tampered = `${cookie.value.slice(0, middle)}${flipped}${cookie.value.slice(middle + 6)}`;
    expect(tampered).not.toBe(cookie.value);
    await context.addCookies([{ ...cookie, value: tampered }]);

    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Login" })).toBeVisible();
    await expect(header.getByRole("link", { name: "Profile" })).toHaveCount(0);
    await page.goto("/enrolledCourses");
    await expect(page).toHaveURL(/\/login\?next=%2FenrolledCourses$/);
    await page.goto("/editProfile");
    await expect(page).toHaveURL(/\/login\?next=%2FeditProfile$/);
  });
});

test.describe("nothing of the upstream reaches the browser", () => {
  test("a student's pages carry no token and no upstream address", async ({ page }) => {
    const bodies = await collectBodies(page, async () => {
      await loginAs(page, enrolledStudent.email, enrolledStudent.password);
      await browse(page, [
        "/",
        "/onDemandCourses",
        "/onlineCourses",
        "/products",
        "/publications",
        "/enrolledCourses",
        "/enrolledProducts",
        "/editProfile",
      ]);
      await navigateInApp(page, "Profile", /\/userProfile\//);
      await navigateInApp(page, "Products", /\/products$/);
    });
    expectNoSecrets(bodies);
  });

  test("an admin's pages carry no token and no upstream address", async ({ page }) => {
    const bodies = await collectBodies(page, async () => {
      await loginAs(page, admin.email, admin.password);
      await browse(page, [
        "/assignStudentToCourse",
        "/assignStudentToProduct",
        "/",
        "/onDemandCourses",
        "/products",
      ]);
      await navigateInApp(page, "Publications", /\/publications$/);
    });
    expectNoSecrets(bodies);
  });
});
