import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Page } from "./test";
import {
  admin,
  createStudent,
  deleteDocumentsThroughAdmin,
  loginAs,
  publishFromRow,
  upstreamUrl,
} from "./fixtures";
import { upstreamLogin } from "./student-fixtures";

// The admin library journey (products and publications), on the seeded database.
// Every title carries a run suffix, so searches find only this run's documents.
const suffix = `${Date.now().toString(36)}`;
const titles = {
  paid: `E2E Paid Sheet ${suffix}`,
  free: `E2E Free Guide ${suffix}`,
  publication: `E2E Notes ${suffix}`,
  mismatch: `E2E Mismatch ${suffix}`,
  oversized: `E2E Oversized ${suffix}`,
  bare: `E2E Bare ${suffix}`,
};

/** A PDF of about `bytes` bytes: a real header and trailer around padding. */
function pdf(bytes = 2_000): Buffer {
  const head = Buffer.from("%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n", "latin1");
  const tail = Buffer.from("\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n", "latin1");
  const padding = Buffer.alloc(Math.max(0, bytes - head.length - tail.length), 0x20);
  return Buffer.concat([head, padding, tail]);
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

/** The upstream's products whose title contains `term`. */
async function upstreamProducts(term: string): Promise<{ id: number; title: string }[]> {
  const response = await fetch(
    `${upstreamUrl()}/api/Documents/Products?SearchTerm=${encodeURIComponent(term)}&PageSize=50`,
  );
  return (await response.json()) as { id: number; title: string }[];
}

// The documents spec counts the seeded catalogue: leave it as this spec found it, through the
// admin tables so that the cached public pages are invalidated too.
test.afterAll(async ({ browser }) => {
  await deleteDocumentsThroughAdmin(browser, suffix);
});

/** Fills and sends the create form; returns the new id read from the page it lands on. */
async function createDocument(
  page: Page,
  kind: "product" | "publication",
  input: { title: string; price?: string; file: Buffer; description: string },
): Promise<number> {
  await page.goto(kind === "product" ? "/createProduct" : "/createPublication");
  await page.getByLabel("File Name").fill(input.title);
  if (input.price !== undefined) await page.getByLabel("File Price ($)").fill(input.price);
  await page
    .locator("#document-file")
    .setInputFiles({ name: "document.pdf", mimeType: "application/pdf", buffer: input.file });
  await page.getByLabel("File Description").fill(input.description);
  await page
    .getByRole("button", { name: kind === "product" ? "Create Product" : "Create Publication" })
    .click();
  await expect(page).toHaveURL(/highlight=\d+/);
  return Number(new URL(page.url()).searchParams.get("highlight"));
}

async function studentPage(browser: Browser, email: string, password: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginAs(page, email, password);
  return page;
}

test.describe.configure({ mode: "serial" });

test("the admin stocks paid, free and public documents; students get exactly what they may", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await loginAs(page, admin.email, admin.password);

  // A paid product with a 5 MB PDF: the upload shows a real progress bar.
  await page.goto("/createProduct");
  await expectNoAxeViolations(page);
  await page.getByLabel("File Name").fill(titles.paid);
  await page.getByLabel("File Price ($)").fill("15");
  await page.locator("#document-file").setInputFiles({
    name: "paid.pdf",
    mimeType: "application/pdf",
    buffer: pdf(5 * 1024 * 1024),
  });
  await page.getByLabel("File Description").fill("Five megabytes of design tables.");
  // Slow the upload down so the bar is there long enough for a person (and this test) to see.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 2 * 1024 * 1024,
  });
  await page.getByRole("button", { name: "Create Product" }).click();
  await expect(page.getByRole("progressbar", { name: "Uploading" })).toBeVisible();
  await expect(page.getByText("Product Added Successfully")).toBeVisible({ timeout: 30_000 });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(page).toHaveURL(/\/manageProducts\?q=.*highlight=\d+/);
  const paidId = Number(new URL(page.url()).searchParams.get("highlight"));
  const paidRow = page.getByRole("row").filter({ hasText: titles.paid });
  await expect(paidRow.getByRole("cell", { name: "$15", exact: true })).toBeVisible();
  await expect(paidRow.getByText("Missing its file")).toHaveCount(0);
  // A new document is a draft until published (e2e/drafts.spec.ts follows a draft itself).
  await publishFromRow(paidRow);

  // A free product (price 0) and a publication.
  const freeId = await createDocument(page, "product", {
    title: titles.free,
    price: "0",
    file: pdf(),
    description: "A free guide.",
  });
  await expect(
    page
      .getByRole("row")
      .filter({ hasText: titles.free })
      .getByRole("cell", { name: "Free", exact: true }),
  ).toBeVisible();
  await publishFromRow(page.getByRole("row").filter({ hasText: titles.free }));
  await createDocument(page, "publication", {
    title: titles.publication,
    file: pdf(),
    description: "Free notes.",
  });
  await expect(page.getByText("Publication Added Successfully")).toBeVisible();
  await publishFromRow(page.getByRole("row").filter({ hasText: titles.publication }));

  // Both manage pages and the create publication page pass axe.
  await page.goto(`/manageProducts?q=${encodeURIComponent(suffix)}`);
  await expect(page.getByRole("row").filter({ hasText: titles.paid })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(`/managePublications?q=${encodeURIComponent(suffix)}`);
  await expect(page.getByRole("row").filter({ hasText: titles.publication })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto("/createPublication");
  await expectNoAxeViolations(page);

  // A visitor finds all three by search; the free product says Free, the paid one has Buy.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/products?q=${encodeURIComponent(suffix)}`);
  const paidCard = visitor.getByRole("article").filter({ hasText: titles.paid });
  const freeCard = visitor.getByRole("article").filter({ hasText: titles.free });
  await expect(paidCard.getByText("$15")).toBeVisible();
  await expect(paidCard.getByRole("link", { name: /Buy/ })).toBeVisible();
  await expect(freeCard.getByText("Free", { exact: true })).toBeVisible();
  await visitor.goto(`/publications?q=${encodeURIComponent(suffix)}`);
  await expect(visitor.getByRole("heading", { name: titles.publication })).toBeVisible();
  await visitorContext.close();

  // A student downloads the free product without an assignment, but not the paid one.
  const account = await createStudent();
  const student = await studentPage(browser, account.email, account.password);
  const free = await student.request.get(`/download/product/${freeId}`);
  expect(free.status()).toBe(200);
  expect((await free.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect((await student.request.get(`/download/product/${paidId}`)).status()).toBe(403);

  // Assigned to the paid product (through the upstream, as Add Student To Product does), they can.
  const adminLogin = await upstreamLogin(admin.email, admin.password, true);
  const studentLogin = await upstreamLogin(account.email, account.password);
  const assigned = await fetch(
    `${upstreamUrl()}/api/Documents/AddProductToStudent?productId=${paidId}&studentId=${studentLogin.userId}`,
    { method: "PUT", headers: { Authorization: `Bearer ${adminLogin.token}` } },
  );
  expect(assigned.status).toBe(201);
  const paid = await student.request.get(`/download/product/${paidId}`);
  expect(paid.status()).toBe(200);
  expect((await paid.body()).length).toBe(5 * 1024 * 1024);

  // The admin removes the assignment on the enrolments page; the download is refused again.
  await page.goto(`/ManageProductsEnrollments/${paidId}`);
  await expect(
    page.getByRole("heading", { level: 1, name: new RegExp(titles.paid) }),
  ).toBeVisible();
  const studentRow = page.getByRole("row").filter({ hasText: "Test Student" });
  await expect(studentRow.getByRole("link", { name: "Test Student" })).toHaveAttribute(
    "href",
    `/userProfile/${studentLogin.userId}`,
  );
  await expectNoAxeViolations(page);
  await studentRow.getByRole("button", { name: /Remove Enrollment/ }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Remove Enrollment" }).click();
  await expect(page.getByText("Enrollment Removed Successfully")).toBeVisible();
  await expect(page.getByText("No enrolled students.")).toBeVisible();
  expect((await student.request.get(`/download/product/${paidId}`)).status()).toBe(403);
  // The lower-case spelling reaches the same page.
  await page.goto(`/manageProductsEnrollments/${paidId}`);
  await expect(page.getByText("No enrolled students.")).toBeVisible();
  await student.context().close();
});

test("a file whose bytes do not match its type is refused and nothing is created", async ({
  page,
}) => {
  await loginAs(page, admin.email, admin.password);
  await page.goto("/createProduct");
  await page.getByLabel("File Name").fill(titles.mismatch);
  await page.getByLabel("File Price ($)").fill("5");
  await page.locator("#document-file").setInputFiles({
    name: "report.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("This is plain text pretending to be a PDF."),
  });
  await page.getByLabel("File Description").fill("Not a PDF.");
  await page.getByRole("button", { name: "Create Product" }).click();
  await expect(
    page
      .getByText(
        "This file's contents are not an accepted type (.pdf). Please choose another file.",
      )
      .first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/createProduct$/);
  expect(await upstreamProducts(titles.mismatch)).toEqual([]);
});

test("an oversized file is refused before it is sent", async ({ page }) => {
  await loginAs(page, admin.email, admin.password);
  await page.goto("/createPublication");
  const uploads: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/admin/documents")) uploads.push(request.url());
  });
  await page.getByLabel("File Name").fill(titles.oversized);
  await page.locator("#document-file").setInputFiles({
    name: "huge.pdf",
    mimeType: "application/pdf",
    buffer: pdf(26 * 1024 * 1024),
  });
  await expect(
    page.getByText("The file is larger than 25 MB. Please choose a smaller file."),
  ).toBeVisible();
  await page.getByLabel("File Description").fill("Too big.");
  await page.getByRole("button", { name: "Create Publication" }).click();
  await expect(page.getByText("Please Upload File To Create Publication").first()).toBeVisible();
  expect(uploads).toEqual([]);
});

test("a product missing its file is marked; Edit, Edit File and Delete work from the table", async ({
  page,
}) => {
  // A product whose file never arrived (as after a failed upload step), made on the upstream.
  const adminLogin = await upstreamLogin(admin.email, admin.password, true);
  const created = await fetch(`${upstreamUrl()}/api/Documents/Product`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${adminLogin.token}` },
    body: JSON.stringify({ title: titles.bare, description: "No file yet", price: 3 }),
  });
  const { productId } = (await created.json()) as { productId: number };

  await loginAs(page, admin.email, admin.password);
  await page.goto(`/manageProducts?q=${encodeURIComponent(titles.bare)}&highlight=${productId}`);
  const row = () => page.getByRole("row").filter({ hasText: titles.bare });
  await expect(row().getByText("Missing its file")).toBeVisible();

  // Edit File: add the missing file; the mark goes.
  await row().getByRole("button", { name: "Edit File" }).click();
  const fileDialog = page.getByRole("dialog");
  await fileDialog.locator('input[type="file"]').setInputFiles({
    name: "bare.pdf",
    mimeType: "application/pdf",
    buffer: pdf(),
  });
  await fileDialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("File Updated Successfully")).toBeVisible();
  await expect(row().getByText("Missing its file")).toHaveCount(0);

  // Edit: a new price.
  await row().getByRole("button", { name: "Edit", exact: true }).click();
  const editDialog = page.getByRole("dialog");
  await editDialog.getByLabel("File Price ($)").fill("7.5");
  await editDialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Data Updated Successfully")).toBeVisible();
  await expect(row().getByRole("cell", { name: "$7.50", exact: true })).toBeVisible();

  // Delete, after confirmation.
  await row().getByRole("button", { name: "Delete" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete product" }).click();
  await expect(page.getByText("No Products Yet!")).toBeVisible();
  expect(await upstreamProducts(titles.bare)).toEqual([]);
});
