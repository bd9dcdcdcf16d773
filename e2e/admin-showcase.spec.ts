import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./test";
import { admin, deleteLastHeaderPhoto, loginAs, pngFile, upstreamUrl } from "./fixtures";

/*
 * The admin side of the showcase: consultancy projects with their main image, the
 * portfolio file and the home banner's header photos, each seen on the public page afterwards.
 * Runs on the seeded database shared with the other specs, so everything made here is unique
 * and removed again (the portfolio is replaced by another PDF).
 */

const suffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

/** A small, valid one-page PDF carrying `text`. */
function pdfBytes(text: string): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

const main = (page: Page) => page.getByRole("main");
const imageGroup = (page: Page, number: number) =>
  main(page).getByRole("group", { name: `Image ${number}`, exact: true });

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

/** The slides of the home page banner (none when there are no header photos). */
async function bannerSlideCount(page: Page): Promise<number> {
  await page.goto("/");
  return page
    .getByRole("region", { name: "Featured photos" })
    .locator('[aria-roledescription="slide"]')
    .count();
}

test.describe("consultancy projects", () => {
  test("a project with three images: change the main image, delete the old one, seen on /consultancyServices", async ({
    page,
  }) => {
    const name = `E2E Riverside Mall ${suffix()}`;
    const images = [
      { title: "Entrance", description: "Main entrance canopy at dusk", colour: "#1d4ed8" },
      { title: "Atrium", description: "Atrium roof trusses during erection", colour: "#b45309" },
      { title: "Car park", description: "Post-tensioned car park slab", colour: "#15803d" },
    ];
    await loginAs(page, admin.email, admin.password);

    await test.step("the form says what is missing", async () => {
      await page.goto("/addNewProject");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create New Project");
      await main(page).getByRole("button", { name: "Add Project" }).click();
      await expect(main(page).getByText("Please enter a name")).toBeVisible();
      await expect(main(page).getByText("You Need To Add At Least 1 Image")).toBeVisible();
    });

    await test.step("add the project with three images", async () => {
      await main(page).getByLabel("Project Name").fill(name);
      for (const [index, image] of images.entries()) {
        await main(page).getByRole("button", { name: "Add Image" }).click();
        const group = imageGroup(page, index + 1);
        await group.getByLabel("Title", { exact: true }).fill(image.title);
        await group.getByLabel("Description", { exact: true }).fill(image.description);
        await group
          .getByLabel("Photo", { exact: true })
          .setInputFiles(await pngFile(`photo-${index}.png`, 320, 200, image.colour));
      }
      // The first image became the main image by itself.
      await expect(imageGroup(page, 1).getByLabel("Main image")).toBeChecked();
      await main(page).getByRole("button", { name: "Add Project" }).click();
      await expect(page.getByText("Project added successfully").first()).toBeVisible();
      await expect(page).toHaveURL(/\/manageProjects$/);
    });

    const row = main(page).getByRole("row").filter({ hasText: name });
    await test.step("the manage page lists it with its three images", async () => {
      await expect(row).toBeVisible();
      await expect(row.getByRole("cell").nth(2)).toHaveText("3");
      await expect(row.getByRole("img", { name: `Main image of ${name}` })).toBeVisible();
    });

    await test.step("edit: the main image cannot be removed until another is chosen", async () => {
      await row.getByRole("link", { name: `Edit ${name}` }).click();
      await expect(page).toHaveURL(/\/editProject\/\d+$/);
      // By role, so only what is shown counts: Next keeps the page navigated away from (Create New
      // Project, with its own Project Name field) hidden in the document for the back button.
      await expect(main(page).getByRole("textbox", { name: "Project Name" })).toHaveValue(name);
      await expect(imageGroup(page, 3)).toBeVisible();
      await expect(imageGroup(page, 1).getByLabel("Description")).toHaveValue(
        images[0]!.description,
      );

      await main(page).getByRole("button", { name: "Remove image 1" }).click();
      await expect(
        imageGroup(page, 1).getByText(
          "Please Choose Another Main Image Before Deleting Your Main Image",
        ),
      ).toBeVisible();
      await expect(imageGroup(page, 3)).toBeVisible();

      await imageGroup(page, 2).getByLabel("Main image").check();
      await expect(imageGroup(page, 1).getByLabel("Main image")).not.toBeChecked();
      await main(page).getByRole("button", { name: "Remove image 1" }).click();
      await expect(imageGroup(page, 3)).toHaveCount(0);
      await expect(imageGroup(page, 1).getByLabel("Description")).toHaveValue(
        images[1]!.description,
      );
      await expect(imageGroup(page, 1).getByLabel("Main image")).toBeChecked();

      await main(page).getByRole("button", { name: "Save Changes" }).click();
      await expect(page.getByText("Project updated successfully").first()).toBeVisible();
      await expect(page).toHaveURL(/\/manageProjects$/);
      await expect(row.getByRole("cell").nth(2)).toHaveText("2");
    });

    await test.step("the public page shows the new main image and no longer the old one", async () => {
      await page.goto("/consultancyServices");
      const project = page.getByRole("region", { name });
      await expect(project.getByRole("heading", { name })).toBeVisible();
      await expect(project.getByRole("figure")).toContainText(images[1]!.description);
      await expect(project.getByRole("link", { name: /Show photo \d of 2/ })).toHaveCount(2);
      await expect(project).not.toContainText(images[0]!.description);
    });

    await test.step("delete the project after confirming", async () => {
      await page.goto("/manageProjects");
      await row.getByRole("button", { name: `Delete ${name}` }).click();
      const dialog = page.getByRole("alertdialog");
      await expect(dialog).toContainText(name);
      await dialog.getByRole("button", { name: "Delete Project" }).click();
      await expect(page.getByText("Project deleted successfully").first()).toBeVisible();
      await expect(row).toHaveCount(0);
      await page.goto("/consultancyServices");
      await expect(page.getByRole("heading", { name })).toHaveCount(0);
    });
  });
});

test.describe("portfolio", () => {
  test("the admin uploads a portfolio and a visitor downloads it", async ({ page, browser }) => {
    const pdf = pdfBytes(`BrightWay portfolio ${suffix()}`);
    await loginAs(page, admin.email, admin.password);
    await page.goto("/manageProjects");
    const portfolio = main(page).getByRole("region", { name: "Portfolio" });

    await portfolio.getByRole("button", { name: "Upload Portfolio" }).click();
    await expect(portfolio.getByText("Please Select A File To Add Portofolio")).toBeVisible();

    await expect(portfolio.getByLabel("File Type")).toHaveValue("0");
    await portfolio
      .getByLabel("Portfolio File", { exact: true })
      .setInputFiles({ name: "portfolio.pdf", mimeType: "application/pdf", buffer: pdf });
    await portfolio.getByRole("button", { name: "Upload Portfolio" }).click();
    await expect(page.getByText("Portfolio uploaded successfully").first()).toBeVisible();
    await expect(portfolio.getByText("A portfolio is published (PDF file).")).toBeVisible();

    const visitor = await browser.newContext();
    try {
      const response = await visitor.request.get(new URL("/download/portfolio", page.url()).href);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("application/pdf");
      expect(Buffer.from(await response.body()).equals(pdf)).toBe(true);
    } finally {
      await visitor.close();
    }
  });
});

test.describe("header photos", () => {
  test("the admin adds a header photo and deletes it; the home banner follows", async ({
    page,
  }) => {
    const before = await bannerSlideCount(page);
    await loginAs(page, admin.email, admin.password);
    await page.goto("/ManageHeaderPhotos");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Manage Header Photos");
    const photos = main(page).getByRole("listitem");
    const listed = await photos.count();

    await main(page).getByRole("button", { name: "Add New Header Photo" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Header Photo" });
    await dialog.getByRole("button", { name: "Add Photo" }).click();
    await expect(dialog.getByText("Please select a photo")).toBeVisible();
    await dialog
      .getByLabel("Header Photo", { exact: true })
      .setInputFiles(await pngFile("banner.png", 320, 200, "#7c3aed"));
    await dialog.getByRole("button", { name: "Add Photo" }).click();
    await expect(page.getByText("Photo added successfully").first()).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(photos).toHaveCount(listed + 1);
    const added = photos.last();
    await expect(added.getByRole("img")).toBeVisible();

    expect(await bannerSlideCount(page)).toBe(before + 1);

    await page.goto("/ManageHeaderPhotos");
    await deleteLastHeaderPhoto(page, photos, listed);

    expect(await bannerSlideCount(page)).toBe(before);
  });
});

test.describe("accessibility (axe)", () => {
  test("no violations on the showcase admin pages", async ({ page }) => {
    const projects = (await (await fetch(`${upstreamUrl()}/api/Projects`)).json()) as {
      id: number;
    }[];
    expect(projects.length).toBeGreaterThan(0);
    await loginAs(page, admin.email, admin.password);
    for (const path of [
      "/addNewProject",
      `/editProject/${projects[0]!.id}`,
      "/manageProjects",
      "/ManageHeaderPhotos",
    ]) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
        await expectNoAxeViolations(page);
      });
    }
  });

  test("an unknown or malformed project id is a 404", async ({ page }) => {
    await loginAs(page, admin.email, admin.password);
    for (const path of ["/editProject/999999", "/editProject/abc"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
    }
  });
});
