import { products as demoProducts } from "@brightway/upstream/seed/content";
import { createStudent, resetPasswordTo, upstreamUrl } from "./fixtures";
import { expect, test, type Page } from "./test";
import { mailsFor } from "./outbox";

// A browser without JavaScript gets every visitor's page complete, as sent by the server: its
// main heading, its items with their prices, and the footer (nothing of it may wait for a script
// or a client island). Forms work by plain posts (login, sign-up and the password reset, the
// request for the link included), and a signed-in reader reaches Profile and Logout from the
// header. Items and prices are read from the upstream, as the pages should show them.

test.use({ javaScriptEnabled: false });

type CourseVm = {
  id: string;
  name: string;
  discount: number;
  hasDiscount: boolean;
  defaultPrice: number;
  packages: { price: number; durationByMonthes: number }[] | null;
};
type DocumentVm = { id: number; title: string; price?: number };

async function upstreamList<T>(endpoint: string): Promise<T[]> {
  const response = await fetch(`${upstreamUrl()}${endpoint}`);
  expect(response.ok, endpoint).toBe(true);
  return (await response.json()) as T[];
}

/** An amount as the pages write it: whole amounts bare, others with two decimals; thousands with commas. */
function amount(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  const digits = Number.isInteger(rounded) ? 0 : 2;
  return rounded.toLocaleString("en-US", {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}

/** A price after the course's discount, which applies only when its flag is set. */
function afterDiscount(price: number, course: CourseVm): number {
  return course.hasDiscount ? price - (price * course.discount) / 100 : price;
}

/** The page's one main heading and the footer with its links: the frame of a complete page. */
async function expectFrame(page: Page, heading: string | RegExp) {
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText(heading);
  const footer = page.getByRole("contentinfo");
  await expect(footer).toBeVisible();
  await expect(footer.getByRole("link", { name: "Online Courses" })).toBeVisible();
  await expect(footer.getByRole("link", { name: "Consultancy Services" })).toBeVisible();
}

/** Opens `path` without JavaScript and expects a 200. */
async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
}

test.describe("every visitor's page is complete without JavaScript", () => {
  test("home", async ({ page }) => {
    await open(page, "/");
    await expectFrame(page, "Design with confidence, from the model to the site");
    // The banner's seeded photos are images in the page, not drawn by a script.
    await expect(
      page.getByRole("region", { name: "Featured photos" }).locator("img").first(),
    ).toBeVisible();
    const services = page.getByRole("region", { name: "Our Services" });
    for (const name of ["Online Courses", "On-Demand Courses", "Products", "Publications"]) {
      await expect(services.getByRole("link", { name: new RegExp(name) })).toBeVisible();
    }
  });

  test("the course lists and both course details pages, with their prices", async ({ page }) => {
    const onDemand = await upstreamList<CourseVm>("/api/OnDemandCourses/GetAllOnDemandCourses");
    const online = await upstreamList<CourseVm>("/api/OnlineCourses/GetAllOnlineCourses");
    expect(onDemand.length).toBeGreaterThan(0);
    expect(online.length).toBeGreaterThan(0);

    await open(page, "/onDemandCourses");
    await expectFrame(page, /On-Demand Courses/i);
    // A course without a package is not on sale, so it is not listed (other specs create such
    // courses in the same upstream).
    for (const course of onDemand.filter((one) => (one.packages?.length ?? 0) > 0)) {
      const card = page
        .getByRole("main")
        .getByRole("link")
        .filter({ has: page.getByRole("heading", { name: course.name, exact: true }) });
      const lowest = Math.min(...course.packages!.map((pkg) => afterDiscount(pkg.price, course)));
      await expect(card, course.name).toContainText(`from ${amount(lowest)} EGP`);
    }

    await open(page, "/onlineCourses");
    await expectFrame(page, /Online Courses/i);
    for (const course of online) {
      const card = page
        .getByRole("main")
        .getByRole("link")
        .filter({ has: page.getByRole("heading", { name: course.name, exact: true }) });
      await expect(card, course.name).toContainText(
        `$${amount(afterDiscount(course.defaultPrice, course))}`,
      );
    }

    // The first on-demand course: its packages with their prices and Buy links.
    const course = onDemand[0]!;
    await open(page, `/onDemandCourseDetails/${course.id}`);
    await expectFrame(page, course.name);
    for (const pkg of course.packages!) {
      const label = `${pkg.durationByMonthes} months Package`;
      const item = page
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: label, exact: true }) });
      await expect(item).toContainText(`${amount(afterDiscount(pkg.price, course))} EGP`);
      await expect(item.getByRole("link", { name: `Buy the ${label}` })).toBeVisible();
    }
    await expect(page.getByRole("region", { name: "Course content" })).toBeVisible();

    const live = online[0]!;
    await open(page, `/onlineCourseDetails/${live.id}`);
    await expectFrame(page, live.name);
    await expect(page.getByRole("main")).toContainText(
      `$${amount(afterDiscount(live.defaultPrice, live))}`,
    );
    await expect(page.getByRole("main").getByRole("link", { name: /^Buy/ })).toBeVisible();
  });

  test("products, publications, a product's and a publication's page", async ({ page }) => {
    const products = await upstreamList<DocumentVm>(
      "/api/Documents/Products?PageNumber=1&PageSize=50",
    );
    const publications = await upstreamList<DocumentVm>("/api/documents/publications");

    await open(page, "/products");
    await expectFrame(page, /Products/i);
    const cards = page.getByRole("main").getByRole("article");
    await expect(cards).toHaveCount(6);
    for (const card of await cards.all()) {
      const title = (await card.getByRole("heading").first().textContent())?.trim() ?? "";
      const product = products.find((candidate) => candidate.title === title);
      expect(product, `the card "${title}" is an upstream product`).toBeDefined();
      if (product!.price! > 0)
        await expect(card).toContainText(`Price $${amount(product!.price!)}`);
      else await expect(card).toContainText("Free");
    }

    await open(page, "/publications");
    await expectFrame(page, /Publications/i);
    const publicationCards = page.getByRole("main").getByRole("article");
    expect(await publicationCards.count()).toBeGreaterThan(0);
    for (const card of await publicationCards.all()) {
      const title = (await card.getByRole("heading").first().textContent())?.trim() ?? "";
      expect(
        publications.map((publication) => publication.title),
        title,
      ).toContain(title);
      await expect(card.getByRole("link", { name: `Download ${title}` })).toBeVisible();
    }

    const paid = products.find(
      (product) => product.title === demoProducts.find((demo) => demo.price > 0)!.title,
    )!;
    await open(page, `/products/${paid.id}`);
    await expectFrame(page, paid.title);
    await expect(page.getByRole("main")).toContainText(`Price $${amount(paid.price!)}`);
    await expect(
      page.getByRole("main").getByRole("link", { name: `Buy ${paid.title}` }),
    ).toBeVisible();

    const publication = publications[0]!;
    await open(page, `/publications/${publication.id}`);
    await expectFrame(page, publication.title);
    await expect(
      page.getByRole("main").getByRole("link", { name: `Download ${publication.title}` }),
    ).toBeVisible();
  });

  test("consultancy services, with every project", async ({ page }) => {
    const projects = await upstreamList<{ name: string }>("/api/projects");
    expect(projects.length).toBeGreaterThan(0);
    await open(page, "/consultancyServices");
    await expectFrame(page, /Consultancy/i);
    for (const project of projects) {
      await expect(page.getByRole("region", { name: project.name })).toBeVisible();
    }
  });
});

/** The newest reset e-mail the upstream wrote for `email`. */
const resetMailFor = (email: string) =>
  mailsFor(email)
    .filter((mail) => mail.includes("/ForgotPassword?"))
    .at(-1);

test.describe("forms by plain posts", () => {
  test("a password reset from the login page: the link requested, a mismatch refused, the new password set and used", async ({
    page,
  }) => {
    const student = await createStudent();
    await page.goto("/login");
    // Without JavaScript 'Forget Password' must still lead to a form that asks for the e-mail
    // (a dialog cannot open without a script).
    await page.getByRole("button", { name: "Forget Password" }).click();
    const request = page.getByRole("region", { name: "Reset Password" });
    await request.getByLabel("E-mail").fill(student.email);
    await request.getByRole("button", { name: "Submit" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Please Check Your Email" }).first(),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login\?reset=sent$/);
    await expect
      .poll(() => resetMailFor(student.email), { message: "the reset e-mail in the outbox" })
      .toBeTruthy();
    const link = new URL(
      /https?:\/\/[^\s"<>]+\/ForgotPassword\?[^\s"<>]+/
        .exec(resetMailFor(student.email)!)![0]
        .replace(/&amp;/g, "&"),
    );

    await page.goto(`${link.pathname}${link.search}`);
    await page.getByLabel("New password").fill("Foundation2026");
    await page.getByLabel("Confirm password").fill("Foundation2027");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(
      page
        .getByRole("alert")
        .filter({ hasText: "Password And Confirm Password Doesnot Match" })
        .first(),
    ).toBeVisible();

    const newPassword = `Footings${Date.now()}`;
    // Spec: 'Password reset successfully', then the login page.
    await resetPasswordTo(page, newPassword);

    await page.getByLabel("E-mail").first().fill(student.email);
    await page.getByLabel("Password", { exact: true }).fill(student.password);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Wrong Email Or Password" }).first(),
    ).toBeVisible();
    await page.getByLabel("Password", { exact: true }).fill(newPassword);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("banner").getByRole("link", { name: "Profile" })).toBeVisible();
  });

  test("a signed-in reader reaches Profile and Logout from the header of a visitor's page", async ({
    page,
  }) => {
    const student = await createStudent();
    await page.goto("/login");
    await page.getByLabel("E-mail").fill(student.email);
    await page.getByLabel("Password", { exact: true }).fill(student.password);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/$/);

    for (const path of ["/products", "/onDemandCourses", "/consultancyServices"]) {
      await open(page, path);
      const header = page.getByRole("banner");
      await expect(header.getByRole("link", { name: "Sign Up" }), path).toHaveCount(0);
      await expect(header.getByRole("button", { name: "Logout" }), path).toBeVisible();
      await expect(header.getByRole("link", { name: "Profile" }), path).toBeVisible();
    }
    await page.getByRole("banner").getByRole("link", { name: "Profile" }).click();
    await expect(page).toHaveURL(/\/userProfile\/[^/]+$/);
    await expect(page.getByRole("main")).toContainText(student.email);

    await page.getByRole("banner").getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Profile" })).toHaveCount(0);
  });
});

// Well-formed ids that name nothing (malformed ones are e2e/not-found.spec.ts's).
const unknownItems = [
  ["on-demand course", "/onDemandCourseDetails/00000000-0000-4000-8000-00000000beef"],
  ["online course", "/onlineCourseDetails/00000000-0000-4000-8000-00000000beef"],
  ["product", "/products/987654321"],
  ["publication", "/publications/987654321"],
  ["certificate", "/certificates/zzzz-9999-zzzz"],
] as const;

test("an unknown course of either kind, product, publication or certificate answers 404", async ({
  request,
}) => {
  for (const [what, path] of unknownItems) {
    const response = await request.get(path, { headers: { accept: "text/html" } });
    expect(response.status(), what).toBe(404);
    expect(await response.text(), what).toContain("Page not found");
  }
});

test.describe("an unknown item's 404 page is drawn by the server", () => {
  for (const [what, path] of unknownItems) {
    // A visitor's document: the page draws the message under a Suspense boundary
    // (components/not-found-content.tsx), as a page's own notFound() would leave <body> empty
    // without JavaScript (vercel/next.js#62228).
    test(`an unknown ${what}`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
    });
  }
});
