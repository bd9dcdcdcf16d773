import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIResponse, type Page } from "./test";
import { admin, enrolledStudent, loginAs, upstreamUrl } from "./fixtures";

// Seeded catalogue (upstream/src/seed/content.ts): 6 products, 4 free publications, 3 projects.
const products = {
  retainingWall: "Retaining Wall Design Spreadsheet", // Excel, assigned to Mariam
  steelConnections: "Steel Connection Design Handbook", // PDF, $25, assigned to Mariam
  ptSlides: "Post-Tensioned Slabs: Lecture Slides", // PowerPoint, not assigned to Mariam
};
const windLoads = "Wind Loads on Tall Buildings to ECP 201-2012";
const punchingShear = "Punching Shear in Flat Slabs: A Practical Note";
const projectNames = [
  "Residential Tower, New Cairo (G+20)",
  "Steel Warehouse, 10th of Ramadan City",
  "Pedestrian Bridge, Alexandria Corniche",
];

// The payee defaults of lib/env.ts (the e2e web server sets no PAYMENT_* variables).
const payees = {
  wallet: "+20 100 000 0000",
  egp: "EG00 0000 0000 0000 0000 0000 0001",
  usd: "EG00 0000 0000 0000 0000 0000 0002",
  instant: "brightway@instapay",
};

type DocumentVm = { id: number; title: string; price: number };

/** The upstream's own list of a document kind (ids and titles), read directly. */
async function upstreamDocuments(kind: "Products" | "Publications"): Promise<DocumentVm[]> {
  const response = await fetch(`${upstreamUrl()}/api/Documents/${kind}?PageSize=50`);
  expect(response.ok).toBe(true);
  return (await response.json()) as DocumentVm[];
}

async function documentId(kind: "Products" | "Publications", title: string): Promise<number> {
  const found = (await upstreamDocuments(kind)).find((item) => item.title === title);
  expect(found, `${title} is seeded`).toBeTruthy();
  return found!.id;
}

/** The bytes of a saved download. */
async function downloadBytes(download: import("@playwright/test").Download): Promise<Buffer> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

const cards = (page: Page) =>
  page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 2 }) });

test.describe("products and publications lists", () => {
  test("products show image, title, description, $price and Buy to /payment", async ({ page }) => {
    await page.goto("/products");
    await expect(page.getByRole("heading", { level: 1, name: "Products" })).toBeVisible();
    await expect(cards(page)).toHaveCount(6);
    const card = page
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: products.steelConnections }) });
    await expect(
      card.getByRole("img", { name: `Cover of ${products.steelConnections}` }),
    ).toBeVisible();
    await expect(card.getByText("$25")).toBeVisible();
    const id = await documentId("Products", products.steelConnections);
    await expect(card.getByRole("link", { name: /^Buy/ })).toHaveAttribute(
      "href",
      `/payment?product=${id}`,
    );
    await expect(card.getByRole("button", { name: /Copy Link/ })).toHaveCount(0);
  });

  test("publications show Download and Copy Link", async ({ page }) => {
    await page.goto("/publications");
    await expect(page.getByRole("heading", { level: 1, name: "Publications" })).toBeVisible();
    await expect(cards(page)).toHaveCount(4);
    const id = await documentId("Publications", windLoads);
    const card = page
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: windLoads }) });
    await expect(card.getByRole("link", { name: /^Download/ })).toHaveAttribute(
      "href",
      `/download/publication/${id}`,
    );
    await expect(card.getByRole("button", { name: /^Copy Link/ })).toBeVisible();
    await expect(card.getByText(/basic wind speed/)).toBeVisible();
  });

  test("Previous on page 1 says it is the first page; an empty next page keeps the list", async ({
    page,
  }) => {
    await page.goto("/publications");
    const pager = page.getByRole("navigation", { name: "Publications pages" });
    await pager.getByRole("link", { name: "Previous" }).click();
    await expect(pager.getByRole("status")).toHaveText("This Is The First Page");
    await expect(cards(page)).toHaveCount(4);

    await pager.getByRole("link", { name: "Next" }).click();
    await expect(pager.getByRole("status")).toHaveText("This Is The Last Page");
    await expect(cards(page)).toHaveCount(4);
    await expect(pager.getByText("Page 1")).toBeVisible();
  });

  test("an empty search says so", async ({ page }) => {
    await page.goto("/products?q=no-such-product-zzz");
    await expect(page.getByText("No results for “no-such-product-zzz”")).toBeVisible();
    await expect(page.getByText("No Products Yet")).toHaveCount(0);
    await page.goto("/publications?q=no-such-publication-zzz");
    await expect(page.getByText("No results for “no-such-publication-zzz”")).toBeVisible();
    await page.goto("/onDemandCourses?q=no-such-course-zzz");
    await expect(page.getByText("No results for “no-such-course-zzz”")).toBeVisible();
  });

  test("detail pages show the document and its action; unknown ids are not found", async ({
    page,
  }) => {
    const productId = await documentId("Products", products.steelConnections);
    await page.goto(`/products/${productId}`);
    await expect(
      page.getByRole("heading", { level: 1, name: products.steelConnections }),
    ).toBeVisible();
    await expect(
      page.getByRole("img", { name: `Cover of ${products.steelConnections}` }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: /^Buy/ })).toHaveAttribute(
      "href",
      `/payment?product=${productId}`,
    );

    const publicationId = await documentId("Publications", punchingShear);
    await page.goto(`/publications/${publicationId}`);
    await expect(page.getByRole("heading", { level: 1, name: punchingShear })).toBeVisible();
    await expect(page.getByRole("link", { name: /^Download/ })).toHaveAttribute(
      "href",
      `/download/publication/${publicationId}`,
    );

    for (const url of [
      "/products/999999",
      "/products/abc",
      "/publications/0",
      "/publications/999999",
    ]) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(404);
    }
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("search finds a publication by a title word", async ({ page }) => {
    await page.goto("/publications");
    await page.getByLabel("Search publications").fill("wind");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/publications\?q=wind$/);
    await expect(cards(page)).toHaveCount(1);
    await expect(page.getByRole("heading", { name: windLoads })).toBeVisible();
  });

  test("lists, details, paging and the payment page read fine", async ({ page }) => {
    await page.goto("/products");
    await expect(cards(page)).toHaveCount(6);
    await page.getByRole("link", { name: "Next" }).click();
    await expect(page.getByText("This Is The Last Page")).toBeVisible();
    await expect(cards(page)).toHaveCount(6);

    await page.getByRole("link", { name: products.ptSlides, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: products.ptSlides })).toBeVisible();

    await page.goto("/publications");
    await page.getByRole("link", { name: punchingShear, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: punchingShear })).toBeVisible();

    await page.goto("/payment");
    await expect(page.getByText(payees.wallet)).toBeVisible();
    await expect(page.getByText("You Will Be Enrolled Maximum 24 Hours")).toBeVisible();
    await page.getByRole("link", { name: "Card" }).click();
    await expect(page.getByText(payees.egp)).toBeVisible();

    await page.goto("/consultancyServices");
    await expect(page.getByRole("heading", { name: projectNames[0] })).toBeVisible();
  });

  test("a project thumbnail link shows that photo as the main image", async ({ page }) => {
    await page.goto("/consultancyServices");
    const project = page.getByRole("region", { name: projectNames[0] });
    await project.getByRole("link", { name: /Show photo 3 of 4/ }).click();
    await expect(page).toHaveURL(/project=\d+&image=\d+/);
    await expect(
      page.getByRole("region", { name: projectNames[0] }).getByRole("figure"),
    ).toContainText("Typical floor framing plan");
  });
});

test.describe("downloads", () => {
  test("a publication downloads as document.pdf with the upstream's bytes", async ({ page }) => {
    const id = await documentId("Publications", windLoads);
    const upstream = Buffer.from(
      await (await fetch(`${upstreamUrl()}/api/Documents/Publication/GetFile/${id}`)).arrayBuffer(),
    );

    await page.goto("/publications");
    const card = page
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: windLoads }) });
    const downloading = page.waitForEvent("download");
    await card.getByRole("link", { name: /^Download/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("document.pdf");
    expect((await downloadBytes(download)).equals(upstream)).toBe(true);

    const response = await page.request.get(`/download/publication/${id}`);
    expect(response.headers()["content-disposition"]).toContain(
      'attachment; filename="document.pdf"',
    );
    expect(response.headers()["content-type"]).toBe("application/pdf");
    const inline = await page.request.get(`/download/publication/${id}?inline=1`);
    expect(inline.headers()["content-disposition"]).toMatch(/^inline;/);
    expect(await page.request.get("/download/publication/999999").then((r) => r.status())).toBe(
      404,
    );
  });

  test("copy link puts the public download URL on the clipboard", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const id = await documentId("Publications", punchingShear);
    await page.goto("/publications");
    const card = page
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: punchingShear }) });
    await card.getByRole("button", { name: /^Copy Link/ }).click();
    await expect(page.getByText("Link copied to clipboard!")).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(`${baseURL}/download/publication/${id}`);
  });

  test("a visitor asking for a product file is sent to log in", async ({ page }) => {
    const id = await documentId("Products", products.retainingWall);
    const response = await page.request.get(`/download/product/${id}`, { maxRedirects: 0 });
    expect(response.status()).toBe(303);
    expect(response.headers()["location"]).toBe(
      `/login?next=${encodeURIComponent(`/download/product/${id}`)}`,
    );
    await page.goto(`/download/product/${id}`);
    await expect(page).toHaveURL(/\/login\?next=/);
  });

  test("a student downloads an assigned product under its title, and gets 403 for another", async ({
    page,
  }) => {
    const assigned = await documentId("Products", products.retainingWall);
    const other = await documentId("Products", products.ptSlides);

    // The upstream's bytes, read with the student's own upstream token.
    const login = await fetch(`${upstreamUrl()}/api/Authentication/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: enrolledStudent.email, password: enrolledStudent.password }),
    });
    const { userId, token } = (await login.json()) as { userId: string; token: string };
    const upstream = Buffer.from(
      await (
        await fetch(
          `${upstreamUrl()}/api/Documents/Product/GetFile/${assigned}?studentId=${userId}`,
          {
            headers: { Authorization: `Bearer ${token}` },
          },
        )
      ).arrayBuffer(),
    );
    expect(upstream.length).toBeGreaterThan(0);

    await loginAs(page, enrolledStudent.email, enrolledStudent.password);
    const response: APIResponse = await page.request.get(`/download/product/${assigned}`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-disposition"]).toContain(
      `filename*=UTF-8''${encodeURIComponent(`${products.retainingWall}.xlsx`)}`,
    );
    expect(response.headers()["cache-control"]).toBe("private, no-store");
    expect((await response.body()).equals(upstream)).toBe(true);

    await page.goto("/");
    const downloading = page.waitForEvent("download");
    await page.evaluate((href) => {
      const link = document.createElement("a");
      link.href = href;
      link.download = "";
      document.body.append(link);
      link.click();
    }, `/download/product/${assigned}`);
    expect((await downloading).suggestedFilename()).toBe(`${products.retainingWall}.xlsx`);

    const refused = await page.request.get(`/download/product/${other}`);
    expect(refused.status()).toBe(403);
    // A studentId in the query is ignored: only the session's own id is used.
    const forged = await page.request.get(`/download/product/${other}?studentId=${userId}`);
    expect(forged.status()).toBe(403);
  });

  test("an admin downloads any product with the right extension", async ({ page }) => {
    const id = await documentId("Products", products.ptSlides);
    await loginAs(page, admin.email, admin.password);
    const response = await page.request.get(`/download/product/${id}`);
    expect(response.status()).toBe(200);
    // ":" is not allowed in file names on Windows, so the title's colon becomes a space.
    expect(response.headers()["content-disposition"]).toContain(
      `filename*=UTF-8''${encodeURIComponent("Post-Tensioned Slabs Lecture Slides.pptx")}`,
    );
  });
});

test.describe("payment", () => {
  test("method tabs switch and show the configured numbers and the 24-hour promise", async ({
    page,
  }) => {
    await page.goto("/payment");
    await expect(page.getByRole("heading", { level: 1, name: "Payment" })).toBeVisible();
    await expect(page.getByText("You Will Be Enrolled Maximum 24 Hours")).toBeVisible();
    const tabs = page.getByRole("tablist", { name: "Payment methods" });
    await expect(tabs.getByRole("tab", { name: "Mobile Wallet" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page.getByRole("tabpanel").getByText(payees.wallet)).toBeVisible();

    await tabs.getByRole("tab", { name: "Card" }).click();
    const card = page.getByRole("tabpanel", { name: "Card" });
    await expect(card.getByText(payees.egp)).toBeVisible();
    await expect(card.getByText(payees.usd)).toBeVisible();
    await expect(page.getByText(payees.wallet)).toBeHidden();

    await tabs.getByRole("tab", { name: "Instant Transfer" }).click();
    await expect(
      page.getByRole("tabpanel", { name: "Instant Transfer" }).getByText(payees.instant),
    ).toBeVisible();
    // This upstream has the orders extension: the proof is uploaded on the site, not sent on
    // WhatsApp (the WhatsApp steps without orders are checked in e2e/orders.spec.ts).
    await expect(page.getByRole("tabpanel").getByRole("link", { name: /WhatsApp/ })).toHaveCount(0);
  });

  test("?product= shows the product and its price from the upstream", async ({ page }) => {
    const id = await documentId("Products", products.steelConnections);
    await page.goto(`/payment?product=${id}&price=1`);
    const summary = page.getByRole("region", { name: products.steelConnections });
    await expect(summary).toContainText("$25");
    await expect(
      page.getByText(
        "Log in or create an account to place your order and upload your payment proof here.",
      ),
    ).toBeVisible();
  });
});

test.describe("consultancy services", () => {
  test("shows the company, the projects and the portfolio", async ({ page }) => {
    await page.goto("/consultancyServices");
    await expect(
      page.getByRole("heading", { level: 1, name: "Consultancy Services" }),
    ).toBeVisible();
    for (const name of projectNames)
      await expect(page.getByRole("heading", { name })).toBeVisible();

    const tower = page.getByRole("region", { name: projectNames[0] });
    await expect(tower.getByRole("figure")).toContainText("Completed tower, south elevation");
    await tower.getByRole("link", { name: /Show photo 2 of 4/ }).click();
    await expect(tower.getByRole("figure")).toContainText(
      "Core walls rising ahead of the floor slabs",
    );

    const upstream = Buffer.from(
      await (await fetch(`${upstreamUrl()}/api/Static/GetPortofilo`)).arrayBuffer(),
    );
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download Portofolio" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("BrightWay Portfolio.pdf");
    expect((await downloadBytes(download)).equals(upstream)).toBe(true);

    await expect(page.getByRole("link", { name: /View Portfolio/ })).toHaveAttribute(
      "target",
      "_blank",
    );
    const inline = await page.request.get("/download/portfolio?inline=1");
    expect(inline.headers()["content-disposition"]).toMatch(/^inline;/);
    expect(inline.headers()["content-type"]).toBe("application/pdf");
  });
});

test.describe("quality", () => {
  const pages = async () => [
    "/products",
    "/publications",
    `/products/${await documentId("Products", products.steelConnections)}`,
    `/publications/${await documentId("Publications", windLoads)}`,
    "/consultancyServices",
    "/payment",
    `/payment?product=${await documentId("Products", products.retainingWall)}`,
  ];

  test("axe finds no violations on every page", async ({ page }) => {
    for (const url of await pages()) {
      await page.goto(url);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expectNoAxeViolations(page);
    }
    await page.goto("/payment");
    await page.getByRole("tab", { name: "Card" }).click();
    await expectNoAxeViolations(page);
  });

  test("no page carries base64 images", async ({ page }) => {
    for (const url of await pages()) {
      const html = await (await page.request.get(url)).text();
      expect(html, url).not.toContain("data:image");
    }
  });
});
